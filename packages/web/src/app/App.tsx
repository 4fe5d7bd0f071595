import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { OfflineNotice } from '../offline/OfflineNotice';
import { ToastProvider } from '../ui/toast/ToastProvider';
import { createQueryClient } from './query-client';
import { QueryErrorToasts } from './QueryErrorToasts';
import { appRoutes } from './routes';
import { SessionWatcher } from './SessionWatcher';
import { theme } from './theme';

export function App() {
  // Created once per mounted app (not at import time), so tests and hot reloads start clean.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <OfflineNotice />
          <SessionWatcher />
          <QueryErrorToasts />
          <RouterProvider router={router} />
          <LoadingOverlay />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
