import { z } from 'zod';
import { CLOSING_FIELDS } from '../../customer/closing';
import type { OrderBreakdown } from '../../orders/math';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../orders/statuses';
import { STORE_LANGUAGES } from '../../validation/fields';
import type { Expect, Same } from '../type-checks';

/*
 * What the customer calls answer (docs/api-cliente.md), as zod schemas: the server serializes
 * with them, so nothing else of a store, an order or a client reaches an anonymous page. The
 * customer pages import only the inferred types (customer/types.ts), never this module.
 */

export const storePublicResponse = z.object({
  /** Without the leading '#'. */
  hashtag: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  curr_symbol: z.string(),
  language: z.enum(STORE_LANGUAGES),
  /** Spec section 9 defaults applied ('QUIERO COMPRAR'). */
  title: z.string(),
  subtitle: z.string(),
  header_logo: z.string().nullable(),
  widget_logo: z.string().nullable(),
  /** Theme colours with the section 9 defaults, plus titlebar_text. */
  color_set: z.record(z.string(), z.string()),
  /** Media slot 0. */
  main_image: z.object({ media_url: z.string() }).nullable(),
  /** Media slot 1: a video-site id. */
  video_id: z.string().nullable(),
  /** Media slots 2 to 7 that have an image, in slot order (at most 6). */
  promos: z.array(
    z.object({ media_url: z.string(), description: z.string(), link: z.string(), highlighted: z.boolean() }),
  ),
  social: z.object({
    whatsapp: z.string().optional(),
    instagram: z.string().optional(),
    facebook: z.string().optional(),
    maps: z.string().optional(),
    youtube: z.string().optional(),
  }),
  widget: z.object({ position: z.enum(['left', 'center', 'right']), titlebar_text: z.string() }),
  /** The assistant's greeting (dialog_messages.dialog_init, or a default naming the store). */
  dialog_init: z.string(),
});

export const customerSessionResponse = z.object({
  session_id: z.string(),
  store: storePublicResponse.nullable(),
  client_id: z.number().int().nullable(),
  /** The open (provisional) order's /orderstatus token, else the latest order's, else null. */
  order_token: z.string().nullable(),
  /** The /productlist token of this session (bound to its store and, once known, its client). */
  product_list_token: z.string().nullable(),
});

export const customerOrderItemResponse = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  image_url: z.string().nullable(),
  amount: z.number(),
  quantity_unit: z.string(),
  /** Unit price of the ordered product (the snapshot taken when it was added). */
  price: z.number(),
  /** core's itemTotal: the revised price when the store set one, else amount x price. */
  total: z.number(),
  store_observations: z.string().nullable(),
  /** The store changed this item: the page shows '* Editado por el vendedor'. */
  edited_by_store: z.boolean(),
  /** The store set the item's price: the page says 'precio acordado con la tienda' (issue 19). */
  revised: z.boolean(),
});

export const paymentDataResponse = z.object({
  provider: z.enum(['mercadopago', 'sandbox']),
  payment_id: z.string(),
  public_key: z.string(),
  init_point: z.string(),
});

export const orderBreakdownResponse = z.object({
  items_subtotal: z.number(),
  /** null for a pickup order ('Retira en sucursal'), which takes no shipping cost. */
  shipping: z.number().nullable(),
  concepts: z.array(z.object({ description: z.string(), amount: z.number(), type: z.string() })),
  total: z.number(),
});

const closingMethod = z.object({
  name: z.string(),
  method_info: z.string(),
  enabled_delivery: z.boolean(),
  enabled_pickup: z.boolean(),
});

export const customerClosingResponse = z.object({
  needs: z.array(z.enum(CLOSING_FIELDS)),
  modes: z.object({ delivery: z.boolean(), takeaway: z.boolean() }),
  methods: z.array(closingMethod),
  client: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
});

