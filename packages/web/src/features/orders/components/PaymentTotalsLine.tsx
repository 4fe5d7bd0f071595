import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_STATUSES, formatMoney, paymentStatusLabel } from '@mostrador/core';
import { useSession } from '../../../session/use-session';
import { fill } from '../../../texts';
import type { OrderFilterValues } from '../api';
import { OT } from '../orders-texts';
import { usePaymentTotals } from '../payments-api';

/** What the filtered payments add up to, in all and per payment status (summed by the server). */
export function PaymentTotalsLine({ filters }: { filters: OrderFilterValues }) {
  const { data } = usePaymentTotals(filters);
  const currency = useSession()?.store?.curr_symbol ?? '$';
  if (!data) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ mt: 2, flexWrap: 'wrap' }}
      aria-live="polite"
      data-testid="payment-totals"
    >
      <Typography sx={{ fontWeight: 600 }}>
        {fill(OT.totalsLine, { count: data.count, total: formatMoney(data.total, currency) })}
      </Typography>
      {PAYMENT_STATUSES.filter((status) => data.by_status[status].count > 0).map((status) => (
        <Typography key={status} variant="body2" color="text.secondary">
          {fill(OT.totalsOf, {
            label: paymentStatusLabel(status, 'list'),
            count: data.by_status[status].count,
            total: formatMoney(data.by_status[status].total, currency),
          })}
        </Typography>
      ))}
    </Stack>
  );
}
