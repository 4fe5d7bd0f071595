import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../../ui/PageTitle';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS } from '../../../texts';
import {
  EMPTY_PRODUCT_FILTERS,
  importKeys,
  productKeys,
  useExportProducts,
  useProducts,
  type ProductFilterValues,
} from '../api';
import { ProductFilterBar } from '../components/ProductFilterBar';
import { ProductManagement } from '../components/ProductManagement';
import { ProductTable } from '../components/ProductTable';

/** /productstore (LISTADO DE PRODUCTOS): the store's catalogue, its filters and the bulk files. */
export function ProductStorePage() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [filters, setFilters] = useState<ProductFilterValues>(EMPTY_PRODUCT_FILTERS);
  const [page, setPage] = useState(0);
  const products = useProducts(filters, page);
  const exporting = useExportProducts();

  const onFilter = (next: ProductFilterValues) => {
    setFilters(next);
    setPage(0);
  };
  const onRefresh = () => {
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
    void queryClient.invalidateQueries({ queryKey: importKeys.all });
  };
  const onExport = () => exporting.mutate(filters, { onError: (error) => showToast('error', error.message) });
  const tableTop = useRef<HTMLDivElement>(null);
  // A new page starts at its first row, not where the pager left the screen (phones scroll far).
  const onPageChange = (next: number) => {
    setPage(next);
    tableTop.current?.scrollIntoView({ block: 'start' });
  };
  // Deleting the only row of a later page would leave an empty page behind: step back one.
  const onDeleted = () => {
    if (page > 0 && products.data?.items.length === 1) setPage(page - 1);
  };

  return (
    <Stack spacing={2}>
      <PageTitle>{TEXTS.products.title}</PageTitle>
      <ProductManagement />
      <ProductFilterBar
        values={filters}
        onChange={onFilter}
        onRefresh={onRefresh}
        onExport={onExport}
        isExporting={exporting.isPending}
      />
      <Box ref={tableTop} sx={{ scrollMarginTop: 72 }}>
        {products.data && (
          <ProductTable
            page={products.data}
            pageIndex={page}
            onPageChange={onPageChange}
            onDeleted={onDeleted}
          />
        )}
      </Box>
    </Stack>
  );
}
