import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import {
  ORDER_STATUS_DESCRIPTION,
  ORDER_STATUS_GROUPS,
  orderStatusLabel,
  type OrderStatus,
} from '@mostrador/core';
import { LockTooltip } from '../../../ui/LockTooltip';
import { TEXTS } from '../../../texts';
import type { OrderEditorState } from '../use-order-draft';
import { OT } from '../orders-texts';
import { CompleteDialog } from './CompleteDialog';
import { UnlockNote } from './UnlockNote';
import { useCompletePermission } from './use-complete-permission';

const T = TEXTS.orders;

/**
 * The status dropdown: the seller may pick any status (spec section 4); it is saved with Guardar.
 * The usual flow (Provisorio to Entregado) is listed apart from the endings, each status with one
 * line on what it means for the order.
 */
export function StatusSelect({ editor }: { editor: OrderEditorState }) {
  const { order, draft, actions } = editor;
  const value = draft.status ?? order.status;
  return (
    <TextField
      select
      size="small"
      margin="none"
      label={T.status}
      value={value}
      onChange={(event) => actions.setStatus(event.target.value as OrderStatus)}
      helperText={ORDER_STATUS_DESCRIPTION[value]}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        select: {
          renderValue: (selected) => orderStatusLabel(selected as OrderStatus),
          MenuProps: { slotProps: { paper: { sx: { maxWidth: 360 } } } },
        },
      }}
    >
      {ORDER_STATUS_GROUPS.flatMap((group) => [
        <ListSubheader key={group.title}>{group.title}</ListSubheader>,
        ...group.statuses.map((status) => (
          // The option is named by its status; the line under it describes it.
          <MenuItem
            key={status}
            value={status}
            aria-label={orderStatusLabel(status)}
            aria-describedby={`estado-${status}-ayuda`}
          >
            <ListItemText
              primary={orderStatusLabel(status)}
              secondary={ORDER_STATUS_DESCRIPTION[status]}
              slotProps={{ secondary: { id: `estado-${status}-ayuda`, sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        )),
      ])}
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
  const { check, rules, order } = editor;
  const requestPayment = rules.request_payment;
  const permission = useCompletePermission();
  const [completing, setCompleting] = useState(false);
  // Completar needs the stored total: with unsaved changes the seller saves first.
  const completeReason = rules.complete.reason ?? permission.reason ?? (check.isDirty ? T.unsaved : null);
  return (
    <>
      {order.payment_status === 'pending' && (
        <Box sx={{ mt: 2 }}>
          <UnlockNote editor={editor} control="request_payment" />
        </Box>
      )}
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
              // secondary.main on white is 2.6:1; the dark shade passes WCAG AA (as the header's total).
              sx={{ whiteSpace: 'nowrap', color: 'secondary.dark', borderColor: 'secondary.dark' }}
            >
              {T.requestPayment}
            </Button>
          </LockTooltip>
          {order.payment_status === 'required' && (
            <LockTooltip reason={completeReason}>
              <Button
                variant="contained"
                color="secondary"
                disabled={completeReason !== null || isSaving}
                onClick={() => setCompleting(true)}
              >
                {OT.complete}
              </Button>
            </LockTooltip>
          )}
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={!check.isDirty || isSaving}
            onClick={onSave}
          >
            {T.save}
          </Button>
        </Stack>
        {completing && <CompleteDialog order={order} open onClose={() => setCompleting(false)} />}
      </Paper>
    </>
  );
}
