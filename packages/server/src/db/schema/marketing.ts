import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './foundation';

/** The weekly promo calendar: day_of_week '0' Monday to '6' Sunday, '7' no particular day. */
export const promos = pgTable(
  'promos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day_of_week: text('day_of_week').notNull(),
    tag: text('tag').notNull().default(''),
    promo_msg: text('promo_msg').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promos_store_day_idx').on(t.store_id, t.day_of_week),
    uniqueIndex('promos_store_weekday_uq')
      .on(t.store_id, t.day_of_week)
      .where(sql`${t.day_of_week} <> '7'`),
    check('promos_day_of_week_ck', sql`${t.day_of_week} in ('0', '1', '2', '3', '4', '5', '6', '7')`),
  ],
);

/**
 * Referral (QR) codes. A code is unique across stores, so a customer arriving with one (POST
 * /client/ref_code) identifies the store too.
 */
export const refcodes = pgTable(
  'refcodes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    is_web: boolean('is_web').notNull().default(true),
    description: text('description').notNull(),
    client_msg_preamble: text('client_msg_preamble').notNull().default(''),
    use_confirm_finisher: text('use_confirm_finisher').notNull().default(''),
    reference_type: text('reference_type').notNull().default('1'),
    url: text('url').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refcodes_code_uq').on(t.code),
    index('refcodes_store_created_idx').on(t.store_id, t.created_at),
  ],
);
