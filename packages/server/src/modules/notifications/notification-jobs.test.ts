import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, notificationPlans, orders, stores } from '../../db/schema';
import { freshDatabaseForFile } from '../../../test/helpers';
import { createOrder } from '../orders/test-factories';
import {
  activityOf,
  cartClient,
  clientRow,
  creditsLeft,
  jobsFor,
  manualClock,
  messagingStore,
  outboxOf,
  promoClient,
  recordingChannel,
  sendsOf,
  setPromo,
  silentLog,
  storeLogsOf,
} from './notifications.fixtures';
import { outboxChannel } from '../../adapters/whatsapp/outbox';

const database = freshDatabaseForFile();

// 2030-03-04 is a Monday (weekday 0). Buenos Aires is UTC-3; Madrid is UTC+1 in early March.
const BA = 'America/Argentina/Buenos_Aires';
const MADRID = 'Europe/Madrid';

describe('the 11 to 17 h window in the store time zone', () => {
  it.each([
    [BA, '2030-03-04T13:59:00Z', 0], // 10:59 local
    [BA, '2030-03-04T14:00:00Z', 1], // 11:00
    [BA, '2030-03-04T19:59:00Z', 1], // 16:59
    [BA, '2030-03-04T20:00:00Z', 0], // 17:00
    [MADRID, '2030-03-04T09:59:00Z', 0], // 10:59
    [MADRID, '2030-03-04T10:00:00Z', 1], // 11:00
    [MADRID, '2030-03-04T15:59:00Z', 1], // 16:59
    [MADRID, '2030-03-04T16:00:00Z', 0], // 17:00
  ])('%s at %s sends %i cart message', async (zone, instant, expected) => {
    const { store } = await messagingStore(database, { time_zone: zone });
    const { client } = await cartClient(database.db, store.id);
    const channel = recordingChannel();
    const summary = await jobsFor(database.db, manualClock(instant), channel).runOnce();
    const sends = await sendsOf(database.db, store.id);
    expect(sends).toHaveLength(expected);
    expect(channel.sent.filter((m) => m.storeId === store.id)).toHaveLength(expected);
    if (expected) {
      expect(summary.sent).toBeGreaterThanOrEqual(1);
      expect(sends[0]).toMatchObject({
        client_id: client.id,
        kind: 'cart',
        status: 'sent',
        local_date: '2030-03-04',
      });
    }
  });

  it('the same instant is inside the window for one store and outside for another', async () => {
    const ba = await messagingStore(database, { time_zone: BA });
    const madrid = await messagingStore(database, { time_zone: MADRID });
    await cartClient(database.db, ba.store.id);
    await cartClient(database.db, madrid.store.id);
    // 15:30 UTC: 12:30 in Buenos Aires, 16:30 in Madrid; 16:30 UTC: 13:30 and 17:30.
    const clock = manualClock('2030-03-04T16:30:00Z');
    await jobsFor(database.db, clock, recordingChannel()).runOnce();
    expect(await sendsOf(database.db, ba.store.id)).toHaveLength(1);
    expect(await sendsOf(database.db, madrid.store.id)).toHaveLength(0);
  });
});

