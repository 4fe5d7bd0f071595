import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paymentStatusLabel } from '@mostrador/core';
import { PATHS } from '../../app/paths';
import { fill } from '../../texts';
import { useToast } from '../../ui/toast/toast-context';
import { dashboardKeys } from '../home/api';
import { orderKeys } from './api';
import { OT } from './orders-texts';
import { fetchPaymentAlerts } from './payments-api';

/**
 * Payment alerts (issue 19): every open back-office tab asks the server every 15 s how many
 * payments changed since its last answer (an indexed count, cheap). New changes raise a toast,
 * add to the badge of Cobros and /home until Cobros is opened, and refresh the lists.
 */
export const PAYMENT_ALERTS_POLL_MS = 15_000;

let unseen = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function markPaymentAlertsSeen() {
  if (unseen === 0) return;
  unseen = 0;
  emit();
}

function addUnseen(count: number) {
  unseen += count;
  emit();
}

/** The payment changes not yet seen in Cobros (badge of the menu and /home). */
export function usePaymentAlertCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unseen,
  );
}

/** Polls while a store user is logged in; mounted once by the back office's shell. */
export function usePaymentAlertsPolling(enabled: boolean) {
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const onPayments = pathname === PATHS.paymentList;

  useEffect(() => {
    if (onPayments) markPaymentAlertsSeen();
  }, [onPayments]);

  useEffect(() => {
    if (!enabled) return;
    // The first answer's `now` (the server's clock) is where the next call starts.
    let since = new Date().toISOString();
    let controller: AbortController | null = null;
    const poll = async () => {
      if (document.visibilityState === 'hidden' || controller) return;
      controller = new AbortController();
      try {
        const alerts = await fetchPaymentAlerts(since, controller.signal);
        since = alerts.now;
        if (alerts.count === 0) return;
        const [latest] = alerts.latest;
        showToast(
          'info',
          alerts.count === 1 && latest
            ? fill(OT.alertOne, { id: latest.alphanum_id, status: paymentStatusLabel(latest.to_status) })
            : fill(OT.alertMany, { count: alerts.count }),
        );
        if (window.location.pathname !== PATHS.paymentList) addUnseen(alerts.count);
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      } catch {
        // A failed poll is retried at the next tick; the moment `since` stays, nothing is lost.
      } finally {
        controller = null;
      }
    };
    const timer = window.setInterval(() => void poll(), PAYMENT_ALERTS_POLL_MS);
    const onVisible = () => void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      controller?.abort();
    };
  }, [enabled, queryClient, showToast]);
}
