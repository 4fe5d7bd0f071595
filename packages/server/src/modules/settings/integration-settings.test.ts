import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '@mostrador/core';
import { messageOf, type TestContext } from '../../../test/helpers';
import { integrationSettings } from '../../db/schema';
import { INTEGRATIONS_TEXT } from './integration-settings.service';
import { call, createSettingsTestApp, storeWithTeam } from './settings.fixtures';
import { withStoreScope } from '../../db/scope';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSettingsTestApp();
});
afterAll(() => ctx.close());

const PATH = '/store/integration_settings';
const API_KEY = 'ck_4f1e9a0b7c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f';
const SECRET = 'cs_9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a';
const FULL = {
  woo_base_url: 'https://tienda.example.com/',
  woo_api_key: API_KEY,
  woo_secret: SECRET,
  woo_auto_products: true,
  woo_auto_orders: false,
};

const stored = async (storeId: number) =>
  (
    await ctx.database.db.select().from(integrationSettings).where(eq(integrationSettings.store_id, storeId))
  )[0];

describe('GET and POST /api/store/integration_settings', () => {
  it('starts empty', async () => {
    const { owner } = await storeWithTeam(ctx);
    expect((await call(ctx, owner, 'GET', PATH)).json()).toEqual({
      woo_base_url: '',
      woo_api_key: '',
      has_api_key: false,
      woo_secret: '',
      has_secret: false,
      woo_auto_products: false,
      woo_auto_orders: false,
    });
  });

  it('stores key and secret encrypted and only ever answers a mask', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', PATH, FULL);
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(INTEGRATIONS_TEXT.saved);
    const expected = {
      woo_base_url: 'https://tienda.example.com',
      woo_api_key: `••••${API_KEY.slice(-4)}`,
      has_api_key: true,
      woo_secret: `••••${SECRET.slice(-4)}`,
      has_secret: true,
      woo_auto_products: true,
      woo_auto_orders: false,
    };
    expect(res.json().settings).toEqual(expected);
    const get = await call(ctx, owner, 'GET', PATH);
    expect(get.json()).toEqual(expected);
    for (const body of [res.body, get.body]) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(API_KEY);
      expect(body).not.toContain(SECRET.slice(0, 12));
    }
    const row = await stored(store.id);
    expect(row?.woo_secret_enc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(SECRET);
    expect(JSON.stringify(row)).not.toContain(API_KEY);
    expect(
      await withStoreScope(store.id, () => ctx.app.services.settings.integrations.wooCredentials(store.id)),
    ).toEqual({
      base_url: 'https://tienda.example.com',
      api_key: API_KEY,
      secret: SECRET,
      auto_products: true,
      auto_orders: false,
    });
  });

  it.each([
    ['left out', {}],
    ['empty', { woo_secret: '', woo_api_key: '' }],
    [
      'sent back as its mask',
      { woo_secret: `••••${SECRET.slice(-4)}`, woo_api_key: `••••${API_KEY.slice(-4)}` },
    ],
  ])('keeps the saved secret when it is %s', async (_case, credentials) => {
    const { owner, store } = await storeWithTeam(ctx);
    await call(ctx, owner, 'POST', PATH, FULL);
    const res = await call(ctx, owner, 'POST', PATH, { ...credentials, woo_auto_orders: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ has_secret: true, has_api_key: true, woo_auto_orders: true });
    const credentialsNow = await withStoreScope(store.id, () =>
      ctx.app.services.settings.integrations.wooCredentials(store.id),
    );
    expect(credentialsNow).toMatchObject({ api_key: API_KEY, secret: SECRET, auto_orders: true });
  });

  it('replaces the secret with a new value and removes it with null', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    await call(ctx, owner, 'POST', PATH, FULL);
    const replaced = await call(ctx, owner, 'POST', PATH, { woo_secret: 'cs_otro_secreto_9999' });
    expect(replaced.json().settings.woo_secret).toBe('••••9999');
    expect(
      (await withStoreScope(store.id, () => ctx.app.services.settings.integrations.wooCredentials(store.id)))
        ?.secret,
    ).toBe('cs_otro_secreto_9999');
    const removed = await call(ctx, owner, 'POST', PATH, {
      woo_secret: null,
      woo_auto_products: false,
      woo_auto_orders: false,
    });
    expect(removed.json().settings).toMatchObject({ woo_secret: '', has_secret: false, has_api_key: true });
    expect(
      await withStoreScope(store.id, () => ctx.app.services.settings.integrations.wooCredentials(store.id)),
    ).toBeUndefined();
  });

  it.each([
    [{ woo_base_url: 'tienda.example.com' }, TEXT.urlInvalid],
    [{ woo_auto_products: true }, TEXT.wooAutoNeedsCredentials],
    [
      { woo_base_url: 'https://t.example.com', woo_api_key: 'ck_1', woo_auto_orders: true },
      TEXT.wooAutoNeedsCredentials,
    ],
    [{ woo_auto_orders: 'si' }, 'El campo importacion automatica de pedidos no es valido'],
  ])('refuses %j with its message', async (payload, message) => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', PATH, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('is for the store admin only', async () => {
    const { owner, crew } = await storeWithTeam(ctx);
    await call(ctx, owner, 'POST', PATH, FULL);
    const res = await call(ctx, crew, 'GET', PATH);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(SECRET.slice(-4));
    expect((await call(ctx, crew, 'POST', PATH, { woo_secret: 'x' })).statusCode).toBe(403);
  });

  it('never shows or uses another store’s connection', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    await call(ctx, a.owner, 'POST', PATH, FULL);
    const theirs = await call(ctx, b.owner, 'GET', PATH);
    expect(theirs.json()).toMatchObject({ woo_base_url: '', has_secret: false });
    // A sealed secret copied into another store's row does not open there.
    const aRow = await stored(a.store.id);
    await call(ctx, b.owner, 'POST', PATH, { woo_base_url: 'https://b.example.com' });
    await ctx.database.db
      .update(integrationSettings)
      .set({ woo_api_key_enc: aRow!.woo_api_key_enc, woo_secret_enc: aRow!.woo_secret_enc })
      .where(eq(integrationSettings.store_id, b.store.id));
    expect(
      await withStoreScope(b.store.id, () =>
        ctx.app.services.settings.integrations.wooCredentials(b.store.id),
      ),
    ).toBeUndefined();
    const copied = (await call(ctx, b.owner, 'GET', PATH)).json();
    expect(copied).toMatchObject({ woo_secret: '••••', has_secret: true });
  });
});
