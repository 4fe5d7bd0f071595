import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { orderStatusLabel, orderUnlocks, type OrderUnlocks } from '@mostrador/core';
import { fill } from '../../../texts';
import { OT } from '../orders-texts';
import { useOrderScreen } from '../order-screen-context';
import type { OrderEditorState } from '../use-order-draft';

interface UnlockNoteProps {
  editor: OrderEditorState;
  /** The locked control this note explains. */
  control: keyof OrderUnlocks;
}

/**
 * Beside a locked control: its real reason, which status opens it, and that change offered in
 * place (one save with the new status). The server's rules stay as they are; the screen leads.
 */
export function UnlockNote({ editor, control }: UnlockNoteProps) {
  const screen = useOrderScreen();
  const rule = editor.rules[control];
  if (rule.allowed || !rule.reason) return null;
  const status = orderUnlocks(editor.order)[control];
  const label = status ? orderStatusLabel(status, 'customer') : '';
  return (
    <Alert
      severity="info"
      role="note"
      sx={{ mb: 2, alignItems: 'center', '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      action={
        status && screen ? (
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            disabled={screen.isSaving}
            onClick={() => screen.moveTo(status)}
            title={fill(OT.moveToSaves, { status: label })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {fill(OT.moveTo, { status: label })}
          </Button>
        ) : undefined
      }
    >
      {rule.reason}
      {status ? ` ${fill(OT.unlockIn, { status: label })}` : ''}
    </Alert>
  );
}
