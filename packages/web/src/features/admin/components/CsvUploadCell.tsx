import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { AdminStoreRow } from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';
import { fill } from '../../../texts';
import { ADMIN_TEXTS } from '../admin-texts';
import { useUploadProductsFile } from '../api';
import { CsvStatusLight } from './CsvStatusLight';

const ACCEPTED_FILES =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The CSV column: a full product list for the store, through the same import as its own uploads;
 * the light follows the latest upload (the table polls while it waits or runs).
 */
export function CsvUploadCell({ row }: { row: AdminStoreRow }) {
  const { showToast } = useToast();
  const upload = useUploadProductsFile();
  const label = fill(ADMIN_TEXTS.csvUpload, { hashtag: row.hashtag });

  const send = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    upload.mutate(
      { id: row.id, file },
      {
        onSuccess: () => showToast('success', ADMIN_TEXTS.csvSent),
        onError: (error) => showToast('error', error.message),
        // Empties the input so the same file can be sent again.
        onSettled: () => (input.value = ''),
      },
    );
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <CsvStatusLight status={row.csv_status} hashtag={row.hashtag} />
      <Tooltip title={label}>
        <IconButton component="label" size="small" aria-label={label} disabled={upload.isPending}>
          <UploadFileIcon fontSize="small" />
          <input hidden type="file" accept={ACCEPTED_FILES} onChange={(event) => send(event.target)} />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
