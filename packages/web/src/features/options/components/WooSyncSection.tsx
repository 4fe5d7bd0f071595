import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SyncIcon from '@mui/icons-material/Sync';
import {
  IMPORT_STATUS,
  SYNC_KINDS,
  SYNC_KIND_INFO,
  formatDateTime,
  type DataImportView,
  type SyncKind,
} from '@mostrador/core';
import { fill } from '../../../texts';
import { useToast } from '../../../ui/toast/toast-context';
import { isWooSyncRunning, useRequestWooSync, useWooRuns, useWooStatus, type WooSyncStatus } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';

const T = OPTIONS_TEXTS.integrations;
const STATE_OF: Record<SyncKind, keyof Pick<WooSyncStatus, 'products' | 'orders'>> = {
  woo_products: 'products',
  woo_orders: 'orders',
};

function RunState({
  kind,
  run,
  status,
}: {
  kind: SyncKind;
  run: DataImportView | null;
  status: WooSyncStatus;
}) {
  const state = status[STATE_OF[kind]];
  const counts =
    run?.status === 'complete' && run.rows !== null
      ? fill(T.counts, { rows: run.rows, created: run.created ?? 0, updated: run.updated ?? 0 })
      : null;
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 1.5, flex: 1, minWidth: 0 }}
      aria-label={SYNC_KIND_INFO[kind].title}
    >
      <Typography sx={{ fontWeight: 600 }}>{SYNC_KIND_INFO[kind].title}</Typography>
      <Typography variant="body2">
        {run
          ? fill(T.lastRun, { status: IMPORT_STATUS[run.status].label, date: formatDateTime(run.updated_at) })
          : T.never}
      </Typography>
      {counts && <Typography variant="body2">{counts}</Typography>}
      {state.synced_until && (
        <Typography variant="body2" color="text.secondary">
          {fill(T.syncedUntil, { date: formatDateTime(state.synced_until) })}
        </Typography>
      )}
      {state.resume_page !== null && (
        <Typography variant="body2" color="text.secondary">
          {fill(T.resumePage, { page: state.resume_page })}
        </Typography>
      )}
      {run?.status === 'failed' && run.error_msg && (
        // A note, not an alert: it is the standing state, read again on every visit (the toast
        // announced the failure when it happened).
        <Alert severity="error" role="note" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {run.error_msg}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * 'Sincronizar ahora' and where each sync stands. The button is off while a run waits or goes
 * (a second click would only find the same run) and until the connection is saved; when a run
 * this screen started ends, a toast says how it went.
 */
export function WooSyncSection() {
  const { showToast } = useToast();
  const { data: status } = useWooStatus(true);
  const { data: runs } = useWooRuns(true);
  const sync = useRequestWooSync();
  const isRunning = isWooSyncRunning(runs);
  // Ids of the runs the last click started: their end is announced once.
  const watched = useRef<number[]>([]);

  useEffect(() => {
    if (!runs || isRunning || watched.current.length === 0) return;
    const ended = SYNC_KINDS.map((kind) => runs[kind]).filter(
      (run): run is DataImportView => run !== null && watched.current.includes(run.id),
    );
    watched.current = [];
    const failed = ended.find((run) => run.status === 'failed');
    if (failed) showToast('error', fill(T.failed, { error: failed.error_msg ?? IMPORT_STATUS.failed.label }));
    else if (ended.length > 0) showToast('success', T.finished);
  }, [runs, isRunning, showToast]);

  if (!status || !runs) return null;
  const onSync = () =>
    sync.mutate(undefined, {
      onSuccess: ({ message, data_imports }) => {
        watched.current = data_imports.map((run) => run.id);
        showToast('success', message);
      },
      onError: (error) => showToast('error', error.message),
    });

  return (
    <Box component="section" aria-labelledby="woo-sincronizacion" sx={{ mt: 4, maxWidth: 640 }}>
      <Typography variant="h3" id="woo-sincronizacion" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {T.syncTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {status.connected ? T.syncIntro : T.notConfigured}
      </Typography>
      {status.connected && (status.woo_auto_products || status.woo_auto_orders) && (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {fill(T.autoEvery, { minutes: status.interval_minutes })}
        </Typography>
      )}
      <Button
        variant="contained"
        startIcon={<SyncIcon />}
        disabled={!status.connected || isRunning || sync.isPending}
        onClick={onSync}
      >
        {T.syncNow}
      </Button>
      {isRunning && (
        <Box sx={{ mt: 2 }} role="status">
          <LinearProgress color="secondary" aria-label={T.running} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {T.running}
          </Typography>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        {SYNC_KINDS.map((kind) => (
          <RunState key={kind} kind={kind} run={runs[kind]} status={status} />
        ))}
      </Stack>
    </Box>
  );
}
