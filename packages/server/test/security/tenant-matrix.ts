import { exampleCsv } from '../../src/modules/imports/csv-write';
import { multipart } from '../../src/modules/imports/imports.fixtures';
import { CUSTOMER_MATRIX } from './tenant-matrix-customer';
import type { SeededStore } from './tenant-seed';

/** One request of the matrix; method and url default to the route's own. */
export interface MatrixCall {
  method?: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Overrides the entry's expectation for this call (a customer's own session reads its own data). */
  expect?: 'refused' | 'scoped';
}

/**
 * How each API route is attacked. Every route the server registers must have an entry (the suite
 * names the missing ones), so a new route cannot skip the tenant check.
 *
 * - store: store B's admin calls it with store A's real ids. 'refused': 403 or 404. 'scoped': the
 *   route takes no foreign id (a list, a create, a file), so it may answer, but only with B's own
 *   data. Either way no text of store A comes back and store A is unchanged afterwards.
 * - admin: anonymous, store admin and store crew are all refused.
 * - customer: calls made with store B's customer values (order token, session) and store A's ids:
 *   401, 403 or 404 and no text of store A.
 * - staff / public: no store data is reachable through the route; `why` says what it touches.
 */
export type MatrixEntry =
  | { kind: 'store'; expect: 'refused' | 'scoped'; calls: (a: SeededStore, b: SeededStore) => MatrixCall[] }
  | { kind: 'admin'; call: (a: SeededStore) => MatrixCall }
  | { kind: 'customer'; calls: (a: SeededStore, b: SeededStore) => MatrixCall[] }
  | { kind: 'staff'; why: string }
  | { kind: 'public'; why: string };

const refused = (calls: (a: SeededStore, b: SeededStore) => MatrixCall[]): MatrixEntry => ({
  kind: 'store',
  expect: 'refused',
  calls,
});
const scoped = (calls: (a: SeededStore, b: SeededStore) => MatrixCall[]): MatrixEntry => ({
  kind: 'store',
  expect: 'scoped',
  calls,
});
const admin = (call: (a: SeededStore) => MatrixCall): MatrixEntry => ({ kind: 'admin', call });

const multipartCall = (filename: string, content: string) => {
  const body = multipart(filename, content);
  return { payload: body.payload, headers: body.headers };
};

/** A product file naming store A's product, uploaded by store B. */
const upload = (kind: string, a: SeededStore): MatrixCall => {
  const csv = exampleCsv(kind as 'products_file')
    .replace('ALM-0001', a.productOriginalId)
    .replace('BEB-0003', a.productOriginalId);
  return { url: `/api/store/${kind}`, ...multipartCall(`${kind}.csv`, csv) };
};

const query = (url: string, params: Record<string, string>) => `${url}?${new URLSearchParams(params)}`;

