import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { brands, kinds, products } from '../../db/schema';
import { createStore, freshDatabase } from '../../../test/helpers';
import { importRows, writeFullList } from './import-apply';
import { readImportFile } from './import-reader';
import { recordFields } from './import-records';
import { RowChecker, type CheckedRow } from './import-rows';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const HEADER = 'id_original;nombre;tipo;marca;precio;descripcion;tags;stock';

async function storeProducts(storeId: number) {
  return database.db
    .select({
      original_id: products.original_id,
      name: products.name,
      name_search: products.name_search,
      description: products.description,
      tags: products.tags,
      tags_search: products.tags_search,
      price_per_unit: products.price_per_unit,
      stock: products.stock,
      brand_id: products.brand_id,
    })
    .from(products)
    .where(eq(products.store_id, storeId))
    .orderBy(asc(products.original_id));
}

async function importText(storeId: number, text: string) {
  const table = await readImportFile(Buffer.from(text, 'utf8'));
  return database.db.transaction((tx) => importRows(tx, storeId, 'products_file', table, { chunkRows: 2 }));
}

describe('writing a full list', () => {
  it('keeps every character of the file: quotes, backslashes, braces, commas and the word NULL', async () => {
    const { store } = await createStore(database);
    const file = [
      HEADER,
      'E-1;"Yerba ""La Gaucha"" {1 kg}";Almacén;Marca \\ Uno;10,50;NULL;"te""st, {llaves}";3',
      'E-2;  Café, molido  ;Almacén;marca \\ uno;2,00;;;',
      'E-3;Ñandú \\N;Bebidas;;1;"línea\\ con \\\\ barras";"nuevo| Oferta";0,125',
    ].join('\n');
    const outcome = await importText(store.id, file);
    expect(outcome).toEqual({ rows: 3, created: 3, updated: 0, deleted: 0, ignoredColumns: [] });
    const rows = await storeProducts(store.id);
    expect(rows.map(({ brand_id: _, ...row }) => row)).toEqual([
      {
        original_id: 'E-1',
        name: 'Yerba "La Gaucha" {1 kg}',
        name_search: 'yerba "la gaucha" {1 kg}',
        description: 'NULL',
        tags: ['te"st', '{llaves}'],
        tags_search: ['te"st', '{llaves}'],
        price_per_unit: 10.5,
        stock: 3,
      },
      {
        original_id: 'E-2',
        name: 'Café, molido',
        name_search: 'cafe, molido',
        description: null,
        tags: [],
        tags_search: [],
        price_per_unit: 2,
        stock: null,
      },
      {
        original_id: 'E-3',
        name: 'Ñandú \\N',
        name_search: 'nandu \\n',
        description: 'línea\\ con \\\\ barras',
        tags: ['nuevo', 'Oferta'],
        tags_search: ['nuevo', 'oferta'],
        price_per_unit: 1,
        stock: 0.125,
      },
    ]);
    // One brand for both spellings (the first one kept), none for the empty cell.
    const named = await database.db.select().from(brands).where(eq(brands.store_id, store.id));
    expect(named.map((brand) => brand.name)).toEqual(['Marca \\ Uno']);
    expect(rows[0]!.brand_id).toBe(named[0]!.id);
    expect(rows[1]!.brand_id).toBe(named[0]!.id);
    expect(rows[2]!.brand_id).toBeNull();
  });

  it('finds the brands and kinds the store already has, in any case, in every chunk', async () => {
    const { store } = await createStore(database);
    await importText(store.id, `${HEADER}\nK-1;Arroz;Almacén;Gallo;100;;;\n`);
    // Chunks of two rows: the names are looked up again by each chunk, new ones created once.
    await importText(
      store.id,
      `${HEADER}\nK-2;Arroz largo;ALMACÉN;GALLO;1;;;\nK-3;Yerba;Infusiones;Taragüi;2;;;\nK-4;Té;infusiones;gallo;3;;;\n`,
    );
    const brandRows = await database.db.select().from(brands).where(eq(brands.store_id, store.id));
    const kindRows = await database.db.select().from(kinds).where(eq(kinds.store_id, store.id));
    expect(brandRows.map((row) => row.name).sort()).toEqual(['Gallo', 'Taragüi']);
    expect(kindRows.map((row) => row.name).sort()).toEqual(['Almacén', 'Infusiones']);
    const brandId = (name: string) => brandRows.find((row) => row.name === name)!.id;
    const kindId = (name: string) => kindRows.find((row) => row.name === name)!.id;
    const stored = await database.db
      .select({ original_id: products.original_id, brand_id: products.brand_id, kind_id: products.kind_id })
      .from(products)
      .where(eq(products.store_id, store.id))
      .orderBy(asc(products.original_id));
    expect(stored).toEqual([
      { original_id: 'K-1', brand_id: brandId('Gallo'), kind_id: kindId('Almacén') },
      { original_id: 'K-2', brand_id: brandId('Gallo'), kind_id: kindId('Almacén') },
      { original_id: 'K-3', brand_id: brandId('Taragüi'), kind_id: kindId('Infusiones') },
      { original_id: 'K-4', brand_id: brandId('Gallo'), kind_id: kindId('Infusiones') },
    ]);
  });

  it('updates the products the store has and creates the rest, with their counts', async () => {
    const { store } = await createStore(database);
    await importText(store.id, `${HEADER}\nU-1;Arroz;Almacén;Gallo;100;;;5\nU-2;Fideos;Almacén;;200;;;\n`);
    const outcome = await importText(
      store.id,
      `${HEADER}\nU-2;Fideos largos;Almacén;;250;;oferta;\nU-3;Aceite;Almacén;;300;;;\nU-1;Arroz fino;Almacén;;110;;;\n`,
    );
    expect(outcome).toEqual({ rows: 3, created: 1, updated: 2, deleted: 0, ignoredColumns: [] });
    const rows = await storeProducts(store.id);
    expect(
      rows.map((row) => [row.original_id, row.name, row.price_per_unit, row.stock, row.brand_id]),
    ).toEqual([
      ['U-1', 'Arroz fino', 110, null, null],
      ['U-2', 'Fideos largos', 250, null, null],
      ['U-3', 'Aceite', 300, null, null],
    ]);
  });
});

