import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { OrderListRow } from '@mostrador/core';
import type { Column } from '../../../ui/data/DataTable';
import type { FilterField } from '../../../ui/data/FilterPanel';
import { PageTitle } from '../../../ui/PageTitle';
import { TEXTS } from '../../../texts';
import { EMPTY_ORDER_FILTERS } from '../api';
import { CompleteButton } from '../components/CompleteButton';
import { PaymentTotalsLine } from '../components/PaymentTotalsLine';
import { PaymentChip, StatusChip } from '../components/StatusChip';
import { ORDER_LEAD_COLUMNS } from '../components/order-columns';
import { OrdersTable } from '../components/OrdersTable';
import { PAYMENT_OPTIONS, STATUS_OPTIONS } from '../order-filters';
import { OT } from '../orders-texts';

const T = TEXTS.orders;
const P = TEXTS.payments;

const FIELDS: FilterField[] = [
  { name: 'payment', label: P.payment, kind: 'select', options: PAYMENT_OPTIONS },
  { name: 'method', label: P.method, kind: 'text' },
  { name: 'date', label: T.date, kind: 'date' },
  { name: 'client', label: T.client, kind: 'text' },
  { name: 'estado', label: T.status, kind: 'select', options: STATUS_OPTIONS },
  { name: 'order_number', label: T.orderNumber, kind: 'text' },
];

const COLUMNS: Column<OrderListRow>[] = [
  ...ORDER_LEAD_COLUMNS,
  { key: 'method', header: P.method, render: (row) => row.payment_method ?? T.notDefined },
  { key: 'payment', header: P.payment, render: (row) => <PaymentChip status={row.payment_status} /> },
  { key: 'info', header: P.info, render: (row) => row.payment_info ?? '-', hideOnPhone: true },
  { key: 'estado', header: T.status, render: (row) => <StatusChip status={row.status} /> },
  { key: 'complete', header: '', align: 'right', render: (row) => <CompleteButton row={row} /> },
];

/**
 * /paymentlist: the orders' payments with filters (order number too), pages of 15, export,
 * Completar per row and the totals of what is filtered. Provisional orders whose payment was never
 * requested are customers' open carts, not payments: hidden unless the seller asks for them.
 */
export function PaymentListPage() {
  const [showUnrequested, setShowUnrequested] = useState(false);
  return (
    <>
      <PageTitle>{P.title}</PageTitle>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch checked={showUnrequested} onChange={(event) => setShowUnrequested(event.target.checked)} />
        }
        label={OT.showUnrequested}
      />
      <OrdersTable
        view="payments"
        label={P.listLabel}
        fields={FIELDS}
        columns={COLUMNS}
        initialFilters={EMPTY_ORDER_FILTERS}
        fixedFilters={{ hide_unrequested: showUnrequested ? '' : 'true' }}
        summary={(filters) => <PaymentTotalsLine filters={filters} />}
      />
    </>
  );
}
