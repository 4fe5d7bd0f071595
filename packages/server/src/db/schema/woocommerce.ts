import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { SyncKind } from '@mostrador/core';
import { stores } from './foundation';

/**
 * Where each WooCommerce sync of a store stands, one row per store and kind. `synced_until` is
 * the `modified_after` of the next incremental run (null: the next run imports everything); the
 * `resume_*` columns are the cursor of a run cut off half-way: the next run asks for the same
 * `modified_after` from `resume_page` on, so it neither misses nor repeats what was saved.
 */
export const wooSyncState = pgTable(
  'woo_sync_state',
  {
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SyncKind>().notNull(),
    synced_until: timestamp('synced_until', { withTimezone: true }),
    resume_page: integer('resume_page'),
    resume_since: timestamp('resume_since', { withTimezone: true }),
    resume_started_at: timestamp('resume_started_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.store_id, t.kind] })],
);
