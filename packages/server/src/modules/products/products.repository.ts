import { and, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { productSearchColumns, sortSpanish, type ProductFilters } from '@mostrador/core';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { brands, catalogueVersions, kinds, products } from '../../db/schema';
import { foldedListFilter, foldedTextFilter } from '../../lib/filters-sql';
import { namedFilter, selectProductsWithNames } from './product-queries';

/** The unique index of a store's original ids (a second product with the same id hits it). */
export const ORIGINAL_ID_INDEX = 'products_store_original_id_uq';

const productColumns = {
  id: products.id,
  name: products.name,
  brand_name: brands.name,
  kind_name: kinds.name,
  quantity_unit: products.quantity_unit,
  price_per_unit: products.price_per_unit,
  description: products.description,
  tags: products.tags,
  image_url: products.image_url,
  original_id: products.original_id,
  category: products.category,
  active: products.active,
  stock: products.stock,
  created_at: products.created_at,
  updated_at: products.updated_at,
};

type NamedTable = typeof brands | typeof kinds;

/**
 * The filter bar's meaning in SQL (spec section 5), always inside the caller's store. Name, ID and
 * tags are matched on their stored folded copies, which trigram and GIN indexes serve.
 */
function productWhere(storeId: number, filters: ProductFilters): SQL {
  return and(
    eq(products.store_id, storeId),
    foldedTextFilter(products.name_search, filters.name),
    namedFilter(products.kind_id, kinds, storeId, filters.kind),
    namedFilter(products.brand_id, brands, storeId, filters.brand),
    foldedTextFilter(products.original_id_search, filters.original_id),
    foldedListFilter(products.tags_search, filters.tag),
  )!;
}

function selectProducts(db: Executor) {
  return selectProductsWithNames(db, productColumns);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

/** One page, newest first. */
export function listProductPage(
  db: Executor,
  storeId: number,
  filters: ProductFilters,
  page: number,
  pageSize: number,
): Promise<ProductRow[]> {
  return selectProducts(db)
    .where(productWhere(storeId, filters))
    .orderBy(desc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** The count of every match. */
export async function countProducts(db: Executor, storeId: number, filters: ProductFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(productWhere(storeId, filters));
  return row?.total ?? 0;
}

/**
 * The store's catalogue version (catalogueVersions in the assistant schema, moved by triggers with
 * every change of its products, brand or kind names): 0 until its catalogue first changes.
 */
export async function readCatalogueVersion(db: Executor, storeId: number): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.store_id, storeId));
  return row?.version ?? 0;
}

/**
 * readCatalogueVersion as a prepared statement, for the list that reads it on every call: built
 * once instead of by the query builder each time (a tenth of a list call's CPU).
 */
export function prepareCatalogueVersionRead(db: Db) {
  const query = db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.store_id, sql.placeholder('storeId')))
    .prepare('catalogue_version');
  return async (storeId: number): Promise<number> => {
    const [row] = await query.execute({ storeId });
    return row?.version ?? 0;
  };
}

/** Every match in batches, newest first (keyset by id), so an export never holds them all. */
export async function* productBatches(
  db: Executor,
  storeId: number,
  filters: ProductFilters,
  batchSize = 2000,
): AsyncGenerator<ProductRow[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await selectProducts(db)
      .where(and(productWhere(storeId, filters), before === undefined ? undefined : lt(products.id, before)))
      .orderBy(desc(products.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    before = rows[rows.length - 1]!.id;
  }
}

export function findProduct(db: Executor, storeId: number, id: number): Promise<ProductRow | undefined> {
  return selectProducts(db)
    .where(and(eq(products.store_id, storeId), eq(products.id, id)))
    .then((rows) => rows[0]);
}

type ProductInsert = Omit<typeof products.$inferInsert, 'name_search' | 'original_id_search' | 'tags_search'>;

/** Every write of name, original_id or tags goes with its search copies (see the schema). */
export function insertProduct(db: Executor, values: ProductInsert) {
  return db
    .insert(products)
    .values({
      ...values,
      ...productSearchColumns({
        name: values.name,
        original_id: values.original_id ?? null,
        tags: values.tags ?? [],
      }),
    })
    .returning({ id: products.id })
    .then((rows) => rows[0]!.id);
}

export function updateProduct(
  db: Executor,
  storeId: number,
  id: number,
  values: Partial<
    Pick<
      typeof products.$inferInsert,
      | 'price_per_unit'
      | 'image_url'
      | 'tags'
      | 'original_id'
      | 'name'
      | 'description'
      | 'brand_id'
      | 'kind_id'
      | 'quantity_unit'
    >
  >,
) {
  return db
    .update(products)
    .set({
      ...values,
      ...productSearchColumns({ name: values.name, tags: values.tags, original_id: values.original_id }),
      updated_at: new Date(),
    })
    .where(and(eq(products.store_id, storeId), eq(products.id, id)))
    .returning({ id: products.id })
    .then((rows) => rows.length);
}

export function countStoreProducts(db: Executor, storeId: number, ids: number[]) {
  return db
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.store_id, storeId), inArray(products.id, ids)))
    .then((rows) => rows[0]?.total ?? 0);
}

export function deleteStoreProducts(db: Executor, storeId: number, ids: number[]) {
  return db
    .delete(products)
    .where(and(eq(products.store_id, storeId), inArray(products.id, ids)))
    .returning({ id: products.id })
    .then((rows) => rows.length);
}

/**
 * Brands and kinds are created on first use and matched ignoring case (their unique index is on
 * lower(name)); the first spelling is kept. Returns lower(name) -> id for every given name.
 */
export async function ensureNamed(
  db: Executor,
  table: NamedTable,
  storeId: number,
  names: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (names.length === 0) return ids;
  const json = JSON.stringify(names);
  await db.execute(sql`
    insert into ${table} (store_id, name)
    select ${storeId}, n.name from jsonb_array_elements_text(${json}::jsonb) with ordinality as n(name, position)
    order by n.position
    on conflict (store_id, lower(name)) do nothing`);
  const rows = await db
    .select({ id: table.id, key: sql<string>`lower(${table.name})` })
    .from(table)
    .where(
      and(
        eq(table.store_id, storeId),
        sql`lower(${table.name}) in (select lower(x) from jsonb_array_elements_text(${json}::jsonb) as t(x))`,
      ),
    );
  for (const row of rows) ids.set(row.key, row.id);
  return ids;
}

/** Most names the TIPO and MARCA combos list. */
const MAX_COMBO_NAMES = 1000;

/**
 * The store's brand or kind names that at least one product uses, in Spanish alphabetical order:
 * the options of the list's combos (a name left behind by deleted products would only filter to
 * nothing). With `kindName`, only the names its products use (the MARCA combo follows TIPO).
 */
export function listUsedNames(
  db: Executor,
  table: NamedTable,
  storeId: number,
  column: 'brand_id' | 'kind_id',
  kindName?: string,
) {
  const ofKind = kindName
    ? sql` and ${products.kind_id} in (select ${kinds.id} from ${kinds} where ${kinds.store_id} = ${storeId} and lower(${kinds.name}) = lower(${kindName}))`
    : sql``;
  return db
    .select({ name: table.name })
    .from(table)
    .where(
      and(
        eq(table.store_id, storeId),
        sql`exists (select 1 from ${products} where ${products.store_id} = ${storeId} and ${products[column]} = ${table.id}${ofKind})`,
      ),
    )
    .orderBy(sql`lower(${table.name})`)
    .limit(MAX_COMBO_NAMES)
    .then((rows) => sortSpanish(rows.map((row) => row.name)));
}
