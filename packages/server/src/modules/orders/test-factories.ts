/*
 * Test data for the operations tests, written straight to the database with unique values (the
 * calls that create orders and clients belong to the customer side).
 */
import { randomBytes } from 'node:crypto';
import { orderTotal, type OrderStatus, type PaymentStatus, type ProductSnapshot } from '@mostrador/core';
import type { Db } from '../../db/client';
import { clientLogs, clients, orderItems, orders, otherConcepts, products, shipments } from '../../db/schema';
import { generateAlphanumId, generateOrderToken } from './orders.ids';

const tag = () => randomBytes(3).toString('hex');

export async function createProduct(
  db: Db,
  storeId: number,
  values: Partial<typeof products.$inferInsert> = {},
) {
  const [product] = await db
    .insert(products)
    .values({ store_id: storeId, name: `Producto ${tag()}`, price_per_unit: 100, ...values })
    .returning();
  return product!;
}

export async function createClient(
  db: Db,
  storeId: number,
  values: Partial<typeof clients.$inferInsert> = {},
) {
  const [client] = await db
    .insert(clients)
    .values({
      store_id: storeId,
      email: `cliente${tag()}@test.local`,
      first_name: 'Ana',
      last_name: 'Pérez',
      phone: '1155550000',
      session_ids: [`dfmessenger-${tag()}${tag()}`],
      ...values,
    })
    .returning();
  return client!;
}

export async function logActivity(
  db: Db,
  storeId: number,
  clientId: number | null,
  activity_name: string,
  created_at = new Date(),
) {
  await db.insert(clientLogs).values({ store_id: storeId, client_id: clientId, activity_name, created_at });
}

export interface ItemSpec {
  name?: string;
  price?: number;
  amount?: number;
  revised_price?: number | null;
  product_id?: number | null;
  original_id?: string | null;
}

export interface OrderSpec {
  status?: OrderStatus;
  payment_status?: PaymentStatus;
  payment_method?: string | null;
  payment_info?: string | null;
  client_id?: number | null;
  shipping_cost?: number;
  /** Delivery (the default) or pickup: a pickup order takes no shipping cost. */
  delivery?: boolean;
  original_id?: string | null;
  created_at?: Date;
  items?: ItemSpec[];
  concepts?: { description?: string; amount: number }[];
  shipments?: Partial<typeof shipments.$inferInsert>[];
}

const snapshotOf = (item: ItemSpec): ProductSnapshot => ({
  name: item.name ?? `Item ${tag()}`,
  brand: 'Marca',
  kind: 'Tipo',
  price_per_unit: item.price ?? 100,
  quantity_unit: 'unit',
  image_url: null,
});

/** An order with items, concepts and shipments; its stored total follows core's order math. */
export async function createOrder(db: Db, storeId: number, spec: OrderSpec = {}) {
  const items = (spec.items ?? [{ name: 'Yerba', price: 100, amount: 2 }]).map((item) => ({
    item,
    snapshot: snapshotOf(item),
  }));
  const concepts = spec.concepts ?? [];
  const total = orderTotal({
    items: items.map(({ item, snapshot }) => ({
      amount: item.amount ?? 1,
      price_per_unit: snapshot.price_per_unit,
      revised_price: item.revised_price,
    })),
    shipping_cost: spec.shipping_cost ?? 0,
    other_concepts: concepts,
    delivery: spec.delivery ?? true,
  });
  const [order] = await db
    .insert(orders)
    .values({
      store_id: storeId,
      alphanum_id: generateAlphanumId(),
      token: generateOrderToken(),
      status: spec.status ?? 'pending',
      payment_status: spec.payment_status ?? 'pending',
      payment_method: spec.payment_method === undefined ? 'Efectivo' : spec.payment_method,
      payment_info: spec.payment_info ?? null,
      client_id: spec.client_id ?? null,
      shipping_cost: spec.shipping_cost ?? 0,
      delivery: spec.delivery ?? true,
      delivery_address: (spec.delivery ?? true) ? 'Av. Siempreviva 742' : null,
      original_id: spec.original_id ?? null,
      total_price: total,
      ...(spec.created_at ? { created_at: spec.created_at } : {}),
    })
    .returning();
  const itemRows = items.length
    ? await db
        .insert(orderItems)
        .values(
          items.map(({ item, snapshot }) => ({
            store_id: storeId,
            order_id: order!.id,
            product_id: item.product_id ?? null,
            amount: item.amount ?? 1,
            revised_price: item.revised_price ?? null,
            original_id: item.original_id ?? null,
            product_denormalized: snapshot,
          })),
        )
        .returning()
    : [];
  const conceptRows = concepts.length
    ? await db
        .insert(otherConcepts)
        .values(
          concepts.map((concept) => ({
            store_id: storeId,
            order_id: order!.id,
            description: concept.description ?? 'Concepto',
            amount: concept.amount,
          })),
        )
        .returning()
    : [];
  const shipmentRows = spec.shipments?.length
    ? await db
        .insert(shipments)
        .values(spec.shipments.map((shipment) => ({ ...shipment, store_id: storeId, order_id: order!.id })))
        .returning()
    : [];
  return { order: order!, items: itemRows, concepts: conceptRows, shipments: shipmentRows };
}
