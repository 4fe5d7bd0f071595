import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { clientLogs, clients, customerSessions, orders } from '../../src/db/schema';
import { withPlatformScope } from '../../src/db/scope';
import { cleanUpAbandonedCarts } from '../../src/modules/customer/abandoned-carts';
import { addItems, addProduct, preset } from '../../src/modules/customer/customer.fixtures';
import { createStore, createTestApp, type TestContext } from '../helpers';

/*
 * Issue 18 item 5: the carts a flood leaves (a session, a client without contact, a provisional
 * order) are deleted once untouched for ABANDONED_CARTS_CLEANUP_HOURS; real customers' carts stay.
 */
let ctx: TestContext;
let storeId: number;
let hashtag: string;
let productId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const fixture = await createStore(ctx.database);
  storeId = fixture.store.id;
  hashtag = fixture.store.hashtag;
  productId = (await addProduct(ctx.database.db, storeId, { name: 'Yerba' })).id;
});
afterAll(() => ctx?.close());

async function cart() {
  const { session } = await preset(ctx.app, hashtag);
  const order = await addItems(ctx.app, session, [{ product_id: productId, amount: 1 }]);
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
  return { session, orderId: order.id, clientId: row!.client_id! };
}

/** Moves a cart's every date `hours` into the past, as if nobody had touched it since. */
async function age(target: { session: string; orderId: number; clientId: number }, hours: number) {
  const past = sql`now() - make_interval(hours => ${hours})`;
  const { db } = ctx.database;
  await db.update(orders).set({ updated_at: past, created_at: past }).where(eq(orders.id, target.orderId));
  await db
    .update(customerSessions)
    .set({ last_seen: past, created_at: past })
    .where(eq(customerSessions.session_id, target.session));
  await db.update(clientLogs).set({ created_at: past }).where(eq(clientLogs.client_id, target.clientId));
}

const cleanUp = () => withPlatformScope(() => cleanUpAbandonedCarts(ctx.database.db, 72));

describe('abandoned carts without contact', () => {
  it('deletes the stale ones with their client and session, keeps every other, and a second pass finds nothing', async () => {
    const flood = [await cart(), await cart(), await cart()];
    for (const target of flood) await age(target, 100);
    const fresh = await cart();
    const withEmail = await cart();
    await ctx.database.db
      .update(clients)
      .set({ email: 'ana@ejemplo.com' })
      .where(eq(clients.id, withEmail.clientId));
    await age(withEmail, 100);
    const paymentRequested = await cart();
    await ctx.database.db
      .update(orders)
      .set({ payment_status: 'required' })
      .where(eq(orders.id, paymentRequested.orderId));
    await age(paymentRequested, 100);
    const recentActivity = await cart();
    await age(recentActivity, 100);
    await ctx.database.db.insert(clientLogs).values({
      store_id: storeId,
      client_id: recentActivity.clientId,
      activity_name: 'Vio el pedido',
      session_id: recentActivity.session,
    });
    const notOldEnough = await cart();
    await age(notOldEnough, 24);

    const first = await cleanUp();
    expect(first).toEqual({ orders: 3, clients: 3, sessions: 3 });
    const { db } = ctx.database;
    const floodOrders = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          flood.map((target) => target.orderId),
        ),
      );
    expect(floodOrders).toEqual([]);
    const floodClients = await db
      .select()
      .from(clients)
      .where(
        inArray(
          clients.id,
          flood.map((target) => target.clientId),
        ),
      );
    expect(floodClients).toEqual([]);
    const kept = [fresh, withEmail, paymentRequested, recentActivity, notOldEnough];
    const keptOrders = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.store_id, storeId),
          inArray(
            orders.id,
            kept.map((target) => target.orderId),
          ),
        ),
      );
    expect(keptOrders).toHaveLength(kept.length);

    expect(await cleanUp()).toEqual({ orders: 0, clients: 0, sessions: 0 });
  }, 120_000);
});
