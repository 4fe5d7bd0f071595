import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { allProducts, storeWithToken } from '../imports/imports.fixtures';
import { seedCatalogue } from './products.seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo catalogue', () => {
  it('gives a store a few hundred searchable products in every unit, with tags and a completed upload', async () => {
    const { headers, store } = await storeWithToken(ctx.app, ctx.database);
    const count = await seedCatalogue(ctx.database.db, store.id);
    expect(count).toBeGreaterThanOrEqual(200);
    const products = await allProducts(ctx.app, headers);
    expect(products).toHaveLength(count);
    expect(new Set(products.map((p) => p.quantity_unit))).toEqual(
      new Set(['unit', 'gr', 'kg', 'dozen', 'meter', 'lt']),
    );
    expect(products.filter((p) => p.tags.includes('oferta')).length).toBeGreaterThan(10);
    expect(new Set(products.map((p) => p.original_id)).size).toBe(count);
    const search = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/store/products/?${query}`, headers })).json()
        .total as number;
    expect(await search('name=yerba%20taragui')).toBe(2);
    expect(await search('kind=fiambr&tag=feteado')).toBeGreaterThan(0);
    expect(await search('tag=SIN%20TACC')).toBeGreaterThan(10);
    const log = await ctx.app.inject({ method: 'GET', url: '/api/store/data_imports', headers });
    expect(log.json().items[0]).toMatchObject({ kind: 'products_file', status: 'complete', rows: count });
  });
});
