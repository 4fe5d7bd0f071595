import {
  IMPORT_STATUS,
  type CreateProductInput,
  type ImportKind,
  type UpdateProductInput,
} from '@mostrador/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RequestOptions } from '../../api/client';
import { apiCall } from '../../api/call';
import { downloadFile } from '../../api/download';
import { queryString } from '../../api/query-string';

/** The filter bar of /productstore, named as GET /store/products/ takes them (spec section 2). */
export interface ProductFilterValues {
  name: string;
  kind: string;
  brand: string;
  original_id: string;
  tag: string;
}

export const EMPTY_PRODUCT_FILTERS: ProductFilterValues = {
  name: '',
  kind: '',
  brand: '',
  original_id: '',
  tag: '',
};

/** The product table's two combos: which store list of names fills each one. */
export type ProductNameList = 'brands' | 'kinds';

/** Query keys of the catalogue; every product mutation invalidates `all` (lists and names). */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductFilterValues, page: number) => [...productKeys.lists(), filters, page] as const,
  names: (list: ProductNameList, kind = '') => [...productKeys.all, 'names', list, kind] as const,
};

export const importKeys = {
  all: ['data-imports'] as const,
  latest: () => [...importKeys.all, 'latest'] as const,
};

type Signal = Pick<RequestOptions, 'signal'>;

/** GET /store/products/: one page of 15 (the server counts pages from 1). */
export function listProducts(filters: ProductFilterValues, page: number, options: Signal = {}) {
  return apiCall('GET /api/store/products/', { query: { ...filters, page: page + 1 }, ...options });
}

/** The store's brand or kind names, for the MARCA and TIPO combos; brands of one kind with `kind`. */
export function listProductNames(list: ProductNameList, kind = '', options: Signal = {}) {
  return apiCall(`GET /api/store/products/${list}`, { query: { kind }, ...options });
}

export function createProduct(input: CreateProductInput) {
  return apiCall('POST /api/store/products/', { body: input });
}

export function updateProduct(id: number, input: UpdateProductInput) {
  return apiCall('POST /api/store/products/:id', { params: { id }, body: { id, ...input } });
}

export function deleteProducts(productIds: number[]) {
  return apiCall('DELETE /api/store/products/', { body: { product_ids: productIds } });
}

/** The five multipart uploads: POST /store/{kind} with the file in the field `file`. */
export function uploadProductFile(kind: ImportKind, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiCall(`POST /api/store/${kind}`, { body: form });
}

/** POST /store/products/{id}/image: the server stores the photo and answers the updated product. */
export function uploadProductImage(id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiCall('POST /api/store/products/:id/image', { params: { id }, body: form });
}

/** GET /store/data_imports: the upload log, newest first; the first entry drives the status colour. */
export function listImports(options: Signal = {}) {
  return apiCall('GET /api/store/data_imports', options);
}

/** Spec section 7: the spreadsheet is made on the server with the filters on screen. */
export function exportProducts(filters: ProductFilterValues) {
  return downloadFile(
    `/store/products/export${queryString({ ...filters })}`,
    'datosExportadosProductos.xlsx',
  );
}

export function downloadStock() {
  return downloadFile('/store/products_stock', 'stockProductos.csv');
}

export function downloadImportExample(kind: ImportKind) {
  return downloadFile(`/store/import_examples/${kind}`, `ejemplo-${kind}.csv`);
}

export function useProducts(filters: ProductFilterValues, page: number) {
  return useQuery({
    queryKey: productKeys.list(filters, page),
    queryFn: ({ signal }) => listProducts(filters, page, { signal }),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useProductNames(list: ProductNameList, kind = '') {
  return useQuery({
    queryKey: productKeys.names(list, kind),
    queryFn: ({ signal }) => listProductNames(list, kind, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** How often the status is asked again while an upload waits or runs. */
const IMPORT_POLL_MS = 1500;

/** The latest upload of the store; asked again every 1.5 s until it is complete or failed. */
export function useLatestImport() {
  return useQuery({
    queryKey: importKeys.latest(),
    queryFn: async ({ signal }) => (await listImports({ signal })).items[0] ?? null,
    refetchInterval: (query) => {
      const latest = query.state.data;
      return latest && !IMPORT_STATUS[latest.status].finished ? IMPORT_POLL_MS : false;
    },
    // Polling is background work: it must not cover the screen with the loading overlay.
    meta: { background: true },
  });
}

/**
 * Reloads lists and combos without waiting for them: a row whose product changed remounts when
 * the new list arrives, and the caller's own onSuccess (its toast) must run before that.
 */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
  };
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: createProduct, onSuccess: invalidate });
}

export function useUpdateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateProductInput }) => updateProduct(id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteProducts() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: deleteProducts, onSuccess: invalidate });
}

export function useUploadProductImage() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadProductImage(id, file),
    onSuccess: invalidate,
  });
}

export function useUploadProductFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => uploadProductFile(kind, file),
    onSuccess: (answer) => {
      // The answer is the new latest entry: the light turns yellow at once and polling starts.
      queryClient.setQueryData(importKeys.latest(), answer.data_import);
      void queryClient.invalidateQueries({ queryKey: importKeys.all });
    },
  });
}

export function useExportProducts() {
  return useMutation({ mutationFn: exportProducts });
}

export function useDownload() {
  return useMutation({ mutationFn: (download: () => Promise<void>) => download() });
}
