import { useNavigate } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDateTime, formatMoney, type DashboardOrderRow } from '@mostrador/core';
import { orderDetailPath } from '../../../app/paths';
import { EMPTY_TABLE_TEXT } from '../../../ui/data/DataTable';
import { TEXTS } from '../../../texts';
import { PaymentIcon } from './PaymentIcon';

const T = TEXTS.dashboard;

interface DashboardOrdersProps {
  orders: DashboardOrderRow[];
  currency: string;
  label: string;
}

/**
 * A panel tab's orders (at most 12): date, client, order number, value and payment icon. On a
 * phone each order takes two lines instead of five narrow columns. A click opens the order.
 */
export function DashboardOrders({ orders, currency, label }: DashboardOrdersProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const open = (order: DashboardOrderRow) => void navigate(orderDetailPath(order.id));

  if (orders.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {EMPTY_TABLE_TEXT}
      </Typography>
    );
  }

  if (isPhone) {
    return (
      <List dense disablePadding aria-label={label}>
        {orders.map((order) => (
          // A list holds list items only (axe 'list'): the button goes inside its <li>.
          <ListItem key={order.id} divider disablePadding>
            <ListItemButton onClick={() => open(order)} sx={{ px: 1 }}>
              <Stack sx={{ width: '100%' }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {order.alphanum_id}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {formatMoney(order.total_price, currency)}
                    </Typography>
                    <PaymentIcon status={order.payment_status} />
                  </Stack>
                </Stack>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {formatDateTime(order.created_at)} · {order.client?.name || '-'}
                </Typography>
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{T.date}</TableCell>
          <TableCell>{T.client}</TableCell>
          <TableCell>{T.order}</TableCell>
          <TableCell align="right">{T.value}</TableCell>
          <TableCell align="center">{T.payment}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id} hover onClick={() => open(order)} sx={{ cursor: 'pointer' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.created_at)}</TableCell>
            <TableCell>{order.client?.name || '-'}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{order.alphanum_id}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(order.total_price, currency)}
            </TableCell>
            <TableCell align="center">
              <PaymentIcon status={order.payment_status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
