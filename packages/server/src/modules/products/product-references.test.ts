import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { brands, kinds, products, stores } from '../../db/schema';
import { withStoreScope } from '../../db/scope';
import { concurrentTransactions } from '../../../test/concurrency';
import { createStore, freshDatabase } from '../../../test/helpers';

/**
 * A product's store, brand and kind are checked by statement-level triggers instead of foreign
 * keys (migration 0019, docs/adr/0013-product-reference-checks.md). These tests hold them to what
 * the keys did (refuse a missing row, cascade a store, clear a brand or kind, and the same under
 * concurrent deletes) and to what they add: a brand or kind of another store is refused too.
 */

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

async function storeWithBrandAndKind() {
  const { store } = await createStore(database);
  const [brand] = await db.insert(brands).values({ store_id: store.id, name: 'Marolio' }).returning();
  const [kind] = await db.insert(kinds).values({ store_id: store.id, name: 'Almacén' }).returning();
  return { storeId: store.id, brandId: brand!.id, kindId: kind!.id };
}

/** The PostgreSQL error under Drizzle's wrapper. */
async function failure(write: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message: string } }).cause;
    return cause ?? { message: (error as Error).message };
  }
  throw new Error('La escritura debía fallar');
}

async function productNames(storeId: number): Promise<string[]> {
  const rows = await db.select({ name: products.name }).from(products).where(eq(products.store_id, storeId));
  return rows.map((row) => row.name).sort();
}

describe('product references', () => {
  it('accepts a product with its own store, brand and kind, and one with neither', async () => {
    const a = await storeWithBrandAndKind();
    await db.insert(products).values([
      { store_id: a.storeId, name: 'Fideos', brand_id: a.brandId, kind_id: a.kindId },
      { store_id: a.storeId, name: 'Sal' },
    ]);
    expect(await productNames(a.storeId)).toEqual(['Fideos', 'Sal']);
  });

  it('refuses a missing store, brand or kind with foreign_key_violation, writing nothing', async () => {
    const a = await storeWithBrandAndKind();
    const missingStore = await failure(
      db.insert(products).values({ store_id: 2_000_000_000, name: 'Huérfano' }),
    );
    expect(missingStore).toMatchObject({ code: '23503', message: 'La tienda del producto no existe.' });

    // One bad row among good ones fails the whole statement, as a key would.
    const missingBrand = await failure(
      db.insert(products).values([
        { store_id: a.storeId, name: 'Bueno', brand_id: a.brandId },
        { store_id: a.storeId, name: 'Malo', brand_id: 2_000_000_000 },
      ]),
    );
    expect(missingBrand).toMatchObject({
      code: '23503',
      message: 'La marca del producto no existe en su tienda.',
    });

    const missingKind = await failure(
      db.insert(products).values({ store_id: a.storeId, name: 'Malo', kind_id: 2_000_000_000 }),
    );
    expect(missingKind).toMatchObject({
      code: '23503',
      message: 'El tipo del producto no existe en su tienda.',
    });
    expect(await productNames(a.storeId)).toEqual([]);
  });

  it("refuses another store's brand or kind, on insert and on update, even in the platform scope", async () => {
    const a = await storeWithBrandAndKind();
    const b = await storeWithBrandAndKind();
    expect(
      await failure(db.insert(products).values({ store_id: a.storeId, name: 'Ajeno', brand_id: b.brandId })),
    ).toMatchObject({ code: '23503' });
    expect(
      await failure(db.insert(products).values({ store_id: a.storeId, name: 'Ajeno', kind_id: b.kindId })),
    ).toMatchObject({ code: '23503' });

    const [own] = await db
      .insert(products)
      .values({ store_id: a.storeId, name: 'Propio', brand_id: a.brandId })
      .returning();
    expect(
      await failure(db.update(products).set({ brand_id: b.brandId }).where(eq(products.id, own!.id))),
    ).toMatchObject({ code: '23503' });
    expect(
      await failure(db.update(products).set({ store_id: b.storeId }).where(eq(products.id, own!.id))),
    ).toMatchObject({ code: '23503' });
    const [after] = await db.select().from(products).where(eq(products.id, own!.id));
    expect(after).toMatchObject({ store_id: a.storeId, brand_id: a.brandId });
  });

  it("checks as the caller: a store's scope cannot point at another store", async () => {
    const a = await storeWithBrandAndKind();
    const b = await storeWithBrandAndKind();
    const refused = await withStoreScope(a.storeId, () =>
      failure(db.insert(products).values({ store_id: a.storeId, name: 'Ajeno', brand_id: b.brandId })),
    );
    expect(refused.code).toBe('23503');
    await withStoreScope(a.storeId, () =>
      db
        .insert(products)
        .values({ store_id: a.storeId, name: 'Propio', brand_id: a.brandId, kind_id: a.kindId }),
    );
    expect(await productNames(a.storeId)).toEqual(['Propio']);
  });

  it("deleting a brand or a kind clears it from that store's products only", async () => {
    const a = await storeWithBrandAndKind();
    const b = await storeWithBrandAndKind();
    const [extraBrand] = await db.insert(brands).values({ store_id: a.storeId, name: 'Otra' }).returning();
    await db.insert(products).values([
      { store_id: a.storeId, name: 'Con marca', brand_id: a.brandId, kind_id: a.kindId },
      { store_id: a.storeId, name: 'Con otra marca', brand_id: extraBrand!.id, kind_id: a.kindId },
      { store_id: b.storeId, name: 'De B', brand_id: b.brandId, kind_id: b.kindId },
    ]);
    await db.delete(brands).where(eq(brands.id, a.brandId));
    await db.delete(kinds).where(eq(kinds.id, a.kindId));

    const rows = await db
      .select({ name: products.name, brand: products.brand_id, kind: products.kind_id })
      .from(products)
      .where(inArray(products.store_id, [a.storeId, b.storeId]))
      .orderBy(products.name);
    expect(rows).toEqual([
      { name: 'Con marca', brand: null, kind: null },
      { name: 'Con otra marca', brand: extraBrand!.id, kind: null },
      { name: 'De B', brand: b.brandId, kind: b.kindId },
    ]);
  });

  it("deleting a store deletes its products (and its brands') and no other store's", async () => {
    const a = await storeWithBrandAndKind();
    const b = await storeWithBrandAndKind();
    await db.insert(products).values([
      { store_id: a.storeId, name: 'De A', brand_id: a.brandId, kind_id: a.kindId },
      { store_id: b.storeId, name: 'De B', brand_id: b.brandId, kind_id: b.kindId },
    ]);
    await db.delete(stores).where(eq(stores.id, a.storeId));
    expect(await productNames(a.storeId)).toEqual([]);
    expect(await db.select().from(brands).where(eq(brands.store_id, a.storeId))).toEqual([]);
    expect(await productNames(b.storeId)).toEqual(['De B']);
  });
});