describe('who gets a cart message', () => {
  const noon = '2030-03-04T15:00:00Z'; // 12:00 in Buenos Aires

  it('records the send in the outbox, the client activity, the store logs and last_notification', async () => {
    const { store } = await messagingStore(database, { exclusive: '5491122223333' });
    const { client, order } = await cartClient(database.db, store.id, { first_name: 'Lucia' });
    await jobsFor(database.db, manualClock(noon), outboxChannel(database.db, silentLog)).runOnce();

    const [send] = await sendsOf(database.db, store.id);
    expect(send).toMatchObject({
      status: 'sent',
      channel: 'outbox',
      sender: '5491122223333',
      order_id: order.id,
      template: 'carrito_abandonado',
      body: `Hola Lucia! Dejaste productos en tu pedido de Tienda de prueba. Podes terminar tu compra aca: https://tienda.test/orderstatus/${order.token}`,
    });
    expect(send!.to).toMatch(/^54911\d{8}$/);
    const outbox = await outboxOf(database.db, store.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      send_id: send!.id,
      client_id: client.id,
      body: send!.body,
      sender: '5491122223333',
    });
    const activity = await activityOf(database.db, store.id, client.id);
    expect(activity.map((a) => a.activity_name)).toEqual(['Mensaje de carrito abandonado enviado']);
    expect(activity[0]!.payload).toMatchObject({ mensaje: send!.body, canal: 'bandeja de salida' });
    expect(activity[0]!.created_at.toISOString()).toBe('2030-03-04T15:00:00.000Z');
    const logs = await storeLogsOf(database.db, store.id);
    expect(logs.map((l) => l.message)).toEqual(['Mensaje de carrito abandonado enviado a Lucia']);
    expect((await clientRow(database.db, client.id)).last_notification?.toISOString()).toBe(
      '2030-03-04T15:00:00.000Z',
    );
    expect(await creditsLeft(database.db, store.id)).toBe(99);
  });

  it('skips opted-out clients, clients without a phone, empty and confirmed orders', async () => {
    const { store } = await messagingStore(database);
    const target = await cartClient(database.db, store.id);
    await cartClient(database.db, store.id, { notification: false });
    await cartClient(database.db, store.id, { phone: null });
    await cartClient(database.db, store.id, { phone: '12' });
    const empty = await promoClient(database.db, store.id);
    await createOrder(database.db, store.id, { status: 'provisional', client_id: empty.id, items: [] });
    const confirmed = await promoClient(database.db, store.id);
    await createOrder(database.db, store.id, { status: 'pending', client_id: confirmed.id });
    await jobsFor(database.db, manualClock(noon), recordingChannel()).runOnce();
    expect((await sendsOf(database.db, store.id)).map((s) => s.client_id)).toEqual([target.client.id]);
  });

  it('an order touched in the last hour is not abandoned yet', async () => {
    const { store } = await messagingStore(database);
    const { order } = await cartClient(database.db, store.id);
    await database.db
      .update(orders)
      .set({ updated_at: new Date('2030-03-04T14:30:00Z') })
      .where(eq(orders.id, order.id));
    const clock = manualClock('2030-03-04T15:00:00Z');
    await jobsFor(database.db, clock, recordingChannel()).runOnce();
    expect(await sendsOf(database.db, store.id)).toHaveLength(0);
    expect(await creditsLeft(database.db, store.id)).toBe(100);
    clock.set('2030-03-04T15:31:00Z');
    await jobsFor(database.db, clock, recordingChannel()).runOnce();
    expect(await sendsOf(database.db, store.id)).toHaveLength(1);
  });

  it('the cart switch off, or a plan without cart messages, sends no cart message', async () => {
    const off = await messagingStore(database, { cart: false });
    const unpaid = await messagingStore(database, { plan: { notif_cart: false } });
    await cartClient(database.db, off.store.id);
    await cartClient(database.db, unpaid.store.id);
    await jobsFor(database.db, manualClock(noon), recordingChannel()).runOnce();
    expect(await sendsOf(database.db, off.store.id)).toHaveLength(0);
    expect(await sendsOf(database.db, unpaid.store.id)).toHaveLength(0);
  });

  it('a disabled store sends nothing', async () => {
    const { store } = await messagingStore(database);
    await database.db.update(stores).set({ enabled: false }).where(eq(stores.id, store.id));
    await cartClient(database.db, store.id);
    await jobsFor(database.db, manualClock(noon), recordingChannel()).runOnce();
    expect(await sendsOf(database.db, store.id)).toHaveLength(0);
  });
});

