import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@mostrador/core';
import { paymentMethods } from '../../db/schema';
import type { Queryable } from './queryable';

type Row = typeof paymentMethods.$inferSelect;

export function paymentMethodView(row: Row): PaymentMethod {
  return {
    id: row.id,
    name: row.name,
    enabled_delivery: row.enabled_delivery,
    enabled_pickup: row.enabled_pickup,
    method_info: row.method_info,
    config: row.config,
  };
}

/** The store's payment methods in the order it listed them. */
export async function listPaymentMethods(db: Queryable, storeId: number): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.store_id, storeId))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return rows.map(paymentMethodView);
}

/**
 * For the chat assistant: the methods a customer may choose for a delivered order or one picked up
 * at the store.
 */
export async function listPaymentMethodsFor(
  db: Queryable,
  storeId: number,
  mode: 'delivery' | 'pickup',
): Promise<PaymentMethod[]> {
  const enabled = mode === 'delivery' ? paymentMethods.enabled_delivery : paymentMethods.enabled_pickup;
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.store_id, storeId), eq(enabled, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return rows.map(paymentMethodView);
}

export async function paymentMethodIds(db: Queryable, storeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.store_id, storeId));
  return rows.map((row) => row.id);
}

export function deletePaymentMethodsExcept(db: Queryable, storeId: number, keep: number[]) {
  const scope = eq(paymentMethods.store_id, storeId);
  return db
    .delete(paymentMethods)
    .where(keep.length ? and(scope, notInArray(paymentMethods.id, keep)) : scope);
}

/**
 * Gives the kept methods a provisional name first, so that two methods swapping names in one save
 * do not trip the unique name index halfway.
 */
export function parkPaymentMethodNames(db: Queryable, storeId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve();
  return db
    .update(paymentMethods)
    .set({ name: sql`'\u0001' || ${paymentMethods.id}::text` })
    .where(and(eq(paymentMethods.store_id, storeId), inArray(paymentMethods.id, ids)));
}

export type PaymentMethodValues = Omit<typeof paymentMethods.$inferInsert, 'id' | 'store_id'>;

export function updatePaymentMethod(db: Queryable, storeId: number, id: number, values: PaymentMethodValues) {
  return db
    .update(paymentMethods)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(paymentMethods.store_id, storeId), eq(paymentMethods.id, id)));
}

export function insertPaymentMethods(db: Queryable, storeId: number, values: PaymentMethodValues[]) {
  if (values.length === 0) return Promise.resolve();
  return db.insert(paymentMethods).values(values.map((value) => ({ ...value, store_id: storeId })));
}
