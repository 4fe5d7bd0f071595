import type SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { paymentStatusLabel, type PaymentStatus } from '@mostrador/core';

const ICONS: Record<
  PaymentStatus,
  { icon: typeof SvgIcon; color: 'disabled' | 'warning' | 'info' | 'success' }
> = {
  pending: { icon: MoneyOffIcon, color: 'disabled' },
  required: { icon: RequestQuoteIcon, color: 'warning' },
  processing: { icon: AutorenewIcon, color: 'info' },
  done: { icon: CheckCircleIcon, color: 'success' },
};

/** The dashboard's payment column: one icon per payment status, named by its label. */
export function PaymentIcon({ status }: { status: PaymentStatus }) {
  const { icon: Icon, color } = ICONS[status];
  const label = paymentStatusLabel(status, 'list');
  return (
    <Tooltip title={label}>
      <Icon color={color} fontSize="small" titleAccess={label} sx={{ verticalAlign: 'middle' }} />
    </Tooltip>
  );
}
