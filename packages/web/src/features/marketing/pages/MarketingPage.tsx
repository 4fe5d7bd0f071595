import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import { useMyStore } from '../../../api/store';
import { useSession } from '../../../session/use-session';
import { PageTitle } from '../../../ui/PageTitle';
import { useRefcodes } from '../api';
import { KnowledgeBaseTab } from '../components/KnowledgeBaseTab';
import { PromoCalendarPanel } from '../components/PromoCalendarPanel';
import { RefcodesPanel } from '../components/RefcodesPanel';
import { SharePanel } from '../components/SharePanel';
import { StandardFaqsTab } from '../components/StandardFaqsTab';
import { SynonymsSection } from '../components/SynonymsSection';
import { UnansweredTab } from '../components/UnansweredTab';
import {
  FAQ_SUB_TABS,
  MARKETING_TABS,
  SECTION_SWITCH_DELAY_MS,
  tabOfView,
  viewFromSection,
} from '../marketing-sections';
import { MARKETING_TEXTS } from '../marketing-texts';

/** /marketing (MARKETING): codes, promo calendar, sharing and, for the store admin, the FAQs. */
export function MarketingPage() {
  const session = useSession();
  const isStoreAdmin = session?.store_role === 'admin';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [view, setView] = useState(isStoreAdmin ? 0 : 1);
  const { data: store } = useMyStore(Boolean(session?.store));
  const { data: refcodes = [] } = useRefcodes(isStoreAdmin);

  // Spec section 2: ?section= switches the tab 500 ms after the page opens.
  const section = params.get('section');
  useEffect(() => {
    const requested = viewFromSection(section, isStoreAdmin);
    if (requested === undefined) return;
    const timer = window.setTimeout(() => setView(requested), SECTION_SWITCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [section, isStoreAdmin]);

  const tabs = MARKETING_TABS.filter((tab) => isStoreAdmin || !tab.adminOnly);
  const panel = () => {
    if (!store) return null;
    switch (view) {
      case 0:
        return <RefcodesPanel hashtag={store.hashtag} />;
      case 1:
        return <PromoCalendarPanel store={store} refcodes={refcodes} />;
      case 2:
        return <SharePanel hashtag={store.hashtag} refcodes={refcodes} />;
      case 3:
        return <StandardFaqsTab />;
      case 4:
        return (
          <>
            <KnowledgeBaseTab />
            <SynonymsSection />
          </>
        );
      case 5:
        return <UnansweredTab />;
      default:
        return null;
    }
  };

  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
      >
        <PageTitle>{MARKETING_TEXTS.title}</PageTitle>
        <Button
          variant="outlined"
          startIcon={<Visibility />}
          onClick={() => void navigate('/options?section=preview')}
        >
          {MARKETING_TEXTS.previewButton}
        </Button>
      </Stack>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: 400 }}
      >
        <Tabs
          orientation={isPhone ? 'horizontal' : 'vertical'}
          variant="scrollable"
          allowScrollButtonsMobile
          value={tabOfView(view)}
          onChange={(_event, tab: number) => setView(tab)}
          aria-label={MARKETING_TEXTS.tabsLabel}
          sx={{
            borderRight: { md: 1 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: 'divider',
            minWidth: { md: 170 },
            flexShrink: 0,
          }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.index}
              value={tab.index}
              label={tab.label}
              sx={{ alignItems: { md: 'flex-start' } }}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
          {view >= 3 && (
            <Tabs
              value={view}
              onChange={(_event, value: number) => setView(value)}
              aria-label={MARKETING_TEXTS.faqTabsLabel}
              variant="scrollable"
              allowScrollButtonsMobile
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              {FAQ_SUB_TABS.map((tab) => (
                <Tab key={tab.index} value={tab.index} label={tab.label} />
              ))}
            </Tabs>
          )}
          {panel()}
        </Box>
      </Paper>
    </>
  );
}
