import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stores, users } from './foundation';

/**
 * The store's significant events as they happen (logins, uploads and their results, order status
 * changes, settings changes, notifications sent): what the platform administrator downloads.
 */
export const storeLogs = pgTable(
  'store_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    message: text('message').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_logs_store_idx').on(t.store_id, t.id),
    index('store_logs_created_idx').on(t.created_at),
  ],
);

/**
 * A store's notification plan, set by the platform administrator: which messages it may send,
 * the price of each, the credits bought and left, and the batch size per run.
 */
export const notificationPlans = pgTable('notification_plans', {
  store_id: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  notif_promo: boolean('notif_promo').notNull().default(false),
  notif_cart: boolean('notif_cart').notNull().default(false),
  notif_value: numeric('notif_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  notif_amount: integer('notif_amount').notNull().default(0),
  notif_left: integer('notif_left').notNull().default(0),
  notif_users: integer('notif_users').notNull().default(0),
  notif_quantity: integer('notif_quantity').notNull().default(0),
  notif_batch: integer('notif_batch').notNull().default(50),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
