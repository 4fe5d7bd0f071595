import { sql } from 'drizzle-orm';
import { clients, orderItems, orders, otherConcepts, shipments } from '../../db/schema';
import { rawRows } from './raw-statement';
import type { OtherConceptRecord, ShipmentRecord } from './orders.repository';
import type { Executor } from '../../db/executor';
import type { OrderItemRecord, OrderRecord } from '../../db/rows';

type Json = Record<string, unknown>;

/** JSON rows carry timestamps as text: these keys become Dates again, as Drizzle would give them. */
function revive<T>(row: Json, dateKeys: readonly string[]): T {
  const out: Json = { ...row };
  for (const key of dateKeys) {
    const value = out[key];
    out[key] = typeof value === 'string' ? new Date(value) : (value ?? null);
  }
  return out as T;
}

const ROW_DATES = ['created_at', 'updated_at'] as const;

type DetailRow = { order: Json; client: Json | null; items: Json[]; concepts: Json[]; shipping: Json[] };
type PartsRow = Pick<DetailRow, 'items' | 'concepts' | 'shipping'>;

/** An order's items, other concepts and shipments as JSON arrays (the order is aliased `o`). */
const partFields = {
  items: sql<Json[]>`coalesce((select json_agg(i order by i.id) from ${orderItems} i
    where i.store_id = o.store_id and i.order_id = o.id), '[]'::json)`,
  concepts: sql<Json[]>`coalesce((select json_agg(x order by x.id) from ${otherConcepts} x
    where x.store_id = o.store_id and x.order_id = o.id), '[]'::json)`,
  shipping: sql<Json[]>`coalesce((select json_agg(s order by s.id) from ${shipments} s
    where s.store_id = o.store_id and s.order_id = o.id), '[]'::json)`,
};

const detailFields = {
  order: sql<Json>`row_to_json(o)`,
  client: sql<Json | null>`(select row_to_json(c) from ${clients} c
    where c.id = o.client_id and c.store_id = o.store_id)`,
  ...partFields,
};

function reviveParts(row: PartsRow) {
  return {
    items: row.items.map((item) => revive<OrderItemRecord>(item, ROW_DATES)),
    concepts: row.concepts.map((concept) => revive<OtherConceptRecord>(concept, ['created_at'])),
    shipping: row.shipping.map((shipment) =>
      revive<ShipmentRecord>(shipment, [...ROW_DATES, 'eta', 'departure']),
    ),
  };
}
export type OrderParts = ReturnType<typeof reviveParts>;

function reviveDetail(row: DetailRow | undefined) {
  if (!row) return undefined;
  return {
    order: revive<OrderRecord>(row.order, ROW_DATES),
    client: row.client
      ? revive<typeof clients.$inferSelect>(row.client, [
          ...ROW_DATES,
          'first_seen',
          'last_seen',
          'last_notification',
        ])
      : null,
    ...reviveParts(row),
  };
}

/** findOrderDetail's statement: detailFields written out, with the order's store and id as $1, $2. */
const ORDER_DETAIL_TEXT = `select row_to_json(o) as "order",
  (select row_to_json(c) from clients c where c.id = o.client_id and c.store_id = o.store_id) as client,
  coalesce((select json_agg(i order by i.id) from order_items i
    where i.store_id = o.store_id and i.order_id = o.id), '[]'::json) as items,
  coalesce((select json_agg(x order by x.id) from other_concepts x
    where x.store_id = o.store_id and x.order_id = o.id), '[]'::json) as concepts,
  coalesce((select json_agg(s order by s.id) from shipments s
    where s.store_id = o.store_id and s.order_id = o.id), '[]'::json) as shipping
from orders o where o.store_id = $1 and o.id = $2`;

/**
 * An order with its client, items, other concepts and shipments in one statement: one round trip
 * instead of four, which is what the order screen costs on the embedded database, where every
 * statement waits its turn. Each part is still scoped by the order's store. On the database itself
 * (not a transaction) the fixed statement runs on the driver: the order screen is a hot read and
 * the JSON columns need no mapping (raw-statement.ts).
 */
export async function findOrderDetail(db: Executor, storeId: number, orderId: number) {
  if ('$client' in db) {
    const rows = await rawRows<DetailRow>(db, 'order_detail_json', ORDER_DETAIL_TEXT, [storeId, orderId]);
    return reviveDetail(rows[0]);
  }
  // Named: the order screen's one statement is parsed and planned once per connection.
  const [row] = await db
    .select(detailFields)
    .from(sql`${orders} o`)
    .where(sql`o.store_id = ${storeId} and o.id = ${orderId}`)
    .prepare('order_detail')
    .execute();
  return reviveDetail(row);
}

/**
 * A client's open (provisional) order, the newest, with everything findOrderDetail reads: what the
 * chat shows before it changes an item, in one statement instead of two.
 */
export async function findOpenOrderDetail(db: Executor, storeId: number, clientId: number) {
  const [row] = await db
    .select(detailFields)
    .from(sql`${orders} o`)
    .where(sql`o.store_id = ${storeId} and o.client_id = ${clientId} and o.status = 'provisional'`)
    .orderBy(sql`o.created_at desc, o.id desc`)
    .limit(1)
    .prepare('order_open_detail')
    .execute();
  return reviveDetail(row);
}

/**
 * The items, other concepts and shipments of an order the caller has locked, in one statement: a
 * change computes its total and its answer from these plus the rows it writes, without reading
 * the order again.
 */
export async function findOrderParts(db: Executor, storeId: number, orderId: number): Promise<OrderParts> {
  const [row] = await db
    .select(partFields)
    .from(sql`${orders} o`)
    .where(sql`o.store_id = ${storeId} and o.id = ${orderId}`)
    .prepare('order_parts')
    .execute();
  return row ? reviveParts(row) : { items: [], concepts: [], shipping: [] };
}
