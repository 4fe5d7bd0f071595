import { and, count, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { brands, kinds, products } from '../../db/schema';
import { comboFilter, foldedListFilter, foldedTextFilter } from '../../lib/filters-sql';
import type { Executor } from '../orders/orders.repository';

export interface CatalogueFilters {
  name?: string;
  kind?: string;
  brand?: string;
  tags?: string;
}

/** Category and type combos: the kind's or brand's name contains the text, as on /productstore. */
function namedFilter(
  column: SQLWrapper,
  table: typeof brands | typeof kinds,
  storeId: number,
  query?: string,
) {
  const matches = comboFilter(table.name, query);
  if (!matches) return undefined;
  return sql`${column} in (select ${table.id} from ${table} where ${table.store_id} = ${storeId} and ${matches})`;
}

/** Customers see only the store's active products; the filters mean what the staff ones mean. */
function catalogueWhere(storeId: number, filters: CatalogueFilters) {
  return and(
    eq(products.store_id, storeId),
    eq(products.active, true),
    foldedTextFilter(products.name_search, filters.name),
    namedFilter(products.kind_id, kinds, storeId, filters.kind),
    namedFilter(products.brand_id, brands, storeId, filters.brand),
    foldedListFilter(products.tags_search, filters.tags),
  );
}

/** One page of the customer catalogue, newest first, and the number of matches. */
export async function catalogueProducts(
  db: Executor,
  storeId: number,
  filters: CatalogueFilters,
  page: number,
  pageSize: number,
) {
  const where = catalogueWhere(storeId, filters);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      brand: brands.name,
      kind: kinds.name,
      image_url: products.image_url,
      price_per_unit: products.price_per_unit,
      quantity_unit: products.quantity_unit,
      tags: products.tags,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brand_id))
    .leftJoin(kinds, eq(kinds.id, products.kind_id))
    .where(where)
    .orderBy(desc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db.select({ total: count() }).from(products).where(where);
  return { rows, total: totals?.total ?? 0 };
}
