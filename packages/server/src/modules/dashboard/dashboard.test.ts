import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TEXT, type DashboardView } from '@mostrador/core';
import { stores } from '../../db/schema';
import {
  bearer,
  createStore,
  createTestApp,
  login,
  messageOf,
  twoLoggedInStores,
  type LoggedInStore,
  type TestContext,
} from '../../../test/helpers';
import { createClient, createOrder } from '../orders/test-factories';

let ctx: TestContext;
let mine: LoggedInStore;
let other: LoggedInStore;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ mine, other } = await twoLoggedInStores(ctx, 4));
});
afterAll(() => ctx.close());

const dashboard = async (query = '', token = mine.token) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/store/dashboard${query}`,
    headers: bearer(token),
  });
  return res;
};

const DAY = 86_400_000;

describe('GET /api/store/dashboard', () => {
  it('answers empty panels and zero metrics for a new store', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    const view = res.json() as DashboardView;
    expect(Object.keys(view.orders)).toEqual(['entrantes', 'en_proceso', 'a_despachar', 'entregadas']);
    expect(view.orders.entrantes).toEqual({
      title: 'ENTRANTES',
      status: 'pending',
      count: 0,
      total: 0,
      orders: [],
    });
    expect(view.clients).toEqual({
      registered_this_month: 0,
      registered_last_30_days: 0,
      active_this_month: 0,
      active_last_30_days: 0,
    });
    expect(view.latest_clients).toEqual([]);
    expect(view.report_slim).toBeNull();
  });

  it('counts and totals each panel, caps lists at 12 and clients at 5', async () => {
    const db = ctx.database.db;
    const storeId = mine.store.id;
    await db
      .update(stores)
      .set({ urls: { report_slim: 'https://informes.test/slim' } })
      .where(eq(stores.id, storeId));
    const now = Date.now();
    const ana = await createClient(db, storeId, {
      first_name: 'Ana',
      last_name: 'Gil',
      first_seen: new Date(now - 2 * DAY),
      last_seen: new Date(now - DAY),
    });
    // Registered 40 days ago, active 10 days ago: active but not registered in the last 30 days.
    await createClient(db, storeId, {
      first_seen: new Date(now - 40 * DAY),
      last_seen: new Date(now - 10 * DAY),
    });
    // Neither registered nor active in the last 30 days.
    await createClient(db, storeId, {
      first_seen: new Date(now - 90 * DAY),
      last_seen: new Date(now - 60 * DAY),
    });
    for (let i = 0; i < 4; i += 1) {
      await createClient(db, storeId, {
        first_seen: new Date(now - 200 * DAY),
        last_seen: new Date(now - (100 + i) * DAY),
      });
    }
    for (let i = 0; i < 13; i += 1) {
      await createOrder(db, storeId, {
        status: 'pending',
        client_id: ana.id,
        created_at: new Date(now - i * 60_000),
        items: [{ price: 10.1, amount: 1 }],
      });
    }
    await createOrder(db, storeId, {
      status: 'preparing',
      payment_status: 'required',
      items: [{ price: 99.99, amount: 1 }],
    });
    await createOrder(db, storeId, {
      status: 'done',
      payment_status: 'done',
      items: [{ price: 5, amount: 2 }],
    });
    await createOrder(db, storeId, { status: 'provisional', items: [{ price: 1, amount: 1 }] });
    await createOrder(db, other.store.id, { status: 'pending', items: [{ price: 1000, amount: 1 }] });

    const view = (await dashboard('?tz=America/Argentina/Buenos_Aires').then((r) =>
      r.json(),
    )) as DashboardView;
    expect(view.orders.entrantes).toMatchObject({ count: 13, total: 131.3 });
    expect(view.orders.entrantes.orders).toHaveLength(12);
    expect(view.orders.entrantes.orders[0]).toEqual({
      id: expect.any(Number),
      alphanum_id: expect.any(String),
      created_at: expect.any(String),
      client: { id: ana.id, name: 'Ana Gil', email: ana.email, phone: ana.phone },
      total_price: 10.1,
      payment_status: 'pending',
      payment_label: 'No solicitado',
    });
    expect(view.orders.en_proceso).toMatchObject({ title: 'EN PROCESO', count: 1, total: 99.99 });
    expect(view.orders.en_proceso.orders[0]).toMatchObject({
      payment_status: 'required',
      payment_label: 'Solicitado',
    });
    expect(view.orders.a_despachar).toMatchObject({ title: 'A DESPACHAR', count: 0, total: 0 });
    expect(view.orders.entregadas).toMatchObject({ title: 'ENTREGADAS', count: 1, total: 10 });
    expect(view.clients.registered_last_30_days).toBe(1);
    expect(view.clients.active_last_30_days).toBe(2);
    // "This month" depends on today's date: at least the client seen yesterday, unless the month just began.
    expect(view.clients.registered_this_month).toBeLessThanOrEqual(1);
    expect(view.clients.active_this_month).toBeLessThanOrEqual(2);
    expect(view.latest_clients).toHaveLength(5);
    expect(view.latest_clients[0]!.id).toBe(ana.id);
    expect(view.report_slim).toBe('https://informes.test/slim');
  });

  it('counts this month from the first day of the month in the given time zone', async () => {
    const fixture = await createStore(ctx.database);
    const { jwt_token } = await login(ctx.app, fixture.admin.email, fixture.admin.password, '10.4.0.5');
    // The start of the current month in a fixed-offset zone (Buenos Aires is UTC-3 all year).
    const monthStart = (offsetHours: number) => {
      const local = new Date(Date.now() + offsetHours * 3_600_000);
      return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetHours * 3_600_000;
    };
    // One hour into the UTC month: still the previous month in Buenos Aires (unless that is the future).
    const seen = Math.min(monthStart(0) + 3_600_000, Date.now() - 60_000);
    await createClient(ctx.database.db, fixture.store.id, {
      first_seen: new Date(seen),
      last_seen: new Date(seen),
    });
    const utc = (await dashboard('?tz=UTC', jwt_token).then((r) => r.json())) as DashboardView;
    const ba = (await dashboard('?tz=America/Argentina/Buenos_Aires', jwt_token).then((r) =>
      r.json(),
    )) as DashboardView;
    expect(utc.clients.registered_this_month).toBe(seen >= monthStart(0) ? 1 : 0);
    expect(ba.clients.registered_this_month).toBe(seen >= monthStart(-3) ? 1 : 0);
    expect(ba.clients.active_this_month).toBe(seen >= monthStart(-3) ? 1 : 0);
  });

  it('shows nothing of another store', async () => {
    const view = (await dashboard('', other.token).then((r) => r.json())) as DashboardView;
    expect(view.orders.entrantes).toMatchObject({ count: 1, total: 1000 });
    expect(view.latest_clients).toEqual([]);
  });

  it('answers 400 to a bad time zone and 401 without a token', async () => {
    const bad = await dashboard('?tz=Nada/Nunca');
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(ORDER_TEXT.timeZoneInvalid);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/store/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});
