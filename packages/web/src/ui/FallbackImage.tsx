import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** Shown when an item has no image, or its image cannot be loaded (spec section 2). */
export const DEFAULT_IMAGE_URL = '/sin-imagen.svg';

export interface FallbackImageProps {
  src: string | null | undefined;
  alt: string;
  sx?: SxProps<Theme>;
}

/** An image that falls back to the default one when the url is empty or broken. */
export function FallbackImage({ src, alt, sx }: FallbackImageProps) {
  // Remembering which url failed (instead of a flag) lets a new url be tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : DEFAULT_IMAGE_URL;
  return (
    <Box
      component="img"
      src={shown}
      alt={alt}
      loading="lazy"
      onError={() => {
        if (src && shown === src) setFailedSrc(src);
      }}
      sx={{ display: 'block', ...sx }}
    />
  );
}
