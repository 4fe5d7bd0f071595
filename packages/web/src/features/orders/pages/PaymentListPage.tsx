import type { OrderListRow } from '@mostrador/core';
import type { Column } from '../../../ui/data/DataTable';
import type { FilterField } from '../../../ui/data/FilterPanel';
import { PageTitle } from '../../../ui/PageTitle';
import { TEXTS } from '../../../texts';
import { EMPTY_ORDER_FILTERS } from '../api';
import { CompleteButton } from '../components/CompleteButton';
import { PaymentChip, StatusChip } from '../components/StatusChip';
import { ORDER_LEAD_COLUMNS } from '../components/order-columns';
import { OrdersTable } from '../components/OrdersTable';
import { PAYMENT_OPTIONS, STATUS_OPTIONS } from '../order-filters';

const T = TEXTS.orders;
const P = TEXTS.payments;

const FIELDS: FilterField[] = [
  { name: 'payment', label: P.payment, kind: 'select', options: PAYMENT_OPTIONS },
  { name: 'method', label: P.method, kind: 'text' },
  { name: 'date', label: T.date, kind: 'date' },
  { name: 'client', label: T.client, kind: 'text' },
  { name: 'estado', label: T.status, kind: 'select', options: STATUS_OPTIONS },
];

const COLUMNS: Column<OrderListRow>[] = [
  ...ORDER_LEAD_COLUMNS,
  { key: 'method', header: P.method, render: (row) => row.payment_method ?? T.notDefined },
  { key: 'payment', header: P.payment, render: (row) => <PaymentChip status={row.payment_status} /> },
  { key: 'info', header: P.info, render: (row) => row.payment_info ?? '-', hideOnPhone: true },
  { key: 'estado', header: T.status, render: (row) => <StatusChip status={row.status} /> },
  { key: 'complete', header: '', align: 'right', render: (row) => <CompleteButton row={row} /> },
];

/** /paymentlist: the orders' payments with filters, pages of 15, export and Completar per row. */
export function PaymentListPage() {
  return (
    <>
      <PageTitle>{P.title}</PageTitle>
      <OrdersTable
        view="payments"
        label={P.listLabel}
        fields={FIELDS}
        columns={COLUMNS}
        initialFilters={EMPTY_ORDER_FILTERS}
      />
    </>
  );
}
