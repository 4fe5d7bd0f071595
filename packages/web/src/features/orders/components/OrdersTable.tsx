import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import type { OrderListRow } from '@mostrador/core';
import { orderDetailPath } from '../../../app/paths';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { FilterPanel, type FilterField } from '../../../ui/data/FilterPanel';
import { useExport } from '../../../ui/data/use-export';
import { TEXTS } from '../../../texts';
import { exportOrders, useOrders, type OrderFilterValues } from '../api';
import { toOrderFilters } from '../order-filters';

interface OrdersTableProps {
  /** What the export names its file after and which columns it writes. */
  view: 'orders' | 'payments';
  label: string;
  fields: FilterField[];
  columns: Column<OrderListRow>[];
  initialFilters: OrderFilterValues;
  filterTitle?: string;
  filtersExpanded?: boolean;
}

/**
 * The orders list of /orderlist and /paymentlist: the server filters and pages (15 a page), the
 * filter panel exports what is filtered, and a row opens its order.
 */
export function OrdersTable({
  view,
  label,
  fields,
  columns,
  initialFilters,
  filterTitle,
  filtersExpanded,
}: OrdersTableProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<OrderFilterValues>(initialFilters);
  const [page, setPage] = useState(0);
  const { data, refetch } = useOrders(filters, page);
  const exporter = useExport(exportOrders, TEXTS.orders.exported);

  return (
    <>
      <FilterPanel
        fields={fields}
        values={filters}
        title={filterTitle}
        defaultExpanded={filtersExpanded}
        onChange={(values) => {
          setFilters(toOrderFilters(values));
          setPage(0);
        }}
        onRefresh={() => void refetch()}
        onExport={() => exporter.mutate({ filters, view })}
        isExporting={exporter.isPending}
      />
      <Box sx={{ mt: 2 }}>
        {data && (
          <DataTable
            label={label}
            columns={columns}
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
