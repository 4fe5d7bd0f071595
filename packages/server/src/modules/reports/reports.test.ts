import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TEXT, type StoreReport } from '@mostrador/core';
import {
  bearer,
  createStore,
  createTestApp,
  createUser,
  login,
  messageOf,
  type StoreFixture,
  type TestContext,
} from '../../../test/helpers';
import { createClient, createOrder, logActivity } from '../orders/test-factories';

let ctx: TestContext;
let mine: StoreFixture & { token: string; crewToken: string };
let other: StoreFixture & { token: string };

/** Noon UTC of a day, so the day is the same in UTC and in Buenos Aires (UTC-3). */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await createStore(ctx.database);
  const b = await createStore(ctx.database);
  const crew = await createUser(ctx.database, { store_id: a.store.id, store_role: 'crew' });
  mine = {
    ...a,
    token: (await login(ctx.app, a.admin.email, a.admin.password, '10.9.0.1')).jwt_token,
    crewToken: (await login(ctx.app, crew.email, crew.password, '10.9.0.2')).jwt_token,
  };
  other = { ...b, token: (await login(ctx.app, b.admin.email, b.admin.password, '10.9.0.3')).jwt_token };

  const db = ctx.database.db;
  const ana = await createClient(db, a.store.id);
  const beto = await createClient(db, a.store.id);
  const caro = await createClient(db, a.store.id);
  await createOrder(db, a.store.id, {
    status: 'done',
    client_id: ana.id,
    created_at: noon('2024-03-01'),
    items: [
      { name: 'Yerba', price: 1000, amount: 2 },
      { name: 'Azúcar', price: 500, amount: 1 },
    ],
  });
  await createOrder(db, a.store.id, {
    status: 'pending',
    client_id: beto.id,
    created_at: noon('2024-03-01'),
    items: [{ name: 'Yerba', price: 1000, amount: 1, revised_price: 800 }],
  });
  await createOrder(db, a.store.id, {
    status: 'waiting_delivery',
    client_id: ana.id,
    created_at: noon('2024-03-03'),
    items: [{ name: 'Café', price: 3000, amount: 1 }],
  });
  // Started but not sales: an open cart and a cancelled order.
  await createOrder(db, a.store.id, {
    status: 'provisional',
    client_id: caro.id,
    created_at: noon('2024-03-02'),
    items: [{ name: 'Café', price: 3000, amount: 5 }],
  });
  await createOrder(db, a.store.id, {
    status: 'client_canceled',
    client_id: caro.id,
    created_at: noon('2024-03-02'),
    items: [{ name: 'Yerba', price: 1000, amount: 9 }],
  });
  // Outside the period.
  await createOrder(db, a.store.id, { status: 'done', created_at: noon('2024-02-20') });
  // A customer who only chatted, and one anonymous chat session.
  const dani = await createClient(db, a.store.id);
  await logActivity(db, a.store.id, dani.id, 'Ingreso al resumen del pedido', noon('2024-03-02'));
  await logActivity(db, a.store.id, ana.id, 'Ingreso al resumen del pedido', noon('2024-03-02'));
  // Another store's sales never show.
  await createOrder(db, b.store.id, {
    status: 'done',
    created_at: noon('2024-03-01'),
    items: [{ name: 'Yerba', price: 99999, amount: 1 }],
  });
});
afterAll(() => ctx.close());

const report = (query: string, token = mine.token) =>
  ctx.app.inject({ method: 'GET', url: `/api/store/reports${query}`, headers: bearer(token) });

