import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@mostrador/core';
import { clients, orders } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** Count and total of each status asked for, summed exactly by PostgreSQL's numeric. */
export function statusTotals(db: Executor, storeId: number, statuses: OrderStatus[]) {
  return db
    .select({
      status: orders.status,
      count: count(),
      total: sql<string>`coalesce(sum(${orders.total_price}), 0)::text`,
    })
    .from(orders)
    .where(and(eq(orders.store_id, storeId), inArray(orders.status, statuses)))
    .groupBy(orders.status);
}

/**
 * Registered (first_seen) and active (last_seen) clients in the last 30 days and since the start of
 * the current month in the seller's time zone (spec section 9).
 */
export async function clientMetrics(db: Executor, storeId: number, timeZone: string) {
  const monthStart = sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const thirtyDaysAgo = sql`(now() - interval '30 days')`;
  const [row] = await db
    .select({
      registered_this_month: sql<number>`(count(*) filter (where ${clients.first_seen} >= ${monthStart}))::int`,
      registered_last_30_days: sql<number>`(count(*) filter (where ${clients.first_seen} >= ${thirtyDaysAgo}))::int`,
      active_this_month: sql<number>`(count(*) filter (where ${clients.last_seen} >= ${monthStart}))::int`,
      active_last_30_days: sql<number>`(count(*) filter (where ${clients.last_seen} >= ${thirtyDaysAgo}))::int`,
    })
    .from(clients)
    .where(eq(clients.store_id, storeId));
  return (
    row ?? {
      registered_this_month: 0,
      registered_last_30_days: 0,
      active_this_month: 0,
      active_last_30_days: 0,
    }
  );
}
