import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataImports, notificationPlans, stores, users } from '../../db/schema';
import { textFilter } from '../../lib/filters-sql';

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

export async function listStores(db: Db, query: StoreListQuery) {
  const search = query.q
    ? sql`(${textFilter(stores.hashtag, query.q)}) or (${textFilter(stores.name, query.q)}) or (${textFilter(stores.creatoremail, query.q)})`
    : undefined;
  const sortColumn = {
    created_at: stores.created_at,
    name: stores.name,
    hashtag: stores.hashtag,
    creatoremail: stores.creatoremail,
  }[query.sort];
  const rows = await db
    .select({
      store: stores,
      plan: notificationPlans,
      user_email: adminEmail,
      csv_status: latestImport,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(stores)
    .leftJoin(notificationPlans, eq(notificationPlans.store_id, stores.id))
    .where(search)
    .orderBy(query.order === 'asc' ? asc(sortColumn) : desc(sortColumn), asc(stores.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { rows, total: rows[0]?.total ?? (query.page > 1 ? await countStores(db, search) : 0) };
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
  db: Db,
  storeId: number,
  values: Partial<typeof notificationPlans.$inferInsert>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .insert(notificationPlans)
    .values({ store_id: storeId, ...values })
    .onConflictDoUpdate({ target: notificationPlans.store_id, set: { ...values, updated_at: new Date() } });
}

export function findPlan(db: Db, storeId: number) {
  return db
    .select()
    .from(notificationPlans)
    .where(eq(notificationPlans.store_id, storeId))
    .then((rows) => rows[0]);
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