describe('GET /api/store/reports', () => {
  it('answers sales by day, orders by status, top products and conversion for the period', async () => {
    const res = await report('?from=2024-03-01&to=2024-03-03&tz=America/Argentina/Buenos_Aires');
    expect(res.statusCode).toBe(200);
    const body = res.json() as StoreReport;
    expect(body.from).toBe('2024-03-01');
    expect(body.to).toBe('2024-03-03');
    expect(body.curr_symbol).toBe('$');
    expect(body.sales_by_day).toEqual([
      { day: '2024-03-01', orders: 2, total: 3300 },
      { day: '2024-03-02', orders: 0, total: 0 },
      { day: '2024-03-03', orders: 1, total: 3000 },
    ]);
    const counts = Object.fromEntries(body.orders_by_status.map((row) => [row.status, row.count]));
    expect(counts).toMatchObject({
      done: 1,
      pending: 1,
      waiting_delivery: 1,
      provisional: 1,
      client_canceled: 1,
      preparing: 0,
    });
    expect(body.orders_by_status).toHaveLength(9);
    expect(body.top_products).toEqual([
      { name: 'Café', quantity_unit: 'unit', amount: 1, total: 3000, orders: 1 },
      { name: 'Yerba', quantity_unit: 'unit', amount: 3, total: 2800, orders: 2 },
      { name: 'Azúcar', quantity_unit: 'unit', amount: 1, total: 500, orders: 1 },
    ]);
    // ana, beto, caro (orders) and dani (activity only); ana and beto confirmed an order.
    expect(body.conversion).toEqual({ chats: 4, converted: 2, started: 5, confirmed: 3 });
    expect(body.totals).toEqual({ sales: 6300, confirmed_orders: 3, average_ticket: 2100 });
  });

  it('counts a day in the seller time zone', async () => {
    // 02:00 UTC on March 4 is still March 3 in Buenos Aires.
    await createOrder(ctx.database.db, mine.store.id, {
      status: 'done',
      created_at: new Date('2024-03-04T02:00:00Z'),
      items: [{ name: 'Té', price: 100, amount: 1 }],
    });
    const local = (
      await report('?from=2024-03-03&to=2024-03-03&tz=America/Argentina/Buenos_Aires')
    ).json() as StoreReport;
    expect(local.sales_by_day).toEqual([{ day: '2024-03-03', orders: 2, total: 3100 }]);
    const utc = (await report('?from=2024-03-03&to=2024-03-03&tz=UTC')).json() as StoreReport;
    expect(utc.sales_by_day).toEqual([{ day: '2024-03-03', orders: 1, total: 3000 }]);
  });

  it('defaults to the last 30 days up to today', async () => {
    const res = await report('');
    expect(res.statusCode).toBe(200);
    const body = res.json() as StoreReport;
    expect(body.sales_by_day).toHaveLength(30);
    expect(body.to).toBe(new Date().toISOString().slice(0, 10));
    expect(body.tz).toBe('UTC');
  });

  it('lets every store user read it (crew too)', async () => {
    const res = await report('?from=2024-03-01&to=2024-03-01', mine.crewToken);
    expect(res.statusCode).toBe(200);
    expect((res.json() as StoreReport).totals.confirmed_orders).toBe(2);
  });

  it('shows another store only its own figures', async () => {
    const body = (await report('?from=2024-03-01&to=2024-03-03', other.token)).json() as StoreReport;
    expect(body.totals).toEqual({ sales: 99999, confirmed_orders: 1, average_ticket: 99999 });
    expect(body.top_products.map((row) => row.name)).toEqual(['Yerba']);
    expect(body.conversion.chats).toBe(0);
  });

  it.each([
    ['?from=2024-02-30', REPORT_TEXT.dateInvalid],
    ['?to=03/01/2024', REPORT_TEXT.dateInvalid],
    ['?from=2024-03-05&to=2024-03-01', REPORT_TEXT.rangeInverted],
    ['?from=2023-01-01&to=2024-03-01', 'El periodo del informe puede tener como maximo 366 dias'],
    ['?from=2020-01-01', 'El periodo del informe puede tener como maximo 366 dias'],
    ['?tz=Marte/Olympus', REPORT_TEXT.timeZoneInvalid],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('needs a logged-in store user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/store/reports' });
    expect(res.statusCode).toBe(401);
  });
});
