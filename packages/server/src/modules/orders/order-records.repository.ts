import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  storedOrderTotal,
  type OrderStatus,
  type PaymentStatus,
  type ProductSnapshot,
} from '@mostrador/core';
import type { Executor } from '../../db/executor';
import { orderItems, orders, otherConcepts } from '../../db/schema';
import { generateAlphanumId, generateOrderToken } from './orders.ids';

/*
 * The order writes other modules ask for (the customer's cart and order page, the chat through
 * them, the payments' notices, the WooCommerce sync): the orders module owns the order tables (ADR 0023), and these are
 * the only statements outside its own services that change them. Reach them through orders.api.ts.
 */

/** A new provisional order (a cart) of the client, with its number and link token, as stored. */
export async function insertCart(db: Executor, storeId: number, clientId: number) {
  // Order numbers are unique per store; with 32^8 values a repeat is rare, so look before writing
  // (a failed insert would abort the whole transaction).
  let alphanumId = generateAlphanumId();
  for (let tries = 0; tries < 5; tries += 1) {
    const [taken] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.store_id, storeId), eq(orders.alphanum_id, alphanumId)));
    if (!taken) break;
    alphanumId = generateAlphanumId();
  }
  const [row] = await db
    .insert(orders)
    .values({ store_id: storeId, client_id: clientId, alphanum_id: alphanumId, token: generateOrderToken() })
    .returning();
  return row!;
}

/** New items of an order in one statement (one row each, in the given order), as stored. */
export function insertItems(
  db: Executor,
  values: {
    store_id: number;
    order_id: number;
    product_id: number | null;
    amount: number;
    raw_product: string | null;
    product_denormalized: ProductSnapshot;
  }[],
) {
  return db.insert(orderItems).values(values).returning();
}

/** The item with its new amount, as stored (undefined when it is not this order's). */
export async function updateItemAmount(
  db: Executor,
  storeId: number,
  orderId: number,
  itemId: number,
  amount: number,
) {
  const [row] = await db
    .update(orderItems)
    .set({ amount, updated_at: sql`now()` })
    .where(and(eq(orderItems.store_id, storeId), eq(orderItems.order_id, orderId), eq(orderItems.id, itemId)))
    .returning();
  return row;
}

export function deleteItem(db: Executor, storeId: number, orderId: number, itemId: number) {
  return db
    .delete(orderItems)
    .where(
      and(eq(orderItems.store_id, storeId), eq(orderItems.order_id, orderId), eq(orderItems.id, itemId)),
    );
}

/** The order row as stored afterwards (an empty array when it is not this store's). */
export function updateOrder(
  db: Executor,
  storeId: number,
  orderId: number,
  set: Partial<
    Pick<
      typeof orders.$inferInsert,
      | 'status'
      | 'payment_status'
      | 'payment_method'
      | 'total_price'
      | 'delivery'
      | 'delivery_chosen'
      | 'delivery_address'
      | 'link_claimed_at'
    >
  > & {
    payment_data?: Record<string, unknown> | null;
  },
) {
  return db
    .update(orders)
    .set({ ...set, updated_at: sql`now()` })
    .where(and(eq(orders.store_id, storeId), eq(orders.id, orderId)))
    .returning();
}

export function setOrderPayment(
  db: Executor,
  storeId: number,
  orderId: number,
  set: Partial<Pick<typeof orders.$inferInsert, 'payment_status' | 'payment_info'>> & {
    payment_data?: Record<string, unknown>;
  },
) {
  return db
    .update(orders)
    .set({ ...set, updated_at: sql`now()` })
    .where(and(eq(orders.store_id, storeId), eq(orders.id, orderId)));
}

/** An order from another system (WooCommerce), whole: its fields, lines and other concepts. */
export interface ImportedOrder {
  original_id: string;
  created_at: Date | null;
  fields: {
    status: OrderStatus;
    payment_status: PaymentStatus;
    payment_method: string | null;
    client_observation: string | null;
    delivery: boolean;
    delivery_address: string | null;
    shipping_cost: number;
    client_id: number | null;
  };
  items: {
    product_id: number | null;
    amount: number;
    raw_product: string;
    original_id: string;
    product_denormalized: ProductSnapshot;
  }[];
  /** Signed: discounts negative. */
  other_concepts: { description: string; amount: number }[];
}

/**
 * Creates the order, or replaces it by (store, original_id) with its lines and concepts, so a page
 * fetched twice leaves one copy; the stored total is core's (storedOrderTotal, with its bound).
 */
export async function saveImportedOrder(
  tx: Executor,
  storeId: number,
  order: ImportedOrder,
): Promise<'created' | 'updated'> {
  const total = storedOrderTotal({
    items: order.items.map((item) => ({
      amount: item.amount,
      price_per_unit: item.product_denormalized.price_per_unit,
    })),
    shipping_cost: order.fields.shipping_cost,
    other_concepts: order.other_concepts,
    delivery: order.fields.delivery,
  });
  const values = { ...order.fields, total_price: total, updated_at: new Date() };
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
  }
  if (order.items.length > 0) {
    await tx
      .insert(orderItems)
      .values(order.items.map((item) => ({ ...item, store_id: storeId, order_id: orderId })));
  }
  if (order.other_concepts.length > 0) {
    await tx
      .insert(otherConcepts)
      .values(order.other_concepts.map((concept) => ({ ...concept, store_id: storeId, order_id: orderId })));
  }
  return existing ? 'updated' : 'created';
}

/**
 * Deletes up to `limit` carts nobody can come back to (customer/abandoned-carts.ts says which):
 * provisional orders whose payment was never requested, untouched since `cutoff`, whose client
 * left no email or phone and did nothing since. Their items and concepts go with them (cascade).
 * SKIP LOCKED lets instances clean side by side. Answers the deleted orders' clients.
 */
export async function deleteAbandonedCarts(
  tx: Executor,
  cutoff: SQL,
  limit: number,
): Promise<{ client_id: number | null }[]> {
  const deleted = await tx.execute(sql`
    delete from orders where id in (
      select o.id from orders o
      left join clients c on c.id = o.client_id
      where o.status = 'provisional' and o.payment_status = 'pending' and o.updated_at < ${cutoff}
        and (c.id is null or (coalesce(c.email, '') = '' and coalesce(c.phone, '') = ''))
        and not exists (
          select 1 from client_logs l
          where l.store_id = o.store_id and l.client_id = o.client_id and l.created_at >= ${cutoff})
        and not exists (
          select 1 from customer_sessions s
          where s.client_id = o.client_id and s.last_seen >= ${cutoff})
      order by o.id
      limit ${limit}
      for update of o skip locked)
    returning client_id`);
  return deleted.rows as { client_id: number | null }[];
}
