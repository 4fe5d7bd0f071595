import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTimeInZone, formatMoney, paymentStatusLabel, type OrderDetail } from '@mostrador/core';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LockTooltip } from '../../../ui/LockTooltip';
import { fill } from '../../../texts';
import { OT } from '../orders-texts';
import { useUndoComplete } from '../payments-api';
import { useCompletePermission } from './use-complete-permission';

/** Who asked for the payment, who marked it paid (amount, method, note) and when; undo for the admin. */
export function PaymentHistory({ order }: { order: OrderDetail }) {
  const { isAdmin } = useCompletePermission();
  const undo = useUndoComplete();
  const [asking, setAsking] = useState(false);
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {OT.historyTitle}
        </Typography>
        {order.payment_history.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {OT.historyEmpty}
          </Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {order.payment_history.map((event) => (
              <li key={event.id}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {OT.historyKinds[event.kind]} · {paymentStatusLabel(event.to_status)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {formatDateTimeInZone(event.created_at, order.time_zone)}{' '}
                  {fill(OT.historyBy, { name: event.user_name ?? OT.historyProvider })}
                  {event.amount !== null ? ` · ${formatMoney(event.amount, order.curr_symbol)}` : ''}
                  {event.method ? ` · ${event.method}` : ''}
                  {event.note ? ` · ${event.note}` : ''}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        {isAdmin && order.payment_status === 'done' && (
          <LockTooltip reason={order.undo_complete.reason}>
            <Button
              sx={{ mt: 1.5 }}
              variant="outlined"
              color="error"
              disabled={!order.undo_complete.allowed || undo.isPending}
              onClick={() => setAsking(true)}
            >
              {OT.undo}
            </Button>
          </LockTooltip>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking}
        title={OT.undoTitle}
        text={OT.undoText}
        confirmLabel={OT.undo}
        isBusy={undo.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => undo.mutate(order.id, { onSettled: () => setAsking(false) })}
      />
    </Card>
  );
}
