import { and, asc, desc, eq, gt, ne, or, isNull, sql } from 'drizzle-orm';
import type { PaymentEventView, PaymentStatus } from '@mostrador/core';
import { orders, paymentEvents, stores } from '../../db/schema';
import { orderWhere } from './orders.repository';
import type { Executor } from '../../db/executor';

export type PaymentEventRecord = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;

/** Who changed a payment, as the history shows it. */
export interface PaymentActor {
  id: number;
  name: string;
  role: 'admin' | 'crew' | null;
}

export function insertPaymentEvent(db: Executor, values: NewPaymentEvent) {
  return db.insert(paymentEvents).values(values);
}

export async function listPaymentEvents(db: Executor, storeId: number, orderId: number) {
  return db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.store_id, storeId), eq(paymentEvents.order_id, orderId)))
    .orderBy(asc(paymentEvents.id));
}

export function paymentEventView(row: PaymentEventRecord): PaymentEventView {
  return {
    id: row.id,
    kind: row.kind,
    from_status: row.from_status as PaymentStatus,
    to_status: row.to_status as PaymentStatus,
    amount: row.amount,
    method: row.method,
    note: row.note,
    user_name: row.user_name,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Payment changes of the store after `since` that the caller did not make, newest first: the
 * (store_id, created_at) index finds them, so a poll every few seconds from every open tab stays
 * cheap.
 */
export async function paymentChangesSince(db: Executor, storeId: number, since: Date, userId: number) {
  const where = and(
    eq(paymentEvents.store_id, storeId),
    gt(paymentEvents.created_at, since),
    or(isNull(paymentEvents.user_id), ne(paymentEvents.user_id, userId)),
  );
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(where);
  const count = counted?.count ?? 0;
  if (count === 0) return { count, latest: [] };
  const latest = await db
    .select({
      order_id: paymentEvents.order_id,
      alphanum_id: orders.alphanum_id,
      to_status: paymentEvents.to_status,
      created_at: paymentEvents.created_at,
    })
    .from(paymentEvents)
    .innerJoin(
      orders,
      and(eq(orders.id, paymentEvents.order_id), eq(orders.store_id, paymentEvents.store_id)),
    )
    .where(where)
    .orderBy(desc(paymentEvents.created_at), desc(paymentEvents.id))
    .limit(5);
  return { count, latest };
}

/** The filtered orders' count and total per payment status (Cobros' totals line). */
export function paymentTotals(db: Executor, storeId: number, filters: Parameters<typeof orderWhere>[1]) {
  return db
    .select({
      payment_status: orders.payment_status,
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${orders.total_price}), 0)::float8`,
    })
    .from(orders)
    .where(orderWhere(storeId, filters))
    .groupBy(orders.payment_status);
}

export function setCrewCanComplete(db: Executor, storeId: number, allowed: boolean) {
  return db
    .update(stores)
    .set({ crew_can_complete_payments: allowed, updated_at: new Date() })
    .where(eq(stores.id, storeId));
}
