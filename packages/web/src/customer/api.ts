import type {
  CatalogueFilters,
  CataloguePage,
  ChatMessage,
  ChatReply,
  CustomerOrder,
  CustomerSession,
  SandboxCheckout,
  StorePublic,
} from './types';
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/*
 * The customer pages' own fetch wrapper (spec section 8): the body's message or the status text,
 * the offline message on a network failure, and never a logout (customers have no staff session).
 * It does not reuse src/api/client.ts so that no staff session code reaches this bundle.
 */
async function call<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, init);
  } catch {
    throw new CustomerApiError(OFFLINE_MESSAGE, 0);
  }
  if (!response.ok) throw new CustomerApiError(await serverMessage(response), response.status);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const enc = encodeURIComponent;

export const customerApi = {
  store: (hashtag: string) => call<StorePublic>('GET', `/client/store/${enc(hashtag)}`),
  presetStore: (session: string, store: string) =>
    call<CustomerSession>('POST', '/presetstore', { session, store }),
  recoverSession: (session: string) =>
    call<CustomerSession>('GET', `/client/recover_session/${enc(session)}`),
  orderStatus: (token: string, sessionId?: string) =>
    call<CustomerOrder>(
      'POST',
      '/client/orderstatus',
      sessionId ? { token, session_id: sessionId } : { token },
    ),
  productList: (token: string, page: number, filters: CatalogueFilters, sessionId?: string) =>
    call<CataloguePage>('POST', '/client/productlist', {
      token,
      page,
      ...filters,
      ...(sessionId ? { session_id: sessionId } : {}),
    }),
  addItems: (
    items: { product_id: number; amount: number; quantity_unit?: string; name?: string }[],
    sessionId: string,
  ) => call<CustomerOrder>('POST', '/client/order/items', { items, session_id: sessionId }),
  changeItem: (orderId: number, itemId: number, amount: number, sessionId: string) =>
    call<CustomerOrder>('PUT', `/client/order/${orderId}/items/${itemId}`, { amount, session_id: sessionId }),
  deleteItem: (orderId: number, itemId: number, sessionId: string) =>
    call<CustomerOrder>('DELETE', `/client/order/${orderId}/items/${itemId}`, { session_id: sessionId }),
  confirmOrder: (orderId: number, sessionId: string, details: Record<string, unknown> = {}) =>
    call<CustomerOrder>('POST', `/client/order/${orderId}/confirm`, { session_id: sessionId, ...details }),
  /** The order link opened on another device takes the order over (once). */
  claimOrder: (token: string, sessionId: string) =>
    call<CustomerOrder>('POST', '/client/order/claim', { token, session_id: sessionId }),
  /** 'Pagar' with the order link alone. */
  checkout: (token: string) => call<CustomerOrder>('POST', '/client/orderstatus/checkout', { token }),
  chatHistory: (sessionId: string, store: string) =>
    call<{ messages: { from: 'user' | 'bot'; message: ChatMessage }[] }>(
      'GET',
      `/client/chat/history?session_id=${enc(sessionId)}&store=${enc(store)}`,
    ),
  logActivity: (activityName: string, sessionId: string, payload?: Record<string, unknown>) =>
    call<void>('POST', '/client/log_activity', {
      activity_name: activityName,
      session_id: sessionId,
      ...(payload ? { payload } : {}),
    }),
  refCode: (refCode: string, sessionId: string) =>
    call<{ store: StorePublic; client_msg_preamble: string | null; use_confirm_finisher: string | null }>(
      'POST',
      '/client/ref_code',
      { ref_code: refCode, session_id: sessionId },
    ),
  chat: (sessionId: string, store: string, text: string) =>
    call<ChatReply>('POST', '/client/chat', { session_id: sessionId, store, text }),
  sandbox: (paymentId: string) => call<SandboxCheckout>('GET', `/payments/sandbox/${enc(paymentId)}`),
  sandboxPay: (paymentId: string, outcome: 'approved' | 'rejected') =>
    call<void>('POST', `/payments/sandbox/${enc(paymentId)}/pay`, { outcome }),
};

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : OFFLINE_MESSAGE;
}
