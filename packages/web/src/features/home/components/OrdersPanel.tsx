import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatMoney, type DashboardGroup, type DashboardView } from '@mostrador/core';
import { TEXTS, fill } from '../../../texts';
import { orderListPath } from '../../orders/urls';
import { DashboardOrders } from './DashboardOrders';

const T = TEXTS.dashboard;

interface OrdersPanelProps {
  title: string;
  groups: [DashboardGroup, DashboardGroup];
  dashboard: DashboardView;
}

/** A /home panel: two tabs (ENTRANTES / EN PROCESO or A DESPACHAR / ENTREGADAS) with count and total. */
export function OrdersPanel({ title, groups, dashboard }: OrdersPanelProps) {
  const [group, setGroup] = useState<DashboardGroup>(groups[0]);
  const panel = dashboard.orders[group];
  const currency = dashboard.curr_symbol;
  const summary =
    panel.count === 1
      ? fill(T.panelSummaryOne, { total: formatMoney(panel.total, currency) })
      : fill(T.panelSummary, { count: panel.count, total: formatMoney(panel.total, currency) });

  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {title}
        </Typography>
        <Tabs
          value={group}
          onChange={(_event, next: DashboardGroup) => setGroup(next)}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {groups.map((key) => (
            <Tab
              key={key}
              value={key}
              label={
                <Box>
                  {dashboard.orders[key].title}
                  <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 400 }}>
                    {dashboard.orders[key].count} · {formatMoney(dashboard.orders[key].total, currency)}
                  </Box>
                </Box>
              }
            />
          ))}
        </Tabs>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 1 }}>
          {summary}
          {panel.count > panel.orders.length && ` ${fill(T.showingFirst, { shown: panel.orders.length })}`}
        </Typography>
        <DashboardOrders orders={panel.orders} currency={currency} label={panel.title} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Link component={RouterLink} to={orderListPath(panel.status)}>
            {T.seeAll}
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}
