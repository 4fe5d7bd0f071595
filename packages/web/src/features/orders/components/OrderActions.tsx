import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { ORDER_STATUSES, orderStatusLabel, type OrderStatus } from '@mostrador/core';
import { LockTooltip } from '../../../ui/LockTooltip';
import { TEXTS } from '../../../texts';
import type { OrderEditorState } from '../use-order-draft';

const T = TEXTS.orders;

/** The status dropdown: the seller may pick any status (spec section 4); it is saved with Guardar. */
export function StatusSelect({ editor }: { editor: OrderEditorState }) {
  const { order, draft, actions } = editor;
  return (
    <TextField
      select
      size="small"
      margin="none"
      label={T.status}
      value={draft.status ?? order.status}
      onChange={(event) => actions.setStatus(event.target.value as OrderStatus)}
      sx={{ width: { xs: '100%', sm: 240 } }}
    >
      {ORDER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {orderStatusLabel(status)}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface OrderActionsProps {
  editor: OrderEditorState;
  isSaving: boolean;
  onSave: () => void;
  onRequestPayment: () => void;
}

/**
 * Stays at the bottom of the screen while the seller scrolls any tab: 'Solicitar pago' and
 * Guardar, which only an unsaved change enables.
 */
export function OrderActions({ editor, isSaving, onSave, onRequestPayment }: OrderActionsProps) {
  const { check, rules } = editor;
  const requestPayment = rules.request_payment;
  return (
    <Paper
      elevation={3}
      sx={{ position: 'sticky', bottom: 8, zIndex: 2, mt: 2, px: 1.5, py: 1, borderRadius: 2 }}
      role="region"
      aria-label={T.actions}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          rowGap: 0.5,
          // Both buttons fit one line of a 360 px phone without their icons.
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        {check.isDirty && (
          <Typography
            variant="body2"
            color="warning.main"
            sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 0 } }}
          >
            {T.unsaved}
          </Typography>
        )}
        <LockTooltip reason={requestPayment.reason}>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<RequestQuoteIcon />}
            disabled={!requestPayment.allowed || isSaving}
            onClick={onRequestPayment}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {T.requestPayment}
          </Button>
        </LockTooltip>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={!check.isDirty || isSaving}
          onClick={onSave}
        >
          {T.save}
        </Button>
      </Stack>
    </Paper>
  );
}
