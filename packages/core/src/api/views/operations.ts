import { z } from 'zod';
import { DASHBOARD_GROUPS, ITEM_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../../orders/statuses';

/*
 * What the operations calls answer (clients, orders, payments, dashboard), as zod schemas: the
 * server serializes with them and orders/types.ts infers the back office's types from them.
 * Dates are ISO 8601 strings.
 */

export const clientSummaryResponse = z.object({
  id: z.number().int(),
  /** clientDisplayName of the client. */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const clientRowResponse = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  surname: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  first_seen: z.string(),
  last_seen: z.string(),
  notification: z.boolean(),
  last_notification: z.string().nullable(),
});

export const clientDetailResponse = clientRowResponse.extend({
  session_ids: z.array(z.string()),
  orders_count: z.number().int(),
});

export const clientLogRowResponse = z.object({
  id: z.number().int(),
  activity_name: z.string(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  session_id: z.string().nullable(),
  created_at: z.string(),
});

const paymentStatus = z.enum(PAYMENT_STATUSES);

export const orderListRowResponse = z.object({
  id: z.number().int(),
  alphanum_id: z.string(),
  original_id: z.string().nullable(),
  created_at: z.string(),
  client_id: z.number().int().nullable(),
  client: clientSummaryResponse.nullable(),
  total_price: z.number(),
  shipping_cost: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** Seller label of the status. */
  estado: z.string(),
  payment_status: paymentStatus,
  /** Payments-list label of the payment status. */
  payment_label: z.string(),
  payment_method: z.string().nullable(),
  payment_info: z.string().nullable(),
  delivery: z.boolean(),
  nitems: z.number().int(),
  curr_symbol: z.string(),
});

export const productSnapshotResponse = z.object({
  name: z.string(),
  brand: z.string().nullable(),
  kind: z.string().nullable(),
  price_per_unit: z.number(),
  quantity_unit: z.string(),
  image_url: z.string().nullable(),
});

export const orderItemViewResponse = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  /** itemDisplayName: the snapshot's name or the raw text. */
  name: z.string(),
  amount: z.number(),
  revised_price: z.number().nullable(),
  revised_amount: z.number().nullable(),
  raw_product: z.string().nullable(),
  store_observations: z.string().nullable(),
  status: z.enum(ITEM_STATUSES),
  original_id: z.string().nullable(),
  product_denormalized: productSnapshotResponse,
  edited_by_seller: z.boolean(),
  /** itemTotal of the row. */
  total: z.number(),
});

export const otherConceptViewResponse = z.object({
  id: z.number().int(),
  description: z.string(),
  amount: z.number(),
  /** 'Descuento' (negative) or 'Recargo' (positive). */
  type: z.string(),
});

export const shipmentViewResponse = z.object({
  id: z.number().int(),
  tracking_code: z.string().nullable(),
  transport_co: z.string().nullable(),
  eta: z.string().nullable(),
  departure: z.string().nullable(),
  link: z.string().nullable(),
  observations: z.string().nullable(),
  original_id: z.string().nullable(),
});

export const ruleResultResponse = z.object({ allowed: z.boolean(), reason: z.string().nullable() });

const orderStatusOrNull = z.enum(ORDER_STATUSES).nullable();

/** One entry of an order's payment history. */
export const paymentEventViewResponse = z.object({
  id: z.number().int(),
  /** requested (Solicitar pago), completed (Completar), undone, provider (online payment notice). */
  kind: z.enum(['requested', 'completed', 'undone', 'provider']),
  from_status: paymentStatus,
  to_status: paymentStatus,
  amount: z.number().nullable(),
  method: z.string().nullable(),
  note: z.string().nullable(),
  /** Who did it; null for the payment provider. */
  user_name: z.string().nullable(),
  created_at: z.string(),
});

export const orderDetailResponse = orderListRowResponse.extend({
  payment_data: z
    .object({ payment_id: z.string().nullable().optional(), public_key: z.string().nullable().optional() })
    .nullable(),
  store_observation: z.string().nullable(),
  client_observation: z.string().nullable(),
  delivery_address: z.string().nullable(),
  updated_at: z.string(),
  /** Secret of the customer's /orderstatus/{token} page. */
  token: z.string(),
  customer_status_label: z.string(),
  store: z.object({
    hashtag: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    curr_symbol: z.string(),
  }),
  items: z.array(orderItemViewResponse),
  other_concepts: z.array(otherConceptViewResponse),
  shipping: z.array(shipmentViewResponse),
  /** Every editability rule with its tooltip, for the screen's disabled fields. */
  rules: z.object({
    delivery: ruleResultResponse,
    quantity: ruleResultResponse,
    add_item: ruleResultResponse,
    revised_price: ruleResultResponse,
    other_concepts: ruleResultResponse,
    shipping_cost: ruleResultResponse,
    shipment: ruleResultResponse,
    request_payment: ruleResultResponse,
    complete: ruleResultResponse,
  }),
  /** For each locked control, the status that opens it (null: no status does). */
  unlocks: z.object({
    delivery: orderStatusOrNull,
    quantity: orderStatusOrNull,
    add_item: orderStatusOrNull,
    shipping_cost: orderStatusOrNull,
    shipment: orderStatusOrNull,
    request_payment: orderStatusOrNull,
  }),
  /** The order's payment history, oldest first. */
  payment_history: z.array(paymentEventViewResponse),
  /** Undo of the last Completar (the store admin's; the rule says whether it applies). */
  undo_complete: ruleResultResponse,
  /** IANA zone of the store: dates are shown in it. */
  time_zone: z.string(),
});

/** GET /store/payments/alerts: payment changes since a moment, made by anyone but the caller. */
export const paymentAlertsResponse = z.object({
  count: z.number().int(),
  /** The newest few, for the toast. */
  latest: z.array(
    z.object({
      order_id: z.number().int(),
      alphanum_id: z.string(),
      to_status: paymentStatus,
      created_at: z.string(),
    }),
  ),
  /** The server's clock: the next call's `since`. */
  now: z.string(),
});

const countAndTotal = z.object({ count: z.number().int(), total: z.number() });

/** GET /store/payments/totals: what the filtered payments add up to, per payment status. */
export const paymentTotalsResponse = z.object({
  count: z.number().int(),
  total: z.number(),
  by_status: z.record(paymentStatus, countAndTotal),
});

export const dashboardOrderRowResponse = z.object({
  id: z.number().int(),
  alphanum_id: z.string(),
  created_at: z.string(),
  client: clientSummaryResponse.nullable(),
  total_price: z.number(),
  payment_status: paymentStatus,
  payment_label: z.string(),
});

export const dashboardPanelResponse = z.object({
  title: z.string(),
  status: z.enum(ORDER_STATUSES),
  count: z.number().int(),
  total: z.number(),
  orders: z.array(dashboardOrderRowResponse),
});

const DASHBOARD_GROUP_KEYS = Object.keys(DASHBOARD_GROUPS) as [
  keyof typeof DASHBOARD_GROUPS,
  ...(keyof typeof DASHBOARD_GROUPS)[],
];

export const dashboardViewResponse = z.object({
  orders: z.record(z.enum(DASHBOARD_GROUP_KEYS), dashboardPanelResponse),
  clients: z.object({
    registered_this_month: z.number().int(),
    registered_last_30_days: z.number().int(),
    active_this_month: z.number().int(),
    active_last_30_days: z.number().int(),
  }),
  latest_clients: z.array(clientRowResponse),
  report_slim: z.string().nullable(),
  curr_symbol: z.string(),
});
