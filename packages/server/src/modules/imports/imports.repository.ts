import { and, asc, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DataImportKind } from '@mostrador/core';
import type { Db } from '../../db/client';
import { dataImportFiles, dataImports, products } from '../../db/schema';
import type { Executor } from '../../db/executor';
import type { DataImportRow } from '../../db/rows';

/** Bytes per stored part of an upload (a statement stays near 700 KB of base64). */
export const FILE_PART_BYTES = 512 * 1024;

/** The import record and its file in one transaction: a stored upload is always processable. */
export async function insertImport(
  db: Db,
  values: Pick<
    typeof dataImports.$inferInsert,
    'store_id' | 'kind' | 'filepath' | 'file_size' | 'uploaded_by'
  >,
  content: Buffer,
): Promise<DataImportRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(dataImports).values(values).returning();
    // Each part travels as base64 text: PGlite's own bytea parameter encoding costs several times
    // the bytes in JavaScript memory and seconds of CPU for a 10 MB file.
    for (let part = 0; part * FILE_PART_BYTES < content.length; part += 1) {
      const bytes = content.subarray(part * FILE_PART_BYTES, (part + 1) * FILE_PART_BYTES);
      await tx.execute(sql`
        insert into ${dataImportFiles} (import_id, part, store_id, content)
        values (${row!.id}, ${part}, ${values.store_id}, decode(${bytes.toString('base64')}, 'base64'))`);
    }
    return row!;
  });
}

export async function listImports(
  db: Db,
  storeId: number,
  kind: DataImportKind | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: DataImportRow[]; total: number }> {
  const where = and(eq(dataImports.store_id, storeId), kind ? eq(dataImports.kind, kind) : undefined);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(dataImports)
      .where(where)
      .orderBy(desc(dataImports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(dataImports).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export function findImport(db: Db, storeId: number, id: number) {
  return db
    .select()
    .from(dataImports)
    .where(and(eq(dataImports.store_id, storeId), eq(dataImports.id, id)))
    .then((rows) => rows[0]);
}

/** The kinds one worker takes: file uploads and WooCommerce syncs have workers of their own. */
const kindList = (kinds: readonly DataImportKind[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/**
 * Claims the oldest waiting import: pending and due, or processing with an expired lease (its
 * worker died). SKIP LOCKED lets several instances claim side by side without taking the same one.
 */
export async function claimNextImport(
  db: Db,
  leaseMs: number,
  kinds: readonly DataImportKind[],
): Promise<DataImportRow | undefined> {
  const result = await db.execute(sql`
    update ${dataImports} set status = 'processing', attempts = attempts + 1,
      locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
    where id = (
      select id from ${dataImports}
      where status in ('pending', 'processing') and (locked_until is null or locked_until <= now())
        and kind in (${kindList(kinds)})
      order by id
      for update skip locked
      limit 1
    )
    returning id`);
  const id = (result.rows[0] as { id: number } | undefined)?.id;
  if (id === undefined) return undefined;
  return db
    .select()
    .from(dataImports)
    .where(eq(dataImports.id, id))
    .then((rows) => rows[0]);
}

export function extendLease(db: Db, id: number, attempt: number, leaseMs: number) {
  return db.execute(sql`
    update ${dataImports} set locked_until = now() + ${leaseMs} * interval '1 millisecond'
    where id = ${id} and attempts = ${attempt} and status = 'processing'`);
}

/**
 * Locks the import for the rest of the caller's transaction if this claim still owns it, so two
 * workers can never apply the same file (the second finds it changed and gives up).
 */
export async function lockOwnedImport(tx: Executor, id: number, attempt: number): Promise<boolean> {
  const result = await tx.execute(sql`
    select id from ${dataImports}
    where id = ${id} and attempts = ${attempt} and status = 'processing'
    for update`);
  return result.rows.length === 1;
}

/** The stored upload, part by part; undefined once the import has finished and dropped it. */
export async function readImportContent(db: Db, id: number): Promise<Buffer | undefined> {
  const parts: Buffer[] = [];
  for (let part = 0; ; part += 1) {
    const result = await db.execute(sql`
      select encode(content, 'base64') as content from ${dataImportFiles}
      where import_id = ${id} and part = ${part}`);
    const row = result.rows[0] as { content: string } | undefined;
    if (!row) break;
    parts.push(Buffer.from(row.content, 'base64'));
  }
  return parts.length ? Buffer.concat(parts) : undefined;
}

/** A finished import no longer needs its file: the record and its message stay in the log. */
export async function finishImport(
  tx: Executor,
  id: number,
  values: Partial<
    Pick<
      DataImportRow,
      'status' | 'error_msg' | 'rows_total' | 'rows_created' | 'rows_updated' | 'rows_deleted'
    >
  >,
) {
  await tx
    .update(dataImports)
    .set({ ...values, locked_until: null, updated_at: new Date() })
    .where(eq(dataImports.id, id));
  await tx.delete(dataImportFiles).where(eq(dataImportFiles.import_id, id));
}

/** Back to pending: after a shutdown (the attempt does not count) or a transient error (it does). */
export function releaseImport(db: Db, id: number, delayMs: number, countAttempt: boolean) {
  return db.execute(sql`
    update ${dataImports} set status = 'pending', updated_at = now(),
      locked_until = now() + ${delayMs} * interval '1 millisecond',
      attempts = attempts - ${countAttempt ? 0 : 1}
    where id = ${id}`);
}

/**
 * The embedded database belongs to one process (the data-dir lock), so at start any import still
 * marked processing was cut off by a crash: it can be taken again at once.
 */
export function recoverInterruptedImports(db: Db, kinds: readonly DataImportKind[]) {
  return db.execute(sql`
    update ${dataImports} set status = 'pending', locked_until = null, updated_at = now()
    where status = 'processing' and kind in (${kindList(kinds)})`);
}

/** The store's stock as the download lists it, by id in batches. */
export async function* stockBatches(db: Db, storeId: number, batchSize = 5000) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        original_id: products.original_id,
        name: products.name,
        stock: products.stock,
      })
      .from(products)
      .where(and(eq(products.store_id, storeId), isNotNull(products.original_id), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * After a large import: fresh statistics for the planner, GIN pending lists merged (searches scan
 * them whole otherwise) and the visibility map set for index-only counts. PGlite has no autovacuum,
 * so nothing else would do it there. VACUUM cannot run in a transaction: this runs after commit.
 */
export function vacuumProducts(db: Db) {
  return db.execute(sql`vacuum (analyze) ${products}`);
}
