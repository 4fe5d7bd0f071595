import { useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, unitLabel, type ProductView } from '@mostrador/core';
import { FallbackImage } from '../../../ui/FallbackImage';
import { ImageDialog } from '../../../ui/ImageDialog';
import { TEXTS, fill } from '../../../texts';

/** The photo column: a thumbnail (the default image when there is none) that opens the popup. */
export function ProductPhoto({ product }: { product: ProductView }) {
  const [open, setOpen] = useState(false);
  const labels = TEXTS.products.columns;
  const details: Array<[string, string | null]> = [
    [labels.brand, product.brandname || null],
    [labels.kind, product.kindname || null],
    [
      labels.price,
      `${formatMoney(product.price_per_unit, product.curr_symbol)} / ${unitLabel(product.quantity_unit)}`,
    ],
    [labels.originalId, product.original_id],
    [labels.tags, product.tags.length > 0 ? product.tags.join(', ') : null],
    [labels.description, product.description],
  ];
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={fill(TEXTS.products.photoLabel, { name: product.name })}
        sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      >
        <FallbackImage src={product.image_url} alt="" sx={{ width: 48, height: 48, objectFit: 'cover' }} />
      </ButtonBase>
      {open && (
        <ImageDialog open onClose={() => setOpen(false)} src={product.image_url} title={product.name}>
          <Stack spacing={0.5}>
            {details
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Typography key={label} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', mr: 1 }}>
                    {label}:
                  </Typography>
                  {value}
                </Typography>
              ))}
          </Stack>
        </ImageDialog>
      )}
    </>
  );
}
