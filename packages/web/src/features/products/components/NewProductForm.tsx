import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Control } from 'react-hook-form';
import { QUANTITY_UNITS, UNIT_LABELS, createProductSchema, type CreateProductInput } from '@mostrador/core';
import { useSession } from '../../../session/use-session';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS, fill } from '../../../texts';
import { useCreateProduct, useProductNames, useUploadProductImage } from '../api';
import { ProductImagePicker } from './ProductImagePicker';
import { PriceInput } from './PriceInput';

type FormValues = CreateProductInput;

const EMPTY_PRODUCT: FormValues = {
  kind: '',
  name: '',
  brand: '',
  quantity_unit: 'unit',
  price_per_unit: undefined,
  description: '',
  tags: '',
  original_id: '',
};

function PriceField({
  control,
  currency,
}: {
  control: Control<FormValues, unknown, unknown>;
  currency: string;
}) {
  const { field, fieldState } = useController({ control, name: 'price_per_unit' });
  return (
    <PriceInput
      label={TEXTS.products.form.price}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      value={field.value === undefined ? '' : String(field.value)}
      onChange={(text) => field.onChange(text.trim() === '' ? undefined : Number(text))}
      currency={currency}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}

/**
 * Spec section 5: kind and name are required; brand, price, description and tags are optional.
 * A photo may be chosen too: it is uploaded to the new product once it exists.
 */
export function NewProductForm() {
  const session = useSession();
  const { showToast } = useToast();
  const create = useCreateProduct();
  const uploadImage = useUploadProductImage();
  const [photo, setPhoto] = useState<File | null>(null);
  const kinds = useProductNames('kinds');
  const brands = useProductNames('brands');
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(createProductSchema),
    defaultValues: EMPTY_PRODUCT,
  });
  const labels = TEXTS.products.form;

  const onSubmit = handleSubmit((values) => {
    // Spec section 7 sends brand and kind as {name}.
    const payload: CreateProductInput = {
      ...values,
      kind: { name: values.kind ?? '' },
      brand: values.brand ? { name: values.brand } : undefined,
    };
    create.mutate(payload, {
      onSuccess: (answer) => {
        showToast('success', answer.message);
        reset(EMPTY_PRODUCT);
        if (!photo) return;
        uploadImage.mutate(
          { id: answer.product.id, file: photo },
          {
            onSuccess: (uploaded) => showToast('success', uploaded.message),
            onError: (error) => showToast('error', error.message),
          },
        );
        setPhoto(null);
      },
      onError: (error) => showToast('error', error.message),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={TEXTS.products.add}>
      <Grid container columnSpacing={1.5}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField
            control={control}
            name="kind"
            label={labels.kind}
            required
            slotProps={{ htmlInput: { list: 'producto-tipos' } }}
          />
          <datalist id="producto-tipos">
            {(kinds.data ?? []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField control={control} name="name" label={labels.name} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField
            control={control}
            name="brand"
            label={labels.brand}
            slotProps={{ htmlInput: { list: 'producto-marcas' } }}
          />
          <datalist id="producto-marcas">
            {(brands.data ?? []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <FormTextField control={control} name="quantity_unit" label={labels.unit} select>
            {QUANTITY_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {UNIT_LABELS[unit]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <PriceField control={control} currency={session?.store?.curr_symbol ?? '$'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField
            control={control}
            name="original_id"
            label={labels.originalId}
            helperText={labels.originalIdHelp}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="tags" label={labels.tags} helperText={labels.tagsHelp} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="description"
            label={labels.description}
            multiline
            minRows={1}
            maxRows={4}
          />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ProductImagePicker label={TEXTS.products.photo} onPick={setPhoto} />
        {photo && (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {fill(TEXTS.products.photoChosen, { file: photo.name })}
            </Typography>
            <Button size="small" onClick={() => setPhoto(null)}>
              {TEXTS.products.photoForget}
            </Button>
          </>
        )}
      </Stack>
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 1.5 }}
        disabled={create.isPending || uploadImage.isPending}
      >
        {labels.submit}
      </Button>
    </form>
  );
}
