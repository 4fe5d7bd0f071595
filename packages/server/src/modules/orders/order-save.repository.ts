import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProductSnapshot } from '@mostrador/core';
import { orderItems, orders, otherConcepts, products, shipments } from '../../db/schema';
import { productNameColumns, selectProductsWithNames } from '../products/product-queries';
import type { SavePlan } from './order-save.plan';
import type { Executor } from '../../db/executor';

/** What an order item keeps of its product (ProductSnapshot), with the product's id. */
export const snapshotColumns = {
  ...productNameColumns,
  price_per_unit: products.price_per_unit,
  quantity_unit: products.quantity_unit,
  image_url: products.image_url,
};

/**
 * Snapshots of the store's products by id (products of other stores are simply not found).
 * `activeOnly`: customers may only add products the store still offers; staff may add any.
 */
export async function productSnapshots(
  db: Executor,
  storeId: number,
  ids: number[],
  { activeOnly = false }: { activeOnly?: boolean } = {},
) {
  const snapshots = new Map<number, ProductSnapshot>();
  if (ids.length === 0) return snapshots;
  const rows = await selectProductsWithNames(db, snapshotColumns).where(
    and(
      eq(products.store_id, storeId),
      inArray(products.id, ids),
      activeOnly ? eq(products.active, true) : undefined,
    ),
  );
  for (const { id, ...snapshot } of rows) snapshots.set(id, snapshot);
  return snapshots;
}

/** Writes a planned save; the caller runs it inside the transaction that locked the order. */
export async function applySavePlan(db: Executor, storeId: number, orderId: number, plan: SavePlan) {
  const now = new Date();
  for (const { id, set } of plan.itemUpdates) {
    await db
      .update(orderItems)
      .set({ ...set, updated_at: now })
      .where(and(eq(orderItems.store_id, storeId), eq(orderItems.order_id, orderId), eq(orderItems.id, id)));
  }
  if (plan.newItems.length > 0) {
    await db.insert(orderItems).values(
      plan.newItems.map((item) => ({
        store_id: storeId,
        order_id: orderId,
        product_id: item.product_id,
        amount: item.amount,
        store_observations: item.store_observations,
        product_denormalized: item.snapshot,
        edited_by_seller: true,
      })),
    );
  }
  if (plan.conceptDeletes.length > 0) {
    await db
      .delete(otherConcepts)
      .where(
        and(
          eq(otherConcepts.store_id, storeId),
          eq(otherConcepts.order_id, orderId),
          inArray(otherConcepts.id, plan.conceptDeletes),
        ),
      );
  }
  for (const concept of plan.conceptUpdates) {
    await db
      .update(otherConcepts)
      .set({ description: concept.description, amount: concept.amount })
      .where(
        and(
          eq(otherConcepts.store_id, storeId),
          eq(otherConcepts.order_id, orderId),
          eq(otherConcepts.id, concept.id),
        ),
      );
  }
  if (plan.conceptInserts.length > 0) {
    await db
      .insert(otherConcepts)
      .values(plan.conceptInserts.map((concept) => ({ ...concept, store_id: storeId, order_id: orderId })));
  }
  if (plan.shipment) {
    const { id, values } = plan.shipment;
    if (id === null) {
      await db.insert(shipments).values({ ...values, store_id: storeId, order_id: orderId });
    } else {
      await db
        .update(shipments)
        .set({ ...values, updated_at: now })
        .where(and(eq(shipments.store_id, storeId), eq(shipments.order_id, orderId), eq(shipments.id, id)));
    }
  }
  await db
    .update(orders)
    .set({ ...plan.orderSet, updated_at: sql`now()` })
    .where(and(eq(orders.store_id, storeId), eq(orders.id, orderId)));
}
