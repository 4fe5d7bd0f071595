import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@mostrador/core';
import {
  bearer,
  createStore,
  createTestApp,
  createUser,
  login,
  messageOf,
  type TestContext,
} from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const update = (storeId: number, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/store/${storeId}`, headers: bearer(token), payload });

describe('POST /api/store/{storeId}', () => {
  it('lets the store admin save business data, switches and wizard flags', async () => {
    const { store, admin } = await createStore(ctx.database);
    const { jwt_token } = await login(ctx.app, admin.email, admin.password);
    const res = await update(store.id, jwt_token, {
      tax_code: '30-1234',
      city: 'Rosario',
      curr_symbol: 'US$',
      notifications: true,
      social_networks: { instagram: 'mitienda', flags: { store: true, storeTS: '2026-11-21T10:00:00Z' } },
      dialog_messages: { dialog_init: 'Hola' },
    });
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe('Datos del negocio guardados');
    const saved = res.json().store;
    expect(saved).toMatchObject({
      tax_code: '30-1234',
      city: 'Rosario',
      curr_symbol: 'US$',
      notifications_enabled: true,
      social_networks: { instagram: 'mitienda', flags: { store: true } },
      dialog_messages: { dialog_init: 'Hola' },
    });
    // A later partial save keeps what was there.
    const res2 = await update(store.id, jwt_token, { social_networks: { flags: { crew: true } } });
    expect(res2.json().store.social_networks).toMatchObject({
      instagram: 'mitienda',
      flags: { store: true, crew: true },
    });
  });

  it('keeps delivery or takeaway on: turning both off forces the other on', async () => {
    const { store, admin } = await createStore(ctx.database);
    const { jwt_token } = await login(ctx.app, admin.email, admin.password);
    await update(store.id, jwt_token, { takeaway_enabled: false });
    const res = await update(store.id, jwt_token, { delivery_enabled: false });
    expect(res.json().store).toMatchObject({ delivery_enabled: false, takeaway_enabled: true });
  });

  it.each([
    [{ tax_code: '' }, MSG.taxCodeRequired],
    [{ curr_symbol: 'EURO' }, MSG.currencySymbol],
    [{ email: 'no-email' }, MSG.emailInvalid],
    [{ phone: 'llamame' }, MSG.phoneInvalid],
    [{ enabled: false }, 'El campo habilitado no corresponde a estos datos'],
  ])('validates %o', async (payload, message) => {
    const { store, admin } = await createStore(ctx.database);
    const { jwt_token } = await login(ctx.app, admin.email, admin.password);
    const res = await update(store.id, jwt_token, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('refuses a store user changing another store, and a crew member changing their own', async () => {
    const mine = await createStore(ctx.database);
    const other = await createStore(ctx.database);
    const { jwt_token } = await login(ctx.app, mine.admin.email, mine.admin.password);
    const res = await update(other.store.id, jwt_token, { city: 'Hackeada' });
    expect(res.statusCode).toBe(403);
    const crew = await createUser(ctx.database, { store_id: mine.store.id, store_role: 'crew' });
    const crewToken = (await login(ctx.app, crew.email, crew.password)).jwt_token;
    expect((await update(mine.store.id, crewToken, { city: 'X' })).statusCode).toBe(403);
    const otherAfter = await login(ctx.app, other.admin.email, other.admin.password);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/me',
      headers: bearer(otherAfter.jwt_token),
    });
    expect(me.json().city).toBeNull();
  });

  it('refuses the platform administrator, who has no store', async () => {
    const admin = await createUser(ctx.database, { is_admin: true });
    const { jwt_token } = await login(ctx.app, admin.email, admin.password);
    const { store } = await createStore(ctx.database);
    expect((await update(store.id, jwt_token, { city: 'X' })).statusCode).toBe(403);
  });
});
