import { sql } from 'drizzle-orm';
import { clients, orderItems, orders, otherConcepts, shipments } from '../../db/schema';
import type {
  Executor,
  OrderItemRecord,
  OrderRecord,
  OtherConceptRecord,
  ShipmentRecord,
} from './orders.repository';

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

/**
 * An order with its client, items, other concepts and shipments in one statement: one round trip
 * instead of four, which is what the order screen costs on the embedded database, where every
 * statement waits its turn. Each part is still scoped by the order's store.
 */
export async function findOrderDetail(db: Executor, storeId: number, orderId: number) {
  const result = await db.execute<{
    order: Json;
    client: Json | null;
    items: Json[];
    concepts: Json[];
    shipping: Json[];
  }>(sql`
    select row_to_json(o) as "order",
      (select row_to_json(c) from ${clients} c where c.id = o.client_id and c.store_id = o.store_id) as client,
      coalesce((select json_agg(i order by i.id) from ${orderItems} i
        where i.store_id = o.store_id and i.order_id = o.id), '[]'::json) as items,
      coalesce((select json_agg(x order by x.id) from ${otherConcepts} x
        where x.store_id = o.store_id and x.order_id = o.id), '[]'::json) as concepts,
      coalesce((select json_agg(s order by s.id) from ${shipments} s
        where s.store_id = o.store_id and s.order_id = o.id), '[]'::json) as shipping
    from ${orders} o
    where o.store_id = ${storeId} and o.id = ${orderId}`);
  const row = result.rows[0];
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
    items: row.items.map((item) => revive<OrderItemRecord>(item, ROW_DATES)),
    concepts: row.concepts.map((concept) => revive<OtherConceptRecord>(concept, ['created_at'])),
    shipping: row.shipping.map((shipment) =>
      revive<ShipmentRecord>(shipment, [...ROW_DATES, 'eta', 'departure']),
    ),
  };
}
