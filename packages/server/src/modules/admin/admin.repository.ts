import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataImports, notificationPlans, stores, users } from '../../db/schema';
import { foldedTextFilter } from '../../lib/filters-sql';
import type { Executor } from '../../db/executor';

export interface StoreListQuery {
  q?: string;
  sort: 'created_at' | 'name' | 'hashtag' | 'creatoremail';
  order: 'asc' | 'desc';
  page: number;
  page_size: number;
}

/** The store's latest upload, which drives the CSV status colour (spec section 4). */
const latestImport = sql<string | null>`(
  select di.status from ${dataImports} di where di.store_id = ${stores.id} order by di.id desc limit 1
)`;

/** The store admin's email (the 'user email' column). */
const adminEmail = sql<string | null>`(
  select u.email from ${users} u where u.store_id = ${stores.id} and u.store_role = 'admin' order by u.id limit 1
)`;

/**
 * One page of the stores table. The page's ids are chosen first (search, order, limit: no per-row
 * lookups), then the admin email, latest upload and plan are read for those rows only, so a page
 * costs about the same with 100 or 10,000 stores.
 */
export async function listStores(db: Db, query: StoreListQuery) {
  // Hashtag, name and creator email are stored folded (stores.admin_search, trigram-indexed):
  // every word must appear in one of them, ignoring case and accents.
  const search = foldedTextFilter(stores.admin_search, query.q);
  const sortColumn = {
    created_at: stores.created_at,
    name: stores.name,
    hashtag: stores.hashtag,
    creatoremail: stores.creatoremail,
  }[query.sort];
  // The order's index (stores_*_idx) serves the page; the count is its own small query.
  const page = await db
    .select({ id: stores.id })
    .from(stores)
    .where(search)
    .orderBy(
      ...(query.order === 'asc' ? [asc(sortColumn), asc(stores.id)] : [desc(sortColumn), desc(stores.id)]),
    )
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await countStores(db, search);
  if (page.length === 0) return { rows: [], total };
  const found = await db
    .select({ store: stores, plan: notificationPlans, user_email: adminEmail, csv_status: latestImport })
    .from(stores)
    .leftJoin(notificationPlans, eq(notificationPlans.store_id, stores.id))
    .where(
      inArray(
        stores.id,
        page.map((row) => row.id),
      ),
    );
  const byId = new Map(found.map((row) => [row.store.id, row]));
  return { rows: page.flatMap((row) => byId.get(row.id) ?? []), total };
}

/** One store's row of the table, after a change made from it (toggle, inline edit). */
export function findStoreListRow(db: Db, id: number) {
  return db
    .select({ store: stores, plan: notificationPlans, user_email: adminEmail, csv_status: latestImport })
    .from(stores)
    .leftJoin(notificationPlans, eq(notificationPlans.store_id, stores.id))
    .where(eq(stores.id, id))
    .then((rows) => rows[0]);
}

async function countStores(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(stores)
    .where(where);
  return row?.n ?? 0;
}

export function setStoreEnabled(db: Db, id: number, enabled: boolean) {
  return db
    .update(stores)
    .set({ enabled, updated_at: new Date() })
    .where(eq(stores.id, id))
    .returning()
    .then((rows) => rows[0]);
}

export async function upsertNotificationPlan(
  db: Executor,
  storeId: number,
  values: Partial<typeof notificationPlans.$inferInsert>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .insert(notificationPlans)
    .values({ store_id: storeId, ...values })
    .onConflictDoUpdate({ target: notificationPlans.store_id, set: { ...values, updated_at: new Date() } });
}

/** Every store's uploads, newest first, for the administrator's import status view. */
export function listAllImports(db: Db, storeId: number | undefined, limit: number) {
  return db
    .select({
      id: dataImports.id,
      store_id: dataImports.store_id,
      hashtag: stores.hashtag,
      kind: dataImports.kind,
      status: dataImports.status,
      filepath: dataImports.filepath,
      error_msg: dataImports.error_msg,
      created_at: dataImports.created_at,
      updated_at: dataImports.updated_at,
    })
    .from(dataImports)
    .innerJoin(stores, eq(stores.id, dataImports.store_id))
    .where(storeId ? and(eq(dataImports.store_id, storeId)) : undefined)
    .orderBy(desc(dataImports.id))
    .limit(limit);
}
