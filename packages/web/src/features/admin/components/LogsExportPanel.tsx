import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../ui/toast/toast-context';
import { ADMIN_TEXTS } from '../admin-texts';
import { downloadLogs } from '../api';

/** ACCIONES: every store's logs in one zip (CSV and JSON), optionally for a period. */
export function LogsExportPanel() {
  const { showToast } = useToast();
  const [period, setPeriod] = useState({ from: '', to: '' });
  const download = useMutation({
    mutationFn: () =>
      downloadLogs(undefined, {
        from: period.from || undefined,
        // The whole last day counts: the server compares instants.
        to: period.to ? `${period.to}T23:59:59.999` : undefined,
      }),
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {ADMIN_TEXTS.actionsIntro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {(['from', 'to'] as const).map((key) => (
          <TextField
            key={key}
            size="small"
            type="date"
            label={ADMIN_TEXTS[key]}
            value={period[key]}
            onChange={(event) => setPeriod({ ...period, [key]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <Button
        variant="contained"
        startIcon={<FileDownloadIcon />}
        disabled={download.isPending}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: () => showToast('success', ADMIN_TEXTS.logsExported),
            onError: (error) => showToast('error', error.message),
          })
        }
      >
        {ADMIN_TEXTS.exportLogs}
      </Button>
    </Stack>
  );
}
