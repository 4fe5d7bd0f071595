import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { IMPORT_KIND_INFO, PRODUCT_COLUMNS, importColumns, type ImportKind } from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS, fill } from '../../../texts';
import { downloadImportExample, downloadStock, useDownload, useUploadProductFile } from '../api';

const ACCEPTED_FILES =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The uploads that take the exported spreadsheet as it is, leaving its other columns unread (the
 * full list and the modification read every column the export has anyway).
 */
const READS_EXPORT = new Set<ImportKind>(['product_prices', 'products_stock', 'products_delete']);

/** The columns a kind of file takes, required ones marked with *, as its example shows them. */
function columnsText(kind: ImportKind): string {
  return importColumns(kind)
    .filter(({ role }) => role !== 'ignored')
    .map(({ key, role }) => `${PRODUCT_COLUMNS[key].header}${role === 'required' ? '*' : ''}`)
    .join(', ');
}

/** One of the five mass uploads: what it does, its columns, an example file and the upload. */
export function UploadCard({ kind }: { kind: ImportKind }) {
  const { showToast } = useToast();
  const upload = useUploadProductFile();
  const download = useDownload();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after a send, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const info = IMPORT_KIND_INFO[kind];
  const texts = TEXTS.products.uploads;

  const onDownload = (run: () => Promise<void>) =>
    download.mutate(run, { onError: (error) => showToast('error', error.message) });

  const onSend = () => {
    if (!file) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          setFile(null);
          setInputKey((key) => key + 1);
        },
        onError: (error) => showToast('error', error.message),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={info.title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {info.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {info.description}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {fill(texts.columns, { columns: columnsText(kind) })}
      </Typography>
      {READS_EXPORT.has(kind) && <Typography variant="body2">{texts.exportAccepted}</Typography>}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {texts.formats}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
          {texts.choose}
          <input
            key={inputKey}
            hidden
            type="file"
            accept={ACCEPTED_FILES}
            aria-label={fill(texts.file, { title: info.title })}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" sx={{ flex: '0 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
          {file?.name ?? texts.noFile}
        </Typography>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={onSend}
          disabled={!file || upload.isPending}
          aria-label={`${texts.send} ${info.title}`}
        >
          {texts.send}
        </Button>
      </Stack>
      {upload.isPending && <LinearProgress sx={{ mt: 1.5 }} aria-label={texts.send} />}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          startIcon={<FileDownloadIcon />}
          onClick={() => onDownload(() => downloadImportExample(kind))}
          aria-label={`${texts.example} ${info.title}`}
        >
          {texts.example}
        </Button>
        {kind === 'products_stock' && (
          <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => onDownload(downloadStock)}>
            {texts.stock}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
