import { eq } from 'drizzle-orm';
import {
  foldText,
  orderTotal,
  productSearchColumns,
  type OrderStatus,
  type PaymentStatus,
  type ProductSnapshot,
} from '@mostrador/core';
import { clientLogs, clients, orderItems, orders, otherConcepts, products, shipments } from '../../db/schema';
import { selectProductsWithNames } from '../products/product-queries';
import { snapshotColumns } from './order-save.repository';
import { generateAlphanumId, generateOrderToken } from './orders.ids';
import type { Executor } from '../../db/executor';

const DAY = 86_400_000;

/** A small seeded generator, so #demo looks the same on every fresh start. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    chance: (p: number) => next() < p,
  };
}

const FIRST_NAMES = [
  'Lucía',
  'Martín',
  'Sofía',
  'Juan',
  'Valentina',
  'Mateo',
  'Camila',
  'Santiago',
  'Julieta',
  'Tomás',
  'Florencia',
  'Nicolás',
  'Agustina',
  'Joaquín',
  'Micaela',
];
const SECOND_NAMES = ['María', 'José', 'Inés', 'Ignacio', null, null, null];
const LAST_NAMES = [
  'González',
  'Rodríguez',
  'Gómez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'Romero',
  'Sánchez',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Núñez',
];
const STREETS = [
  'Av. Rivadavia',
  'Calle Florida',
  'Av. Santa Fe',
  'Thames',
  'Gorriti',
  'Av. Cabildo',
  'Honduras',
];
const ACTIVITIES = [
  'Ingreso al resumen del pedido',
  'Sesion recuperada',
  'Click en ver catalogo',
  'Cambio de cantidad',
  'Elimino un item',
  'Click en pagar',
  'Click en finalizar pedido',
];
const METHODS = ['MercadoPago', 'Efectivo', 'Transferencia'];
const CARRIERS = ['Correo Argentino', 'Andreani', 'OCA', 'Moto propia'];

/** Products the demo orders are made of when the catalogue has none yet. */
const FALLBACK_PRODUCTS: { name: string; price: number; unit: string }[] = [
  { name: 'Yerba mate 1 kg', price: 3200, unit: 'unit' },
  { name: 'Azúcar 1 kg', price: 1150, unit: 'unit' },
  { name: 'Leche entera 1 l', price: 1250, unit: 'unit' },
  { name: 'Queso cremoso', price: 9.5, unit: 'gr' },
  { name: 'Pan de campo', price: 2400, unit: 'kg' },
  { name: 'Huevos', price: 3600, unit: 'dozen' },
  { name: 'Aceite de girasol 1,5 l', price: 2900, unit: 'unit' },
  { name: 'Fideos tirabuzón 500 g', price: 980, unit: 'unit' },
];

/**
 * Every status with the payment states it is found with in a real store; the demo cycles through
 * them so each order status and each payment status appears several times.
 */
const STATUS_MIX: [OrderStatus, PaymentStatus][] = [
  ['provisional', 'pending'],
  ['pending', 'pending'],
  ['pending', 'required'],
  ['preparing', 'pending'],
  ['preparing', 'required'],
  ['preparing', 'processing'],
  ['preparing', 'done'],
  ['waiting_delivery', 'done'],
  ['waiting_delivery', 'pending'],
  ['done', 'done'],
  ['done', 'done'],
  ['discarded', 'pending'],
  ['store_canceled', 'pending'],
  ['client_canceled', 'pending'],
  ['charge', 'required'],
];

async function demoProducts(
  db: Executor,
  storeId: number,
): Promise<{ id: number; snapshot: ProductSnapshot }[]> {
  const existing = await selectProductsWithNames(db, snapshotColumns)
    .where(eq(products.store_id, storeId))
    .orderBy(products.id)
    .limit(40);
  if (existing.length > 0) return existing.map(({ id, ...snapshot }) => ({ id, snapshot }));
  const created = await db
    .insert(products)
    .values(
      FALLBACK_PRODUCTS.map((product) => ({
        store_id: storeId,
        name: product.name,
        price_per_unit: product.price,
        quantity_unit: product.unit,
        // The catalogue's name filter reads the folded copy, not the name itself.
        ...productSearchColumns({ name: product.name, original_id: null, tags: [] }),
      })),
    )
    .returning();
  return created.map((product) => ({
    id: product.id,
    snapshot: {
      name: product.name,
      brand: null,
      kind: null,
      price_per_unit: product.price_per_unit,
      quantity_unit: product.quantity_unit,
      image_url: product.image_url,
    },
  }));
}

