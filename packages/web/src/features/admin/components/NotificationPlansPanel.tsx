import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { AdminStoreRow } from '@mostrador/core';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { fill } from '../../../texts';
import { useDebouncedValue } from '../../options/components/use-debounced-value';
import { ADMIN_TEXTS } from '../admin-texts';
import { STORES_PAGE_SIZE, useAdminStores } from '../api';
import { NotificationPlanDialog, PLAN_NUMBERS, PLAN_SWITCHES } from './NotificationPlanDialog';

/** NOTIFICACIONES: the admin store list rows of spec section 3, each plan editable. */
export function NotificationPlansPanel() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<AdminStoreRow | null>(null);
  const { data } = useAdminStores({ q, sort: 'hashtag', order: 'asc', page });

  const columns: Column<AdminStoreRow>[] = [
    { key: 'id', header: ADMIN_TEXTS.columns.storeId, render: (row) => row.id, hideOnPhone: true },
    { key: 'hashtag', header: ADMIN_TEXTS.columns.hashtag, render: (row) => row.hashtag },
    { key: 'creatoremail', header: ADMIN_TEXTS.sorts.creatoremail, render: (row) => row.creatoremail },
    ...PLAN_SWITCHES.map((key) => ({
      key,
      header: ADMIN_TEXTS.plan[key],
      render: (row: AdminStoreRow) => (row[key] ? ADMIN_TEXTS.yes : ADMIN_TEXTS.no),
    })),
    ...PLAN_NUMBERS.map((key) => ({
      key,
      header: ADMIN_TEXTS.plan[key],
      render: (row: AdminStoreRow) => row[key],
      align: 'right' as const,
    })),
    {
      key: 'edit',
      header: '',
      render: (row) => (
        <IconButton
          size="small"
          aria-label={fill(ADMIN_TEXTS.planEdit, { hashtag: row.hashtag })}
          onClick={() => setEditing(row)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {ADMIN_TEXTS.notificationsIntro}
      </Typography>
      <TextField
        size="small"
        type="search"
        label={ADMIN_TEXTS.search}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
      />
      {data && (
        <DataTable
          label={ADMIN_TEXTS.tabs.notifications}
          columns={columns}
          rows={data.items}
          rowKey={(row) => row.id}
          total={data.total}
          page={page}
          pageSize={STORES_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
      {editing && <NotificationPlanDialog row={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
