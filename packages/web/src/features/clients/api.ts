import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RequestOptions } from '../../api/client';
import { downloadFile } from '../../api/download';
import { queryString } from '../../api/query-string';
import { browserTimeZone } from '../../api/time-zone';
import { apiCall } from '../../api/call';

/** The /clientlist filters, as the server names them (spec sections 2 and 5). */
export type ClientFilterValues = {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  first_seen: string;
  last_seen: string;
};

export const EMPTY_CLIENT_FILTERS: ClientFilterValues = {
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  first_seen: '',
  last_seen: '',
};

type Signal = Pick<RequestOptions, 'signal'>;

/** Query keys of the clients area; an order save invalidates `all` (a client's orders change). */
export const clientKeys = {
  all: ['clients'] as const,
  list: (filters: ClientFilterValues, page: number) => [...clientKeys.all, 'list', filters, page] as const,
  detail: (id: number) => [...clientKeys.all, 'detail', id] as const,
  orders: (id: number, page: number) => [...clientKeys.all, 'orders', id, page] as const,
  activity: (id: number, page: number) => [...clientKeys.all, 'activity', id, page] as const,
};

/** GET /store/clients/: a page of 15 (page is 1-based on the server). */
export function listClients(filters: ClientFilterValues, page: number, options: Signal = {}) {
  return apiCall('GET /api/store/clients/', {
    query: { ...filters, page, tz: browserTimeZone() },
    ...options,
  });
}

export function getClient(id: number, options: Signal = {}) {
  // A numeric id answers the client (a {page}&{size} in its place answers a page, unused here).
  return apiCall('GET /api/store/clients/:id', { params: { id }, ...options }).then((answer) => {
    if ('items' in answer) throw new Error('GET /store/clients/{id} respondio una pagina');
    return answer;
  });
}

export function listClientOrders(id: number, page: number, options: Signal = {}) {
  return apiCall('GET /api/store/clients/:id/orders', { params: { id }, query: { page }, ...options });
}

export function listClientActivity(id: number, page: number, options: Signal = {}) {
  return apiCall('GET /api/store/clients/:id/activity', { params: { id }, query: { page }, ...options });
}

/** The filtered clients as the server's spreadsheet (datosExportadosClientes.xlsx). */
export function exportClients(filters: ClientFilterValues) {
  const query = queryString({ ...filters, tz: browserTimeZone() });
  return downloadFile(`/store/clients/export${query}`, 'datosExportadosClientes.xlsx');
}

export function useClients(filters: ClientFilterValues, page: number) {
  return useQuery({
    queryKey: clientKeys.list(filters, page),
    queryFn: ({ signal }) => listClients(filters, page + 1, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: number | null) {
  return useQuery({
    queryKey: clientKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getClient(id ?? 0, { signal }),
    enabled: id !== null,
    // A missing client sends the user home (spec section 2) instead of a toast.
    meta: { silentError: true },
  });
}

export function useClientOrders(id: number, page: number) {
  return useQuery({
    queryKey: clientKeys.orders(id, page),
    queryFn: ({ signal }) => listClientOrders(id, page + 1, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClientActivity(id: number, page: number) {
  return useQuery({
    queryKey: clientKeys.activity(id, page),
    queryFn: ({ signal }) => listClientActivity(id, page + 1, { signal }),
    placeholderData: keepPreviousData,
  });
}
