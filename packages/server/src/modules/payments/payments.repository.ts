import { and, eq, sql } from 'drizzle-orm';
import { orders, paymentCheckouts, paymentNotices } from '../../db/schema';
import type { Executor } from '../../db/executor';

export type CheckoutRecord = typeof paymentCheckouts.$inferSelect;

export function insertCheckout(db: Executor, values: typeof paymentCheckouts.$inferInsert) {
  return db.insert(paymentCheckouts).values(values);
}

export async function findCheckoutByReference(db: Executor, provider: string, reference: string) {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(
      and(
        eq(paymentCheckouts.provider, provider as CheckoutRecord['provider']),
        eq(paymentCheckouts.reference, reference),
      ),
    );
  return row;
}

export async function findCheckout(db: Executor, provider: string, checkoutId: string) {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(
      and(
        eq(paymentCheckouts.provider, provider as CheckoutRecord['provider']),
        eq(paymentCheckouts.checkout_id, checkoutId),
      ),
    );
  return row;
}

/** Records a notice once; undefined when the same (provider, payment, status) was already applied. */
export async function insertNotice(db: Executor, values: typeof paymentNotices.$inferInsert) {
  const [row] = await db
    .insert(paymentNotices)
    .values(values)
    .onConflictDoNothing({
      target: [paymentNotices.provider, paymentNotices.provider_payment_id, paymentNotices.status],
    })
    .returning({ id: paymentNotices.id });
  return row?.id;
}

export function setAppliedStatus(db: Executor, id: number, appliedStatus: string) {
  return db.update(paymentNotices).set({ applied_status: appliedStatus }).where(eq(paymentNotices.id, id));
}

/** Another payment of the order whose last word was 'in process' (no final notice yet). */
export async function otherPaymentInProcess(
  db: Executor,
  storeId: number,
  orderId: number,
  paymentId: string,
) {
  const result = await db.execute<{ open: boolean }>(sql`
    select exists (
      select 1 from ${paymentNotices}
      where ${paymentNotices.store_id} = ${storeId} and ${paymentNotices.order_id} = ${orderId}
        and ${paymentNotices.provider_payment_id} <> ${paymentId}
      group by ${paymentNotices.provider_payment_id}
      having bool_or(${paymentNotices.status} in ('in_process', 'pending'))
        and not bool_or(${paymentNotices.status} in ('approved', 'rejected', 'cancelled', 'refunded'))
    ) as open`);
  return Boolean(result.rows[0]?.open);
}

export async function findOrder(db: Executor, storeId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.store_id, storeId), eq(orders.id, orderId)));
  return row;
}
