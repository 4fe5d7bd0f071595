import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { stores } from './foundation';
import { bytea } from './imports';

/**
 * Product photos uploaded to the server (issue 19 item 8): re-encoded JPEG bytes kept in the
 * database, so every instance serves them with no shared disk. One photo per product; a new
 * upload replaces the row and gets a new token, so its address can be cached for good.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Random and URL-safe: the address names it, and no one guesses another store's photos. */
    token: text('token').notNull(),
    content_type: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    content: bytea('content').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_images_product_uq').on(t.store_id, t.product_id),
    uniqueIndex('product_images_token_uq').on(t.store_id, t.token),
    index('product_images_product_idx').on(t.product_id),
  ],
);
