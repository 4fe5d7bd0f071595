import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { formatDateTime, type ClientLogRow } from '@mostrador/core';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { TEXTS } from '../../../texts';
import { useClientActivity } from '../api';

const T = TEXTS.clients;

/** A log's payload as 'key: value' pairs; nested values stay as compact JSON. */
function payloadText(payload: ClientLogRow['payload']): string {
  if (!payload) return '-';
  const entries = Object.entries(payload);
  if (entries.length === 0) return '-';
  return entries
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

const COLUMNS: Column<ClientLogRow>[] = [
  { key: 'date', header: T.activityDate, render: (row) => formatDateTime(row.created_at) },
  { key: 'name', header: T.activityName, render: (row) => row.activity_name },
  {
    key: 'payload',
    header: T.activityPayload,
    render: (row) => (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {payloadText(row.payload)}
      </Typography>
    ),
  },
  { key: 'session', header: T.activitySession, render: (row) => row.session_id ?? '-', hideOnPhone: true },
];

/** The client's recent activity (client logs), newest first. */
export function ClientActivityTab({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(0);
  const { data } = useClientActivity(clientId, page);
  if (!data) return null;
  return (
    <DataTable
      label={T.activityLabel}
      columns={COLUMNS}
      rows={data.items}
      rowKey={(row) => row.id}
      total={data.total}
      page={page}
      pageSize={data.page_size}
      onPageChange={setPage}
    />
  );
}
