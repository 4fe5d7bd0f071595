import { and, eq, inArray, sql } from 'drizzle-orm';
import { SYNC_KINDS, type SyncKind } from '@mostrador/core';
import type { Db } from '../../db/client';
import { dataImports, integrationSettings, wooSyncState } from '../../db/schema';
import type { Executor } from '../../db/executor';
import type { DataImportRow } from '../../db/rows';

export type WooSyncStateRow = typeof wooSyncState.$inferSelect;

/** One key for every enqueue: two instances (or two clicks) never queue the same run twice. */
const ENQUEUE_LOCK = sql`pg_advisory_xact_lock(hashtext('mostrador:woo_sync_enqueue'))`;

export function findSyncState(db: Executor, storeId: number, kind: SyncKind) {
  return db
    .select()
    .from(wooSyncState)
    .where(and(eq(wooSyncState.store_id, storeId), eq(wooSyncState.kind, kind)))
    .then((rows) => rows[0]);
}

export function listSyncStates(db: Db, storeId: number) {
  return db.select().from(wooSyncState).where(eq(wooSyncState.store_id, storeId));
}

export async function saveSyncState(
  db: Executor,
  storeId: number,
  kind: SyncKind,
  values: Partial<Omit<WooSyncStateRow, 'store_id' | 'kind' | 'updated_at'>>,
) {
  const row = { ...values, updated_at: new Date() };
  await db
    .insert(wooSyncState)
    .values({ store_id: storeId, kind, ...row })
    .onConflictDoUpdate({ target: [wooSyncState.store_id, wooSyncState.kind], set: row });
}

/** Rows read so far by a run, shown in the log while it goes. */
export async function recordSyncProgress(
  tx: Executor,
  id: number,
  counts: { rows: number; created: number; updated: number },
) {
  await tx
    .update(dataImports)
    .set({
      rows_total: counts.rows,
      rows_created: counts.created,
      rows_updated: counts.updated,
      updated_at: new Date(),
    })
    .where(eq(dataImports.id, id));
}

/**
 * Queues a run of each kind that has none waiting or running (that one is returned instead).
 * Products go first so the orders' items find their products.
 */
export async function enqueueSyncs(
  db: Db,
  storeId: number,
  kinds: readonly SyncKind[],
  label: string,
  userId: number | null,
): Promise<DataImportRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${ENQUEUE_LOCK}`);
    const open = await tx
      .select()
      .from(dataImports)
      .where(
        and(
          eq(dataImports.store_id, storeId),
          inArray(dataImports.kind, [...kinds]),
          inArray(dataImports.status, ['pending', 'processing']),
        ),
      );
    const rows: DataImportRow[] = [];
    for (const kind of SYNC_KINDS.filter((k) => kinds.includes(k))) {
      const waiting = open.find((row) => row.kind === kind);
      if (waiting) {
        rows.push(waiting);
        continue;
      }
      const [row] = await tx
        .insert(dataImports)
        .values({ store_id: storeId, kind, filepath: label, file_size: 0, uploaded_by: userId })
        .returning();
      rows.push(row!);
    }
    return rows;
  });
}

/**
 * The scheduled runs: for every store with woo_auto_products or woo_auto_orders on and a complete
 * connection, a run of that kind when the last one started longer than `intervalMinutes` ago and
 * none is waiting. The decision is read from the database, so it holds across restarts and instances.
 */
export async function enqueueDueSyncs(db: Db, intervalMinutes: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${ENQUEUE_LOCK}`);
    const result = await tx.execute(sql`
      insert into ${dataImports} (store_id, kind, filepath, file_size)
      select s.store_id, k.kind, regexp_replace(s.woo_base_url, '^https?://', ''), 0
      from ${integrationSettings} s
      cross join (values ('woo_products', 1), ('woo_orders', 2)) as k(kind, position)
      where s.woo_base_url <> '' and s.woo_api_key_enc is not null and s.woo_secret_enc is not null
        and ((k.kind = 'woo_products' and s.woo_auto_products) or (k.kind = 'woo_orders' and s.woo_auto_orders))
        and not exists (
          select 1 from ${dataImports} d
          where d.store_id = s.store_id and d.kind = k.kind
            and (d.status in ('pending', 'processing')
              or d.created_at > now() - ${intervalMinutes} * interval '1 minute')
        )
      order by s.store_id, k.position
      returning id`);
    return result.rows.length;
  });
}
