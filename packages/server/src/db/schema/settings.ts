import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './foundation';

/** A store's payment methods; the assistant offers those enabled for delivery or pickup. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled_delivery: boolean('enabled_delivery').notNull().default(true),
    enabled_pickup: boolean('enabled_pickup').notNull().default(true),
    /** The message to the customer. */
    method_info: text('method_info').notNull().default(''),
    /** Named text settings (an alias, an account number). */
    config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
    /** The order the store listed them in. */
    position: integer('position').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_store_idx').on(t.store_id, t.position),
    uniqueIndex('payment_methods_store_name_uq').on(t.store_id, sql`lower(${t.name})`),
  ],
);

/**
 * WooCommerce connection, one row per store. The api key and the secret are kept encrypted
 * (AES-256-GCM, see modules/settings/settings-cipher.ts) and never answered in full.
 */
export const integrationSettings = pgTable('integration_settings', {
  store_id: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  woo_base_url: text('woo_base_url').notNull().default(''),
  woo_api_key_enc: text('woo_api_key_enc'),
  woo_secret_enc: text('woo_secret_enc'),
  woo_auto_products: boolean('woo_auto_products').notNull().default(false),
  woo_auto_orders: boolean('woo_auto_orders').notNull().default(false),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
