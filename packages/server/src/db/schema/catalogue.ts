import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './foundation';

/** Brands and kinds belong to a store and are created on first use. */
export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('brands_store_name_uq').on(t.store_id, sql`lower(${t.name})`)],
);

export const kinds = pgTable(
  'kinds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('kinds_store_name_uq').on(t.store_id, sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // No foreign keys on store_id, brand_id and kind_id: statement-level triggers check them once
    // per statement instead of once per row, and keep ON DELETE cascade / set null (migration
    // 0019, docs/adr/0013-product-reference-checks.md). They also require the brand and the kind
    // to be of the product's own store, which the foreign keys did not.
    store_id: integer('store_id').notNull(),
    name: text('name').notNull(),
    brand_id: integer('brand_id'),
    kind_id: integer('kind_id'),
    quantity_unit: text('quantity_unit').notNull().default('unit'),
    price_per_unit: numeric('price_per_unit', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    description: text('description'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image_url: text('image_url'),
    original_id: text('original_id'),
    category: text('category'),
    active: boolean('active').notNull().default(true),
    stock: numeric('stock', { precision: 14, scale: 3, mode: 'number' }),
    // Folded copies the filters of spec section 5 search, written with every change of name,
    // original_id or tags by productSearchColumns (core's foldText, tags lower-cased): the trigram
    // and GIN indexes serve them, and computing them in the app keeps bulk imports fast (a
    // generated column would call an SQL function for every row) and equal to core's semantics.
    name_search: text('name_search').notNull().default(''),
    original_id_search: text('original_id_search').notNull().default(''),
    tags_search: text('tags_search')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_store_idx').on(t.store_id, t.id),
    uniqueIndex('products_store_original_id_uq')
      .on(t.store_id, t.original_id)
      .where(sql`${t.original_id} is not null`),
    index('products_kind_idx').on(t.store_id, t.kind_id),
    index('products_brand_idx').on(t.store_id, t.brand_id),
    // One GIN index for the three searched columns (migration 0020): a row adds its keys to one
    // pending list instead of three, and a multicolumn GIN serves a condition on any of its
    // columns as well as a single-column one would (docs/adr/0014-one-search-index.md).
    index('products_search_idx').using(
      'gin',
      sql`${t.name_search} gin_trgm_ops`,
      sql`${t.original_id_search} gin_trgm_ops`,
      t.tags_search,
    ),
  ],
);
