import { and, eq, isNull } from 'drizzle-orm';
import {
  AppError,
  CUSTOMER_TEXT,
  MAX_QUANTITY,
  ORDER_TEXT,
  fromCents,
  orderTotalCents,
  roundQuantity,
  toCents,
  type ProductSnapshot,
} from '@mostrador/core';
import { clientLogs, orders } from '../../db/schema';
import { generateAlphanumId, generateOrderToken } from '../orders/orders.ids';
import { productSnapshots } from '../orders/order-save.repository';
import {
  listItems,
  listOtherConcepts,
  lockOrder,
  type Executor,
  type OrderRecord,
} from '../orders/orders.repository';
import type { CartLine } from './customer.types';
import type { SessionContext } from './customer-access';
import {
  findClientBySession,
  findOpenOrder,
  insertClient,
  insertItem,
  insertOrder,
  touchClient,
  touchSession,
  updateItemAmount,
  updateOrder,
} from './customer.repository';

/** Same bound as the seller's save: the largest total numeric(14,2) keeps with room to spare. */
const MAX_TOTAL_CENTS = toCents(999_999_999_999);

/**
 * The session's client in its store: the one already linked, else the store's client that used
 * this session id before, else a new one. first_seen is set on creation, last_seen on every write;
 * activity the session logged before the client existed is attached to it.
 */
export async function ensureClient(db: Executor, context: SessionContext): Promise<number> {
  const { session, store } = context;
  let clientId = session.client_id ?? (await findClientBySession(db, store.id, session.session_id));
  if (clientId === null) clientId = await insertClient(db, store.id, session.session_id);
  await touchClient(db, store.id, clientId, session.session_id);
  if (session.client_id !== clientId) {
    await touchSession(db, session.session_id, { client_id: clientId });
    await db
      .update(clientLogs)
      .set({ client_id: clientId })
      .where(
        and(
          eq(clientLogs.store_id, store.id),
          eq(clientLogs.session_id, session.session_id),
          isNull(clientLogs.client_id),
        ),
      );
    session.client_id = clientId;
  }
  return clientId;
}

/** The client's open (provisional) order locked, or a new one with its number and page token. */
export async function ensureOpenOrder(db: Executor, storeId: number, clientId: number): Promise<OrderRecord> {
  const open = await findOpenOrder(db, storeId, clientId);
  if (open) return (await lockOrder(db, storeId, open.id))!;
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
  return insertOrder(db, {
    store_id: storeId,
    client_id: clientId,
    alphanum_id: alphanumId,
    token: generateOrderToken(),
  });
}

function textSnapshot(line: CartLine): ProductSnapshot {
  return {
    name: (line.name ?? line.raw ?? '').trim(),
    brand: null,
    kind: null,
    price_per_unit: 0,
    quantity_unit: line.quantity_unit?.trim() || 'unit',
    image_url: null,
  };
}

/**
 * Adds cart lines to a locked provisional order. A product already in the order gets the new
 * quantity added to it (a customer adding "one more" means more, not a second row); products are
 * priced from the store's catalogue, never from the request; free-text lines cost 0 until the
 * store prices them.
 */
export async function addLines(db: Executor, storeId: number, order: OrderRecord, lines: CartLine[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.product_id ? [line.product_id] : [])))];
  const snapshots = await productSnapshots(db, storeId, ids, { activeOnly: true });
  if (snapshots.size !== ids.length) throw new AppError('not_found', CUSTOMER_TEXT.productNotFound);
  const existing = new Map(
    (await listItems(db, storeId, order.id))
      .filter((item) => item.product_id !== null)
      .map((item) => [item.product_id!, { id: item.id, amount: item.amount }]),
  );
  for (const line of lines) {
    const amount = roundQuantity(line.amount);
    const current = line.product_id ? existing.get(line.product_id) : undefined;
    if (current) {
      current.amount = fromCents(toCents(current.amount) + toCents(amount));
      if (current.amount > MAX_QUANTITY) throw new AppError('bad_request', ORDER_TEXT.amountTooLarge);
      await updateItemAmount(db, storeId, order.id, current.id, current.amount);
      continue;
    }
    const snapshot = line.product_id ? snapshots.get(line.product_id)! : textSnapshot(line);
    const itemId = await insertItem(db, {
      store_id: storeId,
      order_id: order.id,
      product_id: line.product_id ?? null,
      amount,
      raw_product: line.raw?.trim() || (line.product_id ? null : snapshot.name),
      product_denormalized: snapshot,
    });
    if (line.product_id) existing.set(line.product_id, { id: itemId, amount });
  }
}

/** Stores the order total recomputed by core's order math after the customer changed items. */
export async function storeTotal(db: Executor, storeId: number, order: OrderRecord) {
  const items = await listItems(db, storeId, order.id);
  const concepts = await listOtherConcepts(db, storeId, order.id);
  const cents = orderTotalCents({
    items: items.map((item) => ({
      amount: item.amount,
      price_per_unit: item.product_denormalized.price_per_unit,
      revised_price: item.revised_price,
    })),
    shipping_cost: order.shipping_cost,
    other_concepts: concepts,
  });
  if (Math.abs(cents) > MAX_TOTAL_CENTS) throw new AppError('bad_request', ORDER_TEXT.valueTooLarge);
  await updateOrder(db, storeId, order.id, { total_price: fromCents(cents) });
  return items.length;
}
