import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { DashboardView } from '@mostrador/core';
import { TEXTS } from '../../../texts';

const T = TEXTS.dashboard;

/** Spec section 9: registered and active clients, this month and in the last 30 days. */
export function ClientMetrics({ metrics }: { metrics: DashboardView['clients'] }) {
  const figures: [string, number][] = [
    [T.registeredThisMonth, metrics.registered_this_month],
    [T.registeredLast30, metrics.registered_last_30_days],
    [T.activeThisMonth, metrics.active_this_month],
    [T.activeLast30, metrics.active_last_30_days],
  ];
  // Each figure is its own <dl> of one term and one value: a <dl> may only hold <dt>/<dd> (or
  // <div> groups of them), so the grid and the cards stay outside it (axe definition-list, dlitem).
  return (
    <Grid container spacing={1.5}>
      {figures.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Box component="dl" sx={{ m: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="h2" sx={{ m: 0, color: 'primary.main' }}>
                  {value}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
