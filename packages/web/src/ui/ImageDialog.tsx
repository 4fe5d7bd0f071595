import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TEXTS } from '../texts';
import { FallbackImage } from './FallbackImage';

export interface ImageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The image url; the default image stands in when it is empty or broken. */
  src: string | null | undefined;
  title: string;
  /** Details under the image (the product dialog shows brand, price, description). */
  children?: ReactNode;
}

/** The image/product detail popup of spec section 2; full screen on phones. */
export function ImageDialog({ open, onClose, src, title, children }: ImageDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="imagen-titulo"
    >
      <DialogTitle id="imagen-titulo" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <FallbackImage
          src={src}
          alt={title}
          sx={{
            width: '100%',
            maxHeight: isPhone ? '55vh' : 420,
            objectFit: 'contain',
            mb: children ? 2 : 0,
          }}
        />
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
