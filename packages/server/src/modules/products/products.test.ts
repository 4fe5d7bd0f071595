import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, PRODUCT_MSG, PRODUCT_TEXT, TAG_FILTER_CASES, TEXT_FILTER_CASES } from '@mostrador/core';
import { bearer, createTestApp, createUser, login, messageOf, type TestContext } from '../../../test/helpers';
import { allProducts, someIp, storeWithToken, type ListedProduct } from '../imports/imports.fixtures';
import { createProduct, list } from './products.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('POST /store/products/ (create)', () => {
  it('creates a product with the spec payload and answers “Producto creado”', async () => {
    const { headers, store } = await storeWithToken(ctx.app, ctx.database, { curr_symbol: 'US$' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/products/',
      headers,
      payload: {
        brand: { name: 'Ledesma' },
        kind: { name: 'Almacén' },
        name: 'Azúcar 1 kg',
        quantity_unit: 'unit',
        price_per_unit: 1250.5,
        description: 'Refinada',
        tags: ['oferta', 'Sin TACC'],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Producto creado',
      product: {
        name: 'Azúcar 1 kg',
        brand: { name: 'Ledesma' },
        kind: { name: 'Almacén' },
        brandname: 'Ledesma',
        kindname: 'Almacén',
        quantity_unit: 'unit',
        price_per_unit: 1250.5,
        description: 'Refinada',
        tags: ['oferta', 'Sin TACC'],
        image_url: null,
        active: true,
        curr_symbol: 'US$',
      },
    });
    // Made on screen without an original id: it gets its own, so files can change it later.
    const created = res.json() as { product: { id: number; original_id: string } };
    expect(created.product.original_id).toBe(`MOS-${created.product.id}`);
    expect(store.curr_symbol).toBe('US$');
  });

  it('reuses brands and kinds ignoring case, keeping the first spelling; a product without brand has none', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await createProduct(ctx, headers, { kind: { name: 'Lácteos' }, brand: { name: 'La Serenísima' } });
    const second = await createProduct(ctx, headers, {
      kind: { name: 'LÁCTEOS' },
      brand: { name: 'la serenísima' },
    });
    expect(second).toMatchObject({ kindname: 'Lácteos', brandname: 'La Serenísima' });
    const third = await createProduct(ctx, headers, { kind: 'Bebidas', brand: { name: '' } });
    expect(third).toMatchObject({ kindname: 'Bebidas', brand: null, brandname: '' });
  });

  it.each([
    [{ name: 'Sin tipo' }, PRODUCT_MSG.kindRequired],
    [{ kind: { name: '' }, name: 'x' }, PRODUCT_MSG.kindRequired],
    [{ kind: { name: 'A' }, name: '  ' }, PRODUCT_MSG.nameRequired],
    [{ kind: { name: 'A' }, name: 'x', price_per_unit: -10 }, PRODUCT_MSG.priceInvalid],
    [{ kind: { name: 'A' }, name: 'x', quantity_unit: 'caja' }, PRODUCT_MSG.unitInvalid],
    [{ kind: { name: 'A' }, name: 'x', image_url: 'javascript:alert(1)' }, PRODUCT_MSG.imageUrlInvalid],
  ])('refuses %j with its message', async (payload, message) => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/store/products/', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
    expect(await allProducts(ctx.app, headers)).toEqual([]);
  });

  it('refuses a second product with the same original id in one store, but not in another', async () => {
    const a = await storeWithToken(ctx.app, ctx.database);
    const b = await storeWithToken(ctx.app, ctx.database);
    await createProduct(ctx, a.headers, { original_id: 'SKU-1' });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/products/',
      headers: a.headers,
      payload: { kind: { name: 'A' }, name: 'Otro', original_id: 'SKU-1' },
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(PRODUCT_TEXT.originalIdTaken);
    await createProduct(ctx, b.headers, { original_id: 'SKU-1' });
  });

  it('needs a logged-in store user', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/store/products/' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createUser(ctx.database, { is_admin: true });
    const { jwt_token } = await login(ctx.app, admin.email, admin.password, someIp());
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/products/',
      headers: bearer(jwt_token),
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets crew members manage products too', async () => {
    const { store } = await storeWithToken(ctx.app, ctx.database);
    const crew = await createUser(ctx.database, { store_id: store.id, store_role: 'crew' });
    const { jwt_token } = await login(ctx.app, crew.email, crew.password, someIp());
    const product = await createProduct(ctx, bearer(jwt_token), { name: 'Del equipo' });
    expect(product.name).toBe('Del equipo');
  });
});

