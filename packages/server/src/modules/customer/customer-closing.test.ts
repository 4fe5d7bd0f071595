/* Closing a sale from the order page (issue 17): details, the confirmation rule, the link's claim and payment. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLOSING_TEXT, ORDER_MSG } from '@mostrador/core';
import { clientLogs, clients, orders, paymentMethods, stores } from '../../db/schema';
import { createStore, messageOf } from '../../../test/helpers';
import {
  addCheckoutMethod,
  addItems,
  addProduct,
  newSession,
  preset,
  twoCartStores,
} from './customer.fixtures';

const fx = twoCartStores();
const slug = (hashtag: string) => hashtag.slice(1);

const post = (url: string, payload: Record<string, unknown>) =>
  fx.t.app.inject({ method: 'POST', url: `/api/client${url}`, payload });
const details = (session: string, orderId: number, body: Record<string, unknown>) =>
  post(`/order/${orderId}/details`, { session_id: session, ...body });
const confirm = (session: string, orderId: number, body: Record<string, unknown> = {}) =>
  post(`/order/${orderId}/confirm`, { session_id: session, ...body });
const status = (token: string, session_id?: string) => post('/orderstatus', { token, session_id });

/** A store of its own (switches and methods per test) with one product and a customer's cart. */
async function storeWithCart(
  switches: { delivery_enabled?: boolean; takeaway_enabled?: boolean } = {},
  methods: {
    name: string;
    method_info?: string;
    enabled_delivery?: boolean;
    enabled_pickup?: boolean;
  }[] = [],
) {
  const { store } = await createStore(fx.t.database);
  if (Object.keys(switches).length) {
    await fx.t.database.db.update(stores).set(switches).where(eq(stores.id, store.id));
  }
  for (const [position, method] of methods.entries()) {
    await fx.t.database.db.insert(paymentMethods).values({ store_id: store.id, position, ...method });
  }
  const product = await addProduct(fx.t.database.db, store.id, { price_per_unit: 1000 });
  const { session } = await preset(fx.t.app, slug(store.hashtag));
  const order = await addItems(fx.t.app, session, [{ product_id: product.id, amount: 2 }]);
  return { store, product, session, order };
}

const clientOf = async (orderId: number) => {
  const [order] = await fx.t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const [client] = await fx.t.database.db.select().from(clients).where(eq(clients.id, order!.client_id!));
  return { order: order!, client: client! };
};

const METHODS = [
  { name: 'Efectivo', method_info: 'Pagás al recibir' },
  { name: 'Transferencia', method_info: 'Alias: tienda.demo', enabled_pickup: false },
];