/** Good rows of a full list, as the checker hands them to the writer. */
function checkedRows(lines: string[]): CheckedRow[] {
  const checker = new RowChecker('products_file', { headers: HEADER.split(';'), delimiter: ';' });
  return lines.map((line, at) => checker.check(at + 2, line.split(';'))!);
}

/** The rows below name a kind but these tests look at ids, names and prices only. */
const NO_NAMES = { brand: new Map<string, number>(), kind: new Map<string, number>() };

describe('a full list racing other writers', () => {
  const present = new RowChecker('products_file', { headers: HEADER.split(';') }).present;
  const fields = recordFields(present);

  it('a product created by someone else since the import looked fails the insert, writing nothing', async () => {
    const { store } = await createStore(database);
    await importText(store.id, `${HEADER}\nC-2;Creado por otro;Almacén;;1;;;\n`);
    const rows = checkedRows(['C-1;Nuevo;Almacén;;10;;;', 'C-2;Del archivo;Almacén;;20;;;']);
    // The import's look at the catalogue did not see C-2 yet: the processor runs it again
    // (import-processor.test.ts), and this run leaves nothing behind.
    const written = database.db.transaction((tx) =>
      writeFullList(tx, { storeId: store.id, fields, rows, ids: NO_NAMES }, new Set()),
    );
    await expect(written).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'products_store_original_id_uq' },
    });
    const stored = await storeProducts(store.id);
    expect(stored.map((row) => [row.original_id, row.name, row.price_per_unit])).toEqual([
      ['C-2', 'Creado por otro', 1],
    ]);
  });

  it('a product deleted by someone else since the import looked is created again, and counted so', async () => {
    const { store } = await createStore(database);
    await importText(store.id, `${HEADER}\nD-1;Sigue;Almacén;;1;;;\n`);
    const rows = checkedRows(['D-1;Sigue cambiado;Almacén;;10;;;', 'D-2;Borrado;Almacén;;20;;;']);
    // The import saw D-2, which has been deleted since.
    const written = await database.db.transaction((tx) =>
      writeFullList(tx, { storeId: store.id, fields, rows, ids: NO_NAMES }, new Set(['D-1', 'D-2'])),
    );
    expect(written).toEqual({ created: 1, updated: 1, deleted: 0 });
    const stored = await database.db
      .select({ original_id: products.original_id, name: products.name })
      .from(products)
      .where(eq(products.store_id, store.id))
      .orderBy(asc(products.original_id));
    expect(stored).toEqual([
      { original_id: 'D-1', name: 'Sigue cambiado' },
      { original_id: 'D-2', name: 'Borrado' },
    ]);
  });

  it('writes only the store it is given', async () => {
    const storeA = await createStore(database);
    const storeB = await createStore(database);
    await importText(storeA.store.id, `${HEADER}\nS-1;De la tienda A;Almacén;;1;;;\n`);
    const outcome = await importText(storeB.store.id, `${HEADER}\nS-1;De la tienda B;Almacén;;2;;;\n`);
    expect(outcome).toEqual({ rows: 1, created: 1, updated: 0, deleted: 0, ignoredColumns: [] });
    expect((await storeProducts(storeA.store.id)).map((row) => row.name)).toEqual(['De la tienda A']);
    expect((await storeProducts(storeB.store.id)).map((row) => row.name)).toEqual(['De la tienda B']);
  });
});
