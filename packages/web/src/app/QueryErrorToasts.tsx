import { useEffect } from 'react';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { ApiError, isInactiveUserMessage } from '../api/client';
import { useToast } from '../ui/toast/toast-context';

/**
 * A query that shows its own error (an inline message) sets `meta: { silentError: true }`; a
 * background poll sets `meta: { background: true }` so the loading overlay ignores it.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silentError?: boolean; background?: boolean };
  }
}

function alreadyAnnounced(error: unknown): boolean {
  // A query dropped because its page closed failed for nobody.
  if (isCancelledError(error)) return true;
  // 401 and the inactive 403 end the session, and SessionWatcher already said why.
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || (error.status === 403 && isInactiveUserMessage(error.message));
}

/** Spec section 8: a failed data load shows its error text as a notification. */
export function QueryErrorToasts() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (event.query.meta?.silentError || alreadyAnnounced(error)) return;
        if (error instanceof Error) showToast('error', error.message);
      }),
    [queryClient, showToast],
  );
  return null;
}
