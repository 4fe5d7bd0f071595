/*
 * Response shapes of the operations calls (clients, orders, payments, dashboard), so the back
 * office reads the same field names the server writes. Dates are ISO 8601 strings.
 */
import type { DashboardGroup, ItemStatus, OrderStatus, PaymentStatus } from './statuses';
import type { OrderRules, OrderUnlocks, RuleResult } from './editability';

export interface ClientSummary {
  id: number;
  /** clientDisplayName of the client. */
  name: string;
  email: string | null;
  phone: string | null;
}

export interface ClientRow {
  id: number;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  surname: string | null;
  phone: string | null;
  address: string | null;
  first_seen: string;
  last_seen: string;
  notification: boolean;
  last_notification: string | null;
}

export interface ClientDetail extends ClientRow {
  session_ids: string[];
  orders_count: number;
}

export interface ClientLogRow {
  id: number;
  activity_name: string;
  payload: Record<string, unknown> | null;
  session_id: string | null;
  created_at: string;
}

export interface OrderListRow {
  id: number;
  alphanum_id: string;
  original_id: string | null;
  created_at: string;
  client_id: number | null;
  client: ClientSummary | null;
  total_price: number;
  shipping_cost: number;
  status: OrderStatus;
  /** Seller label of the status. */
  estado: string;
  payment_status: PaymentStatus;
  /** Payments-list label of the payment status. */
  payment_label: string;
  payment_method: string | null;
  payment_info: string | null;
  delivery: boolean;
  nitems: number;
  curr_symbol: string;
}

export interface ProductSnapshot {
  name: string;
  brand: string | null;
  kind: string | null;
  price_per_unit: number;
  quantity_unit: string;
  image_url: string | null;
}

export interface OrderItemView {
  id: number;
  product_id: number | null;
  /** itemDisplayName: the snapshot's name or the raw text. */
  name: string;
  amount: number;
  revised_price: number | null;
  revised_amount: number | null;
  raw_product: string | null;
  store_observations: string | null;
  status: ItemStatus;
  original_id: string | null;
  product_denormalized: ProductSnapshot;
  edited_by_seller: boolean;
  /** itemTotal of the row. */
  total: number;
}

export interface OtherConceptView {
  id: number;
  description: string;
  amount: number;
  /** 'Descuento' (negative) or 'Recargo' (positive). */
  type: string;
}

export interface ShipmentView {
  id: number;
  tracking_code: string | null;
  transport_co: string | null;
  eta: string | null;
  departure: string | null;
  link: string | null;
  observations: string | null;
  original_id: string | null;
}

export interface OrderDetail extends OrderListRow {
  payment_data: { payment_id?: string | null; public_key?: string | null } | null;
  store_observation: string | null;
  client_observation: string | null;
  delivery_address: string | null;
  updated_at: string;
  /** Secret of the customer's /orderstatus/{token} page. */
  token: string;
  customer_status_label: string;
  store: { hashtag: string; name: string; address: string | null; curr_symbol: string };
  items: OrderItemView[];
  other_concepts: OtherConceptView[];
  shipping: ShipmentView[];
  /** Every editability rule with its tooltip, for the screen's disabled fields. */
  rules: OrderRules;
  /** For each locked control, the status that opens it (null: no status does). */
  unlocks: OrderUnlocks;
  /** The order's payment history, oldest first. */
  payment_history: PaymentEventView[];
  /** Undo of the last Completar (the store admin's; the rule says whether it applies). */
  undo_complete: RuleResult;
  /** IANA zone of the store: dates are shown in it. */
  time_zone: string;
}

/** One entry of an order's payment history. */
export interface PaymentEventView {
  id: number;
  /** requested (Solicitar pago), completed (Completar), undone, provider (online payment notice). */
  kind: 'requested' | 'completed' | 'undone' | 'provider';
  from_status: PaymentStatus;
  to_status: PaymentStatus;
  amount: number | null;
  method: string | null;
  note: string | null;
  /** Who did it; null for the payment provider. */
  user_name: string | null;
  created_at: string;
}

/** GET /store/payments/alerts: payment changes since a moment, made by anyone but the caller. */
export interface PaymentAlerts {
  count: number;
  /** The newest few, for the toast. */
  latest: { order_id: number; alphanum_id: string; to_status: PaymentStatus; created_at: string }[];
  /** The server's clock: the next call's `since`. */
  now: string;
}

/** GET /store/payments/totals: what the filtered payments add up to, per payment status. */
export interface PaymentTotals {
  count: number;
  total: number;
  by_status: Record<PaymentStatus, { count: number; total: number }>;
}

export interface DashboardOrderRow {
  id: number;
  alphanum_id: string;
  created_at: string;
  client: ClientSummary | null;
  total_price: number;
  payment_status: PaymentStatus;
  payment_label: string;
}

export interface DashboardPanel {
  title: string;
  status: OrderStatus;
  count: number;
  total: number;
  orders: DashboardOrderRow[];
}

export interface DashboardView {
  orders: Record<DashboardGroup, DashboardPanel>;
  clients: {
    registered_this_month: number;
    registered_last_30_days: number;
    active_this_month: number;
    active_last_30_days: number;
  };
  latest_clients: ClientRow[];
  report_slim: string | null;
  curr_symbol: string;
}

/** A client's shown name: first name, second name and last name, else the email, else ''. */
export function clientDisplayName(client: {
  first_name?: string | null;
  surname?: string | null;
  last_name?: string | null;
  email?: string | null;
}): string {
  const name = [client.first_name, client.surname, client.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || client.email?.trim() || '';
}
