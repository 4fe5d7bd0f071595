import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores, users } from './foundation';
import { orders } from './operations';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One provider checkout per order payment attempt. `reference` is what the provider echoes back
 * (MercadoPago's external_reference), so a notification finds its order through this table's
 * index and never through a scan of the orders' JSON.
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    reference: text('reference').primaryKey(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'mercadopago' | 'sandbox'>().notNull(),
    /** The provider's checkout id (MercadoPago preference id, sandbox 'sbx-...'). */
    checkout_id: text('checkout_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_checkouts_provider_checkout_uq').on(t.provider, t.checkout_id),
    index('payment_checkouts_store_order_idx').on(t.store_id, t.order_id),
  ],
);

/**
 * Every payment notification applied, once: the unique (provider, payment id, status) key makes
 * a replayed notice insert nothing, so it changes nothing a second time.
 */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    provider_payment_id: text('provider_payment_id').notNull(),
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    /** The order's payment_status after this notice (unchanged when it was out of order). */
    applied_status: text('applied_status').notNull(),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_notices_provider_payment_status_uq').on(t.provider, t.provider_payment_id, t.status),
    index('payment_notices_store_order_idx').on(t.store_id, t.order_id, t.created_at),
  ],
);

/**
 * An order's payment history (issue 19): who asked for the payment, who marked it paid with
 * Completar (amount, method, the receipt's note) and who undid it, and every change a provider's
 * notice made. The back office's payment alerts count these rows since a moment, by the
 * (store_id, created_at) index.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** requested (Solicitar pago), completed (Completar), undone, provider (an online payment's notice). */
    kind: text('kind').$type<'requested' | 'completed' | 'undone' | 'provider'>().notNull(),
    from_status: text('from_status').notNull(),
    to_status: text('to_status').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    method: text('method'),
    note: text('note'),
    /** payment_info before the change: an undo puts it back. */
    previous_info: text('previous_info'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown then (a deleted user still reads in the history). */
    user_name: text('user_name'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_store_created_idx').on(t.store_id, t.created_at),
    index('payment_events_store_order_idx').on(t.store_id, t.order_id, t.id),
  ],
);
