import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@mostrador/core';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { useNotifications, type NotificationRow, type NotificationStatus } from '../api';
import { NOTIFICATIONS_TEXTS as T } from '../notifications-texts';

const STATUS_COLOR: Record<NotificationStatus, 'default' | 'info' | 'success' | 'error'> = {
  claimed: 'info',
  sent: 'default',
  delivered: 'success',
  read: 'success',
  failed: 'error',
};

/** The status and when it last changed; a failed message says why on hover and to screen readers. */
function StatusCell({ row }: { row: NotificationRow }) {
  const chip = <Chip size="small" color={STATUS_COLOR[row.status]} label={row.status_label} />;
  return (
    <>
      {row.error ? (
        <Tooltip title={row.error}>
          <span aria-label={`${row.status_label}: ${row.error}`}>{chip}</span>
        </Tooltip>
      ) : (
        chip
      )}
      {row.status_at && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(row.status_at)}
        </Typography>
      )}
    </>
  );
}

/** Spec section 9: long text cells show at most 3 rows; the whole message is in the title. */
const threeLines = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  minWidth: 200,
} as const;

/** Dates stay on one line: DD/MM/YYYY HH:mm split in two reads badly. */
const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

const COLUMNS: Column<NotificationRow>[] = [
  { key: 'date', header: T.date, render: (row) => oneLine(formatDateTime(row.sent_at ?? row.claimed_at)) },
  { key: 'client', header: T.client, render: (row) => row.client_name ?? '-' },
  { key: 'kind', header: T.kind, render: (row) => T.kinds[row.kind] },
  { key: 'status', header: T.status, render: (row) => <StatusCell row={row} /> },
  { key: 'to', header: T.to, render: (row) => row.to, hideOnPhone: true },
  {
    key: 'body',
    header: T.message,
    hideOnPhone: true,
    render: (row) => (
      <Typography variant="body2" title={row.body} sx={threeLines}>
        {row.body}
      </Typography>
    ),
  },
];

/** The messages sent and being sent to the store's clients, 15 a page from the server. */
export function NotificationsTable() {
  const [page, setPage] = useState(0);
  const { data } = useNotifications(page);
  return (
    <section aria-labelledby="notificaciones-mensajes">
      <Typography variant="h2" gutterBottom id="notificaciones-mensajes">
        {T.messagesTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {T.messagesIntro}
      </Typography>
      {data && (
        <DataTable
          label={T.messagesLabel}
          columns={COLUMNS}
          rows={data.items}
          rowKey={(row) => row.id}
          total={data.total}
          page={page}
          pageSize={data.page_size}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
