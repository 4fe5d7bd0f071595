import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { products } from '../../db/schema';
import { importFile, storeWithToken, type ListedProduct } from '../imports/imports.fixtures';
import { countKey, pageKey } from './product-list-memo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;

async function createProduct(headers: Headers, name: string, extra: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/store/products/',
    headers,
    payload: { kind: { name: 'Almacén' }, name, price_per_unit: 100, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { product: ListedProduct }).product;
}

async function list(headers: Headers, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/store/products/?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: ListedProduct[]; total: number };
}

describe('list pages and totals are reused only while the catalogue is unchanged', () => {
  it('shows a new product, a price change, a deletion and an import on the very next list call', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const first = await createProduct(headers, 'Yerba suave');
    await createProduct(headers, 'Yerba fuerte');
    expect((await list(headers, 'name=yerba')).total).toBe(2);
    expect((await list(headers, 'name=yerba')).total).toBe(2);

    const third = await createProduct(headers, 'Yerba mate cocido');
    const afterCreate = await list(headers, 'name=yerba');
    expect(afterCreate.total).toBe(3);
    expect(afterCreate.items[0]!.id).toBe(third.id);

    const priced = await ctx.app.inject({
      method: 'POST',
      url: `/api/store/products/${first.id}`,
      headers,
      payload: { price_per_unit: 777.5 },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const afterPrice = await list(headers, 'name=yerba');
    expect(afterPrice.items.find((p) => p.id === first.id)?.price_per_unit).toBe(777.5);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/store/products/',
      headers,
      payload: { product_ids: [third.id] },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(headers, 'name=yerba')).total).toBe(2);

    const file =
      'id_original;nombre;tipo;marca;unidad;precio\nY-1;Yerba barbacuá;Almacén;Taragüí;unid;10\nY-2;Yerba con palo;Almacén;Taragüí;unid;11\n';
    const imported = await importFile(ctx.app, headers, 'products_file', file);
    expect(imported.status).toBe('complete');
    const afterImport = await list(headers, 'name=yerba');
    expect(afterImport.total).toBe(4);
    expect(afterImport.items.map((p) => p.name)).toContain('Yerba barbacuá');
  });

  it('counts again after a change made outside this server (another instance, an integration)', async () => {
    const { headers, store } = await storeWithToken(ctx.app, ctx.database);
    await createProduct(headers, 'Arroz largo', { tags: ['oferta'] });
    await createProduct(headers, 'Arroz doble', { tags: ['nuevo'] });
    expect((await list(headers, 'tag=oferta')).total).toBe(1);
    // Straight to the database: only the trigger-kept catalogue version can tell this server.
    await ctx.database.db
      .update(products)
      .set({ tags: ['oferta'], tags_search: ['oferta'] })
      .where(and(eq(products.store_id, store.id), eq(products.name, 'Arroz doble')));
    expect((await list(headers, 'tag=oferta')).total).toBe(2);
    expect((await list(headers, 'name=arroz')).items.map((p) => p.price_per_unit)).toEqual([100, 100]);
    await ctx.database.db
      .update(products)
      .set({ price_per_unit: 55 })
      .where(and(eq(products.store_id, store.id), eq(products.name, 'Arroz largo')));
    const repriced = await list(headers, 'name=arroz');
    expect(repriced.items.find((p) => p.name === 'Arroz largo')?.price_per_unit).toBe(55);
  });

  it('updates the total of a page past the end, which carries no rows', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await createProduct(headers, 'Fideos secos');
    expect(await list(headers, 'page=4')).toMatchObject({ total: 1, items: [] });
    await createProduct(headers, 'Fideos frescos');
    expect(await list(headers, 'page=4')).toMatchObject({ total: 2, items: [] });
  });

  it('never gives store B the totals counted for store A, with the same filters', async () => {
    const a = await storeWithToken(ctx.app, ctx.database);
    const b = await storeWithToken(ctx.app, ctx.database);
    for (const name of ['Café molido', 'Café en grano', 'Café instantáneo'])
      await createProduct(a.headers, name);
    expect((await list(a.headers, 'name=cafe')).total).toBe(3);
    expect(await list(b.headers, 'name=cafe')).toMatchObject({ total: 0, items: [] });
    await createProduct(b.headers, 'Café de B');
    const seenByB = await list(b.headers, 'name=cafe');
    expect(seenByB.total).toBe(1);
    expect(seenByB.items.map((p) => p.name)).toEqual(['Café de B']);
    // B's change moves only B's version: A's figures stay right.
    expect((await list(a.headers, 'name=cafe')).total).toBe(3);
  });
});

describe('list memo keys', () => {
  it('keeps filters and pages apart even when their texts run together', () => {
    expect(countKey({ name: 'a', kind: 'b' })).not.toBe(countKey({ name: 'ab' }));
    expect(countKey({ name: 'a', kind: undefined })).toBe(countKey({ name: 'a' }));
    expect(pageKey({}, 1, 15)).not.toBe(pageKey({}, 11, 5));
    expect(pageKey({ name: 'x' }, 2, 15)).not.toBe(pageKey({ name: 'x' }, 2, 100));
  });
});
