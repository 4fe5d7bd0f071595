import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MSG, PRODUCT_TEXT } from '@mostrador/core';
import { createTestApp, createUser, login, bearer, messageOf, type TestContext } from '../../../test/helpers';
import { someIp, storeWithToken } from '../imports/imports.fixtures';
import { createProduct, list } from './products.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const save = (headers: Record<string, string>, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/store/products/${id}`, headers, payload });

describe('POST /store/products/{id}: name, description, brand, kind and unit (issue 19 item 8)', () => {
  it('changes them after creation; a new brand or kind is created, the old ones stay', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const product = await createProduct(ctx, headers, {
      kind: { name: 'Almacen' },
      brand: { name: 'Taragui' },
      name: 'Yerba mate suabe',
      quantity_unit: 'unit',
      price_per_unit: 100,
      tags: 'oferta',
    });
    const res = await save(headers, product.id, {
      name: 'Yerba mate suave',
      description: 'Paquete de 1 kg',
      brand: { name: 'Taragüí' },
      kind: 'Almacén',
      quantity_unit: 'kg',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: PRODUCT_TEXT.updated,
      product: {
        id: product.id,
        name: 'Yerba mate suave',
        description: 'Paquete de 1 kg',
        brandname: 'Taragüí',
        kindname: 'Almacén',
        quantity_unit: 'kg',
        price_per_unit: 100,
        tags: ['oferta'],
      },
    });
    // The name search follows the new name (accents folded as everywhere).
    const found = await list(ctx, headers, `name=${encodeURIComponent('suave')}`);
    expect(found.items.map((item) => item.id)).toEqual([product.id]);
    expect((await list(ctx, headers, 'name=suabe')).items).toEqual([]);
  });

  it('takes the brand away with null, keeps the kind required and checks each field', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const product = await createProduct(ctx, headers, { brand: { name: 'Arcor' }, name: 'Caramelos' });
    const noBrand = await save(headers, product.id, { brand: null });
    expect(noBrand.statusCode, noBrand.body).toBe(200);
    expect(noBrand.json().product.brandname).toBe('');
    for (const [payload, message] of [
      [{ kind: '' }, PRODUCT_MSG.kindRequired],
      [{ name: '   ' }, PRODUCT_MSG.nameRequired],
      [{ quantity_unit: 'litro' }, PRODUCT_MSG.unitInvalid],
      [{}, PRODUCT_MSG.nothingToUpdate],
    ] as const) {
      const res = await save(headers, product.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    const after = await list(ctx, headers, 'name=caramelos');
    expect(after.items[0]).toMatchObject({ name: 'Caramelos', kindname: 'Almacén' });
  });

  it('accepts the path of a photo the server stores as image_url, and refuses other paths', async () => {
    const { headers, store } = await storeWithToken(ctx.app, ctx.database);
    const product = await createProduct(ctx, headers, { name: 'Con foto' });
    const ok = await save(headers, product.id, { image_url: `/api/images/${store.id}/abcDEF123_-xyz` });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await save(headers, product.id, { image_url: '/etc/passwd' });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(PRODUCT_MSG.imageUrlInvalid);
  });

  it('lets crew edit, and never touches another store’s product', async () => {
    const storeA = await storeWithToken(ctx.app, ctx.database);
    const storeB = await storeWithToken(ctx.app, ctx.database);
    const product = await createProduct(ctx, storeA.headers, { name: 'Fideos' });
    const crew = await createUser(ctx.database, { store_id: storeA.store.id, store_role: 'crew' });
    const { jwt_token } = await login(ctx.app, crew.email, crew.password, someIp());
    expect((await save(bearer(jwt_token), product.id, { name: 'Fideos largos' })).statusCode).toBe(200);

    const res = await save(storeB.headers, product.id, { name: 'Robado', kind: 'Otro', brand: 'B' });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(PRODUCT_TEXT.notFound);
    const still = await list(ctx, storeA.headers, 'name=fideos');
    expect(still.items[0]).toMatchObject({ name: 'Fideos largos', kindname: 'Almacén' });
    // Store B's failed call left no brand or kind behind in its combos either.
    const names = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/products/kinds',
      headers: storeB.headers,
    });
    expect(names.json()).toEqual([]);
  });
});
