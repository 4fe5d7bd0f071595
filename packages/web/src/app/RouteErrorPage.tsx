import { useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MostradorLogo } from '../ui/MostradorLogo';
import { TEXTS } from '../texts';

/**
 * Pages are lazy chunks with hashed names: after a deploy, an open tab asks for chunks that no
 * longer exist. That case (and any other render failure) gets a Spanish page with a reload
 * button instead of the router's developer screen.
 */
function isMissingChunk(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  const message = isMissingChunk(error) ? TEXTS.routeError.newVersion : TEXTS.routeError.unexpected;
  return (
    <Box
      component="main"
      role="alert"
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
      <Typography variant="h1">{message}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {TEXTS.routeError.reload}
      </Button>
    </Box>
  );
}
