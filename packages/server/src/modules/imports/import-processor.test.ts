import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database, Db } from '../../db/client';
import { brands, dataImports, products } from '../../db/schema';
import { withStoreScope } from '../../db/scope';
import { concurrentTransactions } from '../../../test/concurrency';
import { freshDatabase } from '../../../test/helpers';
import { storeWithToken, upload } from './imports.fixtures';
import { createImportProcessor } from './import-processor';
import { claimNextImport } from './imports.repository';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/**
 * New products go in by a plain insert (import-statements.ts, insertNew). A product with one of
 * the file's ids created by someone else while the import runs makes that insert fail; the
 * processor then runs the whole import again. Two transactions at once: PostgreSQL only.
 */
describe.runIf(process.env.DATABASE_URL !== undefined)('an import racing another writer', () => {
  const { pausedTransaction, someoneWaitsOnALock } = concurrentTransactions(() => database);

  /**
   * Uploads `file`, pauses another transaction after `write`, then processes the import while that
   * one is open: the import waits on its lock, the other commits, and the import finishes.
   */
  async function importBesideAnotherWriter(
    file: string,
    write: (tx: Db, storeId: number) => Promise<unknown>,
  ) {
    const app = await buildApp({ config: testConfig({ IMPORTS_WORKER: false }), database, logger: false });
    await app.ready();
    const { store, headers } = await storeWithToken(app, database);
    const res = await upload(app, headers, 'products_file', file);
    const importId = res.json().data_import.id as number;
    const other = pausedTransaction((tx) => write(tx, store.id));
    await other.wrote;
    const job = await claimNextImport(database.db, 60_000, ['products_file']);
    expect(job?.id).toBe(importId);
    const processing = withStoreScope(store.id, () =>
      createImportProcessor(database.db)(job!, new AbortController().signal),
    );
    await someoneWaitsOnALock();
    other.release();
    await other.done;
    await processing;
    await app.close();
    const [record] = await database.db.select().from(dataImports).where(eq(dataImports.id, importId));
    return { storeId: store.id, record };
  }

  it('runs again when one of its new products is created meanwhile, and updates that one', async () => {
    // Someone else adds C-2 and has not committed when the import looks at the catalogue; the
    // import's insert of C-2 waits for it, fails when it commits, and the import runs again.
    const { storeId, record } = await importBesideAnotherWriter(
      'id_original;nombre;tipo;precio\nC-1;Nuevo;Almacén;10\nC-2;Del archivo;Almacén;20\n',
      (tx, store) =>
        tx.insert(products).values({ store_id: store, name: 'Creado por otro', original_id: 'C-2' }),
    );
    expect(record).toMatchObject({ status: 'complete', rows_total: 2, rows_created: 1, rows_updated: 1 });
    const stored = await database.db
      .select({ original_id: products.original_id, name: products.name, price: products.price_per_unit })
      .from(products)
      .where(eq(products.store_id, storeId))
      .orderBy(asc(products.original_id));
    expect(stored).toEqual([
      { original_id: 'C-1', name: 'Nuevo', price: 10 },
      { original_id: 'C-2', name: 'Del archivo', price: 20 },
    ]);
  });

  it('uses a brand another transaction creates while the import creates it too', async () => {
    // The other transaction's brand is not committed when the import's statement starts: that
    // statement's insert waits for it, skips the name, and cannot see it; a second read finds it.
    const { storeId, record } = await importBesideAnotherWriter(
      'id_original;nombre;tipo;marca;precio\nM-1;Yerba;Infusiones;Nueva;10\n',
      (tx, store) => tx.insert(brands).values({ store_id: store, name: 'NUEVA' }),
    );
    expect(record).toMatchObject({ status: 'complete', rows_created: 1 });
    const named = await database.db.select().from(brands).where(eq(brands.store_id, storeId));
    expect(named.map((brand) => brand.name)).toEqual(['NUEVA']);
    const [product] = await database.db.select().from(products).where(eq(products.store_id, storeId));
    expect(product!.brand_id).toBe(named[0]!.id);
  });
});
