import Chip, { type ChipProps } from '@mui/material/Chip';
import { orderStatusLabel, paymentStatusLabel, type OrderStatus, type PaymentStatus } from '@mostrador/core';

/** A colour per status, so a list is read at a glance; the words are core's seller labels. */
const STATUS_COLOR: Record<OrderStatus, ChipProps['color']> = {
  provisional: 'default',
  pending: 'warning',
  preparing: 'info',
  waiting_delivery: 'primary',
  done: 'success',
  discarded: 'default',
  store_canceled: 'error',
  client_canceled: 'error',
  charge: 'secondary',
};

const PAYMENT_COLOR: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'default',
  required: 'warning',
  processing: 'info',
  done: 'success',
};

export function StatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" color={STATUS_COLOR[status]} label={orderStatusLabel(status)} />;
}

/** The payments list wording ('No solicitado', 'Solicitado', 'Pago en proceso', 'Aprobado'). */
export function PaymentChip({ status }: { status: PaymentStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PAYMENT_COLOR[status]}
      label={paymentStatusLabel(status, 'list')}
    />
  );
}
