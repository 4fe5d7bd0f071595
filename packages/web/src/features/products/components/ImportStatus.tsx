import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IMPORT_STATUS,
  dataImportTitle,
  formatDateTime,
  importStatusColor,
  type DataImportView,
  type ImportStatusColor,
} from '@mostrador/core';
import { TEXTS, fill } from '../../../texts';
import { useLatestImport } from '../api';

/** Spec section 4: pending and processing yellow, complete green, failed red, none white. */
const LIGHT: Record<ImportStatusColor, string> = {
  white: '#ffffff',
  yellow: '#f9c80e',
  green: '#2e7d32',
  red: '#d32f2f',
};

/** Spec section 9 caps a multiline text at 25 rows; longer error lists scroll. */
const ERROR_MAX_HEIGHT = '25lh';

function countsText(latest: DataImportView): string | null {
  if (latest.status !== 'complete' || latest.rows === null) return null;
  return fill(TEXTS.products.status.counts, {
    rows: latest.rows,
    created: latest.created ?? 0,
    updated: latest.updated ?? 0,
    deleted: latest.deleted ?? 0,
  });
}

/** The upload status light: the store's latest file drives its colour; a failure shows why. */
export function ImportStatus() {
  const { data: latest } = useLatestImport();
  const texts = TEXTS.products.status;
  if (latest === undefined) return null;
  const color = importStatusColor(latest);
  const statusLabel = latest ? IMPORT_STATUS[latest.status].label : texts.none;
  const counts = latest && countsText(latest);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="status" aria-label={texts.title} data-status-color={color}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 20,
            height: 20,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: LIGHT[color],
            border: 1,
            borderColor: 'grey.500',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.title}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {latest ? fill(texts.light, { status: statusLabel }) : texts.none}
          </Typography>
        </Box>
      </Stack>
      {latest && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {dataImportTitle(latest.kind)} · {latest.filepath} · {formatDateTime(latest.updated_at)}
        </Typography>
      )}
      {counts && <Typography variant="body2">{counts}</Typography>}
      {latest && !IMPORT_STATUS[latest.status].finished && (
        <>
          <LinearProgress color="secondary" sx={{ mt: 1.5 }} aria-label={statusLabel} />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {texts.working}
          </Typography>
        </>
      )}
      {latest?.status === 'complete' && latest.error_msg && (
        // A complete import's message is a note (the columns an exported list brought that it left unread).
        <Alert severity="info" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {latest.error_msg}
        </Alert>
      )}
      {latest?.status === 'failed' && latest.error_msg && (
        <Alert severity="error" sx={{ mt: 1.5, '& .MuiAlert-message': { minWidth: 0 } }}>
          <Box
            sx={{
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              maxHeight: ERROR_MAX_HEIGHT,
              overflowY: 'auto',
            }}
          >
            {latest.error_msg}
          </Box>
        </Alert>
      )}
    </Paper>
  );
}
