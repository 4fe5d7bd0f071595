import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './foundation';

/**
 * The chat assistant's memory of one conversation: the question it is waiting an answer to
 * ('¿Cuál de estos?'), the last item it touched, the referral code applied. Kept in the database
 * so a restart or another server instance picks the conversation up where it was.
 */
export const chatStates = pgTable(
  'chat_states',
  {
    session_id: text('session_id').primaryKey(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_states_store_idx').on(t.store_id, t.updated_at)],
);

/**
 * A counter per store that moves with every change of its catalogue (products, brand and kind
 * names), kept by statement-level triggers (migration assistant_catalogue_triggers) so that every
 * writer counts: product screens, imports, integrations. The assistant compares it with the
 * version of its in-memory index on each message at the cost of one indexed read.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  store_id: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The conversation as the widget shows it (issue 17: the chat remembers): one row per line, the
 * customer's text or one of the assistant's messages, so a reload or a new visit restores the last
 * 50 lines from the server. Older lines are pruned as new ones arrive.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    session_id: text('session_id').notNull(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    from: text('from').$type<'user' | 'bot'>().notNull(),
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_store_session_idx').on(t.store_id, t.session_id, t.id)],
);
