import { createHash } from 'node:crypto';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { queryWords } from '@mostrador/core';
import type { OrderFilters } from '@mostrador/core';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { clients, orderItems, orders, otherConcepts, shipments } from '../../db/schema';
import { comboFilter, datePrefixFilter, foldedTextFilter, textFilter } from '../../lib/filters-sql';
import { rawRows } from './raw-statement';

/**
 * Newest first. The list indexes are (store_id, ..., created_at DESC NULLS LAST, id DESC NULLS
 * LAST); the ORDER BY must say NULLS LAST too or PostgreSQL cannot read them in order.
 */
export const newestOrdersFirst = [
  sql`${orders.created_at} desc nulls last`,
  sql`${orders.id} desc nulls last`,
] as const;

/** The order columns a list row shows. */
const orderListColumns = {
  id: orders.id,
  store_id: orders.store_id,
  alphanum_id: orders.alphanum_id,
  original_id: orders.original_id,
  created_at: orders.created_at,
  client_id: orders.client_id,
  total_price: orders.total_price,
  shipping_cost: orders.shipping_cost,
  status: orders.status,
  payment_status: orders.payment_status,
  payment_method: orders.payment_method,
  payment_info: orders.payment_info,
  delivery: orders.delivery,
};

/** The /orderlist and /paymentlist filters in SQL (spec section 5), always inside one store. */
export function orderWhere(storeId: number, filters: Partial<OrderFilters> & { client_id?: number }): SQL {
  const tz = filters.tz ?? 'UTC';
  const clientText = foldedTextFilter(clients.search_text, filters.client);
  return and(
    eq(orders.store_id, storeId),
    filters.client_id === undefined ? undefined : eq(orders.client_id, filters.client_id),
    filters.estado ? eq(orders.status, filters.estado) : undefined,
    filters.payment ? eq(orders.payment_status, filters.payment) : undefined,
    filters.hide_unrequested
      ? sql`not (${orders.status} = 'provisional' and ${orders.payment_status} = 'pending')`
      : undefined,
    textFilter(orders.alphanum_id, filters.order_number),
    textFilter(orders.original_id, filters.original_id),
    comboFilter(orders.payment_method, filters.method),
    datePrefixFilter(orders.created_at, filters.date, tz),
    // The store's few matching clients first: far cheaper than folding the text of every order's client.
    clientText
      ? sql`${orders.client_id} in (select ${clients.id} from ${clients} where ${clients.store_id} = ${storeId} and ${clientText})`
      : undefined,
  )!;
}

function pageSubquery(db: Executor, where: SQL, limit: number, offset: number) {
  return db
    .select(orderListColumns)
    .from(orders)
    .where(where)
    .orderBy(...newestOrdersFirst)
    .limit(limit)
    .offset(offset)
    .as('page');
}

/** A list row: the page's order columns, its client's names and its item count. */
function rowFields(page: ReturnType<typeof pageSubquery>) {
  return {
    id: page.id,
    alphanum_id: page.alphanum_id,
    original_id: page.original_id,
    created_at: page.created_at,
    client_id: page.client_id,
    total_price: page.total_price,
    shipping_cost: page.shipping_cost,
    status: page.status,
    payment_status: page.payment_status,
    payment_method: page.payment_method,
    payment_info: page.payment_info,
    delivery: page.delivery,
    client_first_name: clients.first_name,
    client_surname: clients.surname,
    client_last_name: clients.last_name,
    client_email: clients.email,
    client_phone: clients.phone,
    nitems: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.store_id} = ${page.store_id} and ${orderItems.order_id} = ${page.id})`,
  };
}

const clientOfPage = (page: ReturnType<typeof pageSubquery>) =>
  and(eq(clients.id, page.client_id), eq(clients.store_id, page.store_id));

/**
 * Orders newest first: the rows are chosen on the orders indexes alone, and only the chosen rows are
 * joined to their client and get their item count (rows skipped by OFFSET never are).
 */
export function selectOrderRows(
  db: Executor,
  storeId: number,
  filters: Parameters<typeof orderWhere>[1],
  limit: number,
  offset = 0,
) {
  const page = pageSubquery(db, orderWhere(storeId, filters), limit, offset);
  return db
    .select(rowFields(page))
    .from(page)
    .leftJoin(clients, clientOfPage(page))
    .orderBy(sql`${page.created_at} desc nulls last`, sql`${page.id} desc nulls last`);
}
export type OrderRowRecord = Awaited<ReturnType<typeof selectOrderRows>>[number];

/** Statement names are per connection and kept for its life: only the usual filter shapes get one. */
const NAMED_SHAPE_MAX_WORDS = 3;

const isUsualShape = (filters: Parameters<typeof orderWhere>[1]) =>
  [filters.client, filters.order_number, filters.original_id].reduce(
    (total, query) => total + queryWords(query ?? '').length,
    0,
  ) <= NAMED_SHAPE_MAX_WORDS;

/**
 * A name for the database to keep the list statement's plan under (per connection), derived from
 * its text, so that each filter shape (which filters, how many words) is parsed and planned once
 * instead of on every page. Values are parameters, so the text depends on the shape alone.
 */
const listStatementName = (text: string) =>
  `orders_page_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/** The list statement around its filter (`where`, which holds parameters $1..$n). */
