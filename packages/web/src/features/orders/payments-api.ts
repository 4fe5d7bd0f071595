import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompletePaymentInput, OrderDeliveryInput } from '@mostrador/core';
import { browserTimeZone } from '../../api/time-zone';
import { useToast } from '../../ui/toast/toast-context';
import { orderKeys, useOrderAnswer, type OrderFilterValues } from './api';
import { apiCall } from '../../api/call';

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
      apiCall('POST /api/store/orders/:id/payment/complete', { params: { id }, body: input }),
    ...useOrderAnswer(),
  });
}

export function useUndoComplete() {
  return useMutation({
    mutationFn: (id: number) => apiCall('POST /api/store/orders/:id/payment/undo', { params: { id } }),
    ...useOrderAnswer(),
  });
}

export function useSetDelivery() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: OrderDeliveryInput }) =>
      apiCall('POST /api/store/orders/:id/delivery', { params: { id }, body: input }),
    ...useOrderAnswer(),
  });
}

export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentKeys.settings,
    queryFn: ({ signal }) => apiCall('GET /api/store/payments/settings', { signal }),
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  return useMutation({
    mutationFn: (settings: PaymentSettings) =>
      apiCall('PUT /api/store/payments/settings', { body: settings }),
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
      apiCall('GET /api/store/payments/totals', { query: { ...filters, tz: browserTimeZone() }, signal }),
  });
}

export function fetchPaymentAlerts(since: string, signal?: AbortSignal) {
  return apiCall('GET /api/store/payments/alerts', { query: { since }, ...(signal ? { signal } : {}) });
}
