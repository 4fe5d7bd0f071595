import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMyStore } from '../../api/store';
import { PATHS } from '../../app/paths';
import { forgetLastUrl } from '../../session/last-url';
import { endSession } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { PageFallback } from '../../ui/PageFallback';
import { MostradorLogo } from '../../ui/MostradorLogo';
import { TEXTS } from '../../texts';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { buildMenu } from './menu-items';
import { usePaymentAlertsPolling } from '../orders/payment-alerts';
import { useStoreTimeZone } from '../../api/time-zone';

const DRAWER_WIDTH = 248;

/**
 * The frame of every logged-in page: header, side menu by role and footer. On phones the menu is
 * a temporary drawer opened from the header; from 'md' up it stays open beside the page.
 */
export function AppShell() {
  const session = useSession();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [isMenuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isStoreUser = Boolean(session && !session.is_admin && session.store);
  // Fresh store data: the header shows the hashtag the store has now.
  const { data: store } = useMyStore(isStoreUser);
  usePaymentAlertsPolling(isStoreUser);
  useStoreTimeZone(store?.time_zone);

  // RequireUser renders this only with a session; the check keeps the types honest.
  if (!session) return null;

  const hashtag = store?.hashtag ?? session.store?.hashtag;
  const entries = buildMenu(session);

  const onLogout = () => {
    forgetLastUrl();
    endSession('logout');
    queryClient.clear();
    void navigate(PATHS.login, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Header
        title={session.is_admin || !hashtag ? 'Mostrador' : hashtag}
        userLabel={session.is_admin ? TEXTS.shell.admin : session.user.email}
        onOpenMenu={() => setMenuOpen(true)}
      />
      <Box component="nav" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant={isDesktop ? 'permanent' : 'temporary'}
          open={isDesktop || isMenuOpen}
          onClose={() => setMenuOpen(false)}
          // Keeps the menu in the page while closed, so opening it on a phone is instant.
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
        >
          {isDesktop ? (
            <Toolbar />
          ) : (
            <Box sx={{ px: 2, py: 1.5 }}>
              <MostradorLogo size={32} />
            </Box>
          )}
          <SideMenu entries={entries} onNavigate={() => setMenuOpen(false)} onLogout={onLogout} />
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
