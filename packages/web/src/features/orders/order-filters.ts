import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  orderStatusLabel,
  paymentStatusLabel,
  type PaymentStatus,
} from '@mostrador/core';
import type { FilterValues } from '../../ui/data/FilterPanel';
import { EMPTY_ORDER_FILTERS, type OrderFilterValues } from './api';
import { isOrderStatus } from './urls';

export const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: orderStatusLabel(status),
}));

export const PAYMENT_OPTIONS = PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: paymentStatusLabel(status, 'list'),
}));

const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

/** The filter bar's values as the server's filters (unknown combo values are dropped). */
export function toOrderFilters(values: FilterValues): OrderFilterValues {
  const text = (key: keyof OrderFilterValues) => values[key]?.trim() ?? '';
  const estado = text('estado');
  const payment = text('payment');
  return {
    ...EMPTY_ORDER_FILTERS,
    client: text('client'),
    date: text('date'),
    estado: isOrderStatus(estado) ? estado : '',
    order_number: text('order_number'),
    original_id: text('original_id'),
    payment: isPaymentStatus(payment) ? payment : '',
    method: text('method'),
  };
}
