import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './foundation';
import { clients } from './operations';

export const NOTIFICATION_KINDS = ['cart', 'promo'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * claimed: reserved, the channel has not answered yet (a crash leaves it here until the sweep
 * marks it failed); sent/delivered/read: the channel took it and the delivery webhooks moved it on;
 * failed: not sent, or the outcome is unknown (never retried: at most once a day).
 */
export const NOTIFICATION_STATUSES = ['claimed', 'sent', 'delivered', 'read', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One message to one client: the claim that makes a send happen at most once. The unique key
 * (kind, store, client, local date) is taken in the transaction that spends the store's credit,
 * before the channel is called (docs/adr/0008-notifications.md).
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** The store's calendar day (YYYY-MM-DD in its time zone) the message belongs to. */
    local_date: text('local_date').notNull(),
    status: text('status').$type<NotificationStatus>().notNull().default('claimed'),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    /** The store's dedicated number (exclusive_whatsapp), null for the platform's shared one. */
    sender: text('sender'),
    /** The Cloud API phone-number id the message left from; webhooks must come from the same. */
    sender_id: text('sender_id'),
    template: text('template').notNull(),
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    body: text('body').notNull(),
    order_id: integer('order_id'),
    provider_message_id: text('provider_message_id'),
    error: text('error'),
    claimed_at: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    status_at: timestamp('status_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_sends_once_uq').on(t.kind, t.store_id, t.client_id, t.local_date),
    index('notification_sends_store_idx').on(t.store_id, t.id.desc()),
    uniqueIndex('notification_sends_provider_uq')
      .on(t.provider_message_id)
      .where(sql`${t.provider_message_id} is not null`),
    index('notification_sends_claimed_idx')
      .on(t.claimed_at)
      .where(sql`${t.status} = 'claimed'`),
    check('notification_sends_kind_ck', sql`${t.kind} in (${oneOf(NOTIFICATION_KINDS)})`),
    check('notification_sends_status_ck', sql`${t.status} in (${oneOf(NOTIFICATION_STATUSES)})`),
  ],
);

/** The offline messaging channel: what would have gone out through WhatsApp, readable by staff and tests. */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    send_id: integer('send_id')
      .notNull()
      .references(() => notificationSends.id, { onDelete: 'cascade' }),
    client_id: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    sender: text('sender'),
    template: text('template').notNull(),
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_outbox_send_uq').on(t.send_id),
    index('message_outbox_store_idx').on(t.store_id, t.id.desc()),
  ],
);