describe('caps, credits and batches', () => {
  const noon = '2030-03-04T15:00:00Z';

  it('one message per client per local day: a later run, and the promo, skip her; the next day she gets one', async () => {
    const { store } = await messagingStore(database);
    await setPromo(database.db, store.id, 0, 'Lunes 2x1 en yerba');
    await setPromo(database.db, store.id, 1, 'Martes de envio gratis');
    const { client } = await cartClient(database.db, store.id);
    const clock = manualClock(noon);
    const channel = recordingChannel();
    await jobsFor(database.db, clock, channel).runOnce();
    clock.set('2030-03-04T18:00:00Z');
    await jobsFor(database.db, clock, channel).runOnce();
    expect(channel.sent.filter((m) => m.storeId === store.id)).toHaveLength(1);
    expect((await sendsOf(database.db, store.id)).map((s) => s.kind)).toEqual(['cart']);

    // Tuesday: the cart is still abandoned (one a day) and the promo waits for the next free day.
    clock.set('2030-03-05T15:00:00Z');
    await jobsFor(database.db, clock, channel).runOnce();
    const sends = await sendsOf(database.db, store.id);
    expect(sends.map((s) => [s.kind, s.local_date])).toEqual([
      ['cart', '2030-03-04'],
      ['cart', '2030-03-05'],
    ]);
    expect((await clientRow(database.db, client.id)).last_notification?.toISOString()).toBe(
      '2030-03-05T15:00:00.000Z',
    );
  });

  it('a client notified yesterday evening (local) may get one this morning', async () => {
    const { store } = await messagingStore(database);
    // 23:30 of March 3 in Buenos Aires is already March 4 in UTC.
    const { client } = await cartClient(database.db, store.id, {
      last_notification: new Date('2030-03-04T02:30:00Z'),
    });
    await jobsFor(database.db, manualClock('2030-03-04T14:05:00Z'), recordingChannel()).runOnce();
    expect((await sendsOf(database.db, store.id)).map((s) => s.client_id)).toEqual([client.id]);
  });

  it('credits run out: sends stop at zero and the store log says so', async () => {
    const { store } = await messagingStore(database, { plan: { notif_left: 2 } });
    for (let i = 0; i < 4; i += 1) await cartClient(database.db, store.id);
    const channel = recordingChannel();
    await jobsFor(database.db, manualClock(noon), channel).runOnce();
    expect(channel.sent.filter((m) => m.storeId === store.id)).toHaveLength(2);
    expect(await creditsLeft(database.db, store.id)).toBe(0);
    await jobsFor(database.db, manualClock('2030-03-04T16:00:00Z'), channel).runOnce();
    expect(channel.sent.filter((m) => m.storeId === store.id)).toHaveLength(2);
    expect((await storeLogsOf(database.db, store.id)).map((l) => l.message)).toContain(
      'Sin creditos de notificaciones: los mensajes de hoy quedaron sin enviar',
    );
  });

  it('each run sends at most the plan batch; the next run continues', async () => {
    const { store } = await messagingStore(database, { plan: { notif_batch: 2 } });
    await setPromo(database.db, store.id, 0, 'Lunes 2x1');
    for (let i = 0; i < 3; i += 1) await cartClient(database.db, store.id);
    await promoClient(database.db, store.id);
    const channel = recordingChannel();
    const clock = manualClock(noon);
    await jobsFor(database.db, clock, channel).runOnce();
    expect((await sendsOf(database.db, store.id)).map((s) => s.kind)).toEqual(['cart', 'cart']);
    await jobsFor(database.db, clock, channel).runOnce();
    expect((await sendsOf(database.db, store.id)).map((s) => s.kind)).toEqual([
      'cart',
      'cart',
      'cart',
      'promo',
    ]);
    await jobsFor(database.db, clock, channel).runOnce();
    expect(channel.sent.filter((m) => m.storeId === store.id)).toHaveLength(4);
    expect(await creditsLeft(database.db, store.id)).toBe(96);
  });
});

