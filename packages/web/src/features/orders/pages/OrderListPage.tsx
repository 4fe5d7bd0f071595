import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { orderDetailPath } from '../../../app/paths';
import { DataTable } from '../../../ui/data/DataTable';
import { FilterPanel, type FilterField } from '../../../ui/data/FilterPanel';
import { useExport } from '../../../ui/data/use-export';
import { PageTitle } from '../../../ui/PageTitle';
import { TEXTS } from '../../../texts';
import { EMPTY_ORDER_FILTERS, exportOrders, useOrders, type OrderFilterValues } from '../api';
import { ORDER_COLUMNS } from '../components/order-columns';
import { STATUS_OPTIONS, toOrderFilters } from '../order-filters';
import { STATUS_QUERY, isOrderStatus } from '../urls';

const T = TEXTS.orders;

const FIELDS: FilterField[] = [
  { name: 'client', label: T.client, kind: 'text' },
  { name: 'date', label: T.date, kind: 'date' },
  { name: 'estado', label: T.status, kind: 'select', options: STATUS_OPTIONS },
  { name: 'order_number', label: T.orderNumber, kind: 'text' },
  { name: 'original_id', label: T.originalId, kind: 'text' },
];

function OrderList({ requested }: { requested: string | null }) {
  const navigate = useNavigate();
  const preset = requested && isOrderStatus(requested) ? requested : '';
  // Spec section 2: a preselected status that does not exist shows 'Productos disponibles'.
  const isMissingPreset = Boolean(requested) && !preset;
  const [filters, setFilters] = useState<OrderFilterValues>({ ...EMPTY_ORDER_FILTERS, estado: preset });
  const [page, setPage] = useState(0);
  const { data, refetch } = useOrders(filters, page);
  const exporter = useExport(exportOrders, T.exported);

  return (
    <>
      <PageTitle>{T.listTitle}</PageTitle>
      <FilterPanel
        fields={FIELDS}
        values={filters}
        title={isMissingPreset ? T.missingFilter : undefined}
        defaultExpanded={Boolean(requested)}
        onChange={(values) => {
          setFilters(toOrderFilters(values));
          setPage(0);
        }}
        onRefresh={() => void refetch()}
        onExport={() => exporter.mutate({ filters, view: 'orders' })}
        isExporting={exporter.isPending}
      />
      <Box sx={{ mt: 2 }}>
        {data && (
          <DataTable
            label={T.listLabel}
            columns={ORDER_COLUMNS}
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

/** /orderlist: filters, pages of 15, export; `?estado={status}` preselects the status filter. */
export function OrderListPage() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(STATUS_QUERY);
  // A new address (a dashboard link) starts the list over with its own preselection.
  return <OrderList key={requested ?? ''} requested={requested} />;
}
