import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, kinds, products } from '../../db/schema';
import { foldedListFilter, foldedTextFilter, textFilter } from '../../lib/filters-sql';
import { namedFilter, productNameColumns, selectProductsWithNames } from '../products/product-queries';
import type { Executor } from '../../db/executor';

export interface CatalogueFilters {
  name?: string;
  kind?: string;
  brand?: string;
  tags?: string;
  category?: string;
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
    textFilter(products.category, filters.category),
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
  const rows = await selectProductsWithNames(db, {
    ...productNameColumns,
    image_url: products.image_url,
    price_per_unit: products.price_per_unit,
    quantity_unit: products.quantity_unit,
    tags: products.tags,
  })
    .where(where)
    .orderBy(desc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db.select({ total: count() }).from(products).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export interface CatalogueAccess {
  session_id: string;
  store_id: number;
  client_id: number | null;
  store_enabled: boolean;
  /** catalogue_versions.version, 0 before the store's catalogue first changed. */
  catalogue_version: number;
  /** The token's client's open (provisional) order token, or null. */
  order_token: string | null;
}

const ACCESS_STATEMENT = 'customer_catalogue_access';

interface NamedQueryClient {
  query(config: {
    name: string;
    text: string;
    values: unknown[];
  }): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The access query; `$1` is the catalogue token. Uses customer_sessions_product_list_token_uq. */
const ACCESS_SQL = `select s.session_id, s.store_id, s.client_id, st.enabled as store_enabled,
    coalesce(cv.version, 0) as catalogue_version,
    (select o.token from orders o
      where o.store_id = s.store_id and o.client_id = s.client_id and o.status = 'provisional'
      order by o.created_at desc, o.id desc limit 1) as order_token
  from customer_sessions s
  join stores st on st.id = s.store_id
  left join catalogue_versions cv on cv.store_id = s.store_id
  where s.product_list_token = $1`;

function accessRow(row: Record<string, unknown> | undefined): CatalogueAccess | undefined {
  if (!row) return undefined;
  return {
    session_id: String(row.session_id),
    store_id: Number(row.store_id),
    client_id: row.client_id === null ? null : Number(row.client_id),
    store_enabled: row.store_enabled === true,
    catalogue_version: Number(row.catalogue_version),
    order_token: row.order_token === null ? null : String(row.order_token),
  };
}

/**
 * Everything a catalogue read needs besides the page, in one indexed query whose plan the database
 * keeps: the token's session (store and client), whether the store is enabled, the store's
 * catalogue version (what the page cache is validated with) and the client's open order token.
 * On PostgreSQL it is a named prepared statement (node-postgres prepares it once per pooled
 * connection). PGlite plans every unnamed statement again, which was most of a cached read's cost
 * (0.74 ms of CPU against 0.21 ms with a kept plan), so there the statement is PREPAREd once on
 * its single connection and run with EXECUTE; the token is inlined as a literal, which is safe
 * because the route's schema admits only [A-Za-z0-9_-] and this function refuses anything else.
 */
export function prepareCatalogueAccess(db: Db, kind: 'pglite' | 'postgres') {
  if (kind === 'postgres') {
    // The pool drizzle was built on (drizzle sends its own prepared queries to it the same way).
    const pool = (db as unknown as { $client: NamedQueryClient }).$client;
    return async (token: string): Promise<CatalogueAccess | undefined> => {
      const result = await pool.query({ name: ACCESS_STATEMENT, text: ACCESS_SQL, values: [token] });
      return accessRow(result.rows[0]);
    };
  }
  let prepared: Promise<unknown> | undefined;
  const prepare = () =>
    db.execute(sql.raw(`prepare ${ACCESS_STATEMENT}(text) as ${ACCESS_SQL}`)).catch((error: unknown) => {
      // Another app on the same embedded database (tests) prepared the same statement first.
      if (!isDuplicatePrepared(error)) throw error;
    });
  return async (token: string): Promise<CatalogueAccess | undefined> => {
    if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
    prepared ??= prepare().catch((error: unknown) => {
      prepared = undefined;
      throw error;
    });
    await prepared;
    const result = await db.execute(sql.raw(`execute ${ACCESS_STATEMENT}('${token}')`));
    return accessRow(result.rows[0]);
  };
}

function isDuplicatePrepared(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | undefined) ?? {};
  return cause.code === '42P05' || cause.cause?.code === '42P05';
}
