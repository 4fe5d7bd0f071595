import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './foundation';
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