/** Two transactions at once: PostgreSQL only (see concurrentTransactions). */
describe.runIf(process.env.DATABASE_URL !== undefined)('product references under concurrent deletes', () => {
  const { pausedTransaction, someoneWaitsOnALock } = concurrentTransactions(() => database);

  it('a brand deleted while a product that uses it is being added waits, then clears it', async () => {
    const a = await storeWithBrandAndKind();
    const adding = pausedTransaction((tx) =>
      tx.insert(products).values({ store_id: a.storeId, name: 'Nuevo', brand_id: a.brandId }),
    );
    await adding.wrote;
    const deleting = db.delete(brands).where(eq(brands.id, a.brandId)).execute();
    await someoneWaitsOnALock();
    adding.release();
    await adding.done;
    await deleting;
    const [row] = await db.select().from(products).where(eq(products.store_id, a.storeId));
    expect(row).toMatchObject({ name: 'Nuevo', brand_id: null });
  });

  it('a product added while its brand is being deleted waits, then is refused', async () => {
    const a = await storeWithBrandAndKind();
    const deleting = pausedTransaction((tx) => tx.delete(brands).where(eq(brands.id, a.brandId)));
    await deleting.wrote;
    const adding = failure(
      db.insert(products).values({ store_id: a.storeId, name: 'Tarde', brand_id: a.brandId }),
    );
    await someoneWaitsOnALock();
    deleting.release();
    await deleting.done;
    expect(await adding).toMatchObject({ code: '23503' });
    expect(await productNames(a.storeId)).toEqual([]);
  });

  it('a store deleted while products are being added to it waits, then deletes them too', async () => {
    const a = await storeWithBrandAndKind();
    const adding = pausedTransaction((tx) =>
      tx
        .insert(products)
        .values({ store_id: a.storeId, name: 'Nuevo', brand_id: a.brandId, kind_id: a.kindId }),
    );
    await adding.wrote;
    const deleting = db.delete(stores).where(eq(stores.id, a.storeId)).execute();
    await someoneWaitsOnALock();
    adding.release();
    await adding.done;
    await deleting;
    expect(await productNames(a.storeId)).toEqual([]);
  });
});