/**
 * #demo's customers and orders: 45 clients with their activity and 90 orders in every status and
 * payment status, with items, discounts and surcharges and shipments, spread over five months.
 * Runs after the catalogue's demo data and orders what is there (or a few products of its own).
 */
export async function seedOrdersDemo(db: Executor, storeId: number, now = new Date()) {
  const rnd = random(20_261_121);
  const catalogue = await demoProducts(db, storeId);

  const clientRows = await db
    .insert(clients)
    .values(
      Array.from({ length: 45 }, (_, i) => {
        // A quarter registered in the last 30 days, so the /home metrics have something to count.
        const firstSeen = new Date(
          now.getTime() - (i % 4 === 0 ? rnd.int(0, 28) : rnd.int(31, 150)) * DAY - rnd.int(0, 86_000) * 1000,
        );
        const lastSeen = new Date(Math.min(now.getTime(), firstSeen.getTime() + rnd.int(0, 60) * DAY));
        const first = rnd.pick(FIRST_NAMES);
        const last = rnd.pick(LAST_NAMES);
        return {
          store_id: storeId,
          first_name: first,
          surname: rnd.pick(SECOND_NAMES),
          last_name: last,
          email: rnd.chance(0.85) ? foldText(`${first}.${last}${i}@correo.com`) : null,
          phone: rnd.chance(0.8) ? `+54 9 11 ${rnd.int(4000, 6999)}-${rnd.int(1000, 9999)}` : null,
          address: rnd.chance(0.7) ? `${rnd.pick(STREETS)} ${rnd.int(100, 5000)}, CABA` : null,
          first_seen: firstSeen,
          last_seen: lastSeen,
          notification: rnd.chance(0.4),
          last_notification: rnd.chance(0.3) ? new Date(lastSeen.getTime() - DAY) : null,
          session_ids: [`dfmessenger-${(0x1000000000 + i * 7919).toString(16).slice(-10)}`],
        };
      }),
    )
    .returning({
      id: clients.id,
      first_seen: clients.first_seen,
      last_seen: clients.last_seen,
      session_ids: clients.session_ids,
      address: clients.address,
    });

  await db.insert(clientLogs).values(
    clientRows.flatMap((client) =>
      Array.from({ length: rnd.int(2, 6) }, () => ({
        store_id: storeId,
        client_id: client.id,
        activity_name: rnd.pick(ACTIVITIES),
        payload: rnd.chance(0.3) ? { pantalla: 'resumen', origen: 'widget' } : null,
        session_id: client.session_ids[0] ?? null,
        created_at: new Date(
          client.first_seen.getTime() +
            rnd.next() * (client.last_seen.getTime() - client.first_seen.getTime()),
        ),
      })),
    ),
  );

  const plans = Array.from({ length: 90 }, (_, i) => {
    const [status, paymentStatus] = STATUS_MIX[i % STATUS_MIX.length]!;
    const client = clientRows[i % clientRows.length]!;
    // Open orders are recent; closed ones spread over the last five months.
    const open = ['provisional', 'pending', 'preparing', 'waiting_delivery', 'charge'].includes(status);
    const createdAt = new Date(
      now.getTime() - (open ? rnd.int(0, 12) : rnd.int(3, 150)) * DAY - rnd.int(0, 86_000) * 1000,
    );
    const delivery = rnd.chance(0.6);
    const lines = Array.from({ length: rnd.int(1, Math.min(5, catalogue.length)) }, () =>
      rnd.pick(catalogue),
    );
    const uniqueLines = [...new Map(lines.map((line) => [line.id, line])).values()];
    const items = uniqueLines.map((line) => {
      const grams = ['gr', 'g', 'grs', 'gramo'].includes(line.snapshot.quantity_unit);
      const revised = status !== 'provisional' && rnd.chance(0.12);
      return {
        product_id: line.id,
        snapshot: line.snapshot,
        amount: grams ? rnd.int(1, 8) * 100 : rnd.int(1, 4),
        revised_price: revised ? Math.round(line.snapshot.price_per_unit * 0.9) : null,
        status: (status === 'done' || (status === 'waiting_delivery' && rnd.chance(0.5))
          ? 'done'
          : 'pending') as 'done' | 'pending',
        original_id: null as string | null,
      };
    });
    const concepts: { description: string; amount: number }[] = [];
    if (rnd.chance(0.25))
      concepts.push({ description: 'Descuento por pago en efectivo', amount: -rnd.int(2, 10) * 100 });
    if (rnd.chance(0.15))
      concepts.push({ description: 'Recargo por pago con tarjeta', amount: rnd.int(1, 5) * 100 });
    const shippingCost = delivery && status !== 'provisional' ? rnd.pick([0, 800, 1200, 1500]) : 0;
    const imported = rnd.chance(0.15);
    return { i, status, paymentStatus, client, createdAt, delivery, items, concepts, shippingCost, imported };
  });

  const orderRows = await db
    .insert(orders)
    .values(
      plans.map((plan) => ({
        store_id: storeId,
        alphanum_id: generateAlphanumId(),
        token: generateOrderToken(),
        original_id: plan.imported ? `WC-${4100 + plan.i}` : null,
        status: plan.status,
        payment_status: plan.paymentStatus,
        payment_method:
          plan.status === 'provisional' && plan.i % 2 === 0 ? null : METHODS[plan.i % METHODS.length]!,
        payment_info: plan.paymentStatus === 'done' ? 'Aprobado' : null,
        store_observation: plan.i % 7 === 0 ? 'Cliente habitual, revisar el pedido antes de enviar.' : null,
        client_observation: plan.i % 5 === 0 ? 'Tocar timbre 2B, por favor.' : null,
        delivery: plan.delivery,
        delivery_address: plan.delivery ? (plan.client.address ?? 'Av. Corrientes 1234, CABA') : null,
        shipping_cost: plan.shippingCost,
        total_price: orderTotal({
          items: plan.items.map((item) => ({
            amount: item.amount,
            price_per_unit: item.snapshot.price_per_unit,
            revised_price: item.revised_price,
          })),
          shipping_cost: plan.shippingCost,
          other_concepts: plan.concepts,
        }),
        client_id: plan.client.id,
        created_at: plan.createdAt,
        updated_at: plan.createdAt,
      })),
    )
    .returning({ id: orders.id });

  await db.insert(orderItems).values(
    plans.flatMap((plan, index) =>
      plan.items.map((item) => ({
        store_id: storeId,
        order_id: orderRows[index]!.id,
        product_id: item.product_id,
        amount: item.amount,
        revised_price: item.revised_price,
        status: item.status,
        product_denormalized: item.snapshot,
        edited_by_seller: item.revised_price !== null,
        created_at: plan.createdAt,
      })),
    ),
  );

  const conceptRows = plans.flatMap((plan, index) =>
    plan.concepts.map((concept) => ({ ...concept, store_id: storeId, order_id: orderRows[index]!.id })),
  );
  if (conceptRows.length > 0) await db.insert(otherConcepts).values(conceptRows);

  const shipmentRows = plans.flatMap((plan, index) => {
    if (!plan.delivery || !['preparing', 'waiting_delivery', 'done'].includes(plan.status)) return [];
    const dispatched = plan.status !== 'preparing';
    const departure = new Date(plan.createdAt.getTime() + 2 * DAY);
    return [
      {
        store_id: storeId,
        order_id: orderRows[index]!.id,
        tracking_code: dispatched ? `AR${100_000 + plan.i * 37}` : null,
        transport_co: rnd.pick(CARRIERS),
        departure: dispatched ? departure : null,
        eta: new Date(departure.getTime() + 3 * DAY),
        link: dispatched ? `https://seguimiento.example.com/AR${100_000 + plan.i * 37}` : null,
        observations: plan.i % 4 === 0 ? 'Entregar en horario comercial' : null,
        original_id: plan.imported ? `WC-ENVIO-${plan.i}` : null,
      },
    ];
  });
  if (shipmentRows.length > 0) await db.insert(shipments).values(shipmentRows);

  return { clients: clientRows.length, orders: orderRows.length };
}
