import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { parseTags, type ProductView, type UpdateProductInput } from '@mostrador/core';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS, fill } from '../../../texts';
import { productChangeErrors } from './save-product-changes';
import { useDeleteProducts, useUpdateProduct, useUploadProductImage } from '../api';
import { ProductEditDialog } from './ProductEditDialog';
import { ProductImagePicker } from './ProductImagePicker';
import { PriceInput } from './PriceInput';

type EditableField = 'price_per_unit' | 'tags' | 'image_url';

function sameTags(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((tag, index) => tag === b[index]);
}

/**
 * The actions column: new price, new tags and image url of one product, saved together; a photo
 * uploaded to the server (saved at once); and the product's deletion after a confirmation. Only
 * what changed is sent.
 */
export function ProductRowActions({ product, onDeleted }: { product: ProductView; onDeleted: () => void }) {
  const { showToast } = useToast();
  const update = useUpdateProduct();
  const remove = useDeleteProducts();
  const uploadImage = useUploadProductImage();
  const [price, setPrice] = useState('');
  const [tags, setTags] = useState(product.tags.join(', '));
  const [imageUrl, setImageUrl] = useState(product.image_url ?? '');
  const [errors, setErrors] = useState<Partial<Record<EditableField, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const labels = TEXTS.products;

  const changes: UpdateProductInput = {};
  if (price.trim() !== '') changes.price_per_unit = Number(price);
  if (!sameTags(parseTags(tags), product.tags)) changes.tags = tags;
  if (imageUrl.trim() !== (product.image_url ?? '')) changes.image_url = imageUrl;
  const isDirty = Object.keys(changes).length > 0;

  const onSave = () => {
    const found = productChangeErrors<EditableField>(changes);
    if (found) {
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(
      { id: product.id, input: changes },
      {
        onSuccess: (answer) => showToast('success', answer.message),
        onError: (error) => showToast('error', error.message),
      },
    );
  };

  const onPickImage = (file: File) =>
    uploadImage.mutate(
      { id: product.id, file },
      {
        onSuccess: (answer) => {
          setImageUrl(answer.product.image_url ?? '');
          showToast('success', answer.message);
        },
        onError: (error) => showToast('error', error.message),
      },
    );

  const onDelete = () =>
    remove.mutate([product.id], {
      onSuccess: (answer) => {
        setConfirming(false);
        showToast('success', answer.message);
        onDeleted();
      },
      onError: (error) => showToast('error', error.message),
    });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        py: 0.5,
        alignItems: 'start',
        // Desktop: price, tags and save on one line, the image url and delete under them. Phone
        // cards are narrow: one input a line, the two buttons last.
        gridTemplateColumns: { xs: 'auto auto auto 1fr', sm: '120px minmax(130px, 1fr) auto auto' },
        gridTemplateAreas: {
          xs: '"price price price price" "tags tags tags tags" "url url url url" "save edit photo delete"',
          sm: '"price tags save edit" "url url photo delete"',
        },
        minWidth: { xs: 0, sm: 330 },
      }}
    >
      <PriceInput
        size="small"
        margin="none"
        label={labels.newPrice}
        placeholder={product.price_per_unit.toFixed(2)}
        value={price}
        onChange={setPrice}
        currency={product.curr_symbol}
        error={Boolean(errors.price_per_unit)}
        helperText={errors.price_per_unit}
        sx={{ gridArea: 'price' }}
      />
      <TextField
        size="small"
        margin="none"
        label={labels.newTags}
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        error={Boolean(errors.tags)}
        helperText={errors.tags}
        sx={{ gridArea: 'tags' }}
      />
      <TextField
        size="small"
        margin="none"
        type="url"
        label={labels.imageUrl}
        value={imageUrl}
        onChange={(event) => setImageUrl(event.target.value)}
        error={Boolean(errors.image_url)}
        helperText={errors.image_url}
        sx={{ gridArea: 'url' }}
      />
      <Tooltip title={labels.save}>
        {/* A disabled button gets no pointer events: the span keeps the tooltip working. */}
        <Box component="span" sx={{ gridArea: 'save' }}>
          <IconButton
            color="primary"
            onClick={onSave}
            disabled={!isDirty || update.isPending}
            aria-label={fill(labels.saveLabel, { name: product.name })}
          >
            <SaveIcon />
          </IconButton>
        </Box>
      </Tooltip>
      <Tooltip title={labels.edit}>
        <Box component="span" sx={{ gridArea: 'edit' }}>
          <IconButton
            color="primary"
            onClick={() => setEditing(true)}
            aria-label={fill(labels.editLabel, { name: product.name })}
          >
            <EditIcon />
          </IconButton>
        </Box>
      </Tooltip>
      {isEditing && <ProductEditDialog product={product} onClose={() => setEditing(false)} />}
      <Box component="span" sx={{ gridArea: 'photo' }}>
        <ProductImagePicker
          compact
          label={fill(labels.uploadPhoto, { name: product.name })}
          onPick={onPickImage}
          disabled={uploadImage.isPending}
        />
      </Box>
      <Tooltip title={labels.delete}>
        <Box component="span" sx={{ gridArea: 'delete' }}>
          <IconButton
            color="error"
            onClick={() => setConfirming(true)}
            disabled={remove.isPending}
            aria-label={fill(labels.deleteLabel, { name: product.name })}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={labels.deleteTitle}
        text={fill(labels.deleteText, { name: product.name })}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
        isBusy={remove.isPending}
      />
    </Box>
  );
}
