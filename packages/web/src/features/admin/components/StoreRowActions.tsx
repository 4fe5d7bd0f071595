import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useMutation } from '@tanstack/react-query';
import type { AdminStoreRow } from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';
import { fill } from '../../../texts';
import { ADMIN_TEXTS } from '../admin-texts';
import { downloadLogs } from '../api';

function IconAction(props: { label: string; onClick: () => void; icon: ReactNode; disabled?: boolean }) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton size="small" aria-label={props.label} onClick={props.onClick} disabled={props.disabled}>
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function FaqEditorButton({ row, onOpen }: { row: AdminStoreRow; onOpen: () => void }) {
  return (
    <IconAction
      label={fill(ADMIN_TEXTS.faqEditorOpen, { hashtag: row.hashtag })}
      onClick={onOpen}
      icon={<EditNoteIcon fontSize="small" />}
    />
  );
}

export function FaqListButton({ row, onOpen }: { row: AdminStoreRow; onOpen: () => void }) {
  return (
    <IconAction
      label={fill(ADMIN_TEXTS.faqListOpen, { hashtag: row.hashtag })}
      onClick={onOpen}
      icon={<ListAltIcon fontSize="small" />}
    />
  );
}

/** The store's logs as a zip (JSON and CSV); spec section 8's toast once the browser has it. */
export function LogsDownloadButton({ row }: { row: AdminStoreRow }) {
  const { showToast } = useToast();
  const download = useMutation({ mutationFn: () => downloadLogs(row.id) });
  return (
    <IconAction
      label={fill(ADMIN_TEXTS.logsDownload, { hashtag: row.hashtag })}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: () => showToast('success', ADMIN_TEXTS.logsExported),
          onError: (error) => showToast('error', error.message),
        })
      }
      icon={<FileDownloadIcon fontSize="small" />}
    />
  );
}
