import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { UpdateStoreInput } from '@mostrador/core';
import type { StoreDetails } from '../../../api/store';
import { useToast } from '../../../ui/toast/toast-context';
import { NotificationsSection } from '../../notifications/components/NotificationsSection';
import { useUpdateStore } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';

const T = OPTIONS_TEXTS.sales;

/**
 * VENTAS: delivery and takeaway (at least one stays on: the server turns the other on when both
 * would be off) and the notification switches. Every change saves at once (spec section 4).
 */
export function SalesPanel({ store, isStoreAdmin }: { store: StoreDetails; isStoreAdmin: boolean }) {
  const { showToast } = useToast();
  const update = useUpdateStore(store.id);
  const isDisabled = !isStoreAdmin || update.isPending;

  const save = (change: UpdateStoreInput) =>
    update.mutate(change, {
      onSuccess: ({ message }) => showToast('success', message),
      onError: (error) => showToast('error', error.message),
    });

  const toggle = (label: string, checked: boolean, onChange: (value: boolean) => void) => (
    <FormControlLabel
      label={label}
      control={
        <Switch checked={checked} disabled={isDisabled} onChange={(_event, value) => onChange(value)} />
      }
    />
  );

  return (
    <Box>
      {!isStoreAdmin && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {OPTIONS_TEXTS.adminOnlyNotice}
        </Alert>
      )}
      <Typography variant="h2" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="text.secondary">{T.intro}</Typography>
      <FormGroup sx={{ mb: 3 }}>
        {toggle(T.delivery, store.delivery_enabled, (value) => save({ delivery_enabled: value }))}
        {toggle(T.takeaway, store.takeaway_enabled, (value) => save({ takeaway_enabled: value }))}
      </FormGroup>
      <Typography variant="h2" gutterBottom>
        {T.notificationsTitle}
      </Typography>
      <FormGroup sx={{ mb: 2 }}>
        {toggle(T.notifications, store.notifications_enabled, (value) => save({ notifications: value }))}
        {toggle(T.notificationsCart, store.notifications_cart_enabled, (value) =>
          save({ notifications_cart: value }),
        )}
      </FormGroup>
      {isStoreAdmin && <Typography variant="body2">{T.paymentsLink}</Typography>}
      <NotificationsSection isStoreAdmin={isStoreAdmin} />
    </Box>
  );
}
