import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type ItemStatus,
  type OrderStatus,
  type PaymentStatus,
  type ProductSnapshot,
} from '@mostrador/core';
import { products } from './catalogue';
import { stores } from './foundation';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/** Quoted list of values for a CHECK constraint (constants of core, never user input). */
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A store's customers, identified by their chat session ids; first_seen/last_seen feed the metrics. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    email: text('email'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    /** The second name (spec: "surname (second name)"). */
    surname: text('surname'),
    phone: text('phone'),
    address: text('address'),
    first_seen: at('first_seen').notNull().defaultNow(),
    last_seen: at('last_seen').notNull().defaultNow(),
    /** The customer accepted promo messages. */
    notification: boolean('notification').notNull().default(false),
    last_notification: at('last_notification'),
    session_ids: text('session_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
    /**
     * Every text the order list's client filter looks in, accent-folded and lower-cased once per
     * write instead of once per client on every filtered list call (twice: count and page). `||`
     * over coalesced texts because concat_ws is only STABLE, and a generated column needs IMMUTABLE.
     * No trigram index: a store's clients come by store_id first, and across 1,000 stores a trigram
     * index matched every store's "lucia" (10,000 rows) before the store narrowed them (measured).
     */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`immutable_unaccent(lower(coalesce(first_name, '') || ' ' || coalesce(surname, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')))`,
      ),
  },
  (t) => [
    index('clients_store_last_seen_idx').on(t.store_id, t.last_seen.desc(), t.id.desc()),
    index('clients_store_first_seen_idx').on(t.store_id, t.first_seen.desc()),
    index('clients_session_ids_idx').using('gin', t.session_ids),
  ],
);

/** What a customer did (entered the order summary, changed a quantity...), newest first on screen. */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    client_id: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    activity_name: text('activity_name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    session_id: text('session_id'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('client_logs_store_client_idx').on(t.store_id, t.client_id, t.created_at.desc(), t.id.desc()),
    index('client_logs_store_session_idx').on(t.store_id, t.session_id),
  ],
);

/**
 * Orders. `alphanum_id` is the order number shown to seller and customer (unique per store);
 * `token` is the long random secret of the customer's /orderstatus/{token} page; `total_price` is
 * recomputed by core's order math on every save.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    alphanum_id: text('alphanum_id').notNull(),
    original_id: text('original_id'),
    status: text('status').$type<OrderStatus>().notNull().default('provisional'),
    payment_status: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    payment_method: text('payment_method'),
    payment_data: jsonb('payment_data').$type<{ payment_id?: string | null; public_key?: string | null }>(),
    payment_info: text('payment_info'),
    store_observation: text('store_observation'),
    client_observation: text('client_observation'),
    delivery: boolean('delivery').notNull().default(false),
    delivery_address: text('delivery_address'),
    /** The customer chose delivery or pickup (issue 17): `delivery` alone cannot tell 'not asked'. */
    delivery_chosen: boolean('delivery_chosen').notNull().default(false),
    /** When a session on another device took the order over from its link (allowed once). */
    link_claimed_at: at('link_claimed_at'),
    shipping_cost: money('shipping_cost').notNull().default(0),
    total_price: money('total_price').notNull().default(0),
    client_id: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    token: text('token').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_store_alphanum_uq').on(t.store_id, t.alphanum_id),
    uniqueIndex('orders_token_uq').on(t.token),
    // The lists sort newest first; each filter that narrows by equality gets its own prefix.
    index('orders_store_created_idx').on(t.store_id, t.created_at.desc(), t.id.desc()),
    index('orders_store_status_created_idx').on(t.store_id, t.status, t.created_at.desc(), t.id.desc()),
    index('orders_store_payment_created_idx').on(
      t.store_id,
      t.payment_status,
      t.created_at.desc(),
      t.id.desc(),
    ),
    index('orders_store_client_created_idx').on(t.store_id, t.client_id, t.created_at.desc(), t.id.desc()),
    index('orders_store_original_idx').on(t.store_id, t.original_id),
    check('orders_status_ck', sql`${t.status} in (${oneOf(ORDER_STATUSES)})`),
    check('orders_payment_status_ck', sql`${t.payment_status} in (${oneOf(PAYMENT_STATUSES)})`),
  ],
);

/** Items keep a snapshot of the product as it was ordered; the product itself may change or go. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    revised_price: money('revised_price'),
    revised_amount: money('revised_amount'),
    raw_product: text('raw_product'),
    store_observations: text('store_observations'),
    status: text('status').$type<ItemStatus>().notNull().default('pending'),
    original_id: text('original_id'),
    product_denormalized: jsonb('product_denormalized').$type<ProductSnapshot>().notNull(),
    edited_by_seller: boolean('edited_by_seller').notNull().default(false),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_items_store_order_idx').on(t.store_id, t.order_id, t.id),
    // Deleting a product sets its items' product_id to null: this finds them without a scan.
    index('order_items_product_idx')
      .on(t.product_id)
      .where(sql`${t.product_id} is not null`),
    check('order_items_status_ck', sql`${t.status} in ('pending', 'done')`),
  ],
);

/** Discounts (negative) and surcharges (positive) of an order. */
export const otherConcepts = pgTable(
  'other_concepts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('other_concepts_store_order_idx').on(t.store_id, t.order_id, t.id)],
);

/** Shipments: the seller's own entry (original_id null) and any imported from the online store. */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tracking_code: text('tracking_code'),
    transport_co: text('transport_co'),
    eta: at('eta'),
    departure: at('departure'),
    link: text('link'),
    observations: text('observations'),
    original_id: text('original_id'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('shipments_store_order_idx').on(t.store_id, t.order_id, t.id)],
);
