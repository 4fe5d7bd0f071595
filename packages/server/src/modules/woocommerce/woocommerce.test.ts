import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, type TestContext } from '../../../test/helpers';
import { clients, orderItems, orders, otherConcepts, products, wooSyncState } from '../../db/schema';
import { call, createSettingsTestApp, storeWithTeam } from '../settings/settings.fixtures';
import { startFakeWoo, type FakeWoo } from './woo-fake-server';
import { SYNC_OVERLAP_MS } from './woo-sync';
import { WOO_TEXT } from './woo.texts';
import {
  LOCAL_SHOP_SETTINGS,
  connect,
  runQueuedSyncs,
  simpleProduct,
  syncEntries,
  variableProduct,
  wooOrder,
} from './woo.fixtures';

let ctx: TestContext;
let shop: FakeWoo;
beforeAll(async () => {
  ctx = await createSettingsTestApp(LOCAL_SHOP_SETTINGS);
  shop = await startFakeWoo();
});
afterAll(async () => {
  await shop.close();
  await ctx.close();
});

const SYNC = '/store/integrations/woocommerce/sync';
const STATUS = '/store/integrations/woocommerce';

function resetShop() {
  shop.products.length = 0;
  shop.orders.length = 0;
  shop.variations.clear();
  shop.failures.length = 0;
  shop.requests.length = 0;
}

const storeProducts = (storeId: number) =>
  ctx.database.db.select().from(products).where(eq(products.store_id, storeId)).orderBy(products.id);

describe('POST /api/store/integrations/woocommerce/sync', () => {
  it('refuses a store without a complete WooCommerce connection', async () => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', SYNC, {});
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(WOO_TEXT.notConfigured);
  });

  it('queues products before orders, once, in the import log', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    await connect(ctx, owner, shop);
    const res = await call(ctx, owner, 'POST', SYNC);
    expect(res.statusCode).toBe(202);
    expect(messageOf(res)).toBe(WOO_TEXT.started);
    const queued = res.json().data_imports as Array<{
      id: number;
      kind: string;
      status: string;
      filepath: string;
    }>;
    expect(queued.map((row) => [row.kind, row.status])).toEqual([
      ['woo_products', 'pending'],
      ['woo_orders', 'pending'],
    ]);
    expect(queued[0]!.filepath).toBe(shop.url.replace('http://', ''));
    const again = await call(ctx, owner, 'POST', SYNC, { targets: ['orders'] });
    expect(again.json().data_imports.map((row: { id: number }) => row.id)).toEqual([queued[1]!.id]);
    expect(await syncEntries(ctx, store.id)).toHaveLength(2);
    const log = await call(ctx, owner, 'GET', '/store/data_imports?kind=woo_orders');
    expect(log.json().items.map((row: { id: number }) => row.id)).toEqual([queued[1]!.id]);
  });

  it('refuses an unknown target with a Spanish message', async () => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', SYNC, { targets: ['clientes'] });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('Indique products u orders para sincronizar');
  });

  it('is for the store admin only, and never reaches another store', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    await connect(ctx, a.owner, shop);
    expect((await call(ctx, a.crew, 'POST', SYNC)).statusCode).toBe(403);
    expect((await call(ctx, a.crew, 'GET', STATUS)).statusCode).toBe(403);
    expect((await call(ctx, undefined, 'POST', SYNC)).statusCode).toBe(401);
    // Store B has no connection of its own: A's credentials are never used for it.
    const theirs = await call(ctx, b.owner, 'POST', SYNC);
    expect(theirs.statusCode).toBe(400);
    expect((await call(ctx, b.owner, 'GET', STATUS)).json()).toMatchObject({ connected: false });
    await call(ctx, a.owner, 'POST', SYNC);
    expect((await call(ctx, b.owner, 'GET', '/store/data_imports')).json().items).toEqual([]);
    expect(await syncEntries(ctx, b.store.id)).toEqual([]);
  });
});

