import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { synonymKey } from '@mostrador/core';
import {
  dataImports,
  paymentMethods,
  promos,
  refcodes,
  storeSynonyms,
  unansweredFaqs,
  userFaqs,
} from '../../src/db/schema';
import { createClient, createOrder } from '../../src/modules/orders/test-factories';
import { addItems, preset } from '../../src/modules/customer/customer.fixtures';
import { bearer, createStore, createUser, login } from '../helpers';

/**
 * One store with one of each entity, every text carrying the store's marker, so a response that
 * leaks any of it to another store is caught by a plain substring check.
 */
export interface SeededStore {
  marker: string;
  storeId: number;
  hashtag: string;
  admin: { id: number; email: string; headers: Record<string, string> };
  crew: { id: number; email: string; headers: Record<string, string> };
  productId: number;
  productOriginalId: string;
  clientId: number;
  clientEmail: string;
  orderId: number;
  orderToken: string;
  orderItemId: number;
  conceptId: number;
  paymentMethodId: number;
  faqId: number;
  unansweredId: number;
  synonymId: number;
  promoId: number;
  refcodeId: number;
  refcode: string;
  importId: number;
  /** A customer of the store: a chat session with a cart (an order with one item). */
  customer: {
    session: string;
    productListToken: string;
    orderId: number;
    itemId: number;
    orderToken: string;
  };
}

let addressCounter = 0;
/** A fresh address per login, so the matrix's many logins stay under the per-address limit. */
export const nextAddress = () => {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export async function loginHeaders(app: FastifyInstance, email: string, password: string) {
  const { jwt_token } = await login(app, email, password, nextAddress());
  return bearer(jwt_token);
}

export async function seedStore(app: FastifyInstance, database: Database): Promise<SeededStore> {
  const marker = `zqmark${randomBytes(5).toString('hex')}`;
  const { db } = database;
  const { store, admin } = await createStore(database, {
    hashtag: `#${marker}`,
    name: `Tienda ${marker}`,
    email: `${marker}@tienda.local`,
  });
  const crew = await createUser(database, {
    email: `${marker}.crew@test.local`,
    name: `Vendedor ${marker}`,
    store_id: store.id,
    store_role: 'crew',
  });
  const adminHeaders = await loginHeaders(app, admin.email, admin.password);
  // Through the API, so brand, kind and the search columns are made as the app makes them.
  const created = await app.inject({
    method: 'POST',
    url: '/api/store/products/',
    headers: adminHeaders,
    payload: {
      name: `Yerba ${marker}`,
      kind: `Tipo ${marker}`,
      brand: `Marca ${marker}`,
      original_id: `${marker}-p1`,
      price_per_unit: 100,
      tags: [marker],
    },
  });
  if (created.statusCode !== 201) throw new Error(`producto: ${created.statusCode} ${created.body}`);
  const { product } = created.json() as { product: { id: number } };
  const client = await createClient(db, store.id, {
    email: `${marker}@cliente.local`,
    first_name: `Ana ${marker}`,
  });
  const { order, items, concepts } = await createOrder(db, store.id, {
    client_id: client.id,
    original_id: `${marker}-o1`,
    items: [{ name: `Yerba ${marker}`, price: 100, amount: 2, product_id: product.id }],
    concepts: [{ description: `Descuento ${marker}`, amount: -10 }],
  });
  const [method] = await db
    .insert(paymentMethods)
    .values({ store_id: store.id, name: `Pago ${marker}`, method_info: `Alias ${marker}` })
    .returning();
  const [faq] = await db
    .insert(userFaqs)
    .values({ store_id: store.id, model_queries: [`horario ${marker}`], response: `Abrimos ${marker}` })
    .returning();
  const [unanswered] = await db
    .insert(unansweredFaqs)
    .values({ store_id: store.id, question: `Pregunta ${marker}`, question_key: `pregunta ${marker}` })
    .returning();
  const [synonym] = await db
    .insert(storeSynonyms)
    .values({ store_id: store.id, term: marker, term_key: synonymKey(marker), means: `Significa ${marker}` })
    .returning();
  const [promo] = await db
    .insert(promos)
    .values({ store_id: store.id, day_of_week: '1', promo_msg: `Promo ${marker}` })
    .returning();
  const [refcode] = await db
    .insert(refcodes)
    .values({
      store_id: store.id,
      code: marker,
      description: `Codigo ${marker}`,
      url: `https://tienda.local/ref/${marker}`,
    })
    .returning();
  const [dataImport] = await db
    .insert(dataImports)
    .values({
      store_id: store.id,
      kind: 'products_file',
      status: 'complete',
      filepath: `${marker}.csv`,
      file_size: 10,
      rows_total: 1,
    })
    .returning();
  const { session, body: presetBody } = await preset(app, store.hashtag);
  const cart = await addItems(app, session, [{ product_id: product.id, amount: 1 }]);
  return {
    marker,
    storeId: store.id,
    hashtag: store.hashtag,
    admin: {
      id: admin.id,
      email: admin.email,
      headers: adminHeaders,
    },
    crew: { id: crew.id, email: crew.email, headers: await loginHeaders(app, crew.email, crew.password) },
    productId: product.id,
    productOriginalId: `${marker}-p1`,
    clientId: client.id,
    clientEmail: client.email ?? `${marker}@cliente.local`,
    orderId: order.id,
    orderToken: order.token,
    orderItemId: items[0]!.id,
    conceptId: concepts[0]!.id,
    paymentMethodId: method!.id,
    faqId: faq!.id,
    unansweredId: unanswered!.id,
    synonymId: synonym!.id,
    promoId: promo!.id,
    refcodeId: refcode!.id,
    refcode: refcode!.code,
    importId: dataImport!.id,
    customer: {
      session,
      productListToken: presetBody.product_list_token,
      orderId: cart.id,
      itemId: cart.items[0]!.id,
      orderToken: cart.token,
    },
  };
}
