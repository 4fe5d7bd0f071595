import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { foldText, SYNONYM_MSG, SYNONYMS_MAX, synonymKey } from '@mostrador/core';
import { messageOf, type TestContext } from '../../../test/helpers';
import { brands, kinds, products, storeSynonyms } from '../../db/schema';
import { withStoreScope } from '../../db/scope';
import { readCatalogueVersion } from '../products/products.repository';
import { CatalogueCache } from '../assistant/catalogue-cache';
import { call, createSettingsTestApp, storeWithTeam } from '../settings/settings.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSettingsTestApp();
});
afterAll(() => ctx.close());

const list = async (token: string) => (await call(ctx, token, 'GET', '/store/synonyms')).json();
const version = (storeId: number) => readCatalogueVersion(ctx.database.db, storeId);

describe('store synonyms', () => {
  it('adds, lists by term, changes and deletes synonyms', async () => {
    const { owner } = await storeWithTeam(ctx);
    const birra = await call(ctx, owner, 'POST', '/store/synonyms', { term: ' Birra ', means: 'cerveza' });
    expect(birra.statusCode).toBe(201);
    expect(birra.json()).toEqual({
      message: SYNONYM_MSG.added,
      synonym: {
        id: expect.any(Number),
        term: 'Birra',
        means: 'cerveza',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    await call(ctx, owner, 'POST', '/store/synonyms', { term: 'coca', means: 'Coca-Cola' });
    expect((await list(owner)).map((s: { term: string }) => s.term)).toEqual(['Birra', 'coca']);

    const id = birra.json().synonym.id;
    const changed = await call(ctx, owner, 'PUT', `/store/synonyms/${id}`, {
      term: 'birrita',
      means: 'Cerveza',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: SYNONYM_MSG.updated, synonym: { id, term: 'birrita' } });

    const removed = await call(ctx, owner, 'DELETE', `/store/synonyms/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(messageOf(removed)).toBe(SYNONYM_MSG.deleted);
    expect(await list(owner)).toMatchObject([{ term: 'coca', means: 'Coca-Cola' }]);
    expect((await call(ctx, owner, 'DELETE', `/store/synonyms/${id}`)).statusCode).toBe(404);
    const missing = await call(ctx, owner, 'PUT', `/store/synonyms/${id}`, { term: 'x', means: 'y' });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(SYNONYM_MSG.notFound);
  });

  it.each([
    [{ means: 'cerveza' }, SYNONYM_MSG.termRequired],
    [{ term: '  ', means: 'cerveza' }, SYNONYM_MSG.termRequired],
    [{ term: '¿?', means: 'cerveza' }, SYNONYM_MSG.termRequired],
    [{ term: 'birra' }, SYNONYM_MSG.meansRequired],
    [{ term: 'birra', means: '' }, SYNONYM_MSG.meansRequired],
    [{ term: 'la birra bien fria', means: 'cerveza' }, SYNONYM_MSG.termTooManyWords],
    [{ term: 'b'.repeat(41), means: 'cerveza' }, SYNONYM_MSG.termTooLong],
    [{ term: 'birra', means: 'c'.repeat(101) }, SYNONYM_MSG.meansTooLong],
    [{ term: 'Coca-Cola', means: 'coca cola' }, SYNONYM_MSG.sameWords],
    [{ term: 7, means: 'cerveza' }, SYNONYM_MSG.termRequired],
  ])('refuses %j with a Spanish message', async (payload, message) => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', '/store/synonyms', payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
    expect(await list(owner)).toEqual([]);
  });

  it('keeps one synonym per term (case, accents and punctuation ignored)', async () => {
    const { owner } = await storeWithTeam(ctx);
    await call(ctx, owner, 'POST', '/store/synonyms', { term: 'birra', means: 'cerveza' });
    const coca = await call(ctx, owner, 'POST', '/store/synonyms', { term: 'coca', means: 'Coca-Cola' });
    const again = await call(ctx, owner, 'POST', '/store/synonyms', { term: 'BIRRÁ!', means: 'Quilmes' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(SYNONYM_MSG.repeated.replace('{term}', 'BIRRÁ!'));
    const renamed = await call(ctx, owner, 'PUT', `/store/synonyms/${coca.json().synonym.id}`, {
      term: 'Birra',
      means: 'Coca-Cola',
    });
    expect(renamed.statusCode).toBe(409);
    expect(messageOf(renamed)).toBe(SYNONYM_MSG.repeated.replace('{term}', 'Birra'));
    expect(await list(owner)).toMatchObject([
      { term: 'birra', means: 'cerveza' },
      { term: 'coca', means: 'Coca-Cola' },
    ]);
  });

  it(`stops at ${SYNONYMS_MAX} synonyms a store`, async () => {
    const { owner, store } = await storeWithTeam(ctx);
    await ctx.database.db.insert(storeSynonyms).values(
      Array.from({ length: SYNONYMS_MAX - 1 }, (_, i) => ({
        store_id: store.id,
        term: `palabra${i}`,
        term_key: `palabra${i}`,
        means: 'algo',
      })),
    );
    expect(
      (await call(ctx, owner, 'POST', '/store/synonyms', { term: 'ultima', means: 'algo' })).statusCode,
    ).toBe(201);
    const full = await call(ctx, owner, 'POST', '/store/synonyms', { term: 'otra', means: 'algo' });
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(SYNONYM_MSG.limit);
    expect(await list(owner)).toHaveLength(SYNONYMS_MAX);
  });

  it('is for the store admin only', async () => {
    const { owner, crew } = await storeWithTeam(ctx);
    const { synonym } = (
      await call(ctx, owner, 'POST', '/store/synonyms', { term: 'birra', means: 'cerveza' })
    ).json();
    const body = { term: 'coca', means: 'Coca-Cola' };
    for (const token of [crew, undefined]) {
      const expected = token ? 403 : 401;
      expect((await call(ctx, token, 'GET', '/store/synonyms')).statusCode).toBe(expected);
      expect((await call(ctx, token, 'GET', '/store/synonyms/suggestions?q=cer')).statusCode).toBe(expected);
      expect((await call(ctx, token, 'POST', '/store/synonyms', body)).statusCode).toBe(expected);
      expect((await call(ctx, token, 'PUT', `/store/synonyms/${synonym.id}`, body)).statusCode).toBe(
        expected,
      );
      expect((await call(ctx, token, 'DELETE', `/store/synonyms/${synonym.id}`)).statusCode).toBe(expected);
    }
    expect(await list(owner)).toEqual([synonym]);
  });

  it('never lists, changes or deletes another store’s synonyms', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    const { synonym } = (
      await call(ctx, a.owner, 'POST', '/store/synonyms', { term: 'birra', means: 'cerveza' })
    ).json();
    expect(await list(b.owner)).toEqual([]);
    const change = await call(ctx, b.owner, 'PUT', `/store/synonyms/${synonym.id}`, {
      term: 'x',
      means: 'y',
    });
    expect(change.statusCode).toBe(404);
    expect((await call(ctx, b.owner, 'DELETE', `/store/synonyms/${synonym.id}`)).statusCode).toBe(404);
    // The same term is B's own to use.
    expect(
      (await call(ctx, b.owner, 'POST', '/store/synonyms', { term: 'birra', means: 'vino' })).statusCode,
    ).toBe(201);
    expect(await list(a.owner)).toEqual([synonym]);
  });

  it('moves the store’s catalogue version with every change, so the chat rebuilds its index', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const other = await storeWithTeam(ctx);
    const cache = new CatalogueCache(ctx.database.db);
    await withStoreScope(store.id, () => cache.get(store.id));
    const builds = cache.builds;

    const before = await version(store.id);
    const otherBefore = await version(other.store.id);
    const { synonym } = (
      await call(ctx, owner, 'POST', '/store/synonyms', { term: 'birra', means: 'cerveza' })
    ).json();
    const added = await version(store.id);
    expect(added).toBeGreaterThan(before);

    const catalogue = await withStoreScope(store.id, () => cache.get(store.id));
    expect(cache.builds).toBe(builds + 1);
    expect(catalogue.version).toBe(added);
    // The rebuilt index reads the customer's words with the store's synonym.
    expect(catalogue.index.applySynonyms('una birra')).toBe('una cerveza');
    // Nothing changed: the same index.
    expect(await withStoreScope(store.id, () => cache.get(store.id))).toBe(catalogue);

    await call(ctx, owner, 'PUT', `/store/synonyms/${synonym.id}`, { term: 'birra', means: 'Quilmes' });
    const changed = await version(store.id);
    expect(changed).toBeGreaterThan(added);
    await call(ctx, owner, 'DELETE', `/store/synonyms/${synonym.id}`);
    expect(await version(store.id)).toBeGreaterThan(changed);
    expect(await version(other.store.id)).toBe(otherBefore);

    const rebuilt = await withStoreScope(store.id, () => cache.get(store.id));
    expect(rebuilt.index.applySynonyms('una birra')).toBe('una birra');
  });

  it('suggests the store’s brands, kinds and product names for a meaning', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const other = await storeWithTeam(ctx);
    const db = ctx.database.db;
    const [brand] = await db
      .insert(brands)
      .values({ store_id: store.id, name: 'Cervecería Quilmes' })
      .returning();
    const [kind] = await db.insert(kinds).values({ store_id: store.id, name: 'Cervezas' }).returning();
    const product = (storeId: number, name: string, extra: Partial<typeof products.$inferInsert> = {}) => ({
      store_id: storeId,
      name,
      name_search: foldText(name),
      ...extra,
    });
    await db
      .insert(products)
      .values([
        product(store.id, 'Cerveza Quilmes 1 L', { brand_id: brand!.id, kind_id: kind!.id }),
        product(store.id, 'Cerveza negra (discontinuada)', { active: false }),
        product(store.id, 'Agua mineral 2 L'),
        product(other.store.id, 'Cerveza de otra tienda'),
      ]);
    const res = await call(ctx, owner, 'GET', `/store/synonyms/suggestions?q=${encodeURIComponent('CERVE')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { text: 'Cervecería Quilmes', source: 'brand' },
      { text: 'Cervezas', source: 'kind' },
      { text: 'Cerveza', source: 'word' },
      { text: 'Cerveza Quilmes 1 L', source: 'product' },
    ]);
    // Several words: whole names only.
    expect((await call(ctx, owner, 'GET', '/store/synonyms/suggestions?q=quilmes%201')).json()).toEqual([
      { text: 'Cerveza Quilmes 1 L', source: 'product' },
    ]);
    expect((await call(ctx, other.owner, 'GET', '/store/synonyms/suggestions?q=quilmes')).json()).toEqual([]);
    const tooLong = await call(ctx, owner, 'GET', `/store/synonyms/suggestions?q=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(messageOf(tooLong)).toBe(SYNONYM_MSG.meansTooLong);
  });

  it('stores the folded term as the key', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    await call(ctx, owner, 'POST', '/store/synonyms', {
      term: 'Coca-Cola  Zéro',
      means: 'Coca-Cola Zero 2,25 L',
    });
    const [row] = await ctx.database.db
      .select()
      .from(storeSynonyms)
      .where(eq(storeSynonyms.store_id, store.id));
    expect(row!.term_key).toBe(synonymKey('coca cola zero'));
  });
});
