/*
 * Product query parts that the staff list, the customer catalogue, orders and the assistant share,
 * so that a product's brand and kind names, and the TIPO / MARCA filters, mean the same everywhere.
 */
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { brands, kinds, products } from '../../db/schema';
import { comboFilter } from '../../lib/filters-sql';

/** A product's id and name with its brand's and kind's names (null where it has none). */
export const productNameColumns = {
  id: products.id,
  name: products.name,
  brand: brands.name,
  kind: kinds.name,
};

/** A select of products joined to their brand and kind: brand and kind columns may be null. */
type ProductsWithNames<Columns extends SelectedFields> = PgSelectBase<
  'products',
  Columns,
  'partial',
  { products: 'not-null'; brands: 'nullable'; kinds: 'nullable' }
>;

/** `columns` of products joined to their brand and kind, for the caller's where and order. */
export function selectProductsWithNames<Columns extends SelectedFields>(
  db: Pick<Db, 'select'>,
  columns: Columns,
): ProductsWithNames<Columns> {
  // Drizzle's select types are conditional on the selection, so they cannot follow a generic one
  // through from and the joins: the joined query's type is spelled out above instead.
  const query = db
    .select(columns as SelectedFields)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brand_id))
    .leftJoin(kinds, eq(kinds.id, products.kind_id));
  return query as unknown as ProductsWithNames<Columns>;
}

/** TIPO and MARCA: the combo matches the kind's or brand's name; the few matching ids filter products. */
export function namedFilter(
  column: SQLWrapper,
  table: typeof brands | typeof kinds,
  storeId: number,
  query?: string,
) {
  const matches = comboFilter(table.name, query);
  if (!matches) return undefined;
  return sql`${column} in (select ${table.id} from ${table} where ${table.store_id} = ${storeId} and ${matches})`;
}