export const TENANT_MATRIX: Record<string, MatrixEntry> = {
  ...CUSTOMER_MATRIX,
  // --- public and self-service ---
  'GET /api/health': { kind: 'public', why: 'estado del servidor, sin datos de tiendas' },
  'GET /api/captcha/challenge': { kind: 'public', why: 'desafio ALTCHA nuevo' },
  'POST /api/user/login': { kind: 'public', why: 'ingreso con credenciales; limitado (ADR 0009)' },
  'POST /api/store/register': { kind: 'public', why: 'crea una tienda nueva; captcha' },
  'POST /api/user/startpasswordrecover': { kind: 'public', why: 'misma respuesta exista o no el email' },
  'POST /api/user/passwordrecover': { kind: 'public', why: 'solo con el codigo enviado por email' },
  'POST /api/user/changepassword': { kind: 'staff', why: 'cambia solo la contraseña de quien llama' },
  'POST /api/user/me': { kind: 'staff', why: 'guarda solo el nombre de quien llama' },

  // --- store: own store ---
  'GET /api/store/me': scoped(() => [{ url: '/api/store/me' }]),
  'POST /api/store/:storeId': refused((a) => [
    { url: `/api/store/${a.storeId}`, payload: { name: 'Tomada' } },
  ]),
  'GET /api/store/dashboard': scoped(() => [{ url: '/api/store/dashboard' }]),
  'GET /api/store/reports': scoped(() => [{ url: '/api/store/reports' }]),

  // --- store users ---
  'GET /api/store/users/': scoped(() => [{ url: '/api/store/users/' }]),
  'POST /api/store/users/': scoped((a) => [
    { url: '/api/store/users/', payload: { email: a.crew.email, password: 'clave123' } },
  ]),
  'DELETE /api/store/users/:id': refused((a) => [
    { url: `/api/store/users/${a.crew.id}` },
    { url: `/api/store/users/${a.admin.id}` },
  ]),

  // --- products ---
  'GET /api/store/products/': scoped((a) => [{ url: query('/api/store/products/', { name: a.marker }) }]),
  'GET /api/store/products': scoped((a) => [{ url: query('/api/store/products', { tag: a.marker }) }]),
  'GET /api/store/products/:range': scoped((a) => [
    { url: query('/api/store/products/1&100', { name: a.marker }) },
  ]),
  'GET /api/store/products/byfield/:spec': scoped((a) => [
    { url: `/api/store/products/byfield/${a.marker}&&&&&1` },
    { url: `/api/store/products/byfield/&&&${a.productOriginalId}&&1` },
  ]),
  'GET /api/store/products/brands': scoped(() => [{ url: '/api/store/products/brands' }]),
  'GET /api/store/products/kinds': scoped(() => [{ url: '/api/store/products/kinds' }]),
  'GET /api/store/products/export': scoped((a) => [
    { url: query('/api/store/products/export', { name: a.marker }) },
  ]),
  'POST /api/store/products/': scoped(() => [
    {
      url: '/api/store/products/',
      payload: { name: 'Propio', kind: 'Tipo', price_per_unit: 1 },
    },
  ]),
  'POST /api/store/products/:id': refused((a) => [
    { url: `/api/store/products/${a.productId}`, payload: { price_per_unit: 1 } },
  ]),
  'DELETE /api/store/products/': refused((a) => [
    { url: '/api/store/products/', payload: { product_ids: [a.productId] } },
  ]),
  // The product is looked up in the caller's store before the file is read: a 404 for B.
  'POST /api/store/products/:id/image': refused((a) => [
    { url: `/api/store/products/${a.productId}/image`, ...multipartCall('foto.jpg', 'no es una foto') },
  ]),
  'GET /api/images/:storeId/:token': {
    kind: 'public',
    why: 'a stored product photo, named by a random 128-bit token; the store id in the path only scopes the lookup, so a token under another store id is a 404 (product-images.test.ts)',
  },

  // --- product files ---
  'POST /api/store/products_file': scoped((a) => [upload('products_file', a)]),
  'POST /api/store/products_update': scoped((a) => [upload('products_update', a)]),
  'POST /api/store/product_prices': scoped((a) => [upload('product_prices', a)]),
  'POST /api/store/products_stock': scoped((a) => [upload('products_stock', a)]),
  'POST /api/store/products_delete': scoped((a) => [upload('products_delete', a)]),
  'GET /api/store/products_stock': scoped(() => [{ url: '/api/store/products_stock' }]),
  'GET /api/store/data_imports': scoped(() => [{ url: '/api/store/data_imports' }]),
  'GET /api/store/data_imports/:id': refused((a) => [{ url: `/api/store/data_imports/${a.importId}` }]),
  'GET /api/store/import_examples/:kind': scoped(() => [{ url: '/api/store/import_examples/products_file' }]),

  // --- clients ---
  'GET /api/store/clients/': scoped((a) => [{ url: query('/api/store/clients/', { email: a.clientEmail }) }]),
  'GET /api/store/clients': scoped((a) => [{ url: query('/api/store/clients', { first_name: a.marker }) }]),
  'GET /api/store/clients/export': scoped((a) => [
    { url: query('/api/store/clients/export', { email: a.clientEmail }) },
  ]),
  'POST /api/store/clients/': scoped(() => [
    { url: '/api/store/clients/', payload: { first_name: 'Cliente de B', phone: '11 5000-7777' } },
  ]),
  'GET /api/store/clients/:id': refused((a) => [{ url: `/api/store/clients/${a.clientId}` }]),
  'POST /api/store/clients/:id': refused((a) => [
    { url: `/api/store/clients/${a.clientId}`, payload: { first_name: 'Intruso' } },
  ]),
  'GET /api/store/clients/:id/activity': refused((a) => [
    { url: `/api/store/clients/${a.clientId}/activity` },
  ]),
  'GET /api/store/clients/:id/orders': refused((a) => [{ url: `/api/store/clients/${a.clientId}/orders` }]),

  // --- orders ---
  'GET /api/store/orders': scoped((a) => [
    { url: query('/api/store/orders', { client: a.marker }) },
    { url: query('/api/store/orders', { original_id: a.marker }) },
  ]),
  'GET /api/store/orders/export': scoped((a) => [
    { url: query('/api/store/orders/export', { client: a.marker }) },
    { url: query('/api/store/orders/export', { view: 'payments' }) },
  ]),
  'GET /api/store/orders/:id': refused((a) => [{ url: `/api/store/orders/${a.orderId}` }]),
  // --- payments of an order (issue 19: Completar, undo, delivery switch, alerts, totals) ---
  'POST /api/store/orders/:id/payment/complete': refused((a) => [
    { url: `/api/store/orders/${a.orderId}/payment/complete`, payload: { amount: 200, note: 'recibo' } },
  ]),
  'POST /api/store/orders/:id/payment/undo': refused((a) => [
    { url: `/api/store/orders/${a.orderId}/payment/undo`, payload: {} },
  ]),
  'POST /api/store/orders/:id/delivery': refused((a) => [
    { url: `/api/store/orders/${a.orderId}/delivery`, payload: { delivery: false } },
  ]),
  'GET /api/store/payments/settings': scoped(() => [{ url: '/api/store/payments/settings' }]),
  'PUT /api/store/payments/settings': scoped(() => [
    { url: '/api/store/payments/settings', payload: { crew_can_complete_payments: false } },
  ]),
  'GET /api/store/payments/alerts': scoped(() => [
    { url: query('/api/store/payments/alerts', { since: '2020-01-01T00:00:00.000Z' }) },
  ]),
  'GET /api/store/payments/totals': scoped((a) => [
    { url: query('/api/store/payments/totals', { client: a.marker }) },
    { url: '/api/store/payments/totals' },
  ]),
  'POST /api/store/orders/:id': refused((a, b) => [
    { url: `/api/store/orders/${a.orderId}`, payload: { store_observation: 'tomado' } },
    // B's own order cannot reach A's item, concept or product either.
    { url: `/api/store/orders/${b.orderId}`, payload: { items: [{ id: a.orderItemId, amount: 9 }] } },
    { url: `/api/store/orders/${b.orderId}`, payload: { items: [{ product_id: a.productId, amount: 1 }] } },
    {
      url: `/api/store/orders/${b.orderId}`,
      payload: { other_concepts: [{ id: a.conceptId, description: 'x', amount: 5 }] },
    },
    { url: `/api/store/orders/${b.orderId}`, payload: { other_concepts_del: [a.conceptId] } },
  ]),

  // --- settings ---
  'GET /api/store/payment_methods/': scoped(() => [{ url: '/api/store/payment_methods/' }]),
  'POST /api/store/payment_methods/': refused((a) => [
    { url: '/api/store/payment_methods/', payload: [{ id: a.paymentMethodId, name: 'Tomado' }] },
  ]),
  'GET /api/store/theme': scoped(() => [{ url: '/api/store/theme' }]),
  // The server's online payment state: the same answer for every store, nothing of store A's.
  'GET /api/store/online_payment': scoped(() => [{ url: '/api/store/online_payment' }]),
  'POST /api/store/theme': scoped(() => [{ url: '/api/store/theme', payload: { title: 'Propio' } }]),
  'GET /api/store/integration_settings': scoped(() => [{ url: '/api/store/integration_settings' }]),
  'POST /api/store/integration_settings': scoped(() => [
    { url: '/api/store/integration_settings', payload: { woo_auto_orders: false } },
  ]),

  // --- FAQs ---
  'GET /api/store/standard_faqs/': scoped(() => [{ url: '/api/store/standard_faqs/' }]),
  'POST /api/store/standard_faqs/': scoped(() => [
    {
      url: '/api/store/standard_faqs/',
      payload: [{ faq_type: 'payment_methods', question: '', response: 'Propia', method_info: '' }],
    },
  ]),
  'GET /api/store/faqs': scoped(() => [{ url: '/api/store/faqs' }]),
  'POST /api/store/faqs': scoped(() => [
    { url: '/api/store/faqs', payload: { model_queries: ['hola'], response: 'Propia' } },
  ]),
  'PUT /api/store/faqs/:id': refused((a) => [
    { url: `/api/store/faqs/${a.faqId}`, payload: { model_queries: ['x'], response: 'Tomada' } },
  ]),
  'DELETE /api/store/faqs/:id': refused((a) => [{ url: `/api/store/faqs/${a.faqId}` }]),
  'GET /api/store/faqs_unmanaged': scoped(() => [{ url: '/api/store/faqs_unmanaged' }]),
  'PUT /api/store/faqs_unmanaged/:id': refused((a) => [
    { url: `/api/store/faqs_unmanaged/${a.unansweredId}`, payload: { response: 'Tomada' } },
  ]),
  'DELETE /api/store/faqs_unmanaged/:id': refused((a) => [
    { url: `/api/store/faqs_unmanaged/${a.unansweredId}` },
  ]),
  'POST /api/store/faqs_unmanaged/:id/synonym': refused((a) => [
    {
      url: `/api/store/faqs_unmanaged/${a.unansweredId}/synonym`,
      payload: { term: 'tomada', means: 'cerveza' },
    },
  ]),
  'GET /api/store/synonyms': scoped(() => [{ url: '/api/store/synonyms' }]),
  'GET /api/store/synonyms/suggestions': scoped((a) => [
    { url: query('/api/store/synonyms/suggestions', { q: a.marker }) },
  ]),
  'POST /api/store/synonyms': scoped(() => [
    { url: '/api/store/synonyms', payload: { term: 'propia', means: 'cerveza' } },
  ]),
  'PUT /api/store/synonyms/:id': refused((a) => [
    { url: `/api/store/synonyms/${a.synonymId}`, payload: { term: 'tomada', means: 'cerveza' } },
  ]),
  'DELETE /api/store/synonyms/:id': refused((a) => [{ url: `/api/store/synonyms/${a.synonymId}` }]),

  // --- marketing ---
  'GET /api/store/promos/': scoped(() => [{ url: '/api/store/promos/' }]),
  // The calendar is saved whole: a foreign id is ignored, A's promo stays as it was.
  'POST /api/store/promos/': scoped((a) => [
    { url: '/api/store/promos/', payload: [{ id: a.promoId, day_of_week: '1', promo_msg: 'Tomada' }] },
  ]),
  'GET /api/store/refcodes/': scoped(() => [{ url: '/api/store/refcodes/' }]),
  'POST /api/store/refcodes/': refused((a) => [
    { url: '/api/store/refcodes/', payload: { code: a.refcode, description: 'Tomado' } },
  ]),

  // --- notifications and integrations (store side) ---
  'GET /api/store/notifications': scoped(() => [{ url: '/api/store/notifications' }]),
  'GET /api/store/notifications/settings': scoped(() => [{ url: '/api/store/notifications/settings' }]),
  'PUT /api/store/notifications/settings': scoped(() => [
    { url: '/api/store/notifications/settings', payload: { time_zone: 'America/Argentina/Buenos_Aires' } },
  ]),
  'PUT /api/store/clients/:id/notification': refused((a) => [
    { url: `/api/store/clients/${a.clientId}/notification`, payload: { notification: false } },
  ]),
  'GET /api/store/integrations/woocommerce': scoped(() => [{ url: '/api/store/integrations/woocommerce' }]),
  'POST /api/store/integrations/woocommerce/sync': scoped(() => [
    { url: '/api/store/integrations/woocommerce/sync', payload: { targets: ['products'] } },
  ]),

  // --- platform administration ---
  'GET /api/admin/stores/': admin((a) => ({ url: query('/api/admin/stores/', { name: a.marker }) })),
  'POST /api/admin/stores/:id': admin((a) => ({
    url: `/api/admin/stores/${a.storeId}`,
    payload: { name: 'x' },
  })),
  'POST /api/admin/stores/:id/enable': admin((a) => ({ url: `/api/admin/stores/${a.storeId}/enable` })),
  'POST /api/admin/stores/:id/disable': admin((a) => ({ url: `/api/admin/stores/${a.storeId}/disable` })),
  'GET /api/admin/logs': admin((a) => ({ url: query('/api/admin/logs', { store_id: String(a.storeId) }) })),
  'GET /api/admin/data_imports': admin((a) => ({
    url: query('/api/admin/data_imports', { store_id: String(a.storeId) }),
  })),
  'GET /api/admin/stores/:id/faqs': admin((a) => ({ url: `/api/admin/stores/${a.storeId}/faqs` })),
  'GET /api/admin/stores/:id/faqs_unmanaged': admin((a) => ({
    url: `/api/admin/stores/${a.storeId}/faqs_unmanaged`,
  })),
  'POST /api/admin/stores/:id/faqs/:faqId/visible': admin((a) => ({
    url: `/api/admin/stores/${a.storeId}/faqs/${a.faqId}/visible`,
    payload: { visible: false },
  })),
  'PUT /api/admin/stores/:id/faqs_unmanaged/:faqId': admin((a) => ({
    url: `/api/admin/stores/${a.storeId}/faqs_unmanaged/${a.unansweredId}`,
    payload: { response: 'Tomada' },
  })),
  'POST /api/admin/stores/:id/upload_faq': admin((a) => ({
    url: `/api/admin/stores/${a.storeId}/upload_faq`,
    ...multipartCall('faqs.csv', `pregunta;respuesta\r\nhola;${a.marker}\r\n`),
  })),
  'POST /api/admin/stores/:id/products_import_file': admin((a) => ({
    url: `/api/admin/stores/${a.storeId}/products_import_file`,
    ...multipartCall('products_file.csv', exampleCsv('products_file')),
  })),
};
