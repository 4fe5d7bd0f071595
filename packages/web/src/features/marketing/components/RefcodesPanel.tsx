import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import QrCode2 from '@mui/icons-material/QrCode2';
import { formatDateTime, refcodeDestination, referenceTypeLabel, type Refcode } from '@mostrador/core';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { useClientPage } from '../../../ui/data/use-client-page';
import { useToast } from '../../../ui/toast/toast-context';
import { useRefcodes } from '../api';
import { MARKETING_TEXTS } from '../marketing-texts';
import { RefcodeDialog } from './RefcodeDialog';
import { absoluteUrl, downloadQrPng } from './qr-image';

const T = MARKETING_TEXTS.refcodes;

/** ACCIONES / Lista de codigos: referral codes, 15 a page, with their QR image (store admin). */
export function RefcodesPanel({ hashtag }: { hashtag: string }) {
  const { showToast } = useToast();
  const { data = [] } = useRefcodes(true);
  const paged = useClientPage(data);
  const [editing, setEditing] = useState<Refcode | null>(null);
  const [isOpen, setOpen] = useState(false);

  const open = (refcode: Refcode | null) => {
    setEditing(refcode);
    setOpen(true);
  };

  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    showToast('info', MARKETING_TEXTS.copied);
  };

  const downloadQr = (refcode: Refcode) =>
    downloadQrPng(absoluteUrl(refcode.url), hashtag, `QR-${refcode.code}.png`).catch((error: Error) =>
      showToast('error', error.message),
    );

  const columns: Column<Refcode>[] = [
    { key: 'code', header: T.code, render: (row) => <strong>{row.code}</strong> },
    { key: 'description', header: T.description, render: (row) => row.description },
    { key: 'type', header: T.type, render: (row) => referenceTypeLabel(row.reference_type) },
    { key: 'destination', header: T.destination, render: (row) => refcodeDestination(row.url) },
    { key: 'active', header: T.active, render: (row) => (row.active ? T.yes : T.no) },
    { key: 'created', header: T.created, render: (row) => formatDateTime(row.created_at), hideOnPhone: true },
    {
      key: 'actions',
      header: T.actions,
      render: (row) => (
        <Stack direction="row">
          <Tooltip title={T.downloadQr}>
            <IconButton aria-label={`${T.downloadQr} ${row.code}`} onClick={() => void downloadQr(row)}>
              <QrCode2 />
            </IconButton>
          </Tooltip>
          <Tooltip title={T.copyLink}>
            <IconButton
              aria-label={`${T.copyLink} ${row.code}`}
              onClick={() => void copy(absoluteUrl(row.url))}
            >
              <ContentCopy />
            </IconButton>
          </Tooltip>
          <Tooltip title={T.edit}>
            <IconButton aria-label={`${T.edit} ${row.code}`} onClick={() => open(row)}>
              <Edit />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h2">{T.title}</Typography>
        <Button variant="contained" onClick={() => open(null)}>
          {T.add}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {T.intro}
      </Typography>
      <DataTable label={T.title} columns={columns} {...paged} rowKey={(row) => row.code} />
      <RefcodeDialog open={isOpen} refcode={editing} onClose={() => setOpen(false)} />
    </Box>
  );
}
