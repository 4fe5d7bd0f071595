import { useState } from 'react';
import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../session/use-session';
import { PageTitle } from '../../../ui/PageTitle';
import { ADMIN_TEXTS } from '../admin-texts';
import { useAdminStores } from '../api';
import { FaqApprovalPanel } from '../components/FaqApprovalPanel';
import { LogsExportPanel } from '../components/LogsExportPanel';
import { NotificationPlansPanel } from '../components/NotificationPlansPanel';

const TABS = [ADMIN_TEXTS.tabs.actions, ADMIN_TEXTS.tabs.notifications, ADMIN_TEXTS.tabs.faqs];

/**
 * /optionsadmin: ACCIONES, NOTIFICACIONES and FAQSIII. The administrator's list of stores and
 * users is what these tabs work on; without it (not the platform administrator, or the list
 * could not load) the page goes back to /home (spec section 8).
 */
export function OptionsAdminPage() {
  const session = useSession();
  const isAdmin = Boolean(session?.is_admin);
  const [tab, setTab] = useState(0);
  const firstPage = useAdminStores({ q: '', sort: 'created_at', order: 'desc', page: 0 }, isAdmin);

  if (!isAdmin || firstPage.isError) return <Navigate to={PATHS.home} replace />;

  return (
    <>
      <PageTitle>{ADMIN_TEXTS.optionsTitle}</PageTitle>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: number) => setTab(next)}
          aria-label={ADMIN_TEXTS.tabsLabel}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
        <Box sx={{ p: { xs: 1.5, sm: 2 } }} role="tabpanel" aria-label={TABS[tab]}>
          {tab === 0 && <LogsExportPanel />}
          {tab === 1 && <NotificationPlansPanel />}
          {tab === 2 && <FaqApprovalPanel />}
        </Box>
      </Paper>
    </>
  );
}
