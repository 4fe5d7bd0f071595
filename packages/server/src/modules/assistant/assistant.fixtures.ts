/*
 * An in-memory customer service for the conversation tests: the order rules that matter to the
 * chat (one provisional order per session, items by product, changes refused once confirmed) so
 * the conversation can be tested apart from the database-backed service.
 */
import { AppError } from '@mostrador/core';
import type { CustomerOrder, CustomerSession, StorePublic } from '../customer/customer.types';
import type { Db } from '../../db/client';
import { brands, kinds, products } from '../../db/schema';
import { createAssistantService, type AssistantCustomer, type ChatReply } from './assistant.service';
import { createStore, freshDatabase } from '../../../test/helpers';
import type { CatalogueProduct } from './engine/catalogue-index';
import { TEST_CATALOGUE } from './engine/fixtures.catalogue';

const LOCKED = 'No es posible modificar esto, el pedido ya esta confirmado.';

export function fakeCustomer(storeHashtag: string) {
  const sessions = new Map<string, string>();
  const orders: CustomerOrder[] = [];
  const refcodes: string[] = [];
  let nextId = 1;
  const store = {
    hashtag: storeHashtag.replace(/^#/, ''),
    name: 'Tienda',
    dialog_init: 'Hola',
  } as StorePublic;

  const session = (id: string): CustomerSession => ({
    session_id: id,
    store: sessions.has(id) ? { ...store, hashtag: sessions.get(id)! } : null,
    client_id: orders.some((o) => o.token.endsWith(id)) ? 1 : null,
    order_token: [...orders].reverse().find((o) => o.token.endsWith(id))?.token ?? null,
    product_list_token: `catalogo-${id}`,
  });
  const open = (id: string) => orders.find((o) => o.token.endsWith(id) && o.status === 'provisional') ?? null;
  const mine = (id: string, orderId: number) => {
    const order = orders.find((o) => o.id === orderId && o.token.endsWith(id));
    if (!order) throw new AppError('not_found', 'Pedido no encontrado');
    if (order.status !== 'provisional') throw new AppError('conflict', LOCKED);
    return order;
  };
  const total = (order: CustomerOrder) => {
    order.total_price = order.items.reduce((sum, i) => sum + i.total, 0);
    order.nitems = order.items.length;
    return structuredClone(order);
  };

  const service: AssistantCustomer & { orders: CustomerOrder[]; refcodes: string[] } = {
    orders,
    refcodes,
    getSession: async (id) => (sessions.has(id) ? session(id) : null),
    presetStore: async (id, hashtag) => {
      sessions.set(id, hashtag.replace(/^#/, ''));
      return session(id);
    },
    openOrder: async (id) => {
      const order = open(id);
      return order && structuredClone(order);
    },
    addItems: async (id, lines) => {
      let order = open(id);
      if (!order) {
        order = {
          id: nextId++,
          alphanum_id: `A${nextId}`,
          status: 'provisional',
          token: `pedido-${id}`,
          product_list_token: `catalogo-${id}`,
          items: [],
          other_concepts: [],
          shipping_cost: 0,
          curr_symbol: '$',
          total_price: 0,
        } as unknown as CustomerOrder;
        orders.push(order);
      }
      for (const line of lines) {
        const existing = order.items.find((i) => i.product_id === line.product_id);
        if (existing) {
          existing.amount += line.amount;
          existing.total = existing.amount * existing.price;
          continue;
        }
        order.items.push({
          id: nextId++,
          product_id: line.product_id ?? null,
          name: line.name ?? line.raw ?? '',
          brand: null,
          image_url: null,
          amount: line.amount,
          quantity_unit: line.quantity_unit ?? 'unit',
          price: 100,
          total: line.amount * 100,
          store_observations: null,
          edited_by_store: false,
          revised: false,
        });
      }
      return total(order);
    },
    updateItem: async (id, orderId, itemId, amount) => {
      const order = mine(id, orderId);
      const item = order.items.find((i) => i.id === itemId)!;
      item.amount = amount;
      item.total = amount * item.price;
      return total(order);
    },
    removeItem: async (id, orderId, itemId) => {
      const order = mine(id, orderId);
      order.items = order.items.filter((i) => i.id !== itemId);
      return total(order);
    },
    confirmOrder: async (id, orderId) => {
      const order = mine(id, orderId);
      order.status = 'pending';
      return total(order);
    },
    // The fake order has no closing data to gather (closing null): 'listo' goes to the summary.
    saveOrderDetails: async (id, orderId, details) => {
      const order = mine(id, orderId);
      if (details.delivery !== undefined) order.delivery = details.delivery;
      if (details.address !== undefined) order.delivery_address = details.address;
      if (details.payment_method !== undefined) order.payment_method = details.payment_method;
      return total(order);
    },
    discardOrder: async (id, orderId) => {
      const order = mine(id, orderId);
      order.status = 'discarded';
      return total(order);
    },
    applyRefCode: async (id, code) => {
      refcodes.push(code);
      return { store, client_msg_preamble: 'Vengo por', use_confirm_finisher: `Bienvenido ${id.slice(-2)}` };
    },
  };
  return service;
}

/** The engine's test catalogue in a store; answers the database id of each fixture product id. */
export async function seedTestCatalogue(
  db: Db,
  storeId: number,
  catalogue: readonly CatalogueProduct[] = TEST_CATALOGUE,
): Promise<Map<number, number>> {
  const names = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const brandRows = await db
    .insert(brands)
    .values(names(catalogue.map((p) => p.brand)).map((name) => ({ store_id: storeId, name })))
    .returning();
  const kindRows = await db
    .insert(kinds)
    .values(names(catalogue.map((p) => p.kind)).map((name) => ({ store_id: storeId, name })))
    .returning();
  const rows = await db
    .insert(products)
    .values(
      catalogue.map((p) => ({
        store_id: storeId,
        name: p.name,
        brand_id: brandRows.find((b) => b.name === p.brand)?.id ?? null,
        kind_id: kindRows.find((k) => k.name === p.kind)?.id ?? null,
        quantity_unit: p.quantity_unit,
        price_per_unit: p.price_per_unit,
        tags: p.tags,
        original_id: String(p.id),
      })),
    )
    .returning({ id: products.id, original_id: products.original_id });
  return new Map(rows.map((row) => [Number(row.original_id), row.id]));
}

/**
 * A conversation runner for tests: each call is a new customer's turns against a store, and gives
 * the texts of the last reply and the order's lines as 'amount name'.
 */
export function customerTurns(
  service: { chat: (input: { session_id: string; store: string; text: string }) => Promise<ChatReply> },
  customer: ReturnType<typeof fakeCustomer>,
  /** A different first hex digit per test file keeps the sessions apart. */
  series: number,
) {
  let counter = 0;
  return async (store: string, ...turns: string[]) => {
    const session = `dfmessenger-${(series * 0x1000000000 + (counter += 1)).toString(16).slice(-10)}`;
    let last: string[] = [];
    for (const text of turns) {
      const reply = await service.chat({ session_id: session, store, text });
      last = reply.messages.flatMap((m) => (m.type === 'text' ? [m.text] : []));
    }
    const order = customer.orders.find((o) => o.token.endsWith(session));
    return { said: last, lines: (order?.items ?? []).map((item) => `${item.amount} ${item.name}`) };
  };
}

/** [name, brand, kind, unit]: a product as a shelf test writes it, at one price. */
export type ShelfRow = [name: string, brand: string | null, kind: string, unit: string];

/**
 * A store selling these products on a fresh database, with the in-memory customer service, and a
 * conversation runner against it (`series`: a different first hex digit per test file).
 */
export async function shelfConversation(rows: ShelfRow[], series: number) {
  const catalogue: CatalogueProduct[] = rows.map(([name, brand, kind, unit], at) => ({
    id: at + 1,
    name,
    brand,
    kind,
    quantity_unit: unit,
    price_per_unit: 1000,
    tags: [],
  }));
  const database = await freshDatabase();
  const market = await createStore(database);
  await seedTestCatalogue(database.db, market.store.id, catalogue);
  const customer = fakeCustomer(market.store.hashtag);
  const turns = customerTurns(createAssistantService({ db: database.db, customer }), customer, series);
  return { database, chat: (...said: string[]) => turns(market.store.hashtag, ...said) };
}
