import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatMoney, paymentStatusLabel, type OrderDetail } from '@mostrador/core';
import { PageTitle } from '../../../ui/PageTitle';
import { TEXTS, fill } from '../../../texts';
import { clientListPath } from '../../clients/urls';
import { phoneText } from '../../clients/components/client-columns';
import { ShareOrderLink } from './ShareOrderLink';
import { StatusChip } from './StatusChip';

const T = TEXTS.orders;

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {value}
    </Typography>
  );
}

function ClientBlock({ order }: { order: OrderDetail }) {
  const { client } = order;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {T.clientBlock}
        </Typography>
        {client ? (
          <>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{client.name || '-'}</Typography>
            <Line label={TEXTS.clients.email} value={client.email ?? '-'} />
            <Line label={TEXTS.clients.phone} value={phoneText(client.phone)} />
          </>
        ) : (
          <Typography color="text.secondary">{T.noClient}</Typography>
        )}
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {order.delivery ? `${T.delivery}: ${order.delivery_address ?? '-'}` : T.takeaway}
        </Typography>
        {client && (
          <Link component={RouterLink} to={clientListPath(client.id)} sx={{ display: 'inline-block', mt: 1 }}>
            {T.seeClient}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

function VendorBlock({ order }: { order: OrderDetail }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {T.vendorBlock}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {order.store.name} ({order.store.hashtag})
        </Typography>
        {order.store.address && <Typography variant="body2">{order.store.address}</Typography>}
        <Line label={T.paymentMethod} value={order.payment_method ?? T.notDefined} />
        <Line label={T.paymentStatus} value={paymentStatusLabel(order.payment_status)} />
        {order.payment_info && <Line label={T.paymentInfo} value={order.payment_info} />}
      </CardContent>
    </Card>
  );
}

/** Spec section 2: the alphanumeric id, the original id when imported, the total; client and vendor. */
interface OrderHeaderProps {
  order: OrderDetail;
  total: number;
  /** The status dropdown, under the id. */
  statusControl: ReactNode;
}

export function OrderHeader({ order, total, statusControl }: OrderHeaderProps) {
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <div>
          <PageTitle>{fill(T.detailTitle, { id: order.alphanum_id })}</PageTitle>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: -1 }}
          >
            <StatusChip status={order.status} />
            {order.original_id && (
              <Typography variant="body2">{fill(T.originalIdValue, { id: order.original_id })}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {fill(T.createdAt, { date: formatDateTime(order.created_at) })}
            </Typography>
          </Stack>
          <Box sx={{ mt: 2 }}>{statusControl}</Box>
        </div>
        <Stack sx={{ alignItems: { sm: 'flex-end' } }}>
          <Typography variant="overline" color="text.secondary" id="pedido-total">
            {T.total}
          </Typography>
          <Typography
            variant="h2"
            component="p"
            sx={{
              // secondary.main (#ed841e) on white is 2.6:1; the dark shade (about 6.9:1) passes WCAG AA.
              color: 'secondary.dark',
            }}
            aria-labelledby="pedido-total"
          >
            {formatMoney(total, order.curr_symbol)}
          </Typography>
        </Stack>
      </Stack>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ClientBlock order={order} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <VendorBlock order={order} />
        </Grid>
      </Grid>
      <ShareOrderLink order={order} />
    </>
  );
}
