import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMyStore } from '../../../api/store';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../session/use-session';
import { PageTitle } from '../../../ui/PageTitle';
import { BusinessDataForm } from '../components/BusinessDataForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { OwnDataForm } from '../components/OwnDataForm';
import { CustomizePanel } from '../components/CustomizePanel';
import { IntegrationsPanel } from '../components/IntegrationsPanel';
import { PaymentsPanel } from '../components/PaymentsPanel';
import { SalesPanel } from '../components/SalesPanel';
import { StoreUsersSection } from '../components/StoreUsersSection';
import { WizardPanel } from '../components/WizardPanel';
import { OPTIONS_TABS, sectionFromQuery } from '../options-sections';
import { OPTIONS_TEXTS } from '../options-texts';
import { readWizardMemory } from '../wizard-memory';

const WIDGET_INNER_TAB = 2;

/** Where the page opens: the address's section, else where the wizard was left, else ASISTENTE. */
function initialView(params: URLSearchParams, isStoreAdmin: boolean) {
  const requested = sectionFromQuery(params, isStoreAdmin);
  if (requested) {
    return {
      tab: requested.tab,
      step: requested.step ?? readWizardMemory()?.step ?? 0,
      innerTab: params.get('section') === 'preview' ? WIDGET_INNER_TAB : 0,
    };
  }
  const memory = readWizardMemory();
  const tab = memory && (isStoreAdmin || !OPTIONS_TABS[memory.section]?.adminOnly) ? memory.section : 0;
  return { tab, step: memory?.step ?? 0, innerTab: 0 };
}

/** /options (CONFIGURACION): the vertical tabs of spec section 2. */
export function OptionsPage() {
  const session = useSession();
  const isStoreAdmin = session?.store_role === 'admin';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [view, setView] = useState(() => initialView(params, isStoreAdmin));
  const { data: store } = useMyStore(Boolean(session?.store));

  // A later ?section= (the wizard links here) selects its tab, once per address.
  const sectionKey = params.has('section') ? params.toString() : '';
  const [appliedKey, setAppliedKey] = useState(sectionKey);
  if (sectionKey !== appliedKey) {
    setAppliedKey(sectionKey);
    if (sectionKey) setView(initialView(params, isStoreAdmin));
  }
  // Then the address goes back to plain /options (spec section 2).
  useEffect(() => {
    if (sectionKey) void navigate(PATHS.options, { replace: true });
  }, [sectionKey, navigate]);

  const tabs = OPTIONS_TABS.filter((tab) => isStoreAdmin || !tab.adminOnly);
  const panel = () => {
    if (!store) return null;
    switch (view.tab) {
      case 0:
        return (
          <WizardPanel
            store={store}
            isStoreAdmin={isStoreAdmin}
            step={view.step}
            onStepChange={(step) => setView((current) => ({ ...current, step }))}
          />
        );
      case 1:
        return isStoreAdmin ? (
          <BusinessDataForm key={store.id} store={store} />
        ) : (
          <>
            <OwnDataForm />
            <Divider sx={{ my: 3 }} />
            <ChangePasswordForm />
          </>
        );
      case 2:
        return <SalesPanel store={store} isStoreAdmin={isStoreAdmin} />;
      case 3:
        return <IntegrationsPanel isStoreAdmin={isStoreAdmin} />;
      case 4:
        return (
          <CustomizePanel
            key={view.innerTab}
            store={store}
            isStoreAdmin={isStoreAdmin}
            initialTab={view.innerTab}
          />
        );
      case 5:
        return <PaymentsPanel />;
      case 6:
        return (
          <>
            <StoreUsersSection />
            <Divider sx={{ my: 3 }} />
            <OwnDataForm />
            <Divider sx={{ my: 3 }} />
            <ChangePasswordForm />
          </>
        );
      default:
        return null;
    }
  };

  return (
    <>
      <PageTitle>{OPTIONS_TEXTS.title}</PageTitle>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: 400 }}
      >
        <Tabs
          orientation={isPhone ? 'horizontal' : 'vertical'}
          variant="scrollable"
          allowScrollButtonsMobile
          value={tabs.some((tab) => tab.index === view.tab) ? view.tab : 0}
          onChange={(_event, tab: number) => setView((current) => ({ ...current, tab, innerTab: 0 }))}
          aria-label={OPTIONS_TEXTS.tabsLabel}
          sx={{
            borderRight: { md: 1 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: 'divider',
            minWidth: { md: 180 },
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
          {panel()}
        </Box>
      </Paper>
    </>
  );
}
