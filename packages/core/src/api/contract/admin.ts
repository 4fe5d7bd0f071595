import { z } from 'zod';
import { dataImportViewSchema, IMPORT_KINDS, IMPORT_STATUSES, SYNC_KINDS } from '../../products/imports';
import {
  adminStoreRowResponse,
  adminStoresQuerySchema,
  adminUpdateStoreSchema,
} from '../../validation/admin';
import { faqVisibleSchema, uploadFaqSchema } from '../../validation/admin-faqs';
import {
  acceptUnansweredFaqSchema,
  knowledgeBaseFaqViewSchema,
  standardFaqViewSchema,
  unansweredFaqViewSchema,
} from '../../validation/faqs';
import { boundedDate } from '../../validation/fields';
import { endpoint } from '../endpoint';
import { positiveId } from '../params';
import { fileResponse, messageResponse, pageOf } from '../responses';

const storeParams = z.object({ id: positiveId });
const faqParams = z.object({ id: positiveId, faqId: positiveId });
const storeAnswer = messageResponse.extend({ store: adminStoreRowResponse });
const knowledgeBase = z.array(knowledgeBaseFaqViewSchema);

/** Platform administration: the platform administrator only. */
export const adminApi = {
  'GET /api/admin/stores/': endpoint({
    query: adminStoresQuerySchema,
    response: pageOf(adminStoreRowResponse),
  }),
  'POST /api/admin/stores/:id/enable': endpoint({ params: storeParams, response: storeAnswer }),
  'POST /api/admin/stores/:id/disable': endpoint({ params: storeParams, response: storeAnswer }),
  /** Dedicated WhatsApp, report urls, business fields and notification plan. */
  'POST /api/admin/stores/:id': endpoint({
    params: storeParams,
    body: adminUpdateStoreSchema,
    response: storeAnswer,
  }),
  /** The stores' logs (or one store's) in a zip with JSON and CSV. */
  'GET /api/admin/logs': endpoint({
    query: z.object({
      store_id: z.coerce.number().int().positive().optional(),
      from: boundedDate().optional(),
      to: boundedDate().optional(),
    }),
    response: fileResponse,
  }),
  /** Every store's uploads, newest first (200 at most). */
  'GET /api/admin/data_imports': endpoint({
    query: z.object({ store_id: z.coerce.number().int().positive().optional() }),
    response: z.array(
      z.object({
        id: z.number().int(),
        store_id: z.number().int(),
        hashtag: z.string(),
        kind: z.enum([...IMPORT_KINDS, ...SYNC_KINDS]),
        status: z.enum(IMPORT_STATUSES),
        filepath: z.string(),
        error_msg: z.string().nullable(),
        created_at: z.string(),
        updated_at: z.string(),
      }),
    ),
  }),
  'GET /api/admin/stores/:id/faqs': endpoint({
    params: storeParams,
    response: z.object({ standard_faqs: z.array(standardFaqViewSchema), faqs: knowledgeBase }),
  }),
  'GET /api/admin/stores/:id/faqs_unmanaged': endpoint({
    params: storeParams,
    response: z.array(unansweredFaqViewSchema),
  }),
  'PUT /api/admin/stores/:id/faqs_unmanaged/:faqId': endpoint({
    params: faqParams,
    body: acceptUnansweredFaqSchema,
    response: messageResponse.extend({ faq: knowledgeBaseFaqViewSchema }),
  }),
  'POST /api/admin/stores/:id/faqs/:faqId/visible': endpoint({
    params: faqParams,
    body: faqVisibleSchema,
    response: messageResponse.extend({ faq: standardFaqViewSchema }),
  }),
  /** FAQs as text: one a line, the question (up to its ?), a space and the answer. */
  'POST /api/admin/stores/:id/upload_faq': endpoint({
    params: storeParams,
    body: uploadFaqSchema,
    response: messageResponse.extend({
      created: z.number().int(),
      updated: z.number().int(),
      faqs: knowledgeBase,
    }),
  }),
  /** A store's complete product list (multipart, field file: CSV or XLSX). */
  'POST /api/admin/stores/:id/products_import_file': endpoint({
    params: storeParams,
    multipart: true,
    response: messageResponse.extend({ data_import: dataImportViewSchema }),
    status: 201,
  }),
};
