import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TEXT, type OrderDetail, type OrderListRow, type Page } from '@mostrador/core';
import {
  bearer,
  createTestApp,
  messageOf,
  twoLoggedInStores,
  type LoggedInStore,
  type TestContext,
} from '../../../test/helpers';
import { createClient, createOrder } from './test-factories';

/*
 * The order list and the order screen run fixed statements on the driver (raw-statement.ts)
 * instead of Drizzle queries: these check what that path must keep exactly as Drizzle gave it
 * (numbers with cents, dates, nulls), its named and unnamed statements, and the store wall.
 */
let ctx: TestContext;
let mine: LoggedInStore;
let other: LoggedInStore;
let withCents: number;
let withoutClient: number;

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const listOf = (url: string, token = mine.token) =>
  get(url, token).then((res) => res.json() as Page<OrderListRow>);

beforeAll(async () => {
  ctx = await createTestApp();
  ({ mine, other } = await twoLoggedInStores(ctx, 7));
  const db = ctx.database.db;
  const client = await createClient(db, mine.store.id, {
    first_name: 'Lucía',
    last_name: 'González Pérez',
    email: 'lucia@x.com',
  });
  withCents = (
    await createOrder(db, mine.store.id, {
      client_id: client.id,
      shipping_cost: 10.5,
      created_at: new Date('2026-10-05T14:03:07.123Z'),
      items: [{ name: 'Queso', price: 33.33, amount: 3 }],
      concepts: [{ description: 'Descuento', amount: -0.49 }],
      shipments: [{ tracking_code: 'AB1', transport_co: 'Correo', eta: new Date('2026-10-09T00:00:00Z') }],
    })
  ).order.id;
  withoutClient = (await createOrder(db, mine.store.id, { created_at: new Date('2026-10-01T00:00:00Z') }))
    .order.id;
  await createOrder(db, other.store.id, { client_id: null, shipping_cost: 1 });
});
afterAll(() => ctx.close());

describe('order list statement', () => {
  it('answers money with cents as numbers, dates as ISO text and a missing client as null', async () => {
    const page = await listOf('/api/store/orders');
    expect(page.total).toBe(2);
    const [first, second] = page.items;
    expect(first).toMatchObject({
      id: withCents,
      created_at: '2026-10-05T14:03:07.123Z',
      client: { name: 'Lucía González Pérez', email: 'lucia@x.com', phone: '1155550000' },
      shipping_cost: 10.5,
      total_price: 110,
      nitems: 1,
      delivery: true,
    });
    expect(typeof first!.total_price).toBe('number');
    expect(second).toMatchObject({ id: withoutClient, client_id: null, client: null });
  });

  it('answers one filter shape with different values (a named statement reused)', async () => {
    expect((await listOf('/api/store/orders?client=lucia')).items.map((row) => row.id)).toEqual([withCents]);
    expect((await listOf('/api/store/orders?client=nadie')).total).toBe(0);
    expect((await listOf('/api/store/orders?client=gonzalez')).items.map((row) => row.id)).toEqual([
      withCents,
    ]);
  });

  it('answers a filter of many words (an unnamed statement)', async () => {
    const found = await listOf('/api/store/orders?client=lucia gonzalez perez lucia x.com&estado=pending');
    expect(found.items.map((row) => row.id)).toEqual([withCents]);
    expect((await listOf('/api/store/orders?client=lucia gonzalez perez lucia nadie')).total).toBe(0);
  });

  it('shows another store none of these orders, and a refused filter stays a 400', async () => {
    const theirs = await listOf('/api/store/orders?client=lucia', other.token);
    expect(theirs).toEqual({ items: [], total: 0, page: 1, page_size: 15 });
    expect((await listOf('/api/store/orders', other.token)).items.map((row) => row.shipping_cost)).toEqual([
      1,
    ]);
    const bad = await get('/api/store/orders?estado=perdido', mine.token);
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(ORDER_TEXT.statusInvalid);
  });
});

describe('order screen statement', () => {
  it('answers the order with its parts as before', async () => {
    const res = await get(`/api/store/orders/${withCents}`, mine.token);
    expect(res.statusCode).toBe(200);
    const order = res.json() as OrderDetail;
    expect(order).toMatchObject({
      id: withCents,
      created_at: '2026-10-05T14:03:07.123Z',
      total_price: 110,
      shipping_cost: 10.5,
      nitems: 1,
      client: { name: 'Lucía González Pérez' },
      store: { hashtag: mine.store.hashtag },
    });
    expect(order.items.map((item) => [item.name, item.amount, item.total])).toEqual([['Queso', 3, 99.99]]);
    expect(order.other_concepts.map((concept) => [concept.amount, concept.type])).toEqual([
      [-0.49, expect.any(String)],
    ]);
    expect(order.shipping[0]).toMatchObject({ tracking_code: 'AB1', eta: '2026-10-09T00:00:00.000Z' });
  });

  it("answers 404 for another store's order and for none", async () => {
    for (const url of [`/api/store/orders/${withCents}`, '/api/store/orders/999999999']) {
      const res = await get(url, other.token);
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(ORDER_TEXT.orderNotFound);
    }
  });
});
