import type { MatrixEntry } from './tenant-matrix';

/**
 * The matrix's customer-side routes (customer pages, payments, webhooks): no staff login. Calls use
 * store B's customer session with store A's ids; see TENANT_MATRIX for the entry kinds.
 */
export const CUSTOMER_MATRIX: Record<string, MatrixEntry> = {
  // --- customer pages: store B's customer with store A's ids ---
  'GET /api/public/config': { kind: 'public', why: 'configuracion publica de las paginas de cliente' },
  'GET /api/client/store/:hashtag': {
    kind: 'public',
    why: 'datos publicos de una tienda (nombre, estilo): los muestra su propia pagina /s/:hashtag',
  },
  'POST /api/presetstore': {
    kind: 'public',
    why: 'asocia la sesion de quien llama a una tienda publica; no lee datos de otra sesion',
  },
  'POST /api/client/ref_code': {
    kind: 'public',
    why: 'un codigo de referencia (QR impreso) lleva a su tienda por diseño; solo cambia la sesion propia',
  },
  'GET /api/client/recover_session/:session': {
    kind: 'customer',
    calls: (_a, b) => [
      { url: '/api/client/recover_session/dfmessenger-0000000000' },
      { url: `/api/client/recover_session/${b.customer.session}`, expect: 'scoped' },
    ],
  },
  'POST /api/client/orderstatus': {
    kind: 'customer',
    calls: (_a, b) => [
      { url: '/api/client/orderstatus', payload: { token: 'x'.repeat(32), session_id: b.customer.session } },
    ],
  },
  'POST /api/client/productlist': {
    kind: 'customer',
    calls: (a, b) => [
      { url: '/api/client/productlist', payload: { token: 'x'.repeat(32), session_id: b.customer.session } },
      {
        url: '/api/client/productlist',
        payload: { token: b.customer.productListToken, session_id: b.customer.session, name: a.marker },
        expect: 'scoped',
      },
    ],
  },
  'POST /api/client/order/items': {
    kind: 'customer',
    calls: (a, b) => [
      {
        url: '/api/client/order/items',
        payload: { session_id: b.customer.session, items: [{ product_id: a.productId, amount: 1 }] },
      },
    ],
  },
  'PUT /api/client/order/:orderId/items/:itemId': {
    kind: 'customer',
    calls: (a, b) => [
      {
        url: `/api/client/order/${a.customer.orderId}/items/${a.customer.itemId}`,
        payload: { session_id: b.customer.session, amount: 5 },
      },
      {
        url: `/api/client/order/${b.customer.orderId}/items/${a.customer.itemId}`,
        payload: { session_id: b.customer.session, amount: 5 },
      },
    ],
  },
  'DELETE /api/client/order/:orderId/items/:itemId': {
    kind: 'customer',
    calls: (a, b) => [
      {
        url: `/api/client/order/${a.customer.orderId}/items/${a.customer.itemId}`,
        payload: { session_id: b.customer.session },
      },
      {
        url: `/api/client/order/${b.customer.orderId}/items/${a.customer.itemId}`,
        payload: { session_id: b.customer.session },
      },
    ],
  },
  'POST /api/client/order/:orderId/confirm': {
    kind: 'customer',
    calls: (a, b) => [
      { url: `/api/client/order/${a.customer.orderId}/confirm`, payload: { session_id: b.customer.session } },
    ],
  },
  'POST /api/client/order/:orderId/details': {
    kind: 'customer',
    calls: (a, b) => [
      {
        url: `/api/client/order/${a.customer.orderId}/details`,
        payload: { session_id: b.customer.session, first_name: 'Intruso' },
      },
    ],
  },
  'POST /api/client/order/claim': {
    kind: 'customer',
    calls: (a, b) => [
      { url: '/api/client/order/claim', payload: { token: 'x'.repeat(32), session_id: b.customer.session } },
      // Store B's session cannot take store A's order, even holding its link.
      {
        url: '/api/client/order/claim',
        payload: { token: a.customer.orderToken, session_id: b.customer.session },
      },
    ],
  },
  'POST /api/client/orderstatus/checkout': {
    kind: 'customer',
    calls: () => [{ url: '/api/client/orderstatus/checkout', payload: { token: 'x'.repeat(32) } }],
  },
  'POST /api/client/order/:orderId/checkout': {
    kind: 'customer',
    calls: (a, b) => [
      {
        url: `/api/client/order/${a.customer.orderId}/checkout`,
        payload: { session_id: b.customer.session },
      },
    ],
  },
  'POST /api/client/chat': {
    kind: 'customer',
    calls: (a, b) => [
      {
        url: '/api/client/chat',
        // Both stores sell a 'Yerba …' named with their marker: store A's would show in the answer
        // if the chat read A's catalogue. (The customer's own words are echoed when a product is
        // not sold, so A's marker is not typed here.)
        payload: { session_id: b.customer.session, store: b.hashtag, text: '¿cuánto sale la yerba?' },
        expect: 'scoped',
      },
    ],
  },
  'GET /api/client/chat/history': {
    kind: 'customer',
    calls: (a, b) => [
      // Store B's session asking store A's conversation: its own (empty) lines with A, nothing of A's.
      {
        url: `/api/client/chat/history?session_id=${a.customer.session}&store=${encodeURIComponent(b.hashtag)}`,
        expect: 'scoped',
      },
      {
        url: `/api/client/chat/history?session_id=${b.customer.session}&store=${encodeURIComponent(b.hashtag)}`,
        expect: 'scoped',
      },
    ],
  },
  'POST /api/client/log_activity': {
    kind: 'customer',
    calls: (a, b) => [
      {
        url: '/api/client/log_activity',
        payload: {
          session_id: b.customer.session,
          activity_name: 'visita',
          payload: { client_id: a.clientId },
        },
        expect: 'scoped',
      },
    ],
  },

  // --- payments and webhooks: no store login; each checks its own secret ---
  'GET /api/payments/sandbox/:payment_id': {
    kind: 'customer',
    calls: () => [{ url: '/api/payments/sandbox/999999999' }],
  },
  'POST /api/payments/sandbox/:payment_id/pay': {
    kind: 'customer',
    calls: () => [{ url: '/api/payments/sandbox/999999999/pay', payload: { outcome: 'approved' } }],
  },
  'POST /api/payments/webhook/:provider': {
    kind: 'public',
    why: 'aviso del proveedor de pagos; se verifica con la firma y se consulta el pago al proveedor',
  },
  'GET /api/webhooks/whatsapp': { kind: 'public', why: 'verificacion del webhook con su token secreto' },
  'POST /api/webhooks/whatsapp': { kind: 'public', why: 'estados de entrega de WhatsApp, con firma' },
};
