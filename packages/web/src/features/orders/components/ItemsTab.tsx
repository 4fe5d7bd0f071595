import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { PAGE_SIZE, formatMoney, itemTotal, unitLabel, type OrderItemView } from '@mostrador/core';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { LockTooltip } from '../../../ui/LockTooltip';
import { TEXTS } from '../../../texts';
import { numberText } from '../number-text';
import { draftItem, type NewItemDraft } from '../order-draft';
import type { OrderEditorState } from '../use-order-draft';
import { OrderNotes } from './OrderNotes';
import { UnlockNote } from './UnlockNote';

const T = TEXTS.orders;

type Row = { kind: 'stored'; item: OrderItemView } | { kind: 'new'; item: NewItemDraft };

const rowName = (row: Row) => row.item.name;
const REVISED_COLOR = 'info.main';

/** '* Editado por el vendedor': edited before, or a quantity or revised price changed now. */
function isEdited(editor: OrderEditorState, item: OrderItemView): boolean {
  const now = draftItem(item, editor.draft.items[item.id]);
  return item.edited_by_seller || now.amount !== item.amount || now.revised_price !== item.revised_price;
}

function columns(editor: OrderEditorState): Column<Row>[] {
  const { order, draft, check, rules, actions } = editor;
  const curr = order.curr_symbol;
  const view = (item: OrderItemView) => draftItem(item, draft.items[item.id]);
  const isRevised = (row: Row) => row.kind === 'stored' && view(row.item).revised_price !== null;

  return [
    {
      key: 'done',
      header: T.itemDone,
      width: 56,
      render: (row) => (
        <Checkbox
          size="small"
          disabled={row.kind === 'new'}
          checked={row.kind === 'stored' && view(row.item).status === 'done'}
          onChange={(event) =>
            row.kind === 'stored' &&
            actions.editItem(row.item.id, { status: event.target.checked ? 'done' : 'pending' })
          }
          slotProps={{ input: { 'aria-label': `${T.itemDone}: ${rowName(row)}` } }}
        />
      ),
    },
    {
      key: 'product',
      header: T.product,
      render: (row) => (
        <Box sx={{ color: isRevised(row) ? REVISED_COLOR : undefined, minWidth: 120 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            {rowName(row)}
            {row.kind === 'stored' && isEdited(editor, row.item) ? ' *' : ''}
          </Typography>
          {row.kind === 'new' && <Chip size="small" color="secondary" label={T.newItem} sx={{ ml: 1 }} />}
          {(row.kind === 'stored' ? row.item.product_denormalized.brand : row.item.brand) && (
            <Typography variant="caption" component="p" color="text.secondary">
              {row.kind === 'stored' ? row.item.product_denormalized.brand : row.item.brand}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'quantity',
      header: T.quantity,
      render: (row) => {
        if (row.kind === 'new') return `${numberText(row.item.amount)} ${unitLabel(row.item.quantity_unit)}`;
        if (isRevised(row)) return <Box sx={{ color: REVISED_COLOR }}>{T.revisedMark}</Box>;
        const item = row.item;
        const error = check.errors[`item:${item.id}:amount`];
        return (
          <LockTooltip reason={rules.quantity.reason}>
            <TextField
              size="small"
              margin="none"
              disabled={!rules.quantity.allowed}
              value={draft.items[item.id]?.amount ?? numberText(item.amount)}
              onChange={(event) => actions.editItem(item.id, { amount: event.target.value })}
              error={Boolean(error)}
              helperText={error}
              sx={{ width: 130 }}
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'aria-label': `${T.quantity} de ${item.name}` },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      {unitLabel(item.product_denormalized.quantity_unit)}
                    </InputAdornment>
                  ),
                },
              }}
            />
          </LockTooltip>
        );
      },
    },
    {
      key: 'price',
      header: T.price,
      align: 'right',
      render: (row) => {
        if (isRevised(row)) return <Box sx={{ color: REVISED_COLOR }}>{T.revisedMark}</Box>;
        const price =
          row.kind === 'stored' ? row.item.product_denormalized.price_per_unit : row.item.price_per_unit;
        return (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(price, curr)}
          </Box>
        );
      },
    },
    {
      key: 'revised',
      header: T.revisedPrice,
      render: (row) => {
        if (row.kind === 'new') return '-';
        const item = row.item;
        const error = check.errors[`item:${item.id}:revised_price`];
        return (
          <LockTooltip reason={rules.revised_price.reason}>
            <TextField
              size="small"
              margin="none"
              disabled={!rules.revised_price.allowed}
              value={draft.items[item.id]?.revised_price ?? numberText(item.revised_price)}
              onChange={(event) => actions.editItem(item.id, { revised_price: event.target.value })}
              error={Boolean(error)}
              helperText={error}
              placeholder="-"
              sx={{ width: 130 }}
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'aria-label': `${T.revisedPrice} de ${item.name}` },
                input: { startAdornment: <InputAdornment position="start">{curr}</InputAdornment> },
              }}
            />
          </LockTooltip>
        );
      },
    },
    {
      key: 'total',
      header: T.itemTotal,
      align: 'right',
      render: (row) => (
        <Box
          component="span"
          sx={{ color: isRevised(row) ? REVISED_COLOR : undefined, fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {formatMoney(
            row.kind === 'stored'
              ? view(row.item).total
              : itemTotal({ amount: row.item.amount, price_per_unit: row.item.price_per_unit }),
            curr,
          )}
        </Box>
      ),
    },
    {
      key: 'observations',
      header: T.observations,
      render: (row) =>
        row.kind === 'new' ? (
          <IconButton
            aria-label={`${T.removeNewItem} ${row.item.name}`}
            onClick={() => actions.removeNewItem(row.item.key)}
          >
            <DeleteIcon />
          </IconButton>
        ) : (
          <TextField
            size="small"
            margin="none"
            value={draft.items[row.item.id]?.store_observations ?? row.item.store_observations ?? ''}
            onChange={(event) => actions.editItem(row.item.id, { store_observations: event.target.value })}
            error={Boolean(check.errors[`item:${row.item.id}:store_observations`])}
            helperText={check.errors[`item:${row.item.id}:store_observations`]}
            sx={{ minWidth: 140 }}
            slotProps={{ htmlInput: { 'aria-label': `${T.observations} de ${row.item.name}` } }}
          />
        ),
    },
  ];
}

/** PEDIDO: the items with their done checkbox, quantities and revised prices, and the order's notes. */
export function ItemsTab({ editor }: { editor: OrderEditorState }) {
  const [page, setPage] = useState(0);
  const rows: Row[] = [
    ...editor.order.items.map((item): Row => ({ kind: 'stored', item })),
    ...editor.draft.newItems.map((item): Row => ({ kind: 'new', item })),
  ];
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const anyEdited = editor.order.items.some((item) => isEdited(editor, item));
  return (
    <>
      <UnlockNote editor={editor} control="quantity" />
      <DataTable
        label={T.itemsLabel}
        columns={columns(editor)}
        rows={shown}
        rowKey={(row) => (row.kind === 'stored' ? `item-${row.item.id}` : `new-${row.item.key}`)}
        total={rows.length}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      />
      {anyEdited && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {T.editedBySeller}
        </Typography>
      )}
      <OrderNotes editor={editor} />
    </>
  );
}
