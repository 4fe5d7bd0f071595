import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  QUANTITY_UNITS,
  UNIT_LABELS,
  type ProductView,
  type QuantityUnit,
  type UpdateProductInput,
} from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS, fill } from '../../../texts';
import { useProductNames, useUpdateProduct } from '../api';
import { productChangeErrors } from './save-product-changes';

type Field = 'name' | 'kind' | 'brand' | 'quantity_unit' | 'description';

/**
 * Edits what was typed at creation (name, kind, brand, unit, description): TIPO and MARCA offer
 * the store's names as the person types, so a typo does not make a second kind or brand. Only
 * what changed is sent.
 */
export function ProductEditDialog({ product, onClose }: { product: ProductView; onClose: () => void }) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { showToast } = useToast();
  const update = useUpdateProduct();
  const [values, setValues] = useState<Record<Field, string>>({
    name: product.name,
    kind: product.kindname,
    brand: product.brandname,
    quantity_unit: product.quantity_unit,
    description: product.description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const kinds = useProductNames('kinds');
  const brands = useProductNames('brands');
  const labels = TEXTS.products.form;
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const changes: UpdateProductInput = {};
  if (values.name.trim() !== product.name) changes.name = values.name;
  if (values.kind.trim() !== product.kindname) changes.kind = { name: values.kind };
  if (values.brand.trim() !== product.brandname)
    changes.brand = values.brand.trim() ? { name: values.brand } : null;
  if (values.quantity_unit !== product.quantity_unit)
    changes.quantity_unit = values.quantity_unit as QuantityUnit;
  if (values.description.trim() !== (product.description ?? '')) changes.description = values.description;
  const isDirty = Object.keys(changes).length > 0;

  const onSave = () => {
    const found = productChangeErrors<Field>(changes);
    if (found) {
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(
      { id: product.id, input: changes },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          onClose();
        },
        onError: (error) => showToast('error', error.message),
      },
    );
  };

  const field = (name: Field, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      fullWidth
      margin="dense"
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      {...extra}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="editar-producto"
    >
      <DialogTitle id="editar-producto">{fill(TEXTS.products.editTitle, { name: product.name })}</DialogTitle>
      <DialogContent>
        {field('name', labels.name, { required: true })}
        {field('kind', labels.kind, { required: true, slotProps: { htmlInput: { list: 'editar-tipos' } } })}
        <datalist id="editar-tipos">
          {(kinds.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {field('brand', labels.brand, { slotProps: { htmlInput: { list: 'editar-marcas' } } })}
        <datalist id="editar-marcas">
          {(brands.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {field('quantity_unit', labels.unit, {
          select: true,
          children: QUANTITY_UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {UNIT_LABELS[unit]}
            </MenuItem>
          )),
        })}
        {field('description', labels.description, { multiline: true, minRows: 2, maxRows: 6 })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.products.cancel}</Button>
        <Button variant="contained" onClick={onSave} disabled={!isDirty || update.isPending}>
          {TEXTS.products.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
