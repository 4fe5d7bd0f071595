import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { DataImportKind, ImportStatus } from '@mostrador/core';
import { stores, users } from './foundation';

/** PGlite hands back a Uint8Array and node-postgres a Buffer; the app always sees a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The store's upload log (spec section 3, CSV upload log) and, at the same time, the durable queue
 * the import worker claims from: a pending row is a job, `locked_until` is the claim's lease.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DataImportKind>().notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('pending'),
    /** The uploaded file's own name; the content is kept in data_import_files until processed. */
    filepath: text('filepath').notNull(),
    file_size: integer('file_size').notNull(),
    error_msg: text('error_msg'),
    rows_total: integer('rows_total'),
    rows_created: integer('rows_created'),
    rows_updated: integer('rows_updated'),
    rows_deleted: integer('rows_deleted'),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_imports_store_idx').on(t.store_id, t.id),
    // The worker's claim scans only unfinished rows.
    index('data_imports_queue_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

/** An upload's bytes in parts of FILE_PART_BYTES, so no single statement carries the whole file. */
export const dataImportFiles = pgTable(
  'data_import_files',
  {
    import_id: integer('import_id')
      .notNull()
      .references(() => dataImports.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    content: bytea('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.import_id, t.part] }),
    index('data_import_files_store_idx').on(t.store_id, t.import_id),
  ],
);