describe('GET /store/products/ (list and filters)', () => {
  it('pages by 15, newest first, with the total', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    for (let i = 1; i <= 17; i += 1) await createProduct(ctx, headers, { name: `Producto ${i}` });
    const first = await list(ctx, headers, '');
    expect(first).toMatchObject({ total: 17, page: 1, page_size: PAGE_SIZE });
    expect(first.items).toHaveLength(15);
    expect(first.items[0]!.name).toBe('Producto 17');
    const second = await list(ctx, headers, 'page=2');
    expect(second.items.map((p) => p.name)).toEqual(['Producto 2', 'Producto 1']);
    expect((await list(ctx, headers, 'page=3')).items).toEqual([]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/store/products/?page=0', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('never lists another store’s products', async () => {
    const a = await storeWithToken(ctx.app, ctx.database);
    const b = await storeWithToken(ctx.app, ctx.database);
    await createProduct(ctx, a.headers, { name: 'Solo de A', original_id: 'A-1', tags: ['secreto'] });
    const seen = await list(ctx, b.headers, 'name=solo');
    expect(seen).toMatchObject({ total: 0, items: [] });
    expect((await list(ctx, b.headers, 'tag=secreto')).total).toBe(0);
    expect((await list(ctx, b.headers, 'original_id=A-1')).total).toBe(0);
  });

  it('matches the name like core’s matchesText (shared cases)', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    for (const [index, [value]] of TEXT_FILTER_CASES.entries()) {
      await createProduct(ctx, headers, { name: value, original_id: `tc-${index}-end` });
    }
    for (const [index, [value, query, matches]] of TEXT_FILTER_CASES.entries()) {
      const found = await list(ctx, headers, `original_id=tc-${index}-end&name=${encodeURIComponent(query)}`);
      expect(found.total, `${value} ~ ${query}`).toBe(matches ? 1 : 0);
    }
  });

  it('matches tags like core’s matchesList (shared cases)', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    for (const [index, [tags]] of TAG_FILTER_CASES.entries()) {
      await createProduct(ctx, headers, { tags, original_id: `tg-${index}-end` });
    }
    for (const [index, [tags, query, matches]] of TAG_FILTER_CASES.entries()) {
      const found = await list(ctx, headers, `original_id=tg-${index}-end&tag=${encodeURIComponent(query)}`);
      expect(found.total, `${JSON.stringify(tags)} = ${query}`).toBe(matches ? 1 : 0);
    }
  });

  it('filters by TIPO, MARCA, ID and TAG, all together', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await createProduct(ctx, headers, {
      name: 'Leche entera 1 l',
      kind: { name: 'Lácteos' },
      brand: { name: 'La Serenísima' },
      original_id: 'LAC-001',
      tags: ['Oferta'],
    });
    await createProduct(ctx, headers, {
      name: 'Leche descremada',
      kind: { name: 'Lácteos' },
      brand: { name: 'Sancor' },
      original_id: 'LAC-002',
    });
    await createProduct(ctx, headers, { name: 'Agua', kind: { name: 'Bebidas' }, original_id: 'BEB-001' });
    const names = async (query: string) => (await list(ctx, headers, query)).items.map((p) => p.name).sort();
    expect(await names('kind=l%C3%A1ct')).toEqual(['Leche descremada', 'Leche entera 1 l']);
    expect(await names('kind=LÁCTEOS')).toHaveLength(2);
    expect(await names('kind=lact')).toEqual([]);
    expect(await names('brand=seren')).toEqual(['Leche entera 1 l']);
    expect(await names('original_id=lac')).toEqual(['Leche descremada', 'Leche entera 1 l']);
    expect(await names('original_id=beb-001')).toEqual(['Agua']);
    expect(await names('tag=oferta')).toEqual(['Leche entera 1 l']);
    expect(await names('tag=ofer')).toEqual([]);
    expect(await names('name=leche&kind=lacteos&brand=sancor')).toEqual([]);
    expect(await names('name=LECHE&kind=Lácteos&brand=sancor&original_id=002')).toEqual(['Leche descremada']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await createProduct(ctx, headers, { name: 'Descuento 100% algodón' });
    await createProduct(ctx, headers, { name: 'Remera algodón' });
    expect((await list(ctx, headers, 'name=100%25')).total).toBe(1);
    expect((await list(ctx, headers, 'name=_')).total).toBe(0);
  });
});

describe('path forms /store/products/{page}&{page_size} and /byfield/...', () => {
  it('gives a page of any size up to 100, with the list’s filters', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    for (let i = 1; i <= 9; i += 1)
      await createProduct(ctx, headers, { name: `P${i}`, tags: i % 2 ? ['impar'] : [] });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/store/products/2&7', headers });
    expect(res.json()).toMatchObject({ total: 9, page: 2, page_size: 7 });
    expect(res.json().items.map((p: ListedProduct) => p.name)).toEqual(['P2', 'P1']);
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/products/1&3?tag=impar',
      headers,
    });
    expect(filtered.json()).toMatchObject({ total: 5, page_size: 3 });
  });

  it.each(['0&5', '1&0', '1&101', 'abc', '3', '1&2&3'])('refuses /store/products/%s', async (range) => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/store/products/${range}`, headers });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(PRODUCT_TEXT.badRange);
  });

  it('reads name, kind, brand, original id, tag and page from the path; an empty segment filters nothing', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await createProduct(ctx, headers, {
      name: 'Café & leche',
      kind: { name: 'Almacén' },
      brand: { name: 'Cabrales' },
      tags: ['nuevo'],
    });
    await createProduct(ctx, headers, {
      name: 'Café molido',
      kind: { name: 'Almacén' },
      brand: { name: 'La Virginia' },
    });
    await createProduct(ctx, headers, { name: 'Té', kind: { name: 'Infusiones' }, original_id: 'T-1' });
    const get = (spec: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/store/products/byfield/${spec}`, headers });
    const names = async (spec: string) => {
      const res = await get(spec);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as ListedProduct[]).map((p) => p.name).sort();
    };
    expect(await names('caf%C3%A9&&&&&1')).toEqual(['Café & leche', 'Café molido']);
    expect(await names(`${encodeURIComponent('& leche')}&&&&&`)).toEqual(['Café & leche']);
    expect(await names('&almac&virgin&&&1')).toEqual(['Café molido']);
    expect(await names('&&&t-1&&1')).toEqual(['Té']);
    expect(await names('&&&&NUEVO&1')).toEqual(['Café & leche']);
    expect(await names('&&&&&2')).toEqual([]);
    for (const bad of ['caf%C3%A9&&&&1', '&&&&&0', '&&&&&x', '%E0%A4%A&&&&&1']) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
