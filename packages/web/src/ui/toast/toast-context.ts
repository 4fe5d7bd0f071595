import { createContext, useContext } from 'react';

/** Spec section 2: success, warning, info, error, and clear (which hides the current one). */
export type ToastSeverity = 'success' | 'warning' | 'info' | 'error' | 'clear';

export interface ToastOptions {
  /**
   * Stays until the person closes it: for a message to act on, like the inactive user's, which
   * carries the e-mail address to write to (spec section 8); others hide after 2 s.
   */
  persistent?: boolean;
}

export interface ToastApi {
  showToast: (severity: ToastSeverity, message?: string, options?: ToastOptions) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast necesita un ToastProvider');
  return api;
}

/**
 * The usual answer to a mutation: the server's Spanish message as a success toast (then `after`,
 * e.g. closing a dialog), or the error's message as an error toast.
 */
export function useMutationToasts() {
  const { showToast } = useToast();
  return (after?: () => void) => ({
    onSuccess: ({ message }: { message: string }) => {
      showToast('success', message);
      after?.();
    },
    onError: (error: Error) => showToast('error', error.message),
  });
}
