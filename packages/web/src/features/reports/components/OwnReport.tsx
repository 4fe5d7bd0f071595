import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  REPORT_DEFAULT_DAYS,
  ORDER_STATUS,
  calendarDayIn,
  formatMoney,
  unitLabel,
  percentOf,
  reportRangeProblem,
  shiftDay,
  type StoreReport,
} from '@mostrador/core';
import { useReport, type ReportRange } from '../api';
import { REPORTS_TEXTS as T } from '../reports-texts';
import { BarList } from './BarList';
import { SalesByDayChart } from './SalesByDayChart';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const displayDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function defaultRange(): ReportRange {
  const tz = browserZone();
  const to = calendarDayIn(new Date(), tz);
  return { from: shiftDay(to, -(REPORT_DEFAULT_DAYS - 1)), to, tz };
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h2" component="p" sx={{ color: 'primary.main' }}>
        {value}
      </Typography>
    </Paper>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label={title}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Charts({ report }: { report: StoreReport }) {
  const currency = report.curr_symbol;
  const { conversion } = report;
  const statusBars = report.orders_by_status
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((row) => ({
      key: row.status,
      label: ORDER_STATUS[row.status].sellerLabel,
      value: row.count,
      caption: String(row.count),
    }));
  const productBars = report.top_products.map((row) => ({
    key: `${row.name}-${row.quantity_unit}`,
    label: `${row.name} (${row.amount} ${unitLabel(row.quantity_unit)})`,
    value: row.total,
    caption: formatMoney(row.total, currency),
  }));
  const rate = percentOf(conversion.converted, conversion.chats);
  const funnel = [
    { key: 'chats', label: T.chats, value: conversion.chats, caption: String(conversion.chats) },
    {
      key: 'converted',
      label: T.converted,
      value: conversion.converted,
      caption: String(conversion.converted),
    },
  ];
  const orderFunnel = [
    { key: 'started', label: T.started, value: conversion.started, caption: String(conversion.started) },
    {
      key: 'confirmed',
      label: T.confirmedOrders,
      value: conversion.confirmed,
      caption: String(conversion.confirmed),
    },
  ];
  const salesSummary = T.salesByDaySummary
    .replace('{from}', displayDay(report.from))
    .replace('{to}', displayDay(report.to))
    .replace('{total}', formatMoney(report.totals.sales, currency))
    .replace('{orders}', String(report.totals.confirmed_orders));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={T.sales} value={formatMoney(report.totals.sales, currency)} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={T.confirmed} value={String(report.totals.confirmed_orders)} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={T.averageTicket} value={formatMoney(report.totals.average_ticket, currency)} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={T.conversion} value={`${rate}%`} />
      </Grid>
      <Grid size={12}>
        <Panel title={T.salesByDay}>
          {report.totals.confirmed_orders === 0 && <Typography color="text.secondary">{T.noData}</Typography>}
          <SalesByDayChart days={report.sales_by_day} currency={currency} label={salesSummary} />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title={T.ordersByStatus}>
          <BarList bars={statusBars} label={T.ordersByStatus} color="secondary.main" />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title={T.topProducts}>
          {productBars.length === 0 && <Typography color="text.secondary">{T.noData}</Typography>}
          <BarList bars={productBars} label={T.topProducts} />
        </Panel>
      </Grid>
      <Grid size={12}>
        <Panel title={T.funnel}>
          <BarList bars={funnel} label={T.funnel} color="success.main" />
          <Typography variant="body2" sx={{ mt: 1, mb: 2 }}>
            {T.ofChats.replace('{percent}', String(rate))}
          </Typography>
          <BarList bars={orderFunnel} label={T.ordersFunnel} color="success.main" />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {T.ofStarted.replace('{percent}', String(percentOf(conversion.confirmed, conversion.started)))}
          </Typography>
        </Panel>
      </Grid>
    </Grid>
  );
}

/** The store's own report when there is no general report url: charts over a date range. */
export function OwnReport() {
  const [draft, setDraft] = useState(defaultRange);
  const [range, setRange] = useState(draft);
  const problem = draft.from && draft.to ? reportRangeProblem(draft.from, draft.to) : undefined;
  const { data } = useReport(range, true);
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.ownIntro}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ sm: 2 }}
        sx={{ alignItems: { sm: 'center' }, mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem && draft.from && draft.to) setRange(draft);
        }}
      >
        <TextField
          type="date"
          label={T.from}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          error={Boolean(problem)}
          helperText={problem}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: 200 } }}
        />
        <TextField
          type="date"
          label={T.to}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: 200 } }}
        />
        <Button type="submit" variant="contained" disabled={Boolean(problem) || !draft.from || !draft.to}>
          {T.update}
        </Button>
      </Stack>
      {data && <Charts report={data} />}
    </Box>
  );
}
