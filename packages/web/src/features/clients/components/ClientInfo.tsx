import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { clientDisplayName, formatDateTime, type ClientDetail } from '@mostrador/core';
import { TEXTS } from '../../../texts';
import { ClientNotificationSwitch } from '../../notifications/components/ClientNotificationSwitch';
import { phoneText } from './client-columns';
import { ClientContactForm } from './ClientContactForm';

const T = TEXTS.clients;

function Field({ label, value }: { label: string; value: string | number }) {
  return (
    <Grid size={{ xs: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Grid>
  );
}

/** The client's own data (spec section 3): names, contact, first and last visit, notifications. */
export function ClientInfo({ client }: { client: ClientDetail }) {
  return (
    <>
      <Typography variant="h2" component="h2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {clientDisplayName(client) || '-'}
      </Typography>
      <Grid container spacing={1.5}>
        <Field label={T.firstName} value={client.first_name ?? '-'} />
        <Field label={T.surname} value={client.surname ?? '-'} />
        <Field label={T.lastName} value={client.last_name ?? '-'} />
        <Field label={T.email} value={client.email ?? '-'} />
        <Field label={T.phone} value={phoneText(client.phone)} />
        <Field label={T.address} value={client.address ?? '-'} />
        <Field label={T.firstSeen} value={formatDateTime(client.first_seen)} />
        <Field label={T.lastSeen} value={formatDateTime(client.last_seen)} />
        <Field label={T.ordersCount} value={client.orders_count} />
        <Field
          label={T.lastNotification}
          value={client.last_notification ? formatDateTime(client.last_notification) : '-'}
        />
      </Grid>
      <ClientContactForm key={client.id} client={client} />
      <Box sx={{ mt: 2 }}>
        <ClientNotificationSwitch clientId={client.id} checked={client.notification} />
      </Box>
    </>
  );
}
