import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { TEXTS } from '../../../texts';
import type { OrderEditorState } from '../use-order-draft';

const T = TEXTS.orders;

/** The order's notes: the customer's (read only), the store's and the payment information. */
export function OrderNotes({ editor }: { editor: OrderEditorState }) {
  const { order, draft, check, actions } = editor;
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      {order.client_observation && (
        <Grid size={12}>
          <TextField
            label={T.clientObservation}
            value={order.client_observation}
            multiline
            maxRows={25}
            slotProps={{ input: { readOnly: true } }}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label={T.storeObservation}
          value={draft.store_observation ?? order.store_observation ?? ''}
          onChange={(event) => actions.setStoreObservation(event.target.value)}
          error={Boolean(check.errors.store_observation)}
          helperText={check.errors.store_observation}
          multiline
          minRows={2}
          maxRows={25}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label={T.paymentInfo}
          value={draft.payment_info ?? order.payment_info ?? ''}
          onChange={(event) => actions.setPaymentInfo(event.target.value)}
          error={Boolean(check.errors.payment_info)}
          helperText={check.errors.payment_info}
          multiline
          minRows={2}
          maxRows={25}
        />
      </Grid>
    </Grid>
  );
}
