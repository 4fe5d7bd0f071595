import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataTable } from '../../../ui/data/DataTable';
import { FilterPanel, type FilterField, type FilterValues } from '../../../ui/data/FilterPanel';
import { useExport } from '../../../ui/data/use-export';
import { PageTitle } from '../../../ui/PageTitle';
import { TEXTS } from '../../../texts';
import { EMPTY_CLIENT_FILTERS, exportClients, useClients, type ClientFilterValues } from '../api';
import { CLIENT_COLUMNS } from '../components/client-columns';
import { ClientDialog } from '../components/ClientDialog';
import { NewClientDialog } from '../components/NewClientDialog';
import { CLIENT_QUERY, clientIdOf } from '../urls';

const T = TEXTS.clients;

const FIELDS: FilterField[] = [
  { name: 'email', label: T.email, kind: 'text' },
  { name: 'first_name', label: T.firstName, kind: 'text' },
  { name: 'last_name', label: T.lastName, kind: 'text' },
  { name: 'phone', label: T.phone, kind: 'text' },
  { name: 'first_seen', label: T.firstSeen, kind: 'date' },
  { name: 'last_seen', label: T.lastSeen, kind: 'date' },
];

function toClientFilters(values: FilterValues): ClientFilterValues {
  const filters = { ...EMPTY_CLIENT_FILTERS };
  for (const key of Object.keys(filters) as (keyof ClientFilterValues)[])
    filters[key] = values[key]?.trim() ?? '';
  return filters;
}

/** /clientlist: filters, pages of 15, export; `?client={id}` opens that client. */
export function ClientListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = clientIdOf(searchParams);
  const [filters, setFilters] = useState<ClientFilterValues>(EMPTY_CLIENT_FILTERS);
  const [page, setPage] = useState(0);
  const { data, refetch } = useClients(filters, page);
  const exporter = useExport(exportClients, TEXTS.orders.exported);
  const [isRegistering, setRegistering] = useState(false);

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <PageTitle>{T.title}</PageTitle>
        <Button variant="contained" onClick={() => setRegistering(true)}>
          {T.register}
        </Button>
      </Stack>
      <FilterPanel
        fields={FIELDS}
        values={filters}
        onChange={(values) => {
          setFilters(toClientFilters(values));
          setPage(0);
        }}
        onRefresh={() => void refetch()}
        onExport={() => exporter.mutate(filters)}
        isExporting={exporter.isPending}
      />
      <Box sx={{ mt: 2 }}>
        {data && (
          <DataTable
            label={T.listLabel}
            columns={CLIENT_COLUMNS}
            rows={data.items}
            rowKey={(row) => row.id}
            total={data.total}
            page={page}
            pageSize={data.page_size}
            onPageChange={setPage}
            onRowClick={(row) => setSearchParams({ [CLIENT_QUERY]: String(row.id) })}
          />
        )}
      </Box>
      <NewClientDialog open={isRegistering} onClose={() => setRegistering(false)} />
      {openId !== null && (
        <ClientDialog clientId={openId} onClose={() => setSearchParams({}, { replace: false })} />
      )}
    </>
  );
}
