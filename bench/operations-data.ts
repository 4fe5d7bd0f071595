/**
 * The operations bench data set, made by set-based SQL (INSERT ... SELECT generate_series): 1,000
 * stores with 100 clients and 1,000 orders each (1,000,000 orders), two items per order, a discount
 * on every fifth order, shipments on the dispatched deliveries and three activity logs per client.
 * The same statements run on PGlite and PostgreSQL.
 */
export const BENCH = {
  stores: 1_000,
  clientsPerStore: 100,
  ordersPerStore: 1_000,
  storesPerBatch: 100,
  email: 'bench@bench.local',
  password: 'bench1234',
  hashtag: '#bench1',
} as const;

export interface SqlRunner {
  run(sql: string, params?: unknown[]): Promise<void>;
}

/** Items sum to 551.00 (2 x 150.25 + 250.50); the stored total follows core's order math. */
const TOTAL = `551.00 + case when o % 2 = 0 then 800 else 0 end - case when o % 5 = 0 then 50 else 0 end`;

const storesSql = `
insert into stores (hashtag, name, creatoremail)
select '#bench' || g, 'Tienda ' || g, 'owner' || g || '@bench.local' from generate_series(1, ${BENCH.stores}) g`;

const clientsSql = `
insert into clients (store_id, email, first_name, last_name, phone, first_seen, last_seen, session_ids)
select s.id,
  'cliente' || c || '.t' || s.id || '@correo.com',
  (array['Lucía','Martín','Sofía','Juan','Valentina','Mateo','Camila','Santiago','Julieta','Tomás'])[1 + c % 10],
  (array['González','Rodríguez','Gómez','Fernández','López','Díaz','Martínez','Pérez','Romero','Sánchez'])[1 + (c * 7) % 10],
  '+54 9 11 ' || (4000 + c) || '-' || (1000 + s.id % 9000),
  now() - (30 + (c * 37) % 365) * interval '1 day',
  now() - ((c * 11) % 30) * interval '1 day',
  array['dfmessenger-' || lpad(to_hex(s.id * 1000 + c), 10, '0')]
from stores s cross join generate_series(1, ${BENCH.clientsPerStore}) c
where s.hashtag like '#bench%'`;

const ordersSql = (from: number, to: number) => `
insert into orders (store_id, alphanum_id, token, original_id, status, payment_status, payment_method, client_id,
  delivery, delivery_address, shipping_cost, total_price, created_at, updated_at)
select s.id,
  'B' || lpad(upper(to_hex(o)), 7, '0'),
  md5(s.id || ':' || o) || md5(random()::text),
  case when o % 5 = 0 then 'WC-' || o end,
  (array['provisional','pending','preparing','waiting_delivery','done','discarded','store_canceled','client_canceled','charge'])[1 + o % 9],
  (array['pending','required','processing','done'])[1 + (o / 9) % 4],
  (array['MercadoPago','Efectivo','Transferencia'])[1 + o % 3],
  m.first_client + (o % ${BENCH.clientsPerStore}),
  o % 2 = 0,
  case when o % 2 = 0 then 'Av. Corrientes ' || o || ', CABA' end,
  case when o % 2 = 0 then 800 else 0 end,
  ${TOTAL},
  now() - ((o * 7919) % 525600) * interval '1 minute',
  now() - ((o * 7919) % 525600) * interval '1 minute'
from stores s
join (select store_id, min(id) as first_client from clients group by store_id) m on m.store_id = s.id
cross join generate_series(1, ${BENCH.ordersPerStore}) o
where s.hashtag like '#bench%' and s.id between ${from} and ${to}`;

const itemsSql = (from: number, to: number) => `
insert into order_items (store_id, order_id, amount, status, product_denormalized)
select o.store_id, o.id, v.amount, case when o.status = 'done' then 'done' else 'pending' end,
  jsonb_build_object('name', v.name, 'brand', v.brand, 'kind', v.kind, 'price_per_unit', v.price,
    'quantity_unit', 'unit', 'image_url', null)
from orders o
cross join (values (2::numeric, 150.25::numeric, 'Yerba mate 1 kg', 'Playadito', 'Almacén'),
                   (1::numeric, 250.50::numeric, 'Queso cremoso', 'La Serenísima', 'Lácteos')) v(amount, price, name, brand, kind)
where o.store_id between ${from} and ${to}`;

const conceptsSql = (from: number, to: number) => `
insert into other_concepts (store_id, order_id, description, amount)
select o.store_id, o.id, 'Descuento por pago en efectivo', -50
from orders o where o.store_id between ${from} and ${to} and o.original_id is not null`;

const shipmentsSql = (from: number, to: number) => `
insert into shipments (store_id, order_id, tracking_code, transport_co, departure, eta, link)
select o.store_id, o.id, 'AR' || o.id, 'Andreani', o.created_at + interval '2 days', o.created_at + interval '5 days',
  'https://seguimiento.example.com/AR' || o.id
from orders o
where o.store_id between ${from} and ${to} and o.delivery and o.status in ('preparing', 'waiting_delivery', 'done')`;

const logsSql = `
insert into client_logs (store_id, client_id, activity_name, session_id, created_at)
select c.store_id, c.id, (array['Ingreso al resumen del pedido','Click en ver catalogo','Cambio de cantidad'])[k],
  c.session_ids[1], c.last_seen - k * interval '1 hour'
from clients c cross join generate_series(1, 3) k`;

/** Fills an empty, migrated database; returns the benched store's id. */
export async function fillOperationsData(
  db: SqlRunner & { one<T>(sql: string, params?: unknown[]): Promise<T> },
  passwordHash: string,
) {
  await db.run(storesSql);
  const { first, last } = await db.one<{ first: number; last: number }>(
    `select min(id) as first, max(id) as last from stores where hashtag like '#bench%'`,
  );
  const { id: storeId } = await db.one<{ id: number }>(`select id from stores where hashtag = $1`, [
    BENCH.hashtag,
  ]);
  await db.run(
    `insert into users (email, password_hash, store_id, store_role) values ($1, $2, $3, 'admin')`,
    [BENCH.email, passwordHash, storeId],
  );
  await db.run(clientsSql);
  for (let from = first; from <= last; from += BENCH.storesPerBatch) {
    const to = Math.min(last, from + BENCH.storesPerBatch - 1);
    await db.run(ordersSql(from, to));
    await db.run(itemsSql(from, to));
    await db.run(conceptsSql(from, to));
    await db.run(shipmentsSql(from, to));
  }
  await db.run(logsSql);
  // A steady-state database: hint bits and visibility map set (as autovacuum leaves them), statistics fresh.
  await db.run('vacuum analyze');
  return storeId;
}
