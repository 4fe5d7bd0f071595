import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, login, type TestContext } from '../../../test/helpers';
import { someIp, storeWithToken } from '../imports/imports.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;

async function createProduct(headers: Headers, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/store/products/', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { product: { id: number } }).product.id;
}

async function names(headers: Headers, list: 'brands' | 'kinds', query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/store/products/${list}${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as string[];
}

describe('GET /store/products/brands and /store/products/kinds (the combos)', () => {
  it('lists the names the store’s products use, alphabetically ignoring case, each once', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await createProduct(headers, { kind: { name: 'bebidas' }, brand: { name: 'Zeta' }, name: 'Agua' });
    await createProduct(headers, { kind: { name: 'Almacén' }, brand: { name: 'arcor' }, name: 'Caramelos' });
    await createProduct(headers, { kind: { name: 'Bebidas' }, name: 'Soda' });

    expect(await names(headers, 'kinds')).toEqual(['Almacén', 'bebidas']);
    expect(await names(headers, 'brands')).toEqual(['arcor', 'Zeta']);
  });

  it('sorts in Spanish: Lácteos before Limpieza, ñ after n (issue 19 item 8)', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    for (const [kind, brand] of [
      ['Limpieza', 'Ñandú'],
      ['Lácteos', 'Nevares'],
      ['Ópticos', 'Óleo'],
      ['Almacén', 'ñeri'],
    ]) {
      await createProduct(headers, {
        kind: { name: kind },
        brand: { name: brand },
        name: `${kind} ${brand}`,
      });
    }
    expect(await names(headers, 'kinds')).toEqual(['Almacén', 'Lácteos', 'Limpieza', 'Ópticos']);
    expect(await names(headers, 'brands')).toEqual(['Nevares', 'Ñandú', 'ñeri', 'Óleo']);
  });

  it('lists for MARCA only the brands of the chosen TIPO, matched ignoring case', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await createProduct(headers, {
      kind: { name: 'Bebidas' },
      brand: { name: 'Cunnington' },
      name: 'Tónica',
    });
    await createProduct(headers, { kind: { name: 'Bebidas' }, brand: { name: 'Baggio' }, name: 'Jugo' });
    await createProduct(headers, { kind: { name: 'Almacén' }, brand: { name: 'Arcor' }, name: 'Caramelos' });
    expect(await names(headers, 'brands', '?kind=bebidas')).toEqual(['Baggio', 'Cunnington']);
    expect(await names(headers, 'brands', '?kind=Almac%C3%A9n')).toEqual(['Arcor']);
    expect(await names(headers, 'brands', '?kind=Nada')).toEqual([]);
    expect(await names(headers, 'brands', '?kind=')).toEqual(['Arcor', 'Baggio', 'Cunnington']);
    // Another store's kind of the same name lends it no brands.
    const other = await storeWithToken(ctx.app, ctx.database);
    expect(await names(other.headers, 'brands', '?kind=bebidas')).toEqual([]);
    const tooLong = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/products/brands?kind=${'x'.repeat(300)}`,
      headers,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('leaves out a name no product uses any more', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const id = await createProduct(headers, {
      kind: { name: 'Lácteos' },
      brand: { name: 'Serenísima' },
      name: 'Leche',
    });
    await createProduct(headers, { kind: { name: 'Panadería' }, name: 'Pan' });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/store/products/',
      headers,
      payload: { product_ids: [id] },
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await names(headers, 'kinds')).toEqual(['Panadería']);
    expect(await names(headers, 'brands')).toEqual([]);
  });

  it('shows only the caller’s store, to its crew too, and nothing without a login', async () => {
    const storeA = await storeWithToken(ctx.app, ctx.database);
    const storeB = await storeWithToken(ctx.app, ctx.database);
    await createProduct(storeA.headers, {
      kind: { name: 'Fiambrería' },
      brand: { name: 'Paladini' },
      name: 'Jamón',
    });

    expect(await names(storeB.headers, 'kinds')).toEqual([]);
    expect(await names(storeB.headers, 'brands')).toEqual([]);

    const crew = await createUser(ctx.database, { store_id: storeA.store.id, store_role: 'crew' });
    const { jwt_token } = await login(ctx.app, crew.email, crew.password, someIp());
    expect(await names(bearer(jwt_token), 'kinds')).toEqual(['Fiambrería']);

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/store/products/brands' });
    expect(anonymous.statusCode).toBe(401);
  });
});
