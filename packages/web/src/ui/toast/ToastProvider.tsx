import { useCallback, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TEXTS } from '../../texts';
import { ToastContext, type ToastApi, type ToastOptions, type ToastSeverity } from './toast-context';

/** Spec section 9: the toast hides itself after 2000 ms. */
export const TOAST_DURATION_MS = 2000;

interface Toast {
  id: number;
  severity: Exclude<ToastSeverity, 'clear'>;
  message: string;
  persistent: boolean;
}

/** One toast at a time for the whole app; a new one replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const showToast = useCallback((severity: ToastSeverity, message = '', options: ToastOptions = {}) => {
    if (severity === 'clear' || message.length === 0) {
      setOpen(false);
      return;
    }
    const persistent = options.persistent ?? false;
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, severity, message, persistent }));
    setOpen(true);
  }, []);

  const api = useMemo<ToastApi>(() => ({ showToast }), [showToast]);

  const onClose = (_event: Event | SyntheticEvent, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not swallow the message before it can be read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && (
        <Snackbar
          // A new key restarts the 2 s timer when a message replaces another.
          key={toast.id}
          open={open}
          autoHideDuration={toast.persistent ? null : TOAST_DURATION_MS}
          onClose={onClose}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={() => setOpen(false)}
            closeText={TEXTS.toast.close}
            sx={{ width: '100%', maxWidth: 560, alignItems: 'center' }}
          >
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
