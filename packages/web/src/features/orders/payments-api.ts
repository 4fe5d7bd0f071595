import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompletePaymentInput, OrderDeliveryInput, PaymentAlerts, PaymentTotals } from '@mostrador/core';
import { apiJson } from '../../api/client';
import { queryString } from '../../api/query-string';
import { browserTimeZone } from '../../api/time-zone';
import { useToast } from '../../ui/toast/toast-context';
import { orderKeys, useOrderAnswer, type OrderFilterValues, type SaveOrderAnswer } from './api';

/*
 * The order's payment beyond a plain save (issue 19): Completar with confirmation and its undo,
 * delivery or pickup, the crew setting, the payment alerts and the totals of Cobros.
 */

export interface PaymentSettings {
  crew_can_complete_payments: boolean;
}

export const paymentKeys = {
  settings: ['payments', 'settings'] as const,
  totals: (filters: OrderFilterValues) => [...orderKeys.all, 'payment-totals', filters] as const,
};

export function useCompletePayment() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CompletePaymentInput }) =>
      apiJson<SaveOrderAnswer>(`/store/orders/${id}/payment/complete`, { method: 'POST', body: input }),
    ...useOrderAnswer(),
  });
}

export function useUndoComplete() {
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<SaveOrderAnswer>(`/store/orders/${id}/payment/undo`, { method: 'POST' }),
    ...useOrderAnswer(),
  });
}

export function useSetDelivery() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: OrderDeliveryInput }) =>
      apiJson<SaveOrderAnswer>(`/store/orders/${id}/delivery`, { method: 'POST', body: input }),
    ...useOrderAnswer(),
  });
}

export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentKeys.settings,
    queryFn: ({ signal }) => apiJson<PaymentSettings>('/store/payments/settings', { signal }),
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  return useMutation({
    mutationFn: (settings: PaymentSettings) =>
      apiJson<{ message: string; settings: PaymentSettings }>('/store/payments/settings', {
        method: 'PUT',
        body: settings,
      }),
    onError: (error: Error) => showToast('error', error.message),
    onSuccess: (answer) => {
      showToast('success', answer.message);
      queryClient.setQueryData(paymentKeys.settings, answer.settings);
    },
  });
}

/** Cobros' totals line: the same filters as the list, summed by the server. */
export function usePaymentTotals(filters: OrderFilterValues) {
  return useQuery({
    queryKey: paymentKeys.totals(filters),
    queryFn: ({ signal }) =>
      apiJson<PaymentTotals>(`/store/payments/totals${queryString({ ...filters, tz: browserTimeZone() })}`, {
        signal,
      }),
  });
}

export function fetchPaymentAlerts(since: string, signal?: AbortSignal) {
  return apiJson<PaymentAlerts>(`/store/payments/alerts${queryString({ since })}`, { signal });
}
