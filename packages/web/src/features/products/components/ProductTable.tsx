import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, unitLabel, type Page, type ProductView } from '@mostrador/core';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { TEXTS } from '../../../texts';
import { ProductPhoto } from './ProductPhoto';
import { ProductRowActions } from './ProductRowActions';

export interface ProductTableProps {
  page: Page<ProductView>;
  /** 0-based, as the table counts pages. */
  pageIndex: number;
  onPageChange: (page: number) => void;
  onDeleted: () => void;
}

/** Spec section 9: long text cells show at most 3 rows. */
const threeLines = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

function orDash(text: string | null | undefined) {
  return text && text.trim() !== '' ? text : '-';
}

/** The columns of spec section 2, in its order. */
function productColumns(onDeleted: () => void): Column<ProductView>[] {
  const labels = TEXTS.products.columns;
  return [
    { key: 'photo', header: labels.photo, render: (product) => <ProductPhoto product={product} /> },
    { key: 'brand', header: labels.brand, render: (product) => orDash(product.brandname) },
    { key: 'kind', header: labels.kind, render: (product) => orDash(product.kindname) },
    {
      key: 'name',
      header: labels.name,
      width: 200,
      render: (product) => (
        <Typography variant="body2" sx={{ fontWeight: 500, minWidth: { sm: 150 } }}>
          {product.name}
        </Typography>
      ),
    },
    {
      key: 'price',
      header: labels.price,
      align: 'right',
      render: (product) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatMoney(product.price_per_unit, product.curr_symbol)}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: labels.actions,
      width: 300,
      // A save brings a new updated_at, and the new key gives the row fresh inputs.
      render: (product) => (
        <ProductRowActions key={product.updated_at} product={product} onDeleted={onDeleted} />
      ),
    },
    { key: 'unit', header: labels.unit, render: (product) => unitLabel(product.quantity_unit) },
    {
      key: 'tags',
      header: labels.tags,
      render: (product) =>
        product.tags.length === 0 ? (
          '-'
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {product.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" />
            ))}
          </Stack>
        ),
    },
    { key: 'original_id', header: labels.originalId, render: (product) => orDash(product.original_id) },
    {
      key: 'description',
      header: labels.description,
      width: 240,
      // On phones the description is in the photo's popup; the card stays short.
      hideOnPhone: true,
      render: (product) => (
        <Typography variant="body2" sx={threeLines}>
          {orDash(product.description)}
        </Typography>
      ),
    },
  ];
}

export function ProductTable({ page, pageIndex, onPageChange, onDeleted }: ProductTableProps) {
  return (
    <DataTable
      label={TEXTS.products.tableLabel}
      columns={productColumns(onDeleted)}
      rows={page.items}
      rowKey={(product) => product.id}
      total={page.total}
      page={pageIndex}
      pageSize={page.page_size}
      onPageChange={onPageChange}
    />
  );
}
