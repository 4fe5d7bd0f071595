import { useCallback, useEffect, useRef, useState } from 'react';
import { customerApi, CustomerApiError } from '../api';
import { isLeavingIntent, listenIntents } from '../order-channel';
import { navigate } from '../router';
import { ACTIVITY, logActivity, readSessionId } from '../session';
import type { CustomerOrder } from '../types';

/** Spec section 9: the order reloads 300 ms after an item edit or delete. */
export const ITEM_RELOAD_MS = 300;

type Loaded = { order: CustomerOrder } | { offline: string } | { missing: true };

/**
 * With the browser's session the customer may edit the order; when the session is refused the
 * order is re-requested without it (read-only, spec section 8); any other failure is a 404.
 */
async function fetchOrder(token: string): Promise<Loaded> {
  const sessionId = readSessionId() ?? undefined;
  try {
    return { order: await customerApi.orderStatus(token, sessionId) };
  } catch (error) {
    if (error instanceof CustomerApiError && error.status === 0) return { offline: error.message };
    if (sessionId) {
      try {
        return { order: await customerApi.orderStatus(token) };
      } catch {
        // Neither way: the 404 page.
      }
    }
    return { missing: true };
  }
}

/**
 * The order of /orderstatus/:token. Chat intents from the widget reload it, and a discarded or
 * confirmed order leaves for /homeclient.
 */
export function useOrder(token: string) {
  const [order, setOrder] = useState<CustomerOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const apply = useCallback((loaded: Loaded) => {
    if ('order' in loaded) {
      setOrder(loaded.order);
      setError(null);
    } else if ('offline' in loaded) {
      setError(loaded.offline);
    } else {
      navigate('/404', { replace: true });
    }
  }, []);

  const reload = useCallback(() => fetchOrder(token).then(apply), [apply, token]);

  useEffect(() => {
    logActivity(ACTIVITY.orderSummary, { token });
    fetchOrder(token).then(apply);
  }, [apply, token]);

  useEffect(
    () =>
      listenIntents((intent) => {
        if (isLeavingIntent(intent)) navigate('/homeclient');
        else void reload();
      }),
    [reload],
  );

  useEffect(() => () => clearTimeout(timerRef.current), []);

  /** Shows the answer of an item change at once, then reloads it as the spec asks. */
  const applyItemChange = useCallback(
    (answer: CustomerOrder) => {
      setOrder(answer);
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => void reload(), ITEM_RELOAD_MS);
    },
    [reload],
  );

  return { order, error, reload, applyItemChange };
}
