import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime, type OrderListRow } from '@mostrador/core';
import { orderDetailPath } from '../../../app/paths';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { FilterPanel, type FilterField } from '../../../ui/data/FilterPanel';
import { useExport } from '../../../ui/data/use-export';
import { PageTitle } from '../../../ui/PageTitle';
import { TEXTS } from '../../../texts';
import { Money } from '../components/Money';
import { EMPTY_ORDER_FILTERS, exportOrders, useOrders, type OrderFilterValues } from '../api';
import { CompleteButton } from '../components/CompleteButton';
import { PaymentChip, StatusChip } from '../components/StatusChip';
import { PAYMENT_OPTIONS, STATUS_OPTIONS, toOrderFilters } from '../order-filters';

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
  { key: 'method', header: P.method, render: (row) => row.payment_method ?? T.notDefined },
  { key: 'payment', header: P.payment, render: (row) => <PaymentChip status={row.payment_status} /> },
  { key: 'info', header: P.info, render: (row) => row.payment_info ?? '-', hideOnPhone: true },
  { key: 'estado', header: T.status, render: (row) => <StatusChip status={row.status} /> },
  { key: 'complete', header: '', align: 'right', render: (row) => <CompleteButton row={row} /> },
];

/** /paymentlist: the orders' payments with filters, pages of 15, export and Completar per row. */
export function PaymentListPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<OrderFilterValues>(EMPTY_ORDER_FILTERS);
  const [page, setPage] = useState(0);
  const { data, refetch } = useOrders(filters, page);
  const exporter = useExport(exportOrders, T.exported);

  return (
    <>
      <PageTitle>{P.title}</PageTitle>
      <FilterPanel
        fields={FIELDS}
        values={filters}
        onChange={(values) => {
          setFilters(toOrderFilters(values));
          setPage(0);
        }}
        onRefresh={() => void refetch()}
        onExport={() => exporter.mutate({ filters, view: 'payments' })}
        isExporting={exporter.isPending}
      />
      <Box sx={{ mt: 2 }}>
        {data && (
          <DataTable
            label={P.listLabel}
            columns={COLUMNS}
            rows={data.items}
            rowKey={(row) => row.id}
            total={data.total}
            page={page}
            pageSize={data.page_size}
            onPageChange={setPage}
            onRowClick={(row) => void navigate(orderDetailPath(row.id))}
          />
        )}
      </Box>
    </>
  );
}
