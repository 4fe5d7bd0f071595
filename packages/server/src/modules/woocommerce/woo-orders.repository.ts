import { and, eq, inArray, sql } from 'drizzle-orm';
import { clients, products } from '../../db/schema';
import { saveImportedOrder } from '../orders/orders.api';
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
    const outcome = await saveImportedOrder(tx, storeId, {
      original_id: order.original_id,
      created_at: order.created_at,
      fields: {
        status: order.status,
        payment_status: order.payment_status,
        payment_method: order.payment_method,
        client_observation: order.client_observation,
        delivery: order.delivery,
        delivery_address: order.delivery_address,
        shipping_cost: order.shipping_cost,
        client_id: clientId,
      },
      items: order.items.map((item) => {
        const product = item.product_original_id ? catalogue.get(item.product_original_id) : undefined;
        return {
          product_id: product?.id ?? null,
          amount: item.amount,
          raw_product: item.name,
          original_id: item.original_id,
          product_denormalized: {
            name: item.name,
            brand: null,
            kind: null,
            price_per_unit: item.price_per_unit,
            quantity_unit: 'unit',
            image_url: item.image_url ?? product?.image_url ?? null,
          },
        };
      }),
      other_concepts: order.other_concepts,
    });
    if (outcome === 'created') created += 1;
    else updated += 1;
  }
  return { created, updated };
}
