import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onSessionEnded, readSession, takeInactiveNotice } from '../session/session-store';
import { useToast } from '../ui/toast/toast-context';

/**
 * Reacts when the saved user goes away: cached store data must not leak to the next user, and an
 * expired or disabled account says why before the guards send it to /login.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  useEffect(() => {
    // ('El usuario esta inactivo…' said on the page before a reload: said again on this one.)
    const notice = readSession() === null ? takeInactiveNotice() : null;
    if (notice) showToast('warning', notice, { persistent: true });
    return onSessionEnded(({ reason, message }) => {
      queryClient.clear();
      if (reason === 'inactive' && message) showToast('warning', message, { persistent: true });
      if (reason === 'expired' && message) showToast('error', message);
    });
  }, [queryClient, showToast]);
  return null;
}
