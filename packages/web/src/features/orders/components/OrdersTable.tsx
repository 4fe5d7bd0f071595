import { useState, type ReactNode } from 'react';
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
  /** Filters the screen sets outside the filter panel (Cobros' provisional switch). */
  fixedFilters?: Partial<OrderFilterValues>;
  /** Shown between the filters and the table, for what is filtered (Cobros' totals). */
  summary?: (filters: OrderFilterValues) => ReactNode;
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
  fixedFilters,
  summary,
}: OrdersTableProps) {
  const navigate = useNavigate();
  const [panelFilters, setFilters] = useState<OrderFilterValues>(initialFilters);
  const filters = { ...panelFilters, ...fixedFilters };
  // The page goes back to the first whenever the screen's own filters change.
  const fixedKey = JSON.stringify(fixedFilters ?? {});
  const [paging, setPaging] = useState({ key: fixedKey, page: 0 });
  const page = paging.key === fixedKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ key: fixedKey, page: next });
  const { data, refetch } = useOrders(filters, page);
  const exporter = useExport(exportOrders, TEXTS.orders.exported);

  return (
    <>
      <FilterPanel
        fields={fields}
        values={panelFilters}
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
      {summary?.(filters)}
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
