import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS, type DataImportView } from '@mostrador/core';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { FULL_LIST, allProducts, finished, importFile, multipart, storeWithToken } from './imports.fixtures';
import { IMPORTS_TEXT } from './imports.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /store/data_imports', () => {
  it('lists the store’s uploads newest first, by kind, in pages of 15', async () => {
    const { headers, store } = await storeWithToken(ctx.app, ctx.database);
    const first = await importFile(ctx.app, headers, 'products_file', FULL_LIST);
    const second = await importFile(ctx.app, headers, 'product_prices', 'id_original;precio\nALM-1;1\n');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/store/data_imports', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, page_size: 15 });
    expect(res.json().items.map((item: DataImportView) => item.id)).toEqual([second.id, first.id]);
    expect(res.json().items[0]).toEqual({
      id: second.id,
      store_id: store.id,
      kind: 'product_prices',
      status: 'complete',
      filepath: 'product_prices.csv',
      error_msg: null,
      rows: 1,
      created: 0,
      updated: 1,
      deleted: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const byKind = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/data_imports?kind=products_file',
      headers,
    });
    expect(byKind.json().items.map((item: DataImportView) => item.id)).toEqual([first.id]);
    const badKind = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/data_imports?kind=otro',
      headers,
    });
    expect(badKind.statusCode).toBe(400);
  });

  it('never shows another store’s uploads', async () => {
    const a = await storeWithToken(ctx.app, ctx.database);
    const b = await storeWithToken(ctx.app, ctx.database);
    const theirs = await importFile(ctx.app, a.headers, 'products_file', FULL_LIST);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/store/data_imports', headers: b.headers });
    expect(list.json()).toMatchObject({ total: 0, items: [] });
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/data_imports/${theirs.id}`,
      headers: b.headers,
    });
    expect(one.statusCode).toBe(404);
    expect(one.json().message).toBe(IMPORTS_TEXT.notFound);
  });

  it('files an upload under the caller’s store whatever store the form names', async () => {
    const a = await storeWithToken(ctx.app, ctx.database);
    const b = await storeWithToken(ctx.app, ctx.database);
    const body = multipart('ajeno.csv', FULL_LIST, { store_id: String(a.store.id), store: a.store.hashtag });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/products_file',
      headers: { ...b.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data_import.store_id).toBe(b.store.id);
    await finished(ctx.app, b.headers, res.json().data_import.id);
    expect(await allProducts(ctx.app, a.headers)).toEqual([]);
    expect(await allProducts(ctx.app, b.headers)).toHaveLength(3);
    const aLog = await ctx.app.inject({ method: 'GET', url: '/api/store/data_imports', headers: a.headers });
    expect(aLog.json().total).toBe(0);
  });

  it('needs a store user', async () => {
    for (const url of [
      '/api/store/data_imports',
      '/api/store/products_stock',
      '/api/store/import_examples/products_file',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const body = multipart('x.csv', FULL_LIST);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/products_file',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('example files', () => {
  it.each(IMPORT_KINDS)('serves the example of %s, the same file docs/ejemplos holds', async (kind) => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/store/import_examples/${kind}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ejemplo-${kind}.csv"`);
    const committed = await readFile(
      new URL(`../../../../../docs/ejemplos/${kind}.csv`, import.meta.url),
      'utf8',
    );
    expect(res.body).toBe(committed);
  });

  it('imports every example in turn', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    for (const kind of IMPORT_KINDS) {
      const example = await ctx.app.inject({
        method: 'GET',
        url: `/api/store/import_examples/${kind}`,
        headers,
      });
      const done = await importFile(ctx.app, headers, kind, example.rawPayload);
      expect(done, kind).toMatchObject({ status: 'complete', error_msg: null });
    }
    expect(
      (await allProducts(ctx.app, headers)).map((p) => [p.original_id, p.price_per_unit, p.stock]),
    ).toEqual([
      ['FIA-0002', 19.5, 1200.5],
      ['ALM-0001', 1299, 25],
    ]);
  });

  it('refuses an unknown kind', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/store/import_examples/otro', headers });
    expect(res.statusCode).toBe(400);
  });
});
