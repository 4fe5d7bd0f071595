import { createContext, useContext } from 'react';

/** Spec section 2: success, warning, info, error, and clear (which hides the current one). */
export type ToastSeverity = 'success' | 'warning' | 'info' | 'error' | 'clear';

export interface ToastApi {
  showToast: (severity: ToastSeverity, message?: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast necesita un ToastProvider');
  return api;
}
