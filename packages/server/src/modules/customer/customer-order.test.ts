import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, orderItems, orders } from '../../db/schema';
import { createStore, messageOf } from '../../../test/helpers';
import {
  addCheckoutMethod,
  addItems,
  addProduct,
  newSession,
  preset,
  setEnabled,
  twoCartStores,
} from './customer.fixtures';
import { withPlatformScope } from '../../db/scope';

const fx = twoCartStores();
const slug = (hashtag: string) => hashtag.slice(1);
const CONFIRMED = 'No es posible modificar esto, el pedido ya esta confirmado.';

const put = (session: string, orderId: number, itemId: number, amount: number) =>
  fx.t.app.inject({
    method: 'PUT',
    url: `/api/client/order/${orderId}/items/${itemId}`,
    payload: { session_id: session, amount },
  });
const del = (session: string, orderId: number, itemId: number) =>
  fx.t.app.inject({
    method: 'DELETE',
    url: `/api/client/order/${orderId}/items/${itemId}`,
    payload: { session_id: session },
  });
/** What closing needs in a store with both switches on and at most one method (issue 17). */
const PICKUP_CONTACT = { delivery: false, first_name: 'Ana', phone: '11 4444 5555' };
const confirm = (session: string, orderId: number, details: Record<string, unknown> = PICKUP_CONTACT) =>
  fx.t.app.inject({
    method: 'POST',
    url: `/api/client/order/${orderId}/confirm`,
    payload: { session_id: session, ...details },
  });
const status = (token: string, session_id?: string) =>
  fx.t.app.inject({ method: 'POST', url: '/api/client/orderstatus', payload: { token, session_id } });

describe('POST /client/order/items', () => {
  it('creates the client and a provisional order priced from the catalogue', async () => {
    const { session } = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const order = await addItems(fx.t.app, session, [
      { product_id: fx.yerba.id, amount: 2 },
      { raw: 'pan casero', amount: 1 },
    ]);
    expect(order).toMatchObject({
      status: 'provisional',
      payment_status: 'pending',
      editable: true,
      total_price: 3001,
    });
    expect(order.items).toMatchObject([
      { product_id: fx.yerba.id, name: 'Yerba', amount: 2, price: 1500.5, total: 3001 },
      { product_id: null, name: 'pan casero', amount: 1, price: 0, total: 0 },
    ]);
    expect(order.token.length).toBeGreaterThanOrEqual(32);
    const [row] = await fx.t.database.db.select().from(orders).where(eq(orders.id, order.id));
    const [client] = await fx.t.database.db.select().from(clients).where(eq(clients.id, row!.client_id!));
    expect(client!.store_id).toBe(fx.storeA.id);
    expect(client!.session_ids).toEqual([session]);
    const again = await addItems(fx.t.app, session, [
      { product_id: fx.yerba.id, amount: 1.5 },
      { product_id: fx.azucar.id, amount: 0.5 },
    ]);
    expect(again.id).toBe(order.id);
    expect(again.items.find((item) => item.product_id === fx.yerba.id)!.amount).toBe(3.5);
    expect(again.total_price).toBe(5251.75 + 450);
    const session2 = await fx.t.app.inject({ method: 'GET', url: `/api/client/recover_session/${session}` });
    expect(session2.json()).toMatchObject({ client_id: client!.id, order_token: order.token });
  });

  it('creates one client and one order when two first writes of a session race', async () => {
    const { session } = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const [a, b] = await Promise.all([
      addItems(fx.t.app, session, [{ product_id: fx.yerba.id, amount: 1 }]),
      addItems(fx.t.app, session, [{ product_id: fx.azucar.id, amount: 1 }]),
    ]);
    expect(a.id).toBe(b.id);
    const [row] = await fx.t.database.db.select().from(orders).where(eq(orders.id, a.id));
    const owned = await fx.t.database.db.select().from(clients).where(eq(clients.id, row!.client_id!));
    expect(owned).toHaveLength(1);
    const items = await fx.t.database.db.select().from(orderItems).where(eq(orderItems.order_id, a.id));
    expect(items).toHaveLength(2);
  });

  it("refuses another store's product, an inactive one, a session without store and bad lines", async () => {
    const { session } = await preset(fx.t.app, slug(fx.storeB.hashtag));
    const inactive = await addProduct(fx.t.database.db, fx.storeB.id, { active: false });
    for (const product_id of [fx.yerba.id, inactive.id]) {
      const res = await fx.t.app.inject({
        method: 'POST',
        url: '/api/client/order/items',
        payload: { session_id: session, items: [{ product_id, amount: 1 }] },
      });
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe('Producto no encontrado');
    }
    const noStore = await fx.t.app.inject({
      method: 'POST',
      url: '/api/client/order/items',
      payload: { session_id: newSession(), items: [{ product_id: fx.yerba.id, amount: 1 }] },
    });
    expect(noStore.statusCode).toBe(404);
    expect(messageOf(noStore)).toBe('Sesion no encontrada');
    const zero = await fx.t.app.inject({
      method: 'POST',
      url: '/api/client/order/items',
      payload: { session_id: session, items: [{ product_id: fx.yerba.id, amount: 0 }] },
    });
    expect(zero.statusCode).toBe(400);
    expect(messageOf(zero)).toBe('Por favor ingrese una cantidad mayor a 0');
    // Nothing half-written: the failed calls left no order in store B.
    expect(
      await fx.t.database.db.select().from(orders).where(eq(orders.store_id, fx.storeB.id)),
    ).toHaveLength(0);
  });
});