describe('POST /client/order/{orderId}/details and /confirm: the closing rule', () => {
  it('asks in order what is missing, records it on the order and the client, then confirms', async () => {
    const { session, order } = await storeWithCart({}, METHODS);
    const opened = await status(order.token, session);
    expect(opened.json().closing).toMatchObject({
      needs: ['delivery', 'first_name', 'phone', 'payment_method'],
      modes: { delivery: true, takeaway: true },
      methods: [{ name: 'Efectivo' }, { name: 'Transferencia' }],
      client: { first_name: null, phone: null, address: null },
    });
    // A refused confirmation writes nothing; the page sends all it has each time.
    const refusals: string[] = [];
    let given = {};
    for (const step of [
      {},
      { delivery: true },
      { address: 'Honduras 3500' },
      { first_name: 'Carla', last_name: 'López' },
      { phone: '+54 9 11 5555-0000' },
    ]) {
      given = { ...given, ...step };
      const res = await confirm(session, order.id, given);
      expect(res.statusCode).toBe(400);
      refusals.push(messageOf(res));
    }
    expect((await clientOf(order.id)).client.first_name).toBeNull();
    expect(refusals).toEqual([
      CLOSING_TEXT.modeRequired,
      CLOSING_TEXT.addressRequired,
      CLOSING_TEXT.nameRequired,
      CLOSING_TEXT.phoneInvalid,
      CLOSING_TEXT.methodRequired,
    ]);
    const res = await confirm(session, order.id, { ...given, payment_method: 'transferencia' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      delivery: true,
      delivery_address: 'Honduras 3500',
      payment_method: 'Transferencia',
      payment_status: 'pending',
    });
    const stored = await clientOf(order.id);
    expect(stored.client).toMatchObject({
      first_name: 'Carla',
      last_name: 'López',
      phone: '+54 9 11 5555-0000',
      address: 'Honduras 3500',
    });
    // The method's instructions replace 'Pagar' on the page.
    expect((await status(order.token)).json()).toMatchObject({
      method_info: 'Alias: tienda.demo',
      closing: null,
    });
  });

  it('takes what the store decides alone: its only mode and its only method', async () => {
    const { session, order } = await storeWithCart({ takeaway_enabled: false }, [{ name: 'Efectivo' }]);
    const saved = await details(session, order.id, { address: 'Calle 45 # 12-34', first_name: 'Ana' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().closing.needs).toEqual(['phone']);
    const res = await confirm(session, order.id, { phone: '300 123 4567' });
    expect(res.json()).toMatchObject({ status: 'pending', delivery: true, payment_method: 'Efectivo' });
  });

  it("registers the client once, when a name and a phone are first known ('Cliente registrado exitosamente')", async () => {
    const { session, order } = await storeWithCart({ takeaway_enabled: false }, [{ name: 'Efectivo' }]);
    const registrations = async () => {
      const { client } = await clientOf(order.id);
      const rows = await fx.t.database.db
        .select()
        .from(clientLogs)
        .where(eq(clientLogs.client_id, client.id));
      return rows.filter((row) => row.activity_name === ORDER_MSG.clientRegistered);
    };
    await details(session, order.id, { first_name: 'Ana' });
    expect(await registrations()).toHaveLength(0);
    await details(session, order.id, { phone: '300 123 4567' });
    expect(await registrations()).toMatchObject([{ payload: { order_id: order.id }, session_id: session }]);
    // A later change of phone is not a second registration.
    await details(session, order.id, { phone: '300 765 4321' });
    expect(await registrations()).toHaveLength(1);
  });

  it('requests the payment at once when the chosen method is the online checkout', async () => {
    const { store, session, order } = await storeWithCart({ delivery_enabled: false });
    await addCheckoutMethod(fx.t.database.db, store.id);
    const res = await confirm(session, order.id, { first_name: 'Ana', phone: '099 123 456' });
    expect(res.json()).toMatchObject({
      status: 'pending',
      delivery: false,
      delivery_address: null,
      payment_method: 'MercadoPago',
      payment_status: 'required',
    });
  });

  it.each([
    [{ address: 'x'.repeat(201) }, CLOSING_TEXT.addressTooLong],
    [{ address: `Honduras 3500 ${'piso '.repeat(100)}` }, CLOSING_TEXT.addressTooLong],
    [{ phone: '11 55AB 0000' }, CLOSING_TEXT.phoneInvalid],
    [{ phone: '123' }, CLOSING_TEXT.phoneInvalid],
    [{ first_name: '   ' }, CLOSING_TEXT.nameRequired],
    [{ payment_method: 'Bitcoin' }, CLOSING_TEXT.methodUnknown],
    [{ delivery: 'si' }, CLOSING_TEXT.modeRequired],
  ])('refuses %j with a Spanish 400 and writes nothing', async (body, message) => {
    const { session, order } = await storeWithCart({}, METHODS);
    const res = await details(session, order.id, body);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
    const stored = await clientOf(order.id);
    expect(stored.order).toMatchObject({
      delivery_chosen: false,
      delivery_address: null,
      payment_method: null,
    });
    expect(stored.client).toMatchObject({ first_name: null, phone: null, address: null });
  });

  it("refuses a mode the store's switches do not offer and a method not offered for the mode", async () => {
    const onlyPickup = await storeWithCart({ delivery_enabled: false }, METHODS);
    const delivery = await details(onlyPickup.session, onlyPickup.order.id, { address: 'Honduras 3500' });
    expect(delivery.statusCode).toBe(400);
    expect(messageOf(delivery)).toBe(CLOSING_TEXT.deliveryDisabled);
    const transfer = await details(onlyPickup.session, onlyPickup.order.id, {
      payment_method: 'Transferencia',
    });
    expect(messageOf(transfer)).toBe(CLOSING_TEXT.methodNotForPickup);
    const onlyDelivery = await storeWithCart({ takeaway_enabled: false });
    const pickup = await details(onlyDelivery.session, onlyDelivery.order.id, { delivery: false });
    expect(messageOf(pickup)).toBe(CLOSING_TEXT.takeawayDisabled);
    // A method chosen for delivery is dropped (asked again) when the customer switches to pickup.
    const both = await storeWithCart({}, METHODS);
    await details(both.session, both.order.id, { delivery: true, payment_method: 'Transferencia' });
    const switched = await details(both.session, both.order.id, { delivery: false });
    expect(switched.json()).toMatchObject({ delivery: false, payment_method: null });
  });

  it('refuses an empty order, a stranger, another store and a confirmed order', async () => {
    const { session, order, product } = await storeWithCart({ takeaway_enabled: false });
    await fx.t.app.inject({
      method: 'DELETE',
      url: `/api/client/order/${order.id}/items/${order.items[0]!.id}`,
      payload: { session_id: session },
    });
    await details(session, order.id, { address: 'Honduras 3500', first_name: 'Ana', phone: '1144445555' });
    const empty = await confirm(session, order.id);
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('El pedido no tiene productos');
    await addItems(fx.t.app, session, [{ product_id: product.id, amount: 1 }]);
    const stranger = await preset(fx.t.app, slug(fx.storeA.hashtag));
    const otherStore = await preset(fx.t.app, slug(fx.storeB.hashtag));
    for (const other of [stranger.session, otherStore.session]) {
      const res = await details(other, order.id, { first_name: 'Intruso' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(order.token);
    }
    expect((await clientOf(order.id)).client.first_name).toBe('Ana');
    expect((await confirm(session, order.id)).statusCode).toBe(200);
    const late = await details(session, order.id, { phone: '1133332222' });
    expect(late.statusCode).toBe(409);
  });

  it('confirms once when two tabs confirm at once', async () => {
    const { session, order } = await storeWithCart({}, [{ name: 'Efectivo' }]);
    await details(session, order.id, { delivery: false, first_name: 'Ana', phone: '1144445555' });
    const answers = await Promise.all([confirm(session, order.id), confirm(session, order.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(messageOf(answers.find((res) => res.statusCode === 409)!)).toBe(
      'No es posible modificar esto, el pedido ya esta confirmado.',
    );
    const stored = await clientOf(order.id);
    expect(stored.order).toMatchObject({ status: 'pending', payment_method: 'Efectivo' });
  });
});

describe('The order link is the customer key', () => {
  it('lets another device claim a provisional order once, keeping the order', async () => {
    const { session, order, product } = await storeWithCart();
    const phone = newSession();
    const seen = await status(order.token, phone);
    expect(seen.json()).toMatchObject({ editable: false, claimable: true, closing: null });
    const claimed = await post('/order/claim', { token: order.token, session_id: phone });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ id: order.id, editable: true, claimable: false });
    // The new device edits it; the first one still owns it too.
    const added = await addItems(fx.t.app, phone, [{ product_id: product.id, amount: 1 }]);
    expect(added.id).toBe(order.id);
    expect((await status(order.token, session)).json()).toMatchObject({ editable: true });
    const [client] = await fx.t.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, (await clientOf(order.id)).order.client_id!));
    expect(client!.session_ids).toEqual(expect.arrayContaining([session, phone]));
    // Once: a third device is refused, with a reason.
    const third = await post('/order/claim', { token: order.token, session_id: newSession() });
    expect(third.statusCode).toBe(409);
    expect(messageOf(third)).toBe(CLOSING_TEXT.linkClaimed);
    // The claimer again is not a second claim.
    expect((await post('/order/claim', { token: order.token, session_id: phone })).statusCode).toBe(200);
  });

  it('refuses to claim a confirmed order, a bad token and a session of another store', async () => {
    const { session, order } = await storeWithCart({ takeaway_enabled: false });
    const other = await preset(fx.t.app, slug(fx.storeB.hashtag));
    const foreign = await post('/order/claim', { token: order.token, session_id: other.session });
    expect(foreign.statusCode).toBe(403);
    expect(messageOf(foreign)).toBe(CLOSING_TEXT.linkNotClaimable);
    await confirm(session, order.id, { address: 'Honduras 3500', first_name: 'Ana', phone: '1144445555' });
    const late = await post('/order/claim', { token: order.token, session_id: newSession() });
    expect(late.statusCode).toBe(409);
    expect((await status(order.token, newSession())).json().claimable).toBe(false);
    expect((await post('/order/claim', { token: 'z'.repeat(40), session_id: newSession() })).statusCode).toBe(
      404,
    );
    expect((await post('/order/claim', { token: order.token, session_id: 'mal' })).statusCode).toBe(400);
  });

  it('pays by the link alone: POST /client/orderstatus/checkout', async () => {
    const { store, session, order } = await storeWithCart({ delivery_enabled: false });
    await addCheckoutMethod(fx.t.database.db, store.id);
    const early = await post('/orderstatus/checkout', { token: order.token });
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe('El pago de este pedido no fue solicitado');
    await confirm(session, order.id, { first_name: 'Ana', phone: '1144445555' });
    const paid = await post('/orderstatus/checkout', { token: order.token });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      payment_status: 'required',
      payment_data: { provider: 'sandbox' },
      editable: false,
      method_info: 'Termina tu compra con el botón Pagar',
    });
    expect((await post('/orderstatus/checkout', { token: 'q'.repeat(40) })).statusCode).toBe(404);
  });
});
