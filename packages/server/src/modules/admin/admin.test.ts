import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@mostrador/core';
import {
  bearer,
  createStore,
  createTestApp,
  createUser,
  login,
  messageOf,
  type TestContext,
} from '../../../test/helpers';
import { recordStoreEvent } from '../logs/store-logs';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx.database, { is_admin: true });
  adminToken = (await login(ctx.app, admin.email, admin.password)).jwt_token;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('admin routes refuse everyone but the platform administrator', () => {
  it.each([
    ['GET', '/api/admin/stores/'],
    ['POST', '/api/admin/stores/1/enable'],
    ['POST', '/api/admin/stores/1/disable'],
    ['POST', '/api/admin/stores/1'],
    ['GET', '/api/admin/logs'],
    ['GET', '/api/admin/data_imports'],
  ] as const)('%s %s', async (method, url) => {
    const owner = await createStore(ctx.database);
    const ownerToken = (await login(ctx.app, owner.admin.email, owner.admin.password)).jwt_token;
    const crew = await createUser(ctx.database, { store_id: owner.store.id, store_role: 'crew' });
    const crewToken = (await login(ctx.app, crew.email, crew.password)).jwt_token;
    for (const token of [ownerToken, crewToken]) {
      const res = await call(method, url, token, method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('hashtag');
    }
    expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('stores table', () => {
  it('lists stores with every column, searches and pages', async () => {
    const { store, admin } = await createStore(ctx.database, { name: 'Verdulería Única', tax_code: '30-1' });
    const res = await call(
      'GET',
      `/api/admin/stores/?q=${encodeURIComponent('verduleria unica')}`,
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: store.id,
      name: 'Verdulería Única',
      hashtag: store.hashtag,
      user_email: admin.email,
      enabled: true,
      csv_status: 'none',
      tax_code: '30-1',
      notif_batch: 50,
      report_general: null,
    });
    const sorted = await call('GET', '/api/admin/stores/?sort=hashtag&order=asc&page_size=2', adminToken);
    expect(sorted.json().items).toHaveLength(2);
    const names = sorted.json().items.map((i: { hashtag: string }) => i.hashtag);
    expect([...names].sort()).toEqual(names);
  });

  it('disables a store: its users are refused at their next call, then enables it again', async () => {
    const { store, admin } = await createStore(ctx.database);
    const ownerToken = (await login(ctx.app, admin.email, admin.password)).jwt_token;
    const off = await call('POST', `/api/admin/stores/${store.id}/disable`, adminToken);
    expect(off.statusCode).toBe(200);
    expect(messageOf(off)).toBe(`Cuenta ${store.hashtag} desactivada`);
    const refused = await call('GET', '/api/store/users/', ownerToken);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toContain('El usuario esta inactivo');
    const on = await call('POST', `/api/admin/stores/${store.id}/enable`, adminToken);
    expect(messageOf(on)).toBe(`Cuenta ${store.hashtag} activada`);
    expect((await call('GET', '/api/store/users/', ownerToken)).statusCode).toBe(200);
  });

  it('updates the WhatsApp number, report urls, business fields and plan', async () => {
    const { store, admin } = await createStore(ctx.database);
    const res = await call('POST', `/api/admin/stores/${store.id}`, adminToken, {
      exclusive_whatsapp: '5491155550000',
      report_slim: 'https://informes.example/slim',
      report_general: 'https://informes.example/general',
      city: 'Córdoba',
      notification_plan: {
        notif_cart: true,
        notif_amount: 1000,
        notif_left: 1000,
        notif_batch: 20,
        notif_value: 1.5,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({
      exclusive_whatsapp: '5491155550000',
      report_general: 'https://informes.example/general',
      city: 'Córdoba',
      notif_cart: true,
      notif_left: 1000,
      notif_batch: 20,
    });
    const session = await login(ctx.app, admin.email, admin.password);
    expect(session.store).toMatchObject({ urls: { report_general: 'https://informes.example/general' } });
  });

  it.each([
    [{ report_general: 'http://inseguro.example' }, ADMIN_MSG.urlInvalid],
    [{ exclusive_whatsapp: 'llamame' }, ADMIN_MSG.whatsappInvalid],
    [{ notification_plan: { notif_left: -1 } }, ADMIN_MSG.planNumber],
    [{ notification_plan: { notif_batch: 0 } }, ADMIN_MSG.batch],
    [{ tax_code: '' }, 'Por favor ingrese identificacion fiscal'],
  ])('validates %o', async (payload, message) => {
    const { store } = await createStore(ctx.database);
    const res = await call('POST', `/api/admin/stores/${store.id}`, adminToken, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('answers 404 for a store that does not exist', async () => {
    expect((await call('POST', '/api/admin/stores/999999/enable', adminToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/logs?store_id=999999', adminToken)).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('exports one store’s logs as a zip with JSON and CSV, formulas neutralised', async () => {
    const { store } = await createStore(ctx.database);
    const other = await createStore(ctx.database);
    await recordStoreEvent(ctx.database.db, {
      storeId: store.id,
      event: 'settings',
      message: '=HYPERLINK("http://x")',
    });
    await recordStoreEvent(ctx.database.db, {
      storeId: other.store.id,
      event: 'settings',
      message: 'de otra tienda',
    });
    const res = await call('GET', `/api/admin/logs?store_id=${store.id}`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = JSON.parse(strFromU8(files[`logs-tienda-${store.id}.json`]!));
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ store_id: store.id, event: 'settings' });
    const csv = strFromU8(files[`logs-tienda-${store.id}.csv`]!);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).not.toContain('de otra tienda');
  });

  it('records the store toggle in the store’s log', async () => {
    const { store } = await createStore(ctx.database);
    await call('POST', `/api/admin/stores/${store.id}/disable`, adminToken);
    const res = await call('GET', `/api/admin/logs?store_id=${store.id}`, adminToken);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = JSON.parse(strFromU8(files[`logs-tienda-${store.id}.json`]!));
    expect(json.map((l: { event: string }) => l.event)).toContain('store_disabled');
  });
});
