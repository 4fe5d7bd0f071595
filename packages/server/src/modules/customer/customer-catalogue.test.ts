/*
 * The customer catalogue read through the per-instance page cache: every change of the store's
 * catalogue shows on the next read (on this instance and on another sharing the database), the
 * per-request parts (token, store enabled, open order) are never cached, and one store's cached
 * page never answers another store's read.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { brands, products } from '../../db/schema';
import {
  bearer,
  createStore,
  createTestApp,
  login,
  messageOf,
  type TestContext,
} from '../../../test/helpers';
import { addItems, addProduct, preset, setEnabled } from './customer.fixtures';

let t: TestContext;
/** A second server instance on the same database, as two instances behind a balancer. */
let other: FastifyInstance;
const slug = (hashtag: string) => hashtag.slice(1);

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: testConfig(), database: t.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

interface Page {
  items: { id: number; name: string; brand: string | null; price_per_unit: number }[];
  total: number;
  order_token: string | null;
}

async function read(app: FastifyInstance, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/client/productlist', payload });
  return { status: res.statusCode, page: res.json() as Page, res };
}

describe('POST /client/productlist through the page cache', () => {
  it('shows a price change made through the staff screen on the next read, on both instances', async () => {
    const { store, admin } = await createStore(t.database);
    const product = await addProduct(t.database.db, store.id, { name: 'Yerba suave', price_per_unit: 100 });
    const { body } = await preset(t.app, slug(store.hashtag));
    const query = { token: body.product_list_token, name: 'yerba' };
    for (const app of [t.app, other, t.app, other]) {
      expect((await read(app, query)).page.items[0]!.price_per_unit).toBe(100);
    }
    const { jwt_token } = await login(t.app, admin.email, admin.password);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/store/products/${product.id}`,
      headers: bearer(jwt_token),
      payload: { price_per_unit: 150.5 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await read(t.app, query)).page.items[0]!.price_per_unit).toBe(150.5);
    expect((await read(other, query)).page.items[0]!.price_per_unit).toBe(150.5);
  });

  it('sees products added, deactivated and brands renamed directly in the database', async () => {
    const { store } = await createStore(t.database);
    const [brand] = await t.database.db
      .insert(brands)
      .values({ store_id: store.id, name: 'Arcor' })
      .returning();
    const first = await addProduct(t.database.db, store.id, { name: 'Galletitas', brand_id: brand!.id });
    const { body } = await preset(t.app, slug(store.hashtag));
    const query = { token: body.product_list_token };
    expect((await read(t.app, query)).page).toMatchObject({ total: 1, items: [{ brand: 'Arcor' }] });
    await addProduct(t.database.db, store.id, { name: 'Alfajor' });
    expect((await read(t.app, query)).page.total).toBe(2);
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, first.id));
    expect((await read(t.app, query)).page.items.map((p) => p.name)).toEqual(['Alfajor']);
    await t.database.db.update(products).set({ active: true }).where(eq(products.id, first.id));
    await t.database.db.update(brands).set({ name: 'Bagley' }).where(eq(brands.id, brand!.id));
    const renamed = await read(other, { ...query, brand: 'bagley' });
    expect(renamed.page.items.map((p) => [p.name, p.brand])).toEqual([['Galletitas', 'Bagley']]);
  });

  it('answers the current open order and store state, which are never cached', async () => {
    const { store } = await createStore(t.database);
    const product = await addProduct(t.database.db, store.id);
    const owner = await preset(t.app, slug(store.hashtag));
    const query = { token: owner.body.product_list_token, session_id: owner.session };
    expect((await read(t.app, query)).page.order_token).toBeNull();
    const order = await addItems(t.app, owner.session, [{ product_id: product.id, amount: 1 }]);
    expect((await read(t.app, query)).page.order_token).toBe(order.token);
    await setEnabled(t.database.db, store.id, false);
    const disabled = await read(t.app, query);
    expect(disabled.status).toBe(403);
    expect(messageOf(disabled.res)).toBe(
      'Esta tienda no está disponible en este momento. Por favor intentelo más tarde.',
    );
    await setEnabled(t.database.db, store.id, true);
    expect((await read(t.app, query)).status).toBe(200);
  });

  it('stops answering a token once its session moves to another store', async () => {
    const { store } = await createStore(t.database);
    const { store: next } = await createStore(t.database);
    await addProduct(t.database.db, store.id);
    const first = await preset(t.app, slug(store.hashtag));
    expect((await read(t.app, { token: first.body.product_list_token })).status).toBe(200);
    await preset(t.app, slug(next.hashtag), first.session);
    const stale = await read(t.app, { token: first.body.product_list_token });
    expect(stale.status).toBe(404);
    expect(messageOf(stale.res)).toBe('Catálogo no encontrado');
  });

  it("never answers store B's read with store A's cached page (same version, filters and page)", async () => {
    const { store: storeA } = await createStore(t.database);
    const { store: storeB } = await createStore(t.database);
    // One insert each: both catalogues are at the same version number.
    await addProduct(t.database.db, storeA.id, { name: 'Queso de A', price_per_unit: 10 });
    await addProduct(t.database.db, storeB.id, { name: 'Queso de B', price_per_unit: 20 });
    const a = await preset(t.app, slug(storeA.hashtag));
    const b = await preset(t.app, slug(storeB.hashtag));
    const pageA = await read(t.app, { token: a.body.product_list_token, name: 'queso', page: 1 });
    const pageB = await read(t.app, { token: b.body.product_list_token, name: 'queso', page: 1 });
    expect(pageA.page.items.map((p) => p.name)).toEqual(['Queso de A']);
    expect(pageB.page.items.map((p) => p.name)).toEqual(['Queso de B']);
    // Store B's session with store A's token opens nothing of A's.
    const crossed = await read(t.app, { token: a.body.product_list_token, session_id: b.session });
    expect(crossed.status).toBe(404);
    expect(crossed.res.body).not.toContain('Queso de A');
  });
});
