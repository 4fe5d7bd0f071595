import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MARKETING_TEXTS } from '../marketing-texts';

/**
 * The dialog of the FAQ and synonym forms: full screen on phones, a title, an optional customer's
 * question (`context`) and help line above the fields, Cancelar and Guardar.
 */
export function FormDialog({
  open,
  id,
  title,
  context,
  help,
  isBusy,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  id: string;
  title: string;
  context?: string;
  help?: string;
  isBusy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          {context && (
            <DialogContentText sx={{ color: 'text.primary', fontWeight: 500 }}>{context}</DialogContentText>
          )}
          {help && <DialogContentText>{help}</DialogContentText>}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{MARKETING_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {MARKETING_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
