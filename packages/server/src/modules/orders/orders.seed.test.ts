import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  orderTotal,
  type DashboardView,
  type OrderDetail,
  type OrderListRow,
  type Page,
} from '@mostrador/core';
import { clientLogs, orders, products } from '../../db/schema';
import { DEMO, seedDemo } from '../../seed/demo';
import { bearer, createStore, createTestApp, login, type TestContext } from '../../../test/helpers';
import { seedOrdersDemo } from './orders.seed';

let ctx: TestContext;
let token: string;
let storeId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db);
  const session = await login(ctx.app, DEMO.admin.email, DEMO.admin.password);
  token = session.jwt_token;
  storeId = session.store!.id;
});
afterAll(() => ctx.close());

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) }).then((res) => res.json());

describe('#demo clients and orders', () => {
  it('has 40+ clients with activity and 80+ orders in every status and payment status', async () => {
    const clientsPage = (await get('/api/store/clients/')) as Page<unknown>;
    expect(clientsPage.total).toBeGreaterThanOrEqual(40);
    const ordersPage = (await get('/api/store/orders')) as Page<OrderListRow>;
    expect(ordersPage.total).toBeGreaterThanOrEqual(80);
    const statuses = await ctx.database.db
      .selectDistinct({ status: orders.status, payment: orders.payment_status })
      .from(orders)
      .where(eq(orders.store_id, storeId));
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(statuses.map((row) => row.payment))).toEqual(new Set(PAYMENT_STATUSES));
    const [logs] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clientLogs)
      .where(eq(clientLogs.store_id, storeId));
    expect(logs!.n).toBeGreaterThanOrEqual(80);
  });

  it('stores totals that follow the order math, with items, concepts and shipments', async () => {
    let withConcepts = 0;
    let withShipments = 0;
    for (let page = 1; page <= 6; page += 1) {
      const list = (await get(`/api/store/orders?page=${page}`)) as Page<OrderListRow>;
      for (const row of list.items) {
        const detail = (await get(`/api/store/orders/${row.id}`)) as OrderDetail;
        expect(detail.items.length).toBeGreaterThan(0);
        const expected = orderTotal({
          items: detail.items.map((item) => ({
            amount: item.amount,
            price_per_unit: item.product_denormalized.price_per_unit,
            revised_price: item.revised_price,
          })),
          shipping_cost: detail.shipping_cost,
          other_concepts: detail.other_concepts,
        });
        expect(detail.total_price).toBe(expected);
        if (detail.other_concepts.length) withConcepts += 1;
        if (detail.shipping.length) withShipments += 1;
      }
    }
    expect(withConcepts).toBeGreaterThan(5);
    expect(withShipments).toBeGreaterThan(5);
  });

  it('fills the dashboard panels and client metrics', async () => {
    const view = (await get('/api/store/dashboard')) as DashboardView;
    for (const panel of Object.values(view.orders)) {
      expect(panel.count).toBeGreaterThan(0);
      expect(panel.total).toBeGreaterThan(0);
      expect(panel.orders.length).toBe(Math.min(12, panel.count));
    }
    expect(view.clients.registered_last_30_days).toBeGreaterThan(0);
    expect(view.clients.active_last_30_days).toBeGreaterThan(0);
    expect(view.latest_clients).toHaveLength(5);
  });

  it('uses the catalogue when it has products and makes a few of its own when it has none', async () => {
    const { store } = await createStore(ctx.database);
    await seedOrdersDemo(ctx.database.db, store.id);
    const own = await ctx.database.db.select().from(products).where(eq(products.store_id, store.id));
    expect(own.length).toBeGreaterThanOrEqual(5);
    const again = await createStore(ctx.database);
    const [existing] = await ctx.database.db
      .insert(products)
      .values({ store_id: again.store.id, name: 'Único producto', price_per_unit: 10 })
      .returning();
    await seedOrdersDemo(ctx.database.db, again.store.id);
    const after = await ctx.database.db.select().from(products).where(eq(products.store_id, again.store.id));
    expect(after.map((product) => product.id)).toEqual([existing!.id]);
  });
});
