/*
 * The customer calls' shapes (docs/api-cliente.md) and the service the chat conversation calls.
 * The customer is identified by a session id ('dfmessenger-' + 10 hex) and, on the order and
 * catalogue pages, by a long random token bound to one store and one client.
 */
import type {
  StorePublic,
  CustomerSession,
  CustomerOrderItem,
  PaymentData,
  CustomerOrder,
  CartLine,
  CatalogueProduct,
  CataloguePage,
  CatalogueQuery,
  RefCodeResult,
  OrderDetails,
} from '@mostrador/core';

export type {
  StorePublic,
  CustomerSession,
  CustomerOrderItem,
  PaymentData,
  CustomerOrder,
  CartLine,
  CatalogueProduct,
  CataloguePage,
  CatalogueQuery,
  RefCodeResult,
};

/**
 * What the chat conversation (and the customer routes) call. Every method takes the customer's
 * session id; errors are AppErrors with the Spanish message to show ('Sesion no encontrada' 404,
 * 'Tienda no encontrada' 404, 'Pedido no encontrado' 404, the section 8 tooltip 409...).
 */
export interface CustomerService {
  /** Binds the session to a store (hashtag with or without '#'), creating the session when new. */
  presetStore(sessionId: string, hashtag: string): Promise<CustomerSession>;
  /** The saved session, logging 'Sesion recuperada'; 404 'Sesion no encontrada' when unknown. */
  recoverSession(sessionId: string): Promise<CustomerSession>;
  /** The saved session without logging anything (for the chat's replies); null when unknown. */
  getSession(sessionId: string): Promise<CustomerSession | null>;
  /** A store's public data; 404 'Tienda no encontrada' when unknown or disabled. */
  publicStore(hashtag: string): Promise<StorePublic>;
  /** The session's provisional order, or null. */
  openOrder(sessionId: string): Promise<CustomerOrder | null>;
  /** Adds lines to the open order, creating client and provisional order when needed. */
  addItems(sessionId: string, items: CartLine[]): Promise<CustomerOrder>;
  updateItem(sessionId: string, orderId: number, itemId: number, amount: number): Promise<CustomerOrder>;
  removeItem(sessionId: string, orderId: number, itemId: number): Promise<CustomerOrder>;
  /** Records closing data (delivery or pickup, address, name, phone, method) on the order and client. */
  saveOrderDetails(sessionId: string, orderId: number, details: OrderDetails): Promise<CustomerOrder>;
  /**
   * 'Finalizar pedido': records the details given, refuses (400, the first missing field's message)
   * an order still missing data, then provisional to pending (and payment required with a checkout
   * method).
   */
  confirmOrder(sessionId: string, orderId: number, details?: OrderDetails): Promise<CustomerOrder>;
  /** A link opened on another device: attaches the session to the order's client, once (409 after). */
  claimOrder(token: string, sessionId: string): Promise<CustomerOrder>;
  /** 'Pagar' by the order link alone: creates (or reuses) the provider checkout. */
  checkoutByToken(token: string): Promise<CustomerOrder>;
  /** The customer drops the provisional order: provisional to discarded. */
  discardOrder(sessionId: string, orderId: number): Promise<CustomerOrder>;
  logActivity(sessionId: string, name: string, payload?: Record<string, unknown> | null): Promise<void>;
  /** A referral/QR code: binds the session to the code's store and answers its messages. */
  applyRefCode(sessionId: string, code: string): Promise<RefCodeResult>;
  /** /orderstatus: the order of a token; with a session id it must be the order client's. */
  orderStatus(token: string, sessionId?: string): Promise<CustomerOrder>;
  /** /productlist: a page of the token's store's active products. */
  productList(query: CatalogueQuery): Promise<CataloguePage>;
  /** Pagar: creates (or reuses) the provider checkout of an order whose payment is required. */
  checkout(sessionId: string, orderId: number): Promise<CustomerOrder>;
}
