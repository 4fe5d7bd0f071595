import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@mostrador/core';
import { passwordRecoveries, stores, users } from '../../db/schema';
import {
  bearer,
  createStore,
  createTestApp,
  createUser,
  lastMailTo,
  login,
  messageOf,
  solvedCaptcha,
  unique,
  type TestContext,
} from '../../../test/helpers';
import { AUTH_TEXT } from './auth.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '10.1.0.1',
) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

describe('POST /api/user/login', () => {
  it('answers the user session of section 3 with a working jwt_token', async () => {
    const { store, admin } = await createStore(ctx.database);
    const res = await post('/api/user/login', { email: admin.email.toUpperCase(), password: admin.password });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({
      user: { id: admin.id, email: admin.email },
      is_admin: false,
      userType: 'store',
      store: { id: store.id, hashtag: store.hashtag, curr_symbol: '$' },
      store_role: 'admin',
      enabled: true,
      product_list_token: null,
    });
    expect(session.session_id).toMatch(/^dfmessenger-[0-9a-f]{10}$/);
    expect(session.store_public_data.color_set.chat_background).toBe('#e5ddd5');
    const users = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/users/',
      headers: bearer(session.jwt_token),
    });
    expect(users.statusCode).toBe(200);
  });

  it.each([
    ['wrong password', (email: string) => ({ email, password: 'otra1234' })],
    ['unknown email', () => ({ email: `${unique()}@nadie.local`, password: 'clave123' })],
  ])('refuses a %s with the same message', async (_case, payload) => {
    const { admin } = await createStore(ctx.database);
    const res = await post(
      '/api/user/login',
      payload(admin.email),
      {},
      `10.2.${Math.floor(Math.random() * 250)}.1`,
    );
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe(AUTH_TEXT.badCredentials);
  });

  it.each([
    [{ password: 'x' }, MSG.loginEmailRequired],
    [{ email: '', password: 'x' }, MSG.loginEmailRequired],
    [{ email: 'a@b.co' }, MSG.passwordRequired],
    [{ email: 'a@b.co', password: '' }, MSG.passwordRequired],
  ])('validates %o with the spec message', async (payload, message) => {
    const res = await post('/api/user/login', payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('gives the inactivity message to a disabled user and to a user of a disabled store', async () => {
    const { store, admin } = await createStore(ctx.database);
    await ctx.database.db.update(stores).set({ enabled: false }).where(eq(stores.id, store.id));
    const res = await post('/api/user/login', { email: admin.email, password: admin.password });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(
      'El usuario esta inactivo, por favor envie un mail a soporte@mostrador.local para solicitar la activacion de su cuenta.',
    );
    const user = await createUser(ctx.database, { enabled: false });
    const res2 = await post('/api/user/login', { email: user.email, password: user.password });
    expect(res2.statusCode).toBe(403);
  });

  it('refuses a valid token once the store is disabled', async () => {
    const { store, admin } = await createStore(ctx.database);
    const { jwt_token } = await login(ctx.app, admin.email, admin.password);
    await ctx.database.db.update(stores).set({ enabled: false }).where(eq(stores.id, store.id));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/store/users/', headers: bearer(jwt_token) });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toContain('El usuario esta inactivo');
  });

  it('limits failures per account and address, then refuses the right password from that address only', async () => {
    const { admin } = await createStore(ctx.database);
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/user/login', { email: admin.email, password: 'mala1234' }, {}, '10.3.0.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/user/login',
      { email: admin.email, password: admin.password },
      {},
      '10.3.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toBe(AUTH_TEXT.tooManyLogins);
    // ADR 0009: the failing address does not lock the owner out of another one.
    const other = await post(
      '/api/user/login',
      { email: admin.email, password: admin.password },
      {},
      '10.3.1.1',
    );
    expect(other.statusCode).toBe(200);
  });

  it('limits attempts per address', async () => {
    const ip = '10.4.0.1';
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      const res = await post(
        '/api/user/login',
        { email: `${unique()}@x.local`, password: 'mala1234' },
        {},
        ip,
      );
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('refuses forged, expired-looking and missing tokens with the session message', async () => {
    for (const headers of [{}, bearer('abc.def.ghi'), { authorization: 'Basic eDp5' }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/store/users/', headers });
      expect(res.statusCode).toBe(401);
      expect(messageOf(res)).toBe('Error en sesion, por favor ingrese sus credenciales.');
    }
  });
});

describe('POST /api/store/register', () => {
  const registration = async (overrides: Record<string, unknown> = {}) => ({
    hashtag: `#${unique('reg')}`,
    name: 'Verdulería Norte',
    prefered_language: 'es',
    user: { email: `${unique('reg')}@test.local`, password: 'clave123' },
    altcha: await solvedCaptcha(ctx.app),
    ...overrides,
  });

  it('creates the store and its admin, who can then log in', async () => {
    const payload = await registration();
    const res = await post('/api/store/register', payload);
    expect(res.statusCode).toBe(201);
    expect(messageOf(res)).toBe('Usuario registrado exitosamente');
    const session = await login(ctx.app, payload.user.email, 'clave123');
    expect(session.store).toMatchObject({ hashtag: payload.hashtag });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, payload.user.email));
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(user!.store_role).toBe('admin');
  });

  it('refuses a taken hashtag (any case) and a taken email', async () => {
    const first = await registration();
    expect((await post('/api/store/register', first)).statusCode).toBe(201);
    const sameTag = await registration({ hashtag: first.hashtag.toUpperCase() });
    const res = await post('/api/store/register', sameTag);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(AUTH_TEXT.hashtagTaken);
    const sameEmail = await registration({ user: { email: first.user.email, password: 'clave123' } });
    const res2 = await post('/api/store/register', sameEmail);
    expect(res2.statusCode).toBe(409);
    expect(messageOf(res2)).toBe(AUTH_TEXT.emailTaken);
  });

  it('refuses a bad, missing or replayed captcha', async () => {
    const bad = await registration({
      altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expect(messageOf(await post('/api/store/register', bad))).toBe(AUTH_TEXT.captchaInvalid);
    const missing = await registration({ altcha: '' });
    expect(messageOf(await post('/api/store/register', missing))).toBe(MSG.captchaRequired);
    const good = await registration();
    expect((await post('/api/store/register', good)).statusCode).toBe(201);
    const replay = await registration({ altcha: good.altcha });
    const res = await post('/api/store/register', replay);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(AUTH_TEXT.captchaInvalid);
  });

  it.each([
    [{ hashtag: 'sinnumeral' }, MSG.hashtagInvalid],
    [{ hashtag: '#con espacio' }, MSG.hashtagInvalid],
    [{ name: '' }, MSG.companyNameRequired],
    [{ user: { email: 'no-es-email', password: 'clave123' } }, MSG.emailInvalid],
    [{ user: { email: 'a@b.co', password: 'corta' } }, MSG.passwordTooShort],
    [{ user: { email: 'a@b.co', password: 'solotexto' } }, MSG.passwordNeedsDigitAndLetter],
    [{ user: { email: 'a@b.co', password: 'clave 123' } }, MSG.passwordInvalidChar],
  ])('validates %o', async (override, message) => {
    const res = await post('/api/store/register', { ...(await registration()), ...override });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });
});

describe('password change and recovery', () => {
  it('changes the password and revokes the tokens issued before', async () => {
    const { admin } = await createStore(ctx.database);
    const { jwt_token: oldToken } = await login(ctx.app, admin.email, admin.password);
    const wrong = await post(
      '/api/user/changepassword',
      { old_password: 'nada1234', new_password: 'nueva123' },
      bearer(oldToken),
    );
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe(MSG.currentPasswordRequired);
    const res = await post(
      '/api/user/changepassword',
      { old_password: admin.password, new_password: 'nueva123' },
      bearer(oldToken),
    );
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe('Contraseña actualizada correctamente');
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/users/',
      headers: bearer(oldToken),
    });
    expect(stale.statusCode).toBe(401);
    const fresh = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/users/',
      headers: bearer(res.json().session.jwt_token),
    });
    expect(fresh.statusCode).toBe(200);
    await login(ctx.app, admin.email, 'nueva123');
  });

  it('validates the change form', async () => {
    const { admin } = await createStore(ctx.database);
    const { jwt_token } = await login(ctx.app, admin.email, admin.password);
    const res = await post(
      '/api/user/changepassword',
      { old_password: '', new_password: 'nueva123' },
      bearer(jwt_token),
    );
    expect(messageOf(res)).toBe(MSG.currentPasswordRequired);
    const res2 = await post(
      '/api/user/changepassword',
      { old_password: 'x', new_password: '' },
      bearer(jwt_token),
    );
    expect(messageOf(res2)).toBe(MSG.newPasswordRequired);
  });

  const codeFrom = async (email: string) => {
    await ctx.app.services.auth.recoveriesSent();
    const mail = await lastMailTo(ctx.database, email);
    return /(\d{8})/.exec(mail!.body)![1]!;
  };

  it('answers the same for a known and an unknown email, and mails a code only to the known one', async () => {
    const { admin } = await createStore(ctx.database);
    const known = await post('/api/user/startpasswordrecover', {
      username: admin.email,
      altcha: await solvedCaptcha(ctx.app),
    });
    const unknownEmail = `${unique()}@nadie.local`;
    const unknown = await post('/api/user/startpasswordrecover', {
      username: unknownEmail,
      altcha: await solvedCaptcha(ctx.app),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(messageOf(known)).toBe(AUTH_TEXT.recoverySent);
    await ctx.app.services.auth.recoveriesSent();
    expect(await lastMailTo(ctx.database, admin.email)).toBeDefined();
    expect(await lastMailTo(ctx.database, unknownEmail)).toBeUndefined();
  });

  it('recovers with the mailed code once; a reused code is refused; old tokens are revoked', async () => {
    const { admin } = await createStore(ctx.database);
    const { jwt_token } = await login(ctx.app, admin.email, admin.password);
    await post('/api/user/startpasswordrecover', {
      username: admin.email,
      altcha: await solvedCaptcha(ctx.app),
    });
    const code = await codeFrom(admin.email);
    const ok = await post('/api/user/passwordrecover', {
      username: admin.email,
      token: code,
      password: 'recupero1',
    });
    expect(ok.statusCode).toBe(200);
    await login(ctx.app, admin.email, 'recupero1');
    const reused = await post('/api/user/passwordrecover', {
      username: admin.email,
      token: code,
      password: 'otravez12',
    });
    expect(reused.statusCode).toBe(400);
    expect(messageOf(reused)).toBe(AUTH_TEXT.recoveryInvalid);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/users/',
      headers: bearer(jwt_token),
    });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const { admin } = await createStore(ctx.database);
    await post('/api/user/startpasswordrecover', {
      username: admin.email,
      altcha: await solvedCaptcha(ctx.app),
    });
    const code = await codeFrom(admin.email);
    await ctx.database.db
      .update(passwordRecoveries)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordRecoveries.user_id, admin.id));
    const res = await post('/api/user/passwordrecover', {
      username: admin.email,
      token: code,
      password: 'recupero1',
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(AUTH_TEXT.recoveryInvalid);
  });

  it('voids a code after five wrong tries', async () => {
    const { admin } = await createStore(ctx.database);
    await post('/api/user/startpasswordrecover', {
      username: admin.email,
      altcha: await solvedCaptcha(ctx.app),
    });
    const code = await codeFrom(admin.email);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i += 1) {
      await post('/api/user/passwordrecover', { username: admin.email, token: wrong, password: 'recupero1' });
    }
    const res = await post('/api/user/passwordrecover', {
      username: admin.email,
      token: code,
      password: 'recupero1',
    });
    expect(res.statusCode).toBe(400);
  });

  it('validates the recovery payload', async () => {
    const res = await post('/api/user/passwordrecover', {
      username: 'a@b.co',
      token: '',
      password: 'recupero1',
    });
    expect(messageOf(res)).toBe(MSG.recoveryCodeRequired);
    const res2 = await post('/api/user/startpasswordrecover', { username: 'a@b.co' });
    expect(messageOf(res2)).toBe(MSG.captchaRequired);
  });
});
