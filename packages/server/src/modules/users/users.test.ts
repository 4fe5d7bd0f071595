import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@mostrador/core';
import {
  bearer,
  createStore,
  createTestApp,
  createUser,
  login,
  messageOf,
  unique,
  type TestContext,
} from '../../../test/helpers';
import { USERS_TEXT } from './users.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function ownerToken() {
  const fixture = await createStore(ctx.database);
  const { jwt_token } = await login(ctx.app, fixture.admin.email, fixture.admin.password);
  return { ...fixture, token: jwt_token };
}

describe('store users', () => {
  it('lists, adds and deletes the team of the caller’s store', async () => {
    const { admin, token } = await ownerToken();
    const email = `${unique('crew')}@test.local`;
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/users/',
      headers: bearer(token),
      payload: { email, password: 'abc12345' },
    });
    expect(added.statusCode).toBe(201);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/store/users/', headers: bearer(token) });
    expect(list.json()).toEqual([
      { id: admin.id, name: null, email: admin.email, role: 'admin' },
      { id: added.json().user.id, name: null, email, role: 'crew' },
    ]);
    await login(ctx.app, email, 'abc12345');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/store/users/${added.json().user.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/store/users/', headers: bearer(token) })).json(),
    ).toHaveLength(1);
  });

  it('refuses deleting the store’s admin user, even by themselves', async () => {
    const { admin, token } = await ownerToken();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/store/users/${admin.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(USERS_TEXT.adminNotDeletable);
  });

  it('never reads or deletes another store’s users', async () => {
    const mine = await ownerToken();
    const other = await createStore(ctx.database);
    const crew = await createUser(ctx.database, { store_id: other.store.id, store_role: 'crew' });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/store/users/${crew.id}`,
      headers: bearer(mine.token),
    });
    expect(res.statusCode).toBe(404);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/users/',
      headers: bearer(mine.token),
    });
    expect(list.json().map((u: { email: string }) => u.email)).not.toContain(crew.email);
    await login(ctx.app, crew.email, crew.password);
  });

  it('keeps team management for the store admin', async () => {
    const { store } = await ownerToken();
    const crew = await createUser(ctx.database, { store_id: store.id, store_role: 'crew' });
    const { jwt_token } = await login(ctx.app, crew.email, crew.password);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/users/',
      headers: bearer(jwt_token),
      payload: { email: 'x@y.co', password: 'abc12345' },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{ password: 'abc12345' }, MSG.storeUserEmailRequired],
    [{ email: '', password: 'abc12345' }, MSG.storeUserEmailRequired],
    [{ email: 'x@y.co' }, MSG.passwordRequired],
    [{ email: 'x@y.co', password: 'abc' }, MSG.passwordTooShort],
  ])('validates %o', async (payload, message) => {
    const { token } = await ownerToken();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/users/',
      headers: bearer(token),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('refuses an email already in use', async () => {
    const { token } = await ownerToken();
    const other = await createStore(ctx.database);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/users/',
      headers: bearer(token),
      payload: { email: other.admin.email, password: 'abc12345' },
    });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(USERS_TEXT.emailTaken);
  });
});
