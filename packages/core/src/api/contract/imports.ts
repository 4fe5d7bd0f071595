import { z } from 'zod';
import { dataImportViewSchema, IMPORT_KINDS, SYNC_KINDS } from '../../products/imports';
import { endpoint } from '../endpoint';
import { fileResponse, messageResponse, pageOf } from '../responses';

/** A multipart upload (field `file`: CSV or XLSX): the import is queued and runs in the background. */
const upload = endpoint({
  multipart: true,
  response: messageResponse.extend({ data_import: dataImportViewSchema }),
  status: 201,
});

/** Bulk product files (CARGA DE ARCHIVOS) and their log: any store user. */
export const importsApi = {
  'POST /api/store/products_file': upload,
  'POST /api/store/products_update': upload,
  'POST /api/store/product_prices': upload,
  'POST /api/store/products_stock': upload,
  'POST /api/store/products_delete': upload,
  'GET /api/store/data_imports': endpoint({
    query: z.object({
      kind: z.enum([...IMPORT_KINDS, ...SYNC_KINDS]).optional(),
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    }),
    response: pageOf(dataImportViewSchema),
  }),
  'GET /api/store/data_imports/:id': endpoint({
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: dataImportViewSchema,
  }),
  /** The current stock as CSV (id_original;nombre;stock), in the columns a stock upload takes back. */
  'GET /api/store/products_stock': endpoint({ response: fileResponse }),
  'GET /api/store/import_examples/:kind': endpoint({
    params: z.object({ kind: z.enum(IMPORT_KINDS) }),
    response: fileResponse,
  }),
};