describe('WooCommerce import against a local shop', () => {
  // Runs queued by the route tests above are finished first, so each test reads only its own requests.
  beforeAll(() => runQueuedSyncs(ctx));

  it('imports every page of products (variations included) and orders with their lines', async () => {
    resetShop();
    const { owner, store } = await storeWithTeam(ctx);
    await connect(ctx, owner, shop);
    for (let id = 1; id <= 205; id += 1) shop.products.push(simpleProduct(id));
    const [parent, variations] = variableProduct(
      500,
      Array.from({ length: 120 }, (_, i) => 1000 + i),
    );
    shop.products.push(simpleProduct(400, { type: 'grouped', name: 'Combo' }), parent);
    shop.variations.set(500, variations);
    shop.orders.push(
      wooOrder(9001, [
        { product: 1, qty: 2, subtotal: '3001.00' },
        { product: 500, variation: 1001, qty: 1, subtotal: '2100.00' },
      ]),
      wooOrder(9002, [{ product: 2, qty: 1, subtotal: '1500.50' }], {
        status: 'pending',
        date_paid_gmt: null,
        shipping_lines: [{ method_id: 'local_pickup', method_title: 'Retiro' }],
        shipping_total: '0',
        discount_total: '0',
        total_tax: '315.11',
      }),
    );
    await call(ctx, owner, 'POST', SYNC);
    await runQueuedSyncs(ctx);

    const [productRun, orderRun] = await syncEntries(ctx, store.id);
    expect(productRun).toMatchObject({
      status: 'complete',
      error_msg: null,
      rows_total: 325,
      rows_created: 325,
    });
    expect(orderRun).toMatchObject({ status: 'complete', rows_total: 2, rows_created: 2, rows_updated: 0 });
    const listed = shop.requests.filter((r) => r.path === '/products');
    expect(listed.filter((r) => r.query.status === 'trash').map((r) => r.query.page)).toEqual(['1']);
    const pages = listed.filter((r) => r.query.status === undefined).map((r) => r.query.page);
    expect(pages).toEqual(['1', '2', '3']);
    expect(shop.requests.filter((r) => r.path === '/products/500/variations')).toHaveLength(2);
    expect(shop.requests.every((r) => r.query.consumer_key === shop.key)).toBe(true);
    expect(shop.requests.some((r) => 'modified_after' in r.query)).toBe(false);

    const rows = await storeProducts(store.id);
    expect(rows).toHaveLength(325);
    const yerba = rows.find((row) => row.original_id === '1')!;
    expect(yerba).toMatchObject({
      name: 'Yerba 1',
      price_per_unit: 1500.5,
      description: 'Yerba mate suave & rendidora',
      tags: ['Oferta'],
      category: 'Almacen',
      stock: 12,
      active: true,
      image_url: 'https://shop.example.com/img/1.jpg',
    });
    const variation = rows.find((row) => row.original_id === '1001')!;
    expect(variation).toMatchObject({ name: 'Remera - M / Rojo', price_per_unit: 2100, stock: 2 });
    expect(rows.some((row) => row.original_id === '500' || row.original_id === '400')).toBe(false);

    const imported = await ctx.database.db.select().from(orders).where(eq(orders.store_id, store.id));
    const paid = imported.find((order) => order.original_id === '9001')!;
    expect(paid).toMatchObject({
      status: 'preparing',
      payment_status: 'done',
      payment_method: 'Transferencia bancaria',
      delivery: true,
      shipping_cost: 500,
      total_price: 3001 + 2100 + 500 - 100,
      client_observation: 'Tocar timbre',
    });
    expect(paid.created_at.toISOString()).toBe('2026-02-27T15:30:00.000Z');
    const unpaid = imported.find((order) => order.original_id === '9002')!;
    expect(unpaid).toMatchObject({ status: 'pending', payment_status: 'required', delivery: false });
    expect(unpaid.total_price).toBe(1815.61);
    const items = await ctx.database.db.select().from(orderItems).where(eq(orderItems.order_id, paid.id));
    expect(
      items.map((item) => [item.product_id, item.amount, item.product_denormalized.price_per_unit]),
    ).toEqual([
      [yerba.id, 2, 1500.5],
      [variation.id, 1, 2100],
    ]);
    const concepts = await ctx.database.db
      .select()
      .from(otherConcepts)
      .where(eq(otherConcepts.order_id, paid.id));
    expect(concepts.map((c) => [c.description, c.amount])).toEqual([['Descuento', -100]]);
    const buyers = await ctx.database.db.select().from(clients).where(eq(clients.store_id, store.id));
    expect(buyers).toHaveLength(1);
    expect(buyers[0]).toMatchObject({
      email: 'ana.gomez@example.com',
      first_name: 'Ana',
      phone: '341555000',
    });
    expect(imported.every((order) => order.client_id === buyers[0]!.id)).toBe(true);

    const status = (await call(ctx, owner, 'GET', STATUS)).json();
    expect(status).toMatchObject({
      connected: true,
      products: { resume_page: null },
      orders: { resume_page: null },
    });
    expect(status.products.synced_until).not.toBeNull();
  });

  it('runs incrementally after the first import, without duplicates', async () => {
    resetShop();
    const { owner, store } = await storeWithTeam(ctx);
    await connect(ctx, owner, shop);
    shop.products.push(simpleProduct(1), simpleProduct(2));
    shop.orders.push(wooOrder(7001, [{ product: 1, qty: 1, subtotal: '1500.50' }]));
    await call(ctx, owner, 'POST', SYNC);
    const before = Date.now();
    await runQueuedSyncs(ctx);
    const [state] = await ctx.database.db
      .select()
      .from(wooSyncState)
      .where(and(eq(wooSyncState.store_id, store.id), eq(wooSyncState.kind, 'woo_products')));
    expect(state!.synced_until!.getTime()).toBeLessThanOrEqual(before - SYNC_OVERLAP_MS + 60_000);

    // The shop changes product 2 and one order and adds product 3, after the first run.
    const later = new Date(Date.now() + 60_000).toISOString().slice(0, 19);
    shop.products[1] = simpleProduct(2, { price: '99.90', date_modified_gmt: later });
    shop.products.push(simpleProduct(3, { date_modified_gmt: later }));
    shop.orders[0] = wooOrder(7001, [{ product: 1, qty: 3, subtotal: '4501.50' }], {
      status: 'completed',
      date_modified_gmt: later,
    });
    shop.requests.length = 0;
    await call(ctx, owner, 'POST', SYNC);
    await runQueuedSyncs(ctx);

    const asked = shop.requests.find((r) => r.path === '/products')!.query;
    expect(asked).toMatchObject({
      modified_after: state!.synced_until!.toISOString().slice(0, 19),
      dates_are_gmt: 'true',
    });
    const entries = await syncEntries(ctx, store.id);
    expect(entries.slice(2).map((e) => [e.kind, e.status, e.rows_created, e.rows_updated])).toEqual([
      ['woo_products', 'complete', 1, 1],
      ['woo_orders', 'complete', 0, 1],
    ]);
    const rows = await storeProducts(store.id);
    expect(rows.map((row) => [row.original_id, row.price_per_unit])).toEqual([
      ['1', 1500.5],
      ['2', 99.9],
      ['3', 1500.5],
    ]);
    const imported = await ctx.database.db.select().from(orders).where(eq(orders.store_id, store.id));
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({ status: 'done', total_price: 4501.5 + 500 - 100 });
    const items = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, imported[0]!.id));
    expect(items.map((item) => item.amount)).toEqual([3]);
  });

  it('takes products moved to the shop trash off sale, variations included, and creates none', async () => {
    resetShop();
    const { owner, store } = await storeWithTeam(ctx);
    await connect(ctx, owner, shop);
    const [parent, variations] = variableProduct(500, [1000, 1001]);
    shop.products.push(simpleProduct(1), simpleProduct(2), parent);
    shop.variations.set(500, variations);
    await call(ctx, owner, 'POST', SYNC);
    await runQueuedSyncs(ctx);

    const later = new Date(Date.now() + 60_000).toISOString().slice(0, 19);
    shop.products[1] = simpleProduct(2, { status: 'trash', date_modified_gmt: later });
    shop.products[2] = { ...parent, status: 'trash', date_modified_gmt: later };
    shop.products.push(simpleProduct(3, { status: 'trash', date_modified_gmt: later }));
    shop.requests.length = 0;
    await call(ctx, owner, 'POST', SYNC);
    await runQueuedSyncs(ctx);

    const trashQuery = shop.requests.find((r) => r.path === '/products' && r.query.status === 'trash');
    expect(trashQuery?.query.modified_after).toBeDefined();
    const rows = await storeProducts(store.id);
    expect(rows.map((row) => [row.original_id, row.active])).toEqual([
      ['1', true],
      ['2', false],
      ['1000', false],
      ['1001', false],
    ]);
    const entries = await syncEntries(ctx, store.id);
    expect(entries.at(-2)).toMatchObject({ kind: 'woo_products', status: 'complete', rows_updated: 3 });
  });

  it('keeps the pages saved before a failure half-way and resumes from the next one', async () => {
    resetShop();
    const { owner, store } = await storeWithTeam(ctx);
    await connect(ctx, owner, shop);
    for (let id = 1; id <= 250; id += 1) shop.products.push(simpleProduct(id));
    shop.failures.push({ path: '/products', page: 2, status: 503, times: Infinity });
    await call(ctx, owner, 'POST', SYNC, { targets: ['products'] });
    await runQueuedSyncs(ctx);

    const [failed] = await syncEntries(ctx, store.id);
    expect(failed).toMatchObject({ status: 'failed', rows_total: 100, rows_created: 100 });
    expect(failed!.error_msg).toBe(
      'WooCommerce no respondio despues de varios intentos. El avance quedo guardado: la proxima sincronizacion continua desde la pagina 2',
    );
    expect(shop.requests.filter((r) => r.query.page === '2')).toHaveLength(3);
    expect(await storeProducts(store.id)).toHaveLength(100);
    expect((await call(ctx, owner, 'GET', STATUS)).json().products).toEqual({
      synced_until: null,
      resume_page: 2,
    });

    shop.failures.length = 0;
    shop.requests.length = 0;
    await call(ctx, owner, 'POST', SYNC, { targets: ['products'] });
    await runQueuedSyncs(ctx);
    expect(shop.requests.map((r) => r.query.page)).toEqual(['2', '3']);
    expect(shop.requests.some((r) => 'modified_after' in r.query)).toBe(false);
    const [, resumed] = await syncEntries(ctx, store.id);
    expect(resumed).toMatchObject({
      status: 'complete',
      rows_total: 150,
      rows_created: 150,
      rows_updated: 0,
    });
    const rows = await storeProducts(store.id);
    expect(rows).toHaveLength(250);
    expect(new Set(rows.map((row) => row.original_id)).size).toBe(250);
  });

  it('fails with a clear reason when the shop refuses the key (401)', async () => {
    resetShop();
    const { owner, store } = await storeWithTeam(ctx);
    await connect(ctx, owner, shop, { woo_secret: 'cs_equivocado' });
    shop.products.push(simpleProduct(1));
    await call(ctx, owner, 'POST', SYNC, { targets: ['products'] });
    await runQueuedSyncs(ctx);
    const [entry] = await syncEntries(ctx, store.id);
    expect(entry!.status).toBe('failed');
    expect(entry!.error_msg).toBe(
      'WooCommerce rechazo la clave o el secreto. Revise en Integraciones que la clave y el secreto sean correctos y tengan permiso de lectura',
    );
    // An authentication failure is not retried.
    expect(shop.requests).toHaveLength(1);
    expect(await storeProducts(store.id)).toEqual([]);
  });

  it('fails with a clear reason when the address has no WooCommerce API (404)', async () => {
    resetShop();
    const { owner, store } = await storeWithTeam(ctx);
    await connect(ctx, owner, shop, { woo_base_url: `${shop.url}/otra` });
    await call(ctx, owner, 'POST', SYNC, { targets: ['orders'] });
    await runQueuedSyncs(ctx);
    const [entry] = await syncEntries(ctx, store.id);
    expect(entry).toMatchObject({ status: 'failed', kind: 'woo_orders' });
    expect(entry!.error_msg).toContain('No se encontro la API de WooCommerce en');
  });

  it('waits as long as Retry-After asks on 429 and then completes', async () => {
    resetShop();
    const { owner, store } = await storeWithTeam(ctx);
    await connect(ctx, owner, shop);
    shop.products.push(simpleProduct(1));
    shop.failures.push({ path: '/products', page: 1, status: 429, retryAfter: '1', times: 1 });
    await call(ctx, owner, 'POST', SYNC, { targets: ['products'] });
    await runQueuedSyncs(ctx);
    const [entry] = await syncEntries(ctx, store.id);
    expect(entry).toMatchObject({ status: 'complete', rows_created: 1 });
    const [limited, served] = shop.requests;
    expect([limited!.status, served!.status]).toEqual([429, 200]);
    expect(served!.at - limited!.at).toBeGreaterThanOrEqual(950);
  });
});

describe('scheduled WooCommerce imports', () => {
  it('queues the kinds turned on, once per interval, only for connected stores', async () => {
    const auto = await storeWithTeam(ctx);
    const manual = await storeWithTeam(ctx);
    await connect(ctx, auto.owner, shop, { woo_auto_orders: true });
    await connect(ctx, manual.owner, shop);
    const { woocommerce } = ctx.app.services;
    expect(await woocommerce.scheduleDue()).toBeGreaterThanOrEqual(1);
    expect((await syncEntries(ctx, auto.store.id)).map((e) => [e.kind, e.status])).toEqual([
      ['woo_orders', 'pending'],
    ]);
    expect(await syncEntries(ctx, manual.store.id)).toEqual([]);
    await woocommerce.scheduleDue();
    expect(await syncEntries(ctx, auto.store.id)).toHaveLength(1);
  });
});
