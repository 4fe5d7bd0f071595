import Typography from '@mui/material/Typography';
import { formatDateTime, type OrderListRow } from '@mostrador/core';
import type { Column } from '../../../ui/data/DataTable';
import { TEXTS } from '../../../texts';
import { Money } from './Money';
import { PaymentChip, StatusChip } from './StatusChip';

const T = TEXTS.orders;

/** The columns every orders list starts with: order number, date, client, value. */
export const ORDER_LEAD_COLUMNS: Column<OrderListRow>[] = [
  {
    key: 'number',
    header: T.order,
    render: (row) => (
      <Typography component="span" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
        {row.alphanum_id}
      </Typography>
    ),
  },
  { key: 'date', header: T.date, render: (row) => formatDateTime(row.created_at) },
  { key: 'client', header: T.client, render: (row) => row.client?.name || '-' },
  {
    key: 'value',
    header: T.value,
    align: 'right',
    render: (row) => <Money amount={row.total_price} currency={row.curr_symbol} />,
  },
];

/** Spec section 2 /orderlist columns: order number, date, client, value, payment, estado, items, original id. */
export const ORDER_COLUMNS: Column<OrderListRow>[] = [
  ...ORDER_LEAD_COLUMNS,
  { key: 'payment', header: T.payment, render: (row) => <PaymentChip status={row.payment_status} /> },
  { key: 'estado', header: T.status, render: (row) => <StatusChip status={row.status} /> },
  { key: 'items', header: T.items, align: 'right', render: (row) => row.nitems },
  { key: 'original', header: T.originalId, render: (row) => row.original_id ?? '-' },
];
