import { z } from 'zod';
import { reportQuerySchema, storeReportResponse } from '../../reports/reports';
import { wooSyncRequestSchema } from '../../validation/integration-settings';
import { dataImportViewSchema } from '../../products/imports';
import { endpoint } from '../endpoint';
import { messageResponse } from '../responses';

/** INFORMES (any store user), PAGOS' online payment state and a WooCommerce sync (store admins). */
export const reportsApi = {
  'GET /api/store/reports': endpoint({ query: reportQuerySchema, response: storeReportResponse }),
  /** Whether online payment is on (MercadoPago), a test one (sandbox) or unavailable. */
  'GET /api/store/online_payment': endpoint({
    response: z.object({ provider: z.enum(['mercadopago', 'sandbox']).nullable(), message: z.string() }),
  }),
  /** Imports WooCommerce products and/or orders now, in the background (202; progress in the log). */
  'POST /api/store/integrations/woocommerce/sync': endpoint({
    body: wooSyncRequestSchema,
    response: messageResponse.extend({ data_imports: z.array(dataImportViewSchema) }),
    status: 202,
  }),
};
