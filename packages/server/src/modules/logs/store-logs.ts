import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeLogs, stores } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** Kinds of events a store's log keeps; every module records through `recordStoreEvent`. */
export const STORE_EVENTS = [
  'login',
  'login_failed',
  'upload',
  'import_complete',
  'import_failed',
  'order_status',
  'payment',
  'settings',
  'users',
  'notification',
  'store_enabled',
  'store_disabled',
  'faqs',
] as const;
export type StoreEvent = (typeof STORE_EVENTS)[number];

/**
 * Records one event in the store's log. Never lets a logging failure break the action that
 * caused it: the action already happened.
 */
export async function recordStoreEvent(
  db: Executor,
  entry: {
    storeId: number;
    event: StoreEvent;
    message: string;
    payload?: Record<string, unknown>;
    userId?: number | null;
  },
): Promise<void> {
  try {
    await db.insert(storeLogs).values({
      store_id: entry.storeId,
      event: entry.event,
      message: entry.message,
      payload: entry.payload ?? null,
      user_id: entry.userId ?? null,
    });
  } catch {
    // The event is lost, the action stands; the server log still has the request.
  }
}

export interface LogQuery {
  storeId?: number;
  from?: Date;
  to?: Date;
  limit: number;
}

export function listLogs(db: Db, query: LogQuery) {
  const conditions: SQL[] = [];
  if (query.storeId) conditions.push(eq(storeLogs.store_id, query.storeId));
  if (query.from) conditions.push(gte(storeLogs.created_at, query.from));
  if (query.to) conditions.push(lte(storeLogs.created_at, query.to));
  return db
    .select({
      id: storeLogs.id,
      store_id: storeLogs.store_id,
      hashtag: stores.hashtag,
      event: storeLogs.event,
      message: storeLogs.message,
      payload: storeLogs.payload,
      user_id: storeLogs.user_id,
      created_at: storeLogs.created_at,
    })
    .from(storeLogs)
    .innerJoin(stores, eq(stores.id, storeLogs.store_id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(storeLogs.id))
    .limit(query.limit);
}
