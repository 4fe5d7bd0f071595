import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  AppError,
  CUSTOMER_TEXT,
  MAX_QUANTITY,
  ORDER_TEXT,
  fromCents,
  storedOrderTotal,
  roundQuantity,
  toCents,
  type ProductSnapshot,
} from '@mostrador/core';
import { clientLogs, orders } from '../../db/schema';
import {
  deleteItem,
  findOrderParts,
  insertCart,
  insertItems,
  productSnapshots,
  updateItemAmount,
  updateOrder,
  type OrderParts,
} from '../orders/orders.api';
import type { CartLine } from './customer.types';
import type { SessionContext } from './customer-access';
import { findClientBySession, insertClient, touchClient, touchSession } from './customer.repository';
import type { Executor } from '../../db/executor';
import type { OrderItemRecord, OrderRecord } from '../../db/rows';

/** Same bound as the seller's save: the largest total numeric(14,2) keeps with room to spare. */

/**
 * The session's client in its store: the one already linked, else the store's client that used
 * this session id before, else a new one. first_seen is set on creation, last_seen on every write;
 * activity the session logged before the client existed is attached to it.
 */
export async function ensureClient(db: Executor, context: SessionContext): Promise<number> {
  const { session, store } = context;
  let clientId = session.client_id ?? (await findClientBySession(db, store.id, session.session_id));
  // A client inserted now already has last_seen now() and this session id: nothing to touch.
  if (clientId === null) clientId = await insertClient(db, store.id, session.session_id);
  else await touchClient(db, store.id, clientId, session.session_id);
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

/**
 * An order locked by this transaction with its items, other concepts and shipments as stored: a
 * change updates it with the rows its writes return, so its total and its answer need no re-read.
 */
export interface OrderDraft extends OrderParts {
  order: OrderRecord;
}

/** The locked order's draft: its parts in one statement (an order just created has none). */
export async function draftOf(db: Executor, storeId: number, order: OrderRecord): Promise<OrderDraft> {
  return { order, ...(await findOrderParts(db, storeId, order.id)) };
}

/**
 * The client's open (provisional) order, found and locked in one statement, or a new one with its
 * number and page token.
 */
export async function ensureOpenOrder(db: Executor, storeId: number, clientId: number): Promise<OrderDraft> {
  const [open] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.store_id, storeId), eq(orders.client_id, clientId), eq(orders.status, 'provisional')),
    )
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(1)
    .for('update');
  if (open) return draftOf(db, storeId, open);
  const order = await insertCart(db, storeId, clientId);
  return { order, items: [], concepts: [], shipping: [] };
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

type NewItem = Parameters<typeof insertItems>[1][number];

/** Puts a row returned by a write in the draft, in place of the one it changed. */
function replaceItem(draft: OrderDraft, row: OrderItemRecord | undefined) {
  if (!row) throw new AppError('not_found', ORDER_TEXT.itemNotFound);
  draft.items = draft.items.map((item) => (item.id === row.id ? row : item));
}

/**
 * Adds cart lines to a locked provisional order. A product already in the order gets the new
 * quantity added to it (a customer adding "one more" means more, not a second row); products are
 * priced from the store's catalogue, never from the request; free-text lines cost 0 until the
 * store prices them. New rows go in one insert, in the order of the lines.
 */
export async function addLines(db: Executor, storeId: number, draft: OrderDraft, lines: CartLine[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.product_id ? [line.product_id] : [])))];
  const snapshots = await productSnapshots(db, storeId, ids, { activeOnly: true });
  if (snapshots.size !== ids.length) throw new AppError('not_found', CUSTOMER_TEXT.productNotFound);
  const existing = new Map(
    draft.items
      .filter((item) => item.product_id !== null)
      .map((item) => [item.product_id!, { id: item.id, amount: item.amount }]),
  );
  const changed = new Map<number, number>();
  const inserts: NewItem[] = [];
  const pending = new Map<number, NewItem>();
  for (const line of lines) {
    const amount = roundQuantity(line.amount);
    const current = line.product_id ? existing.get(line.product_id) : undefined;
    const queued = line.product_id ? pending.get(line.product_id) : undefined;
    if (current || queued) {
      const target = (current ?? queued)!;
      target.amount = fromCents(toCents(target.amount) + toCents(amount));
      if (target.amount > MAX_QUANTITY) throw new AppError('bad_request', ORDER_TEXT.amountTooLarge);
      if (current) changed.set(current.id, current.amount);
      continue;
    }
    const snapshot = line.product_id ? snapshots.get(line.product_id)! : textSnapshot(line);
    const item: NewItem = {
      store_id: storeId,
      order_id: draft.order.id,
      product_id: line.product_id ?? null,
      amount,
      raw_product: line.raw?.trim() || (line.product_id ? null : snapshot.name),
      product_denormalized: snapshot,
    };
    inserts.push(item);
    if (line.product_id) pending.set(line.product_id, item);
  }
  for (const [itemId, amount] of changed) {
    replaceItem(draft, await updateItemAmount(db, storeId, draft.order.id, itemId, amount));
  }
  if (inserts.length) draft.items = [...draft.items, ...(await insertItems(db, inserts))];
}

/** Changes one item's amount (404 when it is not in the order). */
export async function changeItemAmount(
  db: Executor,
  storeId: number,
  draft: OrderDraft,
  itemId: number,
  amount: number,
) {
  if (!draft.items.some((item) => item.id === itemId))
    throw new AppError('not_found', ORDER_TEXT.itemNotFound);
  replaceItem(draft, await updateItemAmount(db, storeId, draft.order.id, itemId, amount));
}

/** Removes one item (404 when it is not in the order). */
export async function removeItem(db: Executor, storeId: number, draft: OrderDraft, itemId: number) {
  if (!draft.items.some((item) => item.id === itemId))
    throw new AppError('not_found', ORDER_TEXT.itemNotFound);
  await deleteItem(db, storeId, draft.order.id, itemId);
  draft.items = draft.items.filter((item) => item.id !== itemId);
}

/** Writes order fields and keeps the row the database answers (updated_at included). */
export async function setOrder(
  db: Executor,
  storeId: number,
  draft: OrderDraft,
  set: Parameters<typeof updateOrder>[3],
) {
  const [row] = await updateOrder(db, storeId, draft.order.id, set);
  if (!row) throw new AppError('not_found', CUSTOMER_TEXT.orderNotFound);
  draft.order = row;
}

/** Stores the order total recomputed by core's order math after the customer changed items. */
export async function storeTotal(db: Executor, storeId: number, draft: OrderDraft) {
  const total = storedOrderTotal({
    items: draft.items.map((item) => ({
      amount: item.amount,
      price_per_unit: item.product_denormalized.price_per_unit,
      revised_price: item.revised_price,
    })),
    shipping_cost: draft.order.shipping_cost,
    other_concepts: draft.concepts,
    delivery: draft.order.delivery,
  });
  await setOrder(db, storeId, draft, { total_price: total });
}