function orderPageText(where: string, limitParam: number) {
  // Numeric money comes back as float8, a number as Drizzle's mode 'number' would make it.
  return `select t.total, p.id, p.alphanum_id, p.original_id, p.created_at, p.client_id,
  p.total_price::float8 as total_price, p.shipping_cost::float8 as shipping_cost, p.status,
  p.payment_status, p.payment_method, p.payment_info, p.delivery,
  c.first_name as client_first_name, c.surname as client_surname, c.last_name as client_last_name,
  c.email as client_email, c.phone as client_phone,
  (select count(*)::int from order_items i where i.store_id = p.store_id and i.order_id = p.id) as nitems
from (select count(*)::int as total from orders where ${where}) t
left join (
  select id, store_id, alphanum_id, original_id, created_at, client_id, total_price, shipping_cost,
    status, payment_status, payment_method, payment_info, delivery
  from orders where ${where}
  order by created_at desc nulls last, id desc nulls last
  limit $${limitParam} offset $${limitParam + 1}
) p on true
left join clients c on c.id = p.client_id and c.store_id = p.store_id
order by p.created_at desc nulls last, p.id desc nulls last`;
}

type PageRow = { total: number } & { [K in keyof OrderRowRecord]: OrderRowRecord[K] | null };

/**
 * One page and the number of matching orders in a single statement (one round trip, which matters
 * on the embedded database where statements queue): the count row always exists, the page's rows
 * are left-joined to it, so an empty page still answers its total. Only the filter is built with
 * Drizzle (the same orderWhere the export uses); the statement around it is fixed text run on the
 * driver (raw-statement.ts), which spares the query building and row mapping of every page.
 */
export async function selectOrderPage(
  db: Db,
  storeId: number,
  filters: Parameters<typeof orderWhere>[1],
  limit: number,
  offset: number,
): Promise<{ rows: OrderRowRecord[]; total: number }> {
  const where = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(orderWhere(storeId, filters));
  const text = orderPageText(where.sql, where.params.length + 1);
  const values = [...where.params, limit, offset];
  // Unusual shapes (many words) run unnamed: names are kept per connection for its life.
  const result = await rawRows<PageRow>(
    db,
    isUsualShape(filters) ? listStatementName(text) : undefined,
    text,
    values,
  );
  return {
    total: result[0]?.total ?? 0,
    rows: result.flatMap(({ total: _total, ...row }) => (row.id === null ? [] : [row as OrderRowRecord])),
  };
}

export async function countOrders(db: Executor, storeId: number, filters: Parameters<typeof orderWhere>[1]) {
  const [row] = await db.select({ total: count() }).from(orders).where(orderWhere(storeId, filters));
  return row?.total ?? 0;
}

/** The order row locked for the rest of the transaction, so two saves never interleave. */
export async function lockOrder(db: Executor, storeId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.store_id, storeId), eq(orders.id, orderId)))
    .for('update');
  return row;
}

export function listItems(db: Executor, storeId: number, orderId: number) {
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.store_id, storeId), eq(orderItems.order_id, orderId)))
    .orderBy(asc(orderItems.id));
}

export function listOtherConcepts(db: Executor, storeId: number, orderId: number) {
  return db
    .select()
    .from(otherConcepts)
    .where(and(eq(otherConcepts.store_id, storeId), eq(otherConcepts.order_id, orderId)))
    .orderBy(asc(otherConcepts.id));
}
export type OtherConceptRecord = typeof otherConcepts.$inferSelect;

export function listShipments(db: Executor, storeId: number, orderId: number) {
  return db
    .select()
    .from(shipments)
    .where(and(eq(shipments.store_id, storeId), eq(shipments.order_id, orderId)))
    .orderBy(asc(shipments.id));
}
export type ShipmentRecord = typeof shipments.$inferSelect;
