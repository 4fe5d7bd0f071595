/*
 * The customer's order writes answer the order from the rows they wrote (no re-read): these
 * tests hold every answer against a fresh read of the same order, and the stored total against
 * core's order math, so the shortcut can never show something the database does not hold.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_TEXT, ORDER_TEXT } from '@mostrador/core';
import { orderItems, orders } from '../../db/schema';
import { withPlatformScope } from '../../db/scope';
import { messageOf } from '../../../test/helpers';
import { addItems, preset, twoCartStores } from './customer.fixtures';

const fx = twoCartStores();
const slug = (hashtag: string) => hashtag.slice(1);

const call = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload: object) =>
  fx.t.app.inject({ method, url, payload });
const freshRead = async (token: string, session_id: string) => {
  const res = await call('POST', '/api/client/orderstatus', { token, session_id });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
};
const itemRows = (orderId: number) =>
  withPlatformScope(() =>
    fx.t.database.db.select().from(orderItems).where(eq(orderItems.order_id, orderId)).orderBy(orderItems.id),
  );
const storedTotal = async (orderId: number) => {
  const [row] = await withPlatformScope(() =>
    fx.t.database.db.select({ total: orders.total_price }).from(orders).where(eq(orders.id, orderId)),
  );
  return row!.total;
};

describe('customer order writes answer what is stored', () => {
  it('adds, merges, changes, removes and confirms, each answer equal to a fresh read', async () => {
    const { session } = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const first = await addItems(fx.t.app, session, [
      { product_id: fx.yerba.id, amount: 2 },
      { product_id: fx.azucar.id, amount: 1.5 },
      { raw: 'pan casero', amount: 1 },
    ]);
    expect(first).toEqual(await freshRead(first.token, session));
    expect(first.items.map((item) => item.name)).toEqual(['Yerba', 'Azúcar', 'pan casero']);

    // A product already in the order and the same product twice in one call: one row, summed.
    const merged = await addItems(fx.t.app, session, [
      { product_id: fx.yerba.id, amount: 1 },
      { product_id: fx.yerba.id, amount: 2 },
    ]);
    expect(merged).toEqual(await freshRead(first.token, session));
    expect(merged.items.filter((item) => item.product_id === fx.yerba.id)).toHaveLength(1);
    expect(merged.items.find((item) => item.product_id === fx.yerba.id)!.amount).toBe(5);
    expect(merged.total_price).toBe(5 * 1500.5 + 1.5 * 900);
    expect(await storedTotal(first.id)).toBe(merged.total_price);

    const sugar = merged.items.find((item) => item.product_id === fx.azucar.id)!;
    const changed = await call('PUT', `/api/client/order/${first.id}/items/${sugar.id}`, {
      session_id: session,
      amount: 3,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(await freshRead(first.token, session));
    expect(changed.json().total_price).toBe(5 * 1500.5 + 3 * 900);

    const bread = merged.items.find((item) => item.product_id === null)!;
    const removed = await call('DELETE', `/api/client/order/${first.id}/items/${bread.id}`, {
      session_id: session,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(await freshRead(first.token, session));
    expect((await itemRows(first.id)).map((row) => row.id)).not.toContain(bread.id);

    const confirmed = await call('POST', `/api/client/order/${first.id}/confirm`, {
      session_id: session,
      delivery: false,
      first_name: 'Ana',
      phone: '11 4444 5555',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual(await freshRead(first.token, session));
    expect(confirmed.json()).toMatchObject({ status: 'pending', editable: false });
    expect(await storedTotal(first.id)).toBe(5 * 1500.5 + 3 * 900);
  });

  it("answers 404 for another order's item and leaves both orders as they were", async () => {
    const mine = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const theirs = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const myOrder = await addItems(fx.t.app, mine.session, [{ product_id: fx.yerba.id, amount: 1 }]);
    const theirOrder = await addItems(fx.t.app, theirs.session, [{ product_id: fx.azucar.id, amount: 2 }]);
    const res = await call('PUT', `/api/client/order/${myOrder.id}/items/${theirOrder.items[0]!.id}`, {
      session_id: mine.session,
      amount: 9,
    });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(ORDER_TEXT.itemNotFound);
    expect((await itemRows(theirOrder.id))[0]!.amount).toBe(2);
    expect(await freshRead(myOrder.token, mine.session)).toEqual(myOrder);
  });

  it("never lets a session of store B change or read store A's order", async () => {
    const owner = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const order = await addItems(fx.t.app, owner.session, [{ product_id: fx.yerba.id, amount: 1 }]);
    const other = await preset(fx.t.app, slug(fx.storeB.hashtag));
    const calls = [
      await call('PUT', `/api/client/order/${order.id}/items/${order.items[0]!.id}`, {
        session_id: other.session,
        amount: 7,
      }),
      await call('DELETE', `/api/client/order/${order.id}/items/${order.items[0]!.id}`, {
        session_id: other.session,
      }),
      await call('POST', `/api/client/order/${order.id}/confirm`, { session_id: other.session }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(CUSTOMER_TEXT.orderNotFound);
      expect(res.body).not.toContain(order.token);
    }
    expect(await freshRead(order.token, owner.session)).toEqual(order);
  });
});