describe('the daily promo', () => {
  it("sends the local weekday's calendar message to clients who accepted promos", async () => {
    const { store } = await messagingStore(database, { time_zone: MADRID });
    await setPromo(database.db, store.id, 0, 'Lunes 2x1 en yerba');
    await setPromo(database.db, store.id, 1, 'Martes de envio gratis');
    await setPromo(database.db, store.id, 7, 'Sin dia');
    const accepted = await promoClient(database.db, store.id, { first_name: 'Juan' });
    await promoClient(database.db, store.id, { notification: false });
    // Tuesday 00:30 in Madrid would be Monday in UTC; 11:30 Madrid on Tuesday is 10:30 UTC.
    await jobsFor(database.db, manualClock('2030-03-05T10:30:00Z'), recordingChannel()).runOnce();
    const sends = await sendsOf(database.db, store.id);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      client_id: accepted.id,
      kind: 'promo',
      template: 'promo_del_dia',
      parameters: ['Juan', 'Tienda de prueba', 'Martes de envio gratis'],
      body: 'Hola Juan! Hoy en Tienda de prueba: Martes de envio gratis',
      local_date: '2030-03-05',
    });
    expect((await activityOf(database.db, store.id, accepted.id)).map((a) => a.activity_name)).toEqual([
      'Mensaje de promo enviado',
    ]);
  });

  it('no calendar entry for the day, the general switch off or a plan without promos: no promo', async () => {
    const noEntry = await messagingStore(database);
    await setPromo(database.db, noEntry.store.id, 3, 'Jueves');
    const off = await messagingStore(database, { promos: false });
    await setPromo(database.db, off.store.id, 0, 'Lunes');
    const unpaid = await messagingStore(database, { plan: { notif_promo: false } });
    await setPromo(database.db, unpaid.store.id, 0, 'Lunes');
    for (const fixture of [noEntry, off, unpaid]) await promoClient(database.db, fixture.store.id);
    await jobsFor(database.db, manualClock('2030-03-04T15:00:00Z'), recordingChannel()).runOnce();
    for (const fixture of [noEntry, off, unpaid])
      expect(await sendsOf(database.db, fixture.store.id)).toHaveLength(0);
  });
});

describe('cross-store isolation', () => {
  it("one store's plan, clients and switches never affect another's", async () => {
    const a = await messagingStore(database, { plan: { notif_left: 1 } });
    const b = await messagingStore(database, { cart: false });
    const aClient = await cartClient(database.db, a.store.id);
    await cartClient(database.db, a.store.id);
    const bClient = await cartClient(database.db, b.store.id);
    await jobsFor(database.db, manualClock('2030-03-04T15:00:00Z'), recordingChannel()).runOnce();
    expect((await sendsOf(database.db, a.store.id)).map((s) => s.client_id)).toEqual([aClient.client.id]);
    expect(await sendsOf(database.db, b.store.id)).toHaveLength(0);
    expect(await creditsLeft(database.db, a.store.id)).toBe(0);
    expect(await creditsLeft(database.db, b.store.id)).toBe(100);
    expect(await activityOf(database.db, b.store.id, bClient.client.id)).toHaveLength(0);
    expect((await clientRow(database.db, bClient.client.id)).last_notification).toBeNull();
  });

  it('a client row of store B is never reached through store A (store ids in every condition)', async () => {
    const a = await messagingStore(database);
    const b = await messagingStore(database);
    const bClient = await promoClient(database.db, b.store.id);
    // An order of store A pointing at store B's client (impossible through the API) is ignored.
    await createOrder(database.db, a.store.id, { status: 'provisional', client_id: bClient.id });
    await database.db
      .update(notificationPlans)
      .set({ notif_promo: false })
      .where(eq(notificationPlans.store_id, b.store.id));
    await jobsFor(database.db, manualClock('2030-03-04T15:00:00Z'), recordingChannel()).runOnce();
    expect(await sendsOf(database.db, a.store.id)).toHaveLength(0);
    const [row] = await database.db.select().from(clients).where(eq(clients.id, bClient.id));
    expect(row!.last_notification).toBeNull();
  });
});
