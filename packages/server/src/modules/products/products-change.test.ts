import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MSG, PRODUCT_TEXT } from '@mostrador/core';
import { createTestApp, messageOf, type TestContext } from '../../../test/helpers';
import { allProducts, storeWithToken } from '../imports/imports.fixtures';
import { createProduct } from './products.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('POST /store/products/{id} (price, image url, tags)', () => {
  it('changes price, image url and tags, and nothing else', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const product = await createProduct(ctx, headers, {
      name: 'Yerba',
      price_per_unit: 100,
      description: 'Suave',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/store/products/${product.id}`,
      headers,
      payload: {
        id: product.id,
        price_per_unit: 120.25,
        image_url: 'https://img.test/yerba.jpg',
        tags: 'oferta, nuevo',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: PRODUCT_TEXT.updated,
      product: {
        id: product.id,
        name: 'Yerba',
        description: 'Suave',
        price_per_unit: 120.25,
        image_url: 'https://img.test/yerba.jpg',
        tags: ['oferta', 'nuevo'],
      },
    });
    const cleared = await ctx.app.inject({
      method: 'POST',
      url: `/api/store/products/${product.id}`,
      headers,
      payload: { image_url: '', tags: [] },
    });
    expect(cleared.json().product).toMatchObject({ image_url: null, tags: [], price_per_unit: 120.25 });
  });

  it.each([
    [{ price_per_unit: -1 }, PRODUCT_MSG.priceInvalid],
    [{}, PRODUCT_MSG.nothingToUpdate],
    [{ image_url: 'ftp://x' }, PRODUCT_MSG.imageUrlInvalid],
  ])('refuses %j', async (payload, message) => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const product = await createProduct(ctx, headers, { price_per_unit: 5 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/store/products/${product.id}`,
      headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
    expect((await allProducts(ctx.app, headers))[0]!.price_per_unit).toBe(5);
  });

  it('refuses a body id that differs from the path', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const product = await createProduct(ctx, headers, {});
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/store/products/${product.id}`,
      headers,
      payload: { id: product.id + 1, price_per_unit: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(PRODUCT_TEXT.idMismatch);
  });

  it('answers 404 for an unknown product and for another store’s, leaving it unchanged', async () => {
    const a = await storeWithToken(ctx.app, ctx.database);
    const b = await storeWithToken(ctx.app, ctx.database);
    const product = await createProduct(ctx, a.headers, { price_per_unit: 50 });
    for (const [headers, id] of [
      [b.headers, product.id],
      [a.headers, product.id + 1000],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/store/products/${id}`,
        headers,
        payload: { price_per_unit: 1 },
      });
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(PRODUCT_TEXT.notFound);
    }
    expect((await allProducts(ctx.app, a.headers))[0]!.price_per_unit).toBe(50);
  });
});

describe('DELETE /store/products/', () => {
  it('deletes the given products', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const one = await createProduct(ctx, headers, { name: 'Uno' });
    const two = await createProduct(ctx, headers, { name: 'Dos' });
    await createProduct(ctx, headers, { name: 'Tres' });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/store/products/',
      headers,
      payload: { product_ids: [one.id, two.id, two.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PRODUCT_TEXT.deleted, deleted: 2 });
    expect((await allProducts(ctx.app, headers)).map((p) => p.name)).toEqual(['Tres']);
  });

  it('deletes nothing when any id is another store’s', async () => {
    const a = await storeWithToken(ctx.app, ctx.database);
    const b = await storeWithToken(ctx.app, ctx.database);
    const theirs = await createProduct(ctx, a.headers, { name: 'De A' });
    const mine = await createProduct(ctx, b.headers, { name: 'De B' });
    for (const ids of [[theirs.id], [mine.id, theirs.id]]) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/store/products/',
        headers: b.headers,
        payload: { product_ids: ids },
      });
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(PRODUCT_TEXT.someNotFound);
    }
    expect((await allProducts(ctx.app, a.headers)).map((p) => p.name)).toEqual(['De A']);
    expect((await allProducts(ctx.app, b.headers)).map((p) => p.name)).toEqual(['De B']);
  });

  it('needs at least one id', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/store/products/',
      headers,
      payload: { product_ids: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(PRODUCT_MSG.productIdsRequired);
  });
});
