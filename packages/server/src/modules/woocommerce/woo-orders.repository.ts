import { and, eq, inArray, sql } from 'drizzle-orm';
import { storedOrderTotal, type ProductSnapshot } from '@mostrador/core';
import { clients, orderItems, orders, otherConcepts, products } from '../../db/schema';
import { generateAlphanumId, generateOrderToken } from '../orders/orders.ids';
import type { SyncedOrder } from './woo-mapping';
import type { Executor } from '../../db/executor';

/** The store's client with that e-mail, created from the order's billing data when there is none. */
async function clientFor(tx: Executor, storeId: number, order: SyncedOrder): Promise<number | null> {
  const { email, first_name, last_name, phone, address } = order.client;
  if (!email) return null;
  const [found] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.store_id, storeId), sql`lower(${clients.email}) = ${email}`))
    .orderBy(clients.id)
    .limit(1);
  if (found) return found.id;
  const seen = order.created_at ?? new Date();
  const [created] = await tx
    .insert(clients)
    .values({
      store_id: storeId,
      email,
      first_name: first_name || null,
      last_name: last_name || null,
      phone: phone || null,
      address: address || null,
      first_seen: seen,
      last_seen: seen,
    })
    .returning({ id: clients.id });
  return created!.id;
}

/** Catalogue products of the page's items, by WooCommerce id. */
async function productsByOriginalId(tx: Executor, storeId: number, list: SyncedOrder[]) {
  const ids = [
    ...new Set(list.flatMap((order) => order.items.map((item) => item.product_original_id ?? ''))),
  ].filter(Boolean);
  if (ids.length === 0) return new Map<string, { id: number; image_url: string | null }>();
  const rows = await tx
    .select({ id: products.id, original_id: products.original_id, image_url: products.image_url })
    .from(products)
    .where(and(eq(products.store_id, storeId), inArray(products.original_id, ids)));
  return new Map(rows.map((row) => [row.original_id!, { id: row.id, image_url: row.image_url }]));
}

/**
 * Creates or replaces each order by (store, original_id), items and concepts included, so a page
 * fetched twice leaves one copy. WooCommerce is the source of an imported order: a changed order
 * there replaces its lines here.
 */
export async function upsertSyncedOrders(
  tx: Executor,
  storeId: number,
  list: SyncedOrder[],
): Promise<{ created: number; updated: number }> {
  const catalogue = await productsByOriginalId(tx, storeId, list);
  let created = 0;
  let updated = 0;
  for (const order of list) {
    const clientId = await clientFor(tx, storeId, order);
    const total = storedOrderTotal({
      items: order.items,
      shipping_cost: order.shipping_cost,
      other_concepts: order.other_concepts,
      delivery: order.delivery,
    });
    const values = {
      status: order.status,
      payment_status: order.payment_status,
      payment_method: order.payment_method,
      client_observation: order.client_observation,
      delivery: order.delivery,
      delivery_address: order.delivery_address,
      shipping_cost: order.shipping_cost,
      total_price: total,
      client_id: clientId,
      updated_at: new Date(),
    };
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.store_id, storeId), eq(orders.original_id, order.original_id)))
      .limit(1);
    let orderId: number;
    if (existing) {
      orderId = existing.id;
      await tx.update(orders).set(values).where(eq(orders.id, orderId));
      await tx.delete(orderItems).where(eq(orderItems.order_id, orderId));
      await tx.delete(otherConcepts).where(eq(otherConcepts.order_id, orderId));
      updated += 1;
    } else {
      const [row] = await tx
        .insert(orders)
        .values({
          ...values,
          store_id: storeId,
          original_id: order.original_id,
          alphanum_id: generateAlphanumId(),
          token: generateOrderToken(),
          created_at: order.created_at ?? new Date(),
        })
        .returning({ id: orders.id });
      orderId = row!.id;
      created += 1;
    }
    if (order.items.length > 0) {
      await tx.insert(orderItems).values(
        order.items.map((item) => {
          const product = item.product_original_id ? catalogue.get(item.product_original_id) : undefined;
          const snapshot: ProductSnapshot = {
            name: item.name,
            brand: null,
            kind: null,
            price_per_unit: item.price_per_unit,
            quantity_unit: 'unit',
            image_url: item.image_url ?? product?.image_url ?? null,
          };
          return {
            store_id: storeId,
            order_id: orderId,
            product_id: product?.id ?? null,
            amount: item.amount,
            raw_product: item.name,
            original_id: item.original_id,
            product_denormalized: snapshot,
          };
        }),
      );
    }
    if (order.other_concepts.length > 0) {
      await tx
        .insert(otherConcepts)
        .values(
          order.other_concepts.map((concept) => ({ ...concept, store_id: storeId, order_id: orderId })),
        );
    }
  }
  return { created, updated };
}
