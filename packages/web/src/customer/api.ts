import type { BodyOf, CustomerApi, ResponseOf } from '@mostrador/core';
import type { CatalogueFilters } from './types';
import { requestOf, type CallParts, type OptionalIfEmpty } from '../api/contract-path';
import { OFFLINE_MESSAGE, serverMessage } from '../api/server-message';

/** A rejected customer call: `message` is safe to show; `status` is 0 when the network failed. */
export class CustomerApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'CustomerApiError';
    this.status = status;
  }
}

type CustomerKey = keyof CustomerApi;

/*
 * The customer pages' own fetch wrapper (spec section 8): the body's message or the status text,
 * the offline message on a network failure, and never a logout (customers have no staff session).
 * It does not reuse src/api/client.ts so that no staff session code reaches this bundle. Calls are
 * typed by the customer part of the API contract (core/src/api/contract/customer.ts), types only.
 */
async function call<K extends CustomerKey>(
  key: K,
  ...[parts]: OptionalIfEmpty<CallParts<CustomerApi[K]>>
): Promise<ResponseOf<CustomerApi[K]>> {
  const loose = parts as Parameters<typeof requestOf>[1];
  const [method, path] = requestOf(key, loose);
  const init: RequestInit = { method, headers: { Accept: 'application/json' } };
  if (loose?.body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(loose.body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, init);
  } catch {
    throw new CustomerApiError(OFFLINE_MESSAGE, 0);
  }
  if (!response.ok) throw new CustomerApiError(await serverMessage(response), response.status);
  const text = response.status === 204 ? '' : await response.text();
  return (text ? JSON.parse(text) : null) as ResponseOf<CustomerApi[K]>;
}

export const customerApi = {
  store: (hashtag: string) => call('GET /api/client/store/:hashtag', { params: { hashtag } }),
  presetStore: (session: string, store: string) =>
    call('POST /api/presetstore', { body: { session, store } }),
  recoverSession: (session: string) =>
    call('GET /api/client/recover_session/:session', { params: { session } }),
  orderStatus: (token: string, sessionId?: string) =>
    call('POST /api/client/orderstatus', { body: sessionId ? { token, session_id: sessionId } : { token } }),
  productList: (token: string, page: number, filters: CatalogueFilters, sessionId?: string) =>
    call('POST /api/client/productlist', {
      body: { token, page, ...filters, ...(sessionId ? { session_id: sessionId } : {}) },
    }),
  addItems: (
    items: { product_id: number; amount: number; quantity_unit?: string; name?: string }[],
    sessionId: string,
  ) => call('POST /api/client/order/items', { body: { items, session_id: sessionId } }),
  changeItem: (orderId: number, itemId: number, amount: number, sessionId: string) =>
    call('PUT /api/client/order/:orderId/items/:itemId', {
      params: { orderId, itemId },
      body: { amount, session_id: sessionId },
    }),
  deleteItem: (orderId: number, itemId: number, sessionId: string) =>
    call('DELETE /api/client/order/:orderId/items/:itemId', {
      params: { orderId, itemId },
      body: { session_id: sessionId },
    }),
  confirmOrder: (
    orderId: number,
    sessionId: string,
    details: Omit<BodyOf<CustomerApi['POST /api/client/order/:orderId/confirm']>, 'session_id'> = {},
  ) =>
    call('POST /api/client/order/:orderId/confirm', {
      params: { orderId },
      body: { session_id: sessionId, ...details },
    }),
  /** The order link opened on another device takes the order over (once). */
  claimOrder: (token: string, sessionId: string) =>
    call('POST /api/client/order/claim', { body: { token, session_id: sessionId } }),
  /** 'Pagar' with the order link alone. */
  checkout: (token: string) => call('POST /api/client/orderstatus/checkout', { body: { token } }),
  chatHistory: (sessionId: string, store: string) =>
    call('GET /api/client/chat/history', { query: { session_id: sessionId, store } }),
  logActivity: (activityName: string, sessionId: string, payload?: Record<string, unknown>) =>
    call('POST /api/client/log_activity', {
      body: { activity_name: activityName, session_id: sessionId, ...(payload ? { payload } : {}) },
    }),
  refCode: (refCode: string, sessionId: string) =>
    call('POST /api/client/ref_code', { body: { ref_code: refCode, session_id: sessionId } }),
  chat: (sessionId: string, store: string, text: string) =>
    call('POST /api/client/chat', { body: { session_id: sessionId, store, text } }),
  sandbox: (paymentId: string) =>
    call('GET /api/payments/sandbox/:payment_id', { params: { payment_id: paymentId } }),
  sandboxPay: (paymentId: string, outcome: 'approved' | 'rejected') =>
    call('POST /api/payments/sandbox/:payment_id/pay', {
      params: { payment_id: paymentId },
      body: { outcome },
    }),
};

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : OFFLINE_MESSAGE;
}
