/* Test data of the customer tests: stores with a catalogue, sessions bound to them. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { productSearchColumns } from '@mostrador/core';
import type { Db } from '../../db/client';
import { paymentMethods, products, stores } from '../../db/schema';
import { createStore, createTestApp, type TestContext } from '../../../test/helpers';
import type { StoreRow } from '../../db/rows';

export const newSession = () => `dfmessenger-${randomBytes(5).toString('hex')}`;

export async function addProduct(
  db: Db,
  storeId: number,
  values: Partial<typeof products.$inferInsert> = {},
) {
  const name = values.name ?? `Producto ${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(products)
    .values({
      store_id: storeId,
      price_per_unit: 100,
      ...values,
      name,
      ...productSearchColumns({ name, tags: values.tags ?? [] }),
    })
    .returning();
  return row!;
}

export async function addCheckoutMethod(db: Db, storeId: number, name = 'MercadoPago') {
  await db
    .insert(paymentMethods)
    .values({ store_id: storeId, name, method_info: 'Termina tu compra con el botón Pagar' });
}

export function setEnabled(db: Db, storeId: number, enabled: boolean) {
  return db.update(stores).set({ enabled }).where(eq(stores.id, storeId));
}

/** A session bound to the store through the real call. */
export async function preset(app: FastifyInstance, hashtag: string, session = newSession()) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/presetstore',
    payload: { session, store: hashtag },
  });
  if (res.statusCode !== 200) throw new Error(`presetstore: ${res.statusCode} ${res.body}`);
  return { session, body: res.json() as { product_list_token: string; client_id: number | null } };
}

/** Items added through the real call; answers the order. */
export async function addItems(
  app: FastifyInstance,
  session: string,
  items: { product_id?: number; amount: number; raw?: string; name?: string }[],
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/client/order/items',
    payload: { session_id: session, items },
  });
  if (res.statusCode !== 200) throw new Error(`order/items: ${res.statusCode} ${res.body}`);
  return res.json() as {
    id: number;
    alphanum_id: string;
    token: string;
    total_price: number;
    items: {
      id: number;
      product_id: number | null;
      amount: number;
      price: number;
      total: number;
      name: string;
    }[];
    status: string;
    payment_status: string;
    payment_method: string | null;
    editable: boolean;
  };
}

/**
 * Two stores (only A sells) for a cart test file: Yerba at 1500.50 a unit and Azúcar at 900 a kg
 * in store A. Filled in before the file's tests run.
 */
export function twoCartStores() {
  const fx = {} as {
    t: TestContext;
    storeA: StoreRow;
    storeB: StoreRow;
    yerba: { id: number };
    azucar: { id: number };
  };
  beforeAll(async () => {
    fx.t = await createTestApp();
    fx.storeA = (await createStore(fx.t.database)).store;
    fx.storeB = (await createStore(fx.t.database)).store;
    fx.yerba = await addProduct(fx.t.database.db, fx.storeA.id, { name: 'Yerba', price_per_unit: 1500.5 });
    fx.azucar = await addProduct(fx.t.database.db, fx.storeA.id, {
      name: 'Azúcar',
      price_per_unit: 900,
      quantity_unit: 'kg',
    });
  });
  afterAll(() => fx.t.close());
  return fx;
}
