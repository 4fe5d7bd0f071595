import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, login, messageOf, type TestContext } from '../../../test/helpers';
import { outboxChannel } from '../../adapters/whatsapp/outbox';
import {
  cartClient,
  clientRow,
  jobsFor,
  manualClock,
  messagingStore,
  promoClient,
  silentLog,
} from './notifications.fixtures';

let ctx: TestContext;
let storeA: Awaited<ReturnType<typeof messagingStore>>;
let storeB: Awaited<ReturnType<typeof messagingStore>>;
let adminA: string;
let crewA: string;
let adminB: string;

beforeAll(async () => {
  ctx = await createTestApp();
  storeA = await messagingStore(ctx.database, { plan: { notif_left: 30, notif_batch: 10 } });
  storeB = await messagingStore(ctx.database);
  adminA = (await login(ctx.app, storeA.admin.email, storeA.admin.password)).jwt_token;
  adminB = (await login(ctx.app, storeB.admin.email, storeB.admin.password)).jwt_token;
  const crew = await createUser(ctx.database, { store_id: storeA.store.id, store_role: 'crew' });
  crewA = (await login(ctx.app, crew.email, crew.password)).jwt_token;
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object | string | number) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET and PUT /api/store/notifications/settings', () => {
  it('shows the zone, the switches, the plan and the local time', async () => {
    const res = await call('GET', '/api/store/notifications/settings', crewA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      time_zone: 'America/Argentina/Buenos_Aires',
      notifications: true,
      notifications_cart: true,
      window: { from_hour: 11, to_hour: 17 },
      channel: 'outbox',
      plan: { notif_cart: true, notif_promo: true, notif_left: 30, notif_batch: 10 },
    });
    expect(res.json().local_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('the store admin changes the time zone', async () => {
    const res = await call('PUT', '/api/store/notifications/settings', adminA, {
      time_zone: 'Europe/Madrid',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Notificaciones guardadas',
      settings: { time_zone: 'Europe/Madrid' },
    });
    const again = await call('GET', '/api/store/notifications/settings', crewA);
    expect(again.json().time_zone).toBe('Europe/Madrid');
    // Store B keeps its own zone.
    expect((await call('GET', '/api/store/notifications/settings', adminB)).json().time_zone).toBe(
      'America/Argentina/Buenos_Aires',
    );
  });

  it.each([['Marte/Olimpo'], [''], [42]])('an unknown zone %s is a 400 with the message', async (zone) => {
    const res = await call('PUT', '/api/store/notifications/settings', adminA, { time_zone: zone });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(
      'Por favor elija una zona horaria valida (por ejemplo America/Argentina/Buenos_Aires)',
    );
  });

  it('crew cannot change it; without a token it is a 401', async () => {
    expect(
      (await call('PUT', '/api/store/notifications/settings', crewA, { time_zone: 'UTC' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/store/notifications/settings')).statusCode).toBe(401);
  });
});

describe('PUT /api/store/clients/{id}/notification', () => {
  it('opts a client out and back in', async () => {
    const client = await promoClient(ctx.database.db, storeA.store.id);
    const out = await call('PUT', `/api/store/clients/${client.id}/notification`, crewA, {
      notification: false,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({
      message: 'El cliente no recibira mas mensajes',
      client: { id: client.id, notification: false, last_notification: null },
    });
    expect((await clientRow(ctx.database.db, client.id)).notification).toBe(false);
    const back = await call('PUT', `/api/store/clients/${client.id}/notification`, crewA, {
      notification: true,
    });
    expect(back.json()).toMatchObject({
      message: 'El cliente recibira mensajes',
      client: { notification: true },
    });
  });

  it('a bad body is a 400, an unknown id a 404', async () => {
    const client = await promoClient(ctx.database.db, storeA.store.id);
    const bad = await call('PUT', `/api/store/clients/${client.id}/notification`, crewA, {
      notification: 'si',
    });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Por favor indique si el cliente acepta mensajes (true o false)');
    const missing = await call('PUT', '/api/store/clients/999999/notification', crewA, {
      notification: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/store/clients/abc/notification', crewA, { notification: true })).statusCode,
    ).toBe(404);
  });

  it("store B cannot change store A's client", async () => {
    const client = await promoClient(ctx.database.db, storeA.store.id);
    const res = await call('PUT', `/api/store/clients/${client.id}/notification`, adminB, {
      notification: false,
    });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('Cliente no encontrado');
    expect((await clientRow(ctx.database.db, client.id)).notification).toBe(true);
  });
});

describe('GET /api/store/notifications', () => {
  it("lists the store's messages with their status, newest first; store B sees none of them", async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/store/notifications/settings',
      headers: bearer(adminA),
      payload: { time_zone: 'America/Argentina/Buenos_Aires' },
    });
    const first = await cartClient(ctx.database.db, storeA.store.id, {
      first_name: 'Rosa',
      last_name: 'Paz',
    });
    const second = await cartClient(ctx.database.db, storeA.store.id);
    await jobsFor(
      ctx.database.db,
      manualClock('2030-03-04T15:00:00Z'),
      outboxChannel(ctx.database.db, silentLog),
    ).runOnce();

    const res = await call('GET', '/api/store/notifications', crewA);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, page: 1, page_size: 15 });
    expect(page.items.map((i: { client_id: number }) => i.client_id)).toEqual([
      second.client.id,
      first.client.id,
    ]);
    expect(page.items[1]).toMatchObject({
      kind: 'cart',
      client_name: 'Rosa Paz',
      channel: 'outbox',
      status: 'sent',
      status_label: 'Enviado',
      local_date: '2030-03-04',
      sent_at: '2030-03-04T15:00:00.000Z',
    });

    const other = await call('GET', '/api/store/notifications', adminB);
    expect(other.json()).toMatchObject({ items: [], total: 0 });
    expect((await call('GET', '/api/store/notifications?page=2', crewA)).json()).toMatchObject({
      items: [],
      total: 2,
    });
    expect((await call('GET', '/api/store/notifications?page=0', crewA)).statusCode).toBe(400);
  });

  it("the message shows in the client's activity through the clients route", async () => {
    const { client } = await cartClient(ctx.database.db, storeA.store.id);
    await jobsFor(
      ctx.database.db,
      manualClock('2030-03-05T15:00:00Z'),
      outboxChannel(ctx.database.db, silentLog),
    ).runOnce();
    const res = await call('GET', `/api/store/clients/${client.id}/activity`, crewA);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ activity_name: 'Mensaje de carrito abandonado enviado' });
  });
});
