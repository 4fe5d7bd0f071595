import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TITLEBAR_TEXT_KEY, resolveTheme, type StoredTheme } from '@mostrador/core';
import type { StoreDetails } from '../../../api/store';
import { useTheme } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';
import { AssistantCustomizer } from './AssistantCustomizer';
import { ChatWidgetPreview } from './ChatWidgetPreview';
import { HomeCustomizer } from './HomeCustomizer';
import { PublicPageLink } from './PublicPageLink';
import { WidgetCustomizer } from './WidgetCustomizer';

const T = OPTIONS_TEXTS.customize;
const INNER_TABS = [T.assistant, T.home, T.widget] as const;

/** Crew cannot read the theme call: they see the widget as the store view describes it. */
function CrewPreview({ store }: { store: StoreDetails }) {
  const theme = resolveTheme(store as unknown as StoredTheme);
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        {OPTIONS_TEXTS.adminOnlyNotice}
      </Alert>
      <PublicPageLink hashtag={store.hashtag} />
      <ChatWidgetPreview
        label={T.preview}
        colors={theme.color_set}
        titlebarText={theme.color_set[TITLEBAR_TEXT_KEY]}
        logoUrl={theme.widget_logo}
        position={theme.widget_position}
        messages={[{ from: 'bot', text: store.dialog_messages.dialog_init || T.previewBot }]}
        chips={T.previewChips}
      />
    </Box>
  );
}

/** PERSONALIZAR with its inner tabs Asistente, Home and Widget (spec section 2). */
export function CustomizePanel({
  store,
  isStoreAdmin,
  initialTab = 0,
}: {
  store: StoreDetails;
  isStoreAdmin: boolean;
  /** 2 (Widget) when the address asked for the preview. */
  initialTab?: number;
}) {
  const [tab, setTab] = useState(initialTab);
  const { data: theme } = useTheme(isStoreAdmin);
  if (!isStoreAdmin) return <CrewPreview store={store} />;
  const greeting = store.dialog_messages.dialog_init || T.previewBot;
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        aria-label={T.tabsLabel}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {INNER_TABS.map((label) => (
          <Tab key={label} label={label} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      {theme && tab === 0 && <AssistantCustomizer store={store} theme={theme} />}
      {theme && tab === 1 && <HomeCustomizer theme={theme} hashtag={store.hashtag} />}
      {theme && tab === 2 && <WidgetCustomizer theme={theme} greeting={greeting} />}
    </Box>
  );
}