export const customerOrderResponse = z.object({
  id: z.number().int(),
  alphanum_id: z.string(),
  original_id: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Customer label of the status (Provisorio, Pendiente...). */
  estado: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.string().nullable(),
  payment_info: z.string().nullable(),
  payment_data: paymentDataResponse.nullable(),
  delivery: z.boolean(),
  delivery_address: z.string().nullable(),
  shipping_cost: z.number(),
  total_price: z.number(),
  nitems: z.number().int(),
  curr_symbol: z.string(),
  items: z.array(customerOrderItemResponse),
  /** value is signed: negative a discount (Descuento), positive an interest (Interes). */
  other_concepts: z.array(z.object({ id: z.number().int(), description: z.string(), value: z.number() })),
  shipping: z.array(
    z.object({
      tracking_code: z.string().nullable(),
      transport_co: z.string().nullable(),
      eta: z.string().nullable(),
      dispatched_at: z.string().nullable(),
      link: z.string().nullable(),
    }),
  ),
  store: z.object({
    hashtag: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    curr_symbol: z.string(),
  }),
  /** status === 'provisional' and the caller's session owns the order. */
  editable: z.boolean(),
  /** The /productlist token of the caller's session (or the client's latest); null when none. */
  product_list_token: z.string().nullable(),
  /** The /orderstatus/{token} secret of this order. */
  token: z.string(),
  /** The totals explained (core's orderBreakdown): items, shipping (null for pickup), concepts, total. */
  breakdown: orderBreakdownResponse,
  /** IANA zone of the store: the page shows dates in it (DD/MM/YYYY HH:mm). */
  time_zone: z.string(),
  /** The chosen method's message to the customer (method_info), or null: shown instead of 'Pagar'. */
  method_info: z.string().nullable(),
  /** Only for the order's own session while provisional: what 'Finalizar pedido' still needs. */
  closing: customerClosingResponse.nullable(),
  /**
   * The caller's session is not the order's client's and may take the order over once (a link
   * opened on another device): POST /client/order/claim.
   */
  claimable: z.boolean(),
});

export const catalogueProductResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  kind: z.string().nullable(),
  image_url: z.string().nullable(),
  price_per_unit: z.number(),
  quantity_unit: z.string(),
  tags: z.array(z.string()),
});

export const cataloguePageResponse = z.object({
  items: z.array(catalogueProductResponse),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The /orderstatus token of the session's open order (null when none or no session). */
  order_token: z.string().nullable(),
});

export const refCodeResultResponse = z.object({
  store: storePublicResponse,
  client_msg_preamble: z.string(),
  use_confirm_finisher: z.string(),
});

export const chatMessageResponse = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('chips'), options: z.array(z.string()) }),
  z.object({
    type: z.literal('products'),
    products: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        price_per_unit: z.number(),
        quantity_unit: z.string(),
      }),
    ),
  }),
  z.object({ type: z.literal('order'), order: customerOrderResponse, url: z.string() }),
  z.object({ type: z.literal('link'), text: z.string(), url: z.string() }),
]);

/** The intents that tell an open order page to reload (spec section 4). */
export const CHAT_INTENTS = [
  'order_item.confirm',
  'order_item.discard',
  'order.discard',
  'order.confirm',
] as const;

/** POST /client/chat's answer. */
export const chatReplyResponse = z.object({
  messages: z.array(chatMessageResponse),
  intent: z.enum(CHAT_INTENTS).nullable(),
  session: customerSessionResponse,
});

/**
 * A line read back from the conversation: the message as it was sent to this same session, kept
 * whole (an order in it is a snapshot of an earlier version of the answer, so today's schema
 * could refuse it); only its kind is checked.
 */
const storedChatMessage = z.custom<z.infer<typeof chatMessageResponse>>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string',
);

export const chatHistoryResponse = z.object({
  messages: z.array(z.object({ from: z.enum(['user', 'bot']), message: storedChatMessage })),
});

type _BreakdownAgrees = Expect<Same<z.infer<typeof orderBreakdownResponse>, OrderBreakdown>>;
