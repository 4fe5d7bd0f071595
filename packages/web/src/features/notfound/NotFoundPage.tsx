import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isClientHost } from '../../app/hosts';
import { PATHS } from '../../app/paths';
import { MostradorLogo } from '../../ui/MostradorLogo';
import { TEXTS } from '../../texts';
import { sendNotFoundEvent } from '../../telemetry/tracking';

/** Any unknown address (spec section 2); customers go back to their page, staff to /home. */
export function NotFoundPage() {
  const home = isClientHost() ? PATHS.homeClient : PATHS.home;
  const { pathname } = useLocation();
  // Spec section 7: the 404 analytics event, when ANALYTICS_URL is configured.
  useEffect(() => {
    void sendNotFoundEvent(pathname);
  }, [pathname]);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        textAlign: 'center',
      }}
    >
      <MostradorLogo size={48} />
      <Typography variant="h1" component="h1">
        {TEXTS.notFound.message}
      </Typography>
      <Button component={RouterLink} to={home} variant="contained">
        {TEXTS.notFound.goHome}
      </Button>
    </Box>
  );
}
