import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatMoney } from '@mostrador/core';
import { fill } from '../../../texts';
import { OT } from '../orders-texts';
import { useCompletePayment } from '../payments-api';

export interface CompletableOrder {
  id: number;
  alphanum_id: string;
  total_price: number;
  payment_method: string | null;
  curr_symbol: string;
}

interface CompleteDialogProps {
  order: CompletableOrder;
  open: boolean;
  onClose: () => void;
}

/**
 * Completar asks first: the amount received (the order's total, which the server checks is still
 * current), how it was paid and an optional note of the receipt. Who and when go to the history.
 */
export function CompleteDialog({ order, open, onClose }: CompleteDialogProps) {
  const complete = useCompletePayment();
  const [method, setMethod] = useState(order.payment_method ?? '');
  const [note, setNote] = useState('');
  const confirm = () =>
    complete.mutate(
      {
        id: order.id,
        input: {
          amount: order.total_price,
          ...(method.trim() ? { method: method.trim() } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      },
      { onSuccess: onClose },
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="completar-titulo" fullWidth maxWidth="xs">
      <DialogTitle id="completar-titulo">{fill(OT.completeTitle, { id: order.alphanum_id })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{OT.completeText}</DialogContentText>
        <TextField
          label={OT.completeAmount}
          value={formatMoney(order.total_price, order.curr_symbol)}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
        <TextField
          label={OT.completeMethod}
          value={method}
          onChange={(event) => setMethod(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={OT.completeNote}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          fullWidth
          multiline
          maxRows={4}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{OT.cancel}</Button>
        <Button onClick={confirm} variant="contained" color="secondary" disabled={complete.isPending}>
          {OT.completeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
