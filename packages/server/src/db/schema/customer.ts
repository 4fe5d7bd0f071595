import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './foundation';
import { clients } from './operations';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A customer's browser session (spec section 6: 'dfmessenger-' + 10 hex). A session belongs to one
 * store at a time; client_id is set once the customer writes a cart (the client's session_ids keep
 * the history). product_list_token is the /productlist secret, bound to the session's store, so it
 * is replaced when the session moves to another store. ref_code is the client QR of section 3.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    session_id: text('session_id').primaryKey(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    client_id: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    product_list_token: text('product_list_token').notNull(),
    ref_code: text('ref_code'),
    created_at: at('created_at').notNull().defaultNow(),
    last_seen: at('last_seen').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_sessions_product_list_token_uq').on(t.product_list_token),
    index('customer_sessions_store_client_idx').on(t.store_id, t.client_id),
    check('customer_sessions_id_ck', sql`${t.session_id} ~ '^dfmessenger-[0-9a-f]{10}$'`),
  ],
);
