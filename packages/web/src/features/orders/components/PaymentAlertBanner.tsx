import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { PATHS } from '../../../app/paths';
import { TEXTS } from '../../../texts';
import { alertBadgeText } from '../orders-texts';
import { usePaymentAlertCount } from '../payment-alerts';

/** The Cobros menu icon with the count of unseen payment changes. */
export function PaymentMenuIcon({ icon }: { icon: ReactNode }) {
  const count = usePaymentAlertCount();
  // MUI hides a zero badge but keeps its '0' in the page text ('0Cobros' for screen readers).
  if (count === 0) return <>{icon}</>;
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={99}
      slotProps={{ badge: { 'aria-label': alertBadgeText(count) } }}
    >
      {icon}
    </Badge>
  );
}

/** /home: the unseen payment changes, with the way to Cobros. */
export function PaymentAlertBanner() {
  const count = usePaymentAlertCount();
  if (count === 0) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={PATHS.paymentList}>
          {TEXTS.menu.payments}
        </Button>
      }
    >
      {alertBadgeText(count)}
    </Alert>
  );
}
