/*
 * The customer calls' shapes (docs/api-cliente.md), shared by the server that answers them and
 * the customer pages that read them. Types only: importing them adds nothing to a page's bundle.
 */
import type { OrderBreakdown } from '../orders/math';
import type { OrderStatus, PaymentStatus } from '../orders/statuses';
import type { StoreLanguage } from '../validation/fields';
import type { CustomerClosing } from './closing';

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
  /** The store set the item's price: the page says 'precio acordado con la tienda' (issue 19). */
  revised: boolean;
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
  /** The totals explained (core's orderBreakdown): items, shipping (null for pickup), concepts, total. */
  breakdown: OrderBreakdown;
  /** IANA zone of the store: the page shows dates in it (DD/MM/YYYY HH:mm). */
  time_zone: string;
  /** The chosen method's message to the customer (method_info), or null: shown instead of 'Pagar'. */
  method_info: string | null;
  /** Only for the order's own session while provisional: what 'Finalizar pedido' still needs. */
  closing: CustomerClosing | null;
  /**
   * The caller's session is not the order's client's and may take the order over once (a link
   * opened on another device): POST /client/order/claim.
   */
  claimable: boolean;
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

export type ChatMessage =
  | { type: 'text'; text: string }
  | { type: 'chips'; options: string[] }
  | {
      type: 'products';
      products: { id: number; name: string; price_per_unit: number; quantity_unit: string }[];
    }
  | { type: 'order'; order: CustomerOrder; url: string }
  | { type: 'link'; text: string; url: string };

/** The intents that tell an open order page to reload (spec section 4). */
export type ChatIntent = 'order_item.confirm' | 'order_item.discard' | 'order.discard' | 'order.confirm';

/** POST /client/chat's answer. */
export interface ChatReply {
  messages: ChatMessage[];
  intent: ChatIntent | null;
  session: CustomerSession;
}
