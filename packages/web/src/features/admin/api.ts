import type { AdminUpdateStoreInput, KnowledgeBaseFaq, StandardFaq } from '@mostrador/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RequestOptions } from '../../api/client';
import { downloadFile } from '../../api/download';
import { queryString } from '../../api/query-string';
import { apiCall } from '../../api/call';

/** Search, sort and page of GET /admin/stores/ (the server pages, so 10,000 stores stay light). */
export interface StoreListParams {
  q: string;
  sort: 'created_at' | 'name' | 'hashtag' | 'creatoremail';
  order: 'asc' | 'desc';
  /** 0-based, as the table counts. */
  page: number;
}

export const STORES_PAGE_SIZE = 15;

export const adminKeys = {
  all: ['admin'] as const,
  stores: () => [...adminKeys.all, 'stores'] as const,
  storeList: (params: StoreListParams) => [...adminKeys.stores(), params] as const,
  faqs: (storeId: number) => [...adminKeys.all, 'faqs', storeId] as const,
};

type Signal = Pick<RequestOptions, 'signal'>;

export function listStores(params: StoreListParams, options: Signal = {}) {
  const { page, ...rest } = params;
  return apiCall('GET /api/admin/stores/', {
    query: { ...rest, page: page + 1, page_size: STORES_PAGE_SIZE },
    ...options,
  });
}

export function setStoreEnabled(id: number, enabled: boolean) {
  return apiCall(enabled ? 'POST /api/admin/stores/:id/enable' : 'POST /api/admin/stores/:id/disable', {
    params: { id },
  });
}

export function updateStore(id: number, input: AdminUpdateStoreInput) {
  return apiCall('POST /api/admin/stores/:id', { params: { id }, body: input });
}

export function listStoreFaqs(id: number, options: Signal = {}) {
  return apiCall('GET /api/admin/stores/:id/faqs', { params: { id }, ...options });
}

export function uploadFaqs(id: number, texts: string) {
  return apiCall('POST /api/admin/stores/:id/upload_faq', { params: { id }, body: { texts } });
}

export function setFaqVisible(storeId: number, faqId: number, visible: boolean) {
  return apiCall('POST /api/admin/stores/:id/faqs/:faqId/visible', {
    params: { id: storeId, faqId },
    body: { visible },
  });
}

export function uploadProductsFile(id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiCall('POST /api/admin/stores/:id/products_import_file', { params: { id }, body: form });
}

/** GET /admin/logs: a zip with the logs as JSON and CSV, of one store or of all. */
export function downloadLogs(storeId?: number, period: { from?: string; to?: string } = {}) {
  const name = storeId ? `logs-tienda-${storeId}.zip` : 'logs.zip';
  return downloadFile(`/admin/logs${queryString({ store_id: storeId, ...period })}`, name);
}

/** While a row's upload waits or runs, the page is asked again so its colour follows. */
const STATUS_POLL_MS = 1500;

export function useAdminStores(params: StoreListParams, enabled = true) {
  return useQuery({
    queryKey: adminKeys.storeList(params),
    queryFn: ({ signal }) => listStores(params, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    // The status poll must not cover the table with the loading overlay; the table shows its own bar.
    meta: { background: true },
    refetchInterval: (query) =>
      query.state.data?.items.some((row) => row.csv_status === 'pending' || row.csv_status === 'processing')
        ? STATUS_POLL_MS
        : false,
  });
}

export function useStoreFaqs(storeId: number | null) {
  return useQuery({
    queryKey: adminKeys.faqs(storeId ?? 0),
    queryFn: ({ signal }) => listStoreFaqs(storeId!, { signal }),
    enabled: storeId !== null,
  });
}

/** Every admin change reloads the table (and the FAQs) in the background. */
function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export function useSetStoreEnabled() {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setStoreEnabled(id, enabled),
    onSuccess,
  });
}

export function useUpdateStore() {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUpdateStoreInput }) => updateStore(id, input),
    onSuccess,
  });
}

export function useUploadFaqs() {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, texts }: { id: number; texts: string }) => uploadFaqs(id, texts),
    onSuccess,
  });
}

export function useSetFaqVisible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, faqId, visible }: { storeId: number; faqId: number; visible: boolean }) =>
      setFaqVisible(storeId, faqId, visible),
    // The answer carries the saved FAQ: the card changes at once, without waiting for a reload.
    onSuccess: (answer, { storeId }) =>
      queryClient.setQueryData<{ standard_faqs: StandardFaq[]; faqs: KnowledgeBaseFaq[] }>(
        adminKeys.faqs(storeId),
        (current) =>
          current && {
            ...current,
            standard_faqs: current.standard_faqs.map((faq) => (faq.id === answer.faq.id ? answer.faq : faq)),
          },
      ),
  });
}

export function useUploadProductsFile() {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadProductsFile(id, file),
    onSuccess,
  });
}
