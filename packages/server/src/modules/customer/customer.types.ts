/*
 * The customer calls' shapes (docs/api-cliente.md) and the service the chat conversation calls.
 * The customer is identified by a session id ('dfmessenger-' + 10 hex) and, on the order and
 * catalogue pages, by a long random token bound to one store and one client.
 */
import type { OrderStatus, PaymentStatus } from '@mostrador/core';

export type StoreLanguage = 'es' | 'po' | 'en';

export interface StorePublic {
  /** Without the leading '#'. */
  hashtag: string;
  name: string;
  address: string | null;
  curr_symbol: string;
  language: StoreLanguage;
  /** Spec section 9 defaults applied ('QUIERO COMPRAR'). */
  title: string;
  subtitle: string;
  header_logo: string | null;
  widget_logo: string | null;
  /** Theme colours with the section 9 defaults, plus titlebar_text. */
  color_set: Record<string, string>;
  /** Media slot 0. */
  main_image: { media_url: string } | null;
  /** Media slot 1: a video-site id. */
  video_id: string | null;
  /** Media slots 2 to 7 that have an image, in slot order (at most 6). */
  promos: { media_url: string; description: string; link: string; highlighted: boolean }[];
  social: { whatsapp?: string; instagram?: string; facebook?: string; maps?: string; youtube?: string };
  widget: { position: 'left' | 'center' | 'right'; titlebar_text: string };
  /** The assistant's greeting (dialog_messages.dialog_init, or a default naming the store). */
  dialog_init: string;
}

export interface CustomerSession {
  session_id: string;
  store: StorePublic | null;
  client_id: number | null;
  /** The open (provisional) order's /orderstatus token, else the latest order's, else null. */
  order_token: string | null;
  /** The /productlist token of this session (bound to its store and, once known, its client). */
  product_list_token: string | null;
}

export interface CustomerOrderItem {
  id: number;
  product_id: number | null;
  name: string;
  brand: string | null;
  image_url: string | null;
  amount: number;
  quantity_unit: string;
  /** Unit price of the ordered product (the snapshot taken when it was added). */
  price: number;
  /** core's itemTotal: the revised price when the store set one, else amount x price. */
  total: number;
  store_observations: string | null;
  /** The store changed this item: the page shows '* Editado por el vendedor'. */
  edited_by_store: boolean;
}

export interface PaymentData {
  provider: 'mercadopago' | 'sandbox';
  payment_id: string;
  public_key: string;
  init_point: string;
}

export interface CustomerOrder {
  id: number;
  alphanum_id: string;
  original_id: string | null;
  created_at: string;
  status: OrderStatus;
  /** Customer label of the status (Provisorio, Pendiente...). */
  estado: string;
  payment_status: PaymentStatus;
  payment_method: string | null;
  payment_info: string | null;
  payment_data: PaymentData | null;
  delivery: boolean;
  delivery_address: string | null;
  shipping_cost: number;
  total_price: number;
  nitems: number;
  curr_symbol: string;
  items: CustomerOrderItem[];
  /** value is signed: negative a discount (Descuento), positive an interest (Interes). */
  other_concepts: { id: number; description: string; value: number }[];
  shipping: {
    tracking_code: string | null;
    transport_co: string | null;
    eta: string | null;
    dispatched_at: string | null;
    link: string | null;
  }[];
  store: { hashtag: string; name: string; address: string | null; curr_symbol: string };
  /** status === 'provisional' and the caller's session owns the order. */
  editable: boolean;
  /** The /productlist token of the caller's session (or the client's latest); null when none. */
  product_list_token: string | null;
  /** The /orderstatus/{token} secret of this order. */
  token: string;
}

/** A cart line (spec section 3): a catalogue product, or free text the store prices later. */
export interface CartLine {
  product_id?: number | null;
  amount: number;
  raw?: string | null;
  quantity_unit?: string | null;
  name?: string | null;
}

export interface CatalogueProduct {
  id: number;
  name: string;
  brand: string | null;
  kind: string | null;
  image_url: string | null;
  price_per_unit: number;
  quantity_unit: string;
  tags: string[];
}

export interface CataloguePage {
  items: CatalogueProduct[];
  total: number;
  page: number;
  page_size: number;
  /** The /orderstatus token of the session's open order (null when none or no session). */
  order_token: string | null;
}

export interface CatalogueQuery {
  token: string;
  session_id?: string;
  page?: number;
  name?: string;
  kind?: string;
  brand?: string;
  /** One recommended tag (exact, ignoring case). */
  tags?: string;
}

export interface RefCodeResult {
  store: StorePublic;
  client_msg_preamble: string;
  use_confirm_finisher: string;
}

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
  /** 'Finalizar pedido': provisional to pending (and payment required with a checkout method). */
  confirmOrder(sessionId: string, orderId: number): Promise<CustomerOrder>;
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
