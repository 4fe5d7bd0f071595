import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { CONFIRMED_ORDER_STATUSES, REPORT_TOP_PRODUCTS, type OrderStatus } from '@mostrador/core';
import { clientLogs, orderItems, orders } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** A period as instants: [start, end) in the seller's time zone. */
export interface ReportWindow {
  from: string;
  /** The day after the last day of the period. */
  until: string;
  tz: string;
}

/** Midnight of a calendar day in a time zone, as an instant PostgreSQL compares with timestamptz. */
const midnight = (day: string, tz: string) => sql`((${day}::date)::timestamp at time zone ${tz})`;

function createdIn(
  window: ReportWindow,
  column: typeof orders.created_at | typeof clientLogs.created_at,
): SQL {
  return and(gte(column, midnight(window.from, window.tz)), lt(column, midnight(window.until, window.tz)))!;
}

const confirmed = inArray(orders.status, [...CONFIRMED_ORDER_STATUSES]);

/** Confirmed orders and their totals per calendar day of the time zone (days without sales left out). */
export function salesByDay(db: Executor, storeId: number, window: ReportWindow) {
  const day = sql<string>`to_char(${orders.created_at} at time zone ${window.tz}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        day,
        orders: count(),
        total: sql<string>`coalesce(sum(${orders.total_price}), 0)::text`,
      })
      .from(orders)
      .where(and(eq(orders.store_id, storeId), confirmed, createdIn(window, orders.created_at)))
      // By position: the time zone is a bind parameter, so a repeated expression would not match.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** Orders started in the period, by status, with their totals. */
export function ordersByStatus(db: Executor, storeId: number, window: ReportWindow) {
  return db
    .select({
      status: sql<OrderStatus>`${orders.status}`,
      count: count(),
      total: sql<string>`coalesce(sum(${orders.total_price}), 0)::text`,
    })
    .from(orders)
    .where(and(eq(orders.store_id, storeId), createdIn(window, orders.created_at)))
    .groupBy(orders.status);
}

/**
 * The best sellers of the period by amount sold: items of confirmed orders, named as the order
 * shows them (the product snapshot's name, else the customer's raw text). An item total follows
 * core's itemTotal: the revised price, else quantity times unit price, never below 0.
 */
export function topProducts(db: Executor, storeId: number, window: ReportWindow) {
  const name = sql<string>`coalesce(nullif(trim(${orderItems.product_denormalized}->>'name'), ''), nullif(trim(${orderItems.raw_product}), ''), '-')`;
  const unit = sql<string>`coalesce(nullif(${orderItems.product_denormalized}->>'quantity_unit', ''), 'unit')`;
  const itemTotal = sql`greatest(coalesce(${orderItems.revised_price}, round(${orderItems.amount} * coalesce((${orderItems.product_denormalized}->>'price_per_unit')::numeric, 0), 2)), 0)`;
  const total = sql<string>`sum(${itemTotal})::text`;
  return (
    db
      .select({
        name,
        quantity_unit: unit,
        amount: sql<string>`sum(${orderItems.amount})::text`,
        total,
        orders: countDistinct(orderItems.order_id),
      })
      .from(orderItems)
      .innerJoin(orders, and(eq(orders.id, orderItems.order_id), eq(orders.store_id, orderItems.store_id)))
      .where(and(eq(orderItems.store_id, storeId), confirmed, createdIn(window, orders.created_at)))
      // By position, as in salesByDay: the same product sold by kilo and by unit are two rows.
      .groupBy(sql`1`, sql`2`)
      .orderBy(desc(sql`sum(${itemTotal})`), sql`1`)
      .limit(REPORT_TOP_PRODUCTS)
  );
}

/** Customers with at least one confirmed order started in the period. */
export async function convertedClients(db: Executor, storeId: number, window: ReportWindow): Promise<number> {
  const [row] = await db
    .select({ clients: countDistinct(orders.client_id) })
    .from(orders)
    .where(and(eq(orders.store_id, storeId), confirmed, createdIn(window, orders.created_at)));
  return row?.clients ?? 0;
}

/**
 * Customers who talked to the store in the period: those with logged activity or with an order
 * started then. Anonymous activity (no client yet) counts once per chat session.
 */
export async function chatsInPeriod(db: Executor, storeId: number, window: ReportWindow): Promise<number> {
  const fromLogs = db
    .select({
      who: sql<string>`coalesce(${clientLogs.client_id}::text, 's:' || ${clientLogs.session_id})`.as('who'),
    })
    .from(clientLogs)
    .where(
      and(
        eq(clientLogs.store_id, storeId),
        createdIn(window, clientLogs.created_at),
        sql`(${clientLogs.client_id} is not null or ${clientLogs.session_id} is not null)`,
      ),
    );
  const fromOrders = db
    .select({ who: sql<string>`${orders.client_id}::text`.as('who') })
    .from(orders)
    .where(
      and(eq(orders.store_id, storeId), isNotNull(orders.client_id), createdIn(window, orders.created_at)),
    );
  const people = fromLogs.union(fromOrders).as('people');
  const [row] = await db.select({ chats: count() }).from(people);
  return row?.chats ?? 0;
}
