import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  ORDER_MSG,
  ORDER_TEXT,
  formatMoney,
  quantityStep,
  roundQuantity,
  toCents,
  unitLabel,
  type ProductView,
} from '@mostrador/core';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { LockTooltip } from '../../../ui/LockTooltip';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS } from '../../../texts';
import { useProductsToAdd } from '../api';
import { numberText, parseNumber } from '../number-text';
import { isAlreadyInOrder } from '../order-draft';
import type { OrderEditorState } from '../use-order-draft';
import { UnlockNote } from './UnlockNote';

const T = TEXTS.orders;

/** AGREGAR ITEM: the catalogue in pages of 7; a product joins the order's draft with its quantity. */
export function AddItemTab({ editor }: { editor: OrderEditorState }) {
  const { showToast } = useToast();
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const { data } = useProductsToAdd(name, page, true);
  const rule = editor.rules.add_item;

  const amountText = (product: ProductView) =>
    amounts[product.id] ?? numberText(quantityStep(product.quantity_unit));

  const add = (product: ProductView) => {
    const amount = parseNumber(amountText(product));
    // Spec section 2: a zero or empty amount is not added.
    if (amount === null || Number.isNaN(amount) || toCents(amount) <= 0) {
      showToast('warning', ORDER_TEXT.amountPositive);
      return;
    }
    if (isAlreadyInOrder(editor.order, editor.draft, product)) {
      showToast('warning', ORDER_MSG.itemAlreadyInOrder);
      return;
    }
    editor.actions.addItem({
      // A product joins an order once, so its id names the row until Guardar.
      key: String(product.id),
      product_id: product.id,
      name: product.name,
      brand: product.brandname || null,
      quantity_unit: product.quantity_unit,
      price_per_unit: product.price_per_unit,
      amount: roundQuantity(amount),
    });
    showToast('info', T.itemAdded);
  };

  const columns: Column<ProductView>[] = [
    {
      key: 'name',
      header: T.product,
      render: (product) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {product.name}
          </Typography>
          {(product.brandname || product.kindname) && (
            <Typography variant="caption" color="text.secondary">
              {[product.kindname, product.brandname].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'price',
      header: T.price,
      align: 'right',
      render: (product) =>
        `${formatMoney(product.price_per_unit, product.curr_symbol)} / ${unitLabel(product.quantity_unit)}`,
    },
    {
      key: 'amount',
      header: T.quantity,
      render: (product) => (
        <TextField
          size="small"
          margin="none"
          disabled={!rule.allowed}
          value={amountText(product)}
          onChange={(event) => setAmounts({ ...amounts, [product.id]: event.target.value })}
          sx={{ width: 130 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'aria-label': `${T.quantity} de ${product.name}` },
            input: {
              endAdornment: (
                <InputAdornment position="end">{unitLabel(product.quantity_unit)}</InputAdornment>
              ),
            },
          }}
        />
      ),
    },
    {
      key: 'add',
      header: '',
      render: (product) => (
        <LockTooltip reason={rule.reason}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={!rule.allowed}
            onClick={() => add(product)}
            aria-label={`${T.add} ${product.name}`}
          >
            {T.add}
          </Button>
        </LockTooltip>
      ),
    },
  ];

  return (
    <>
      <UnlockNote editor={editor} control="add_item" />
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 2, alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          setName(search.trim());
          setPage(0);
        }}
      >
        <TextField
          size="small"
          margin="none"
          label={T.searchProduct}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ input: { startAdornment: <SearchIcon color="action" sx={{ mr: 1 }} /> } }}
        />
        <Button type="submit" variant="contained">
          {T.search}
        </Button>
      </Stack>
      {data && (
        <DataTable
          label={T.productsLabel}
          columns={columns}
          rows={data.items}
          rowKey={(product) => product.id}
          total={data.total}
          page={page}
          pageSize={data.page_size}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
