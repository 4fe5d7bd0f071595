import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { products, stores } from '../../db/schema';
import { createStore, freshDatabase } from '../../../test/helpers';
import { CatalogueCache } from './catalogue-cache';
import { seedTestCatalogue } from './assistant.fixtures';
import { searchProducts } from './engine/free-text-search';

let database: Database;
let storeA: number;
let storeB: number;
let ids: Map<number, number>;

beforeAll(async () => {
  database = await freshDatabase();
  storeA = (await createStore(database)).store.id;
  storeB = (await createStore(database)).store.id;
  ids = await seedTestCatalogue(database.db, storeA);
});
afterAll(() => database.close());

const names = async (cache: CatalogueCache, storeId: number, text: string) =>
  searchProducts((await cache.get(storeId)).index, text).map((c) => c.product.name);

describe('[ASSISTANT] catalogue cache', () => {
  it('builds once per catalogue version and per store', async () => {
    const cache = new CatalogueCache(database.db);
    const [first, second] = await Promise.all([cache.get(storeA), cache.get(storeA)]);
    expect(first).toBe(second);
    expect(first.index.size).toBe(60);
    expect(await cache.get(storeA)).toBe(first);
    expect((await cache.get(storeB)).index.size).toBe(0);
    expect(cache.builds).toBe(2);
  });

  it('is rebuilt after an insert, a price change, a deactivation and a delete', async () => {
    const cache = new CatalogueCache(database.db);
    await cache.get(storeA);
    await database.db.insert(products).values({ store_id: storeA, name: 'Kiwi', quantity_unit: 'kg' });
    expect(await names(cache, storeA, 'kiwi')).toEqual(['Kiwi']);

    // An import writes many rows in one statement and stamps them with now().
    await database.db.execute(
      sql`update products set price_per_unit = price_per_unit * 2, updated_at = now() where store_id = ${storeA}`,
    );
    expect((await cache.get(storeA)).byId.get(ids.get(1)!)?.price_per_unit).toBe(1800);

    await database.db
      .update(products)
      .set({ active: false, updated_at: new Date() })
      .where(eq(products.name, 'Kiwi'));
    expect(await names(cache, storeA, 'kiwi')).toEqual([]);

    await database.db.delete(products).where(eq(products.id, ids.get(45)!));
    expect((await cache.get(storeA)).byId.has(ids.get(45)!)).toBe(false);
    expect(cache.builds).toBe(5);
  });

  it('sees a change stamped older than the newest one (a transaction that committed late)', async () => {
    const cache = new CatalogueCache(database.db);
    const before = await cache.get(storeA);
    await database.db
      .update(products)
      .set({ price_per_unit: 1, updated_at: new Date('2020-01-01T00:00:00Z') })
      .where(eq(products.id, ids.get(2)!));
    const after = await cache.get(storeA);
    expect(after).not.toBe(before);
    expect(after.byId.get(ids.get(2)!)?.price_per_unit).toBe(1);
  });

  it('lets a store with products be deleted (its counter goes with it)', async () => {
    const { store } = await createStore(database);
    await seedTestCatalogue(database.db, store.id);
    const cache = new CatalogueCache(database.db);
    expect((await cache.get(store.id)).index.size).toBe(60);
    await database.db.delete(stores).where(eq(stores.id, store.id));
    expect((await cache.get(store.id)).index.size).toBe(0);
  });

  it('keeps at most the configured number of stores', async () => {
    const cache = new CatalogueCache(database.db, 1);
    await cache.get(storeA);
    await cache.get(storeB);
    await cache.get(storeA);
    expect(cache.builds).toBe(3);
  });
});