describe('PUT and DELETE /client/order/{orderId}/items/{itemId}', () => {
  it('changes and deletes items of the own provisional order, recomputing the total', async () => {
    const { session } = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const order = await addItems(fx.t.app, session, [
      { product_id: fx.yerba.id, amount: 1 },
      { product_id: fx.azucar.id, amount: 1 },
    ]);
    const changed = await put(session, order.id, order.items[0]!.id, 3);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().total_price).toBe(4501.5 + 900);
    const deleted = await fx.t.app.inject({
      method: 'DELETE',
      url: `/api/client/order/${order.id}/items/${order.items[1]!.id}?session_id=${session}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().items).toHaveLength(1);
    expect(deleted.json().total_price).toBe(4501.5);
  });

  it("answers 404 for another client's or store's session, a foreign item and bad ids", async () => {
    const owner = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const order = await addItems(fx.t.app, owner.session, [{ product_id: fx.yerba.id, amount: 1 }]);
    const stranger = await preset(fx.t.app, slug(fx.storeA.hashtag));
    await addItems(fx.t.app, stranger.session, [{ product_id: fx.azucar.id, amount: 1 }]);
    const otherStore = await preset(fx.t.app, slug(fx.storeB.hashtag));
    for (const session of [stranger.session, otherStore.session]) {
      const res = await put(session, order.id, order.items[0]!.id, 5);
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe('Pedido no encontrado');
      expect((await del(session, order.id, order.items[0]!.id)).statusCode).toBe(404);
    }
    const foreignItem = await put(owner.session, order.id, 2_000_000, 5);
    expect(foreignItem.statusCode).toBe(404);
    expect(messageOf(foreignItem)).toBe('Item no encontrado');
    expect((await put(owner.session, 99_999_999_999, 1, 5)).statusCode).toBe(404);
    const [item] = await fx.t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, order.items[0]!.id));
    expect(item!.amount).toBe(1);
    const noSession = await fx.t.app.inject({
      method: 'DELETE',
      url: `/api/client/order/${order.id}/items/1`,
    });
    expect(noSession.statusCode).toBe(400);
  });
});

describe('POST /client/order/{orderId}/confirm', () => {
  it('moves the order to pending and requests the payment when the store takes MercadoPago', async () => {
    const { store } = await createStore(fx.t.database);
    await addCheckoutMethod(fx.t.database.db, store.id);
    const product = await addProduct(fx.t.database.db, store.id);
    const { session } = await preset(fx.t.app, slug(store.hashtag));
    const order = await addItems(fx.t.app, session, [{ product_id: product.id, amount: 1 }]);
    const res = await confirm(session, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      estado: 'Pendiente',
      payment_status: 'required',
      payment_method: 'MercadoPago',
      editable: false,
    });
    const edit = await put(session, order.id, order.items[0]!.id, 2);
    expect(edit.statusCode).toBe(409);
    expect(messageOf(edit)).toBe(CONFIRMED);
    expect((await del(session, order.id, order.items[0]!.id)).statusCode).toBe(409);
    expect((await confirm(session, order.id)).statusCode).toBe(409);
    // The next cart write opens a new provisional order.
    const next = await addItems(fx.t.app, session, [{ product_id: product.id, amount: 1 }]);
    expect(next.id).not.toBe(order.id);
  });

  it('leaves the payment to the store without a checkout method, and refuses an empty order', async () => {
    const { session } = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const order = await addItems(fx.t.app, session, [{ product_id: fx.yerba.id, amount: 1 }]);
    const emptied = await del(session, order.id, order.items[0]!.id);
    expect(emptied.json().items).toHaveLength(0);
    const empty = await confirm(session, order.id);
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('El pedido no tiene productos');
    await addItems(fx.t.app, session, [{ product_id: fx.yerba.id, amount: 1 }]);
    const res = await confirm(session, order.id);
    expect(res.json()).toMatchObject({ status: 'pending', payment_status: 'pending', payment_method: null });
    const stranger = await preset(fx.t.app, slug(fx.storeA.hashtag));
    expect((await confirm(stranger.session, order.id)).statusCode).toBe(404);
  });
});

describe('POST /client/orderstatus', () => {
  it('opens the order for its client, read-only for anyone else holding the link', async () => {
    const owner = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const order = await addItems(fx.t.app, owner.session, [{ product_id: fx.yerba.id, amount: 1 }]);
    const mine = await status(order.token, owner.session);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: order.id,
      editable: true,
      product_list_token: owner.body.product_list_token,
      store: { hashtag: slug(fx.storeA.hashtag) },
    });
    const readOnly = await status(order.token);
    expect(readOnly.json()).toMatchObject({ id: order.id, editable: false });
    // The link is the customer's key (issue 17): any other session sees it read-only, without
    // the client's data, and may claim it.
    const stranger = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const otherStore = await preset(fx.t.app, slug(fx.storeB.hashtag));
    for (const session of [stranger.session, otherStore.session, newSession()]) {
      const res = await status(order.token, session);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: order.id, editable: false, closing: null, claimable: true });
    }
    expect(mine.json().claimable).toBe(false);
    expect((await status('y'.repeat(40))).statusCode).toBe(404);
    expect((await status('corto')).statusCode).toBe(400);
  });

  it('answers that the store is not available for every call once it is disabled', async () => {
    const { store } = await createStore(fx.t.database);
    const product = await addProduct(fx.t.database.db, store.id);
    const { session } = await preset(fx.t.app, slug(store.hashtag));
    const order = await addItems(fx.t.app, session, [{ product_id: product.id, amount: 1 }]);
    await setEnabled(fx.t.database.db, store.id, false);
    const calls = [
      await status(order.token, session),
      await put(session, order.id, order.items[0]!.id, 2),
      await confirm(session, order.id),
      await fx.t.app.inject({
        method: 'POST',
        url: '/api/client/order/items',
        payload: { session_id: session, items: [{ product_id: product.id, amount: 1 }] },
      }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(403);
      expect(messageOf(res)).toBe(
        'Esta tienda no está disponible en este momento. Por favor intentelo más tarde.',
      );
    }
  });
});

describe('CustomerService for the chat', () => {
  // The chat route's scope: the platform's, the service finding the store from the session.
  it('answers the open order, discards it and checks the session format', () =>
    withPlatformScope(async () => {
      const service = fx.t.app.services.customer;
      const { session } = await preset(fx.t.app, slug(fx.storeA.hashtag));
      expect(await service.openOrder(session)).toBeNull();
      const order = await service.addItems(session, [{ product_id: fx.yerba.id, amount: 2 }]);
      expect((await service.openOrder(session))?.id).toBe(order.id);
      expect((await service.getSession(session))?.order_token).toBe(order.token);
      const discarded = await service.discardOrder(session, order.id);
      expect(discarded.status).toBe('discarded');
      expect(await service.openOrder(session)).toBeNull();
      await expect(service.discardOrder(session, order.id)).rejects.toThrow(CONFIRMED);
      await expect(service.presetStore('mal', fx.storeA.hashtag)).rejects.toThrow('La sesion no es valida');
      expect(await service.getSession(newSession())).toBeNull();
    }));
});
