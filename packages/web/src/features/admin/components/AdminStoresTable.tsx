import { useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatDateTime, type AdminInlineField, type AdminStoreRow } from '@mostrador/core';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { useDebouncedValue } from '../../options/components/use-debounced-value';
import { ADMIN_TEXTS } from '../admin-texts';
import { STORES_PAGE_SIZE, useAdminStores, type StoreListParams } from '../api';
import { CsvStatusLegend } from './CsvStatusLight';
import { CsvUploadCell } from './CsvUploadCell';
import { FaqEditorDialog } from './FaqEditorDialog';
import { FaqListDialog } from './FaqListDialog';
import { InlineEditCell } from './InlineEditCell';
import { StoreActiveSwitch } from './StoreActiveSwitch';
import { FaqEditorButton, FaqListButton, LogsDownloadButton } from './StoreRowActions';

/** Typing stops for this long before the search goes to the server. */
const SEARCH_DELAY_MS = 400;

const C = ADMIN_TEXTS.columns;

const INLINE: Array<[AdminInlineField, string]> = [
  ['exclusive_whatsapp', C.whatsapp],
  ['report_slim', C.homeReport],
  ['report_general', C.reports],
  ['tax_code', C.taxCode],
  ['phone', C.phone],
  ['address', C.address],
  ['city', C.city],
  ['postcode', C.postcode],
  ['legal_name', C.legalName],
];

type OpenDialog = { kind: 'editor' | 'list'; row: AdminStoreRow } | null;

/**
 * The administrator's /home (spec section 2): every store, searched, sorted and paged by the
 * server, with every column of the spec in its order.
 */
export function AdminStoresTable() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState<Pick<StoreListParams, 'sort' | 'order'>>({
    sort: 'created_at',
    order: 'desc',
  });
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const params: StoreListParams = { q, ...sort, page };
  const { data, isFetching } = useAdminStores(params);

  const columns: Column<AdminStoreRow>[] = [
    { key: 'created', header: C.created, render: (row) => formatDateTime(row.created_at), hideOnPhone: true },
    { key: 'name', header: C.name, render: (row) => row.name },
    { key: 'user_email', header: C.userEmail, render: (row) => row.user_email ?? ADMIN_TEXTS.empty },
    { key: 'hashtag', header: C.hashtag, render: (row) => row.hashtag },
    {
      key: 'email',
      header: C.storeEmail,
      render: (row) => row.email ?? ADMIN_TEXTS.empty,
      hideOnPhone: true,
    },
    { key: 'active', header: C.active, render: (row) => <StoreActiveSwitch row={row} /> },
    {
      key: 'faq_editor',
      header: C.faqEditor,
      render: (row) => <FaqEditorButton row={row} onOpen={() => setDialog({ kind: 'editor', row })} />,
    },
    {
      key: 'faq_list',
      header: C.faqList,
      render: (row) => <FaqListButton row={row} onOpen={() => setDialog({ kind: 'list', row })} />,
    },
    { key: 'csv', header: C.csv, render: (row) => <CsvUploadCell row={row} /> },
    { key: 'logs', header: C.logs, render: (row) => <LogsDownloadButton row={row} /> },
    ...INLINE.map(([field, label]) => ({
      key: field,
      header: label,
      render: (row: AdminStoreRow) => <InlineEditCell row={row} field={field} label={label} />,
    })),
    { key: 'id', header: C.storeId, render: (row) => row.id },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          type="search"
          label={ADMIN_TEXTS.search}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <TextField
          size="small"
          select
          label={ADMIN_TEXTS.sortBy}
          value={sort.sort}
          onChange={(event) => {
            setSort({ ...sort, sort: event.target.value as StoreListParams['sort'] });
            setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
        >
          {Object.entries(ADMIN_TEXTS.sorts).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label={ADMIN_TEXTS.order}
          value={sort.order}
          onChange={(event) => {
            setSort({ ...sort, order: event.target.value as StoreListParams['order'] });
            setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}
        >
          <MenuItem value="asc">{ADMIN_TEXTS.ascending}</MenuItem>
          <MenuItem value="desc">{ADMIN_TEXTS.descending}</MenuItem>
        </TextField>
      </Stack>
      <CsvStatusLegend />
      <Paper variant="outlined">
        {isFetching && !data ? <LinearProgress /> : null}
        {data && (
          <DataTable
            label={ADMIN_TEXTS.tableLabel}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
            total={data.total}
            page={page}
            pageSize={STORES_PAGE_SIZE}
            onPageChange={setPage}
          />
        )}
      </Paper>
      {dialog?.kind === 'editor' && <FaqEditorDialog row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'list' && <FaqListDialog row={dialog.row} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
