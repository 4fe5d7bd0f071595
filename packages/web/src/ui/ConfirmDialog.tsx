import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  isBusy?: boolean;
}

/** Asks before an action that cannot be undone (deleting products, users, FAQs). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="confirmar-titulo">
      <DialogTitle id="confirmar-titulo">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancelar</Button>
        <Button onClick={props.onConfirm} color="error" variant="contained" disabled={props.isBusy}>
          {props.confirmLabel ?? 'Eliminar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
