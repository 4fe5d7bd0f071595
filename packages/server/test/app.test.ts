import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, messageOf, type TestContext } from './helpers';
import { loadConfig } from '../src/config';
import { bootstrapAdmin } from '../src/seed/bootstrap-admin';
import { DEMO, seedDemo } from '../src/seed/demo';
import { login } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  // A route that fails unexpectedly, to prove 500s hide their details.
  ctx = await createTestApp({ BODY_LIMIT_BYTES: 2048 }, (app) =>
    app.get('/api/__boom', () => {
      throw new Error('secreto interno: password=123');
    }),
  );
});
afterAll(() => ctx.close());

describe('app', () => {
  it('answers health with the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: '3.70' });
  });

  it('serves the OpenAPI document with the spec paths', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user/login',
        '/api/store/register',
        '/api/store/users/',
        '/api/store/{storeId}',
      ]),
    );
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown api paths, bad JSON and large bodies with a Spanish message', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('Recurso no encontrado');
    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(messageOf(badJson)).toBe('Los datos enviados no son validos');
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(5000) },
    });
    expect(big.statusCode).toBe(413);
    expect(messageOf(big)).toBe('El contenido enviado es demasiado grande');
  });

  it('answers text the database refuses (a NUL character) with a 400, not a 500', async () => {
    const { createStore, login: logIn, bearer } = await import('./helpers');
    const { admin } = await createStore(ctx.database);
    const { jwt_token } = await logIn(ctx.app, admin.email, admin.password);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/users/',
      headers: bearer(jwt_token),
      payload: { email: 'nul@test.local', password: 'abc12345', name: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('Los datos enviados no son validos');
  });

  it('hides unexpected errors behind a generic message with a reference', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(messageOf(res)).toMatch(
      /^Ocurrio un error inesperado, por favor intentelo de nuevo\. Referencia: [0-9a-f]{8}$/,
    );
    expect(res.body).not.toContain('secreto');
  });
});

describe('configuration', () => {
  it('reads defaults and refuses bad values with a clear message', () => {
    expect(loadConfig({}).PORT).toBe(3000);
    expect(() => loadConfig({ PORT: 'tres mil' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: debe comenzar con postgres/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'corto' })).toThrow(/JWT_SECRET/);
  });
});

describe('bootstrap and seed', () => {
  it('creates the platform admin once with a generated password, or from the settings', async () => {
    const first = await bootstrapAdmin(ctx.database.db);
    expect(first.generatedPassword).toMatch(/^(?=.*\d)(?=.*[a-zA-Z])[a-zA-Z0-9]{8}$/);
    const session = await login(ctx.app, first.email, first.generatedPassword!);
    expect(session).toMatchObject({ is_admin: true, store: null });
    const second = await bootstrapAdmin(ctx.database.db);
    expect(second.generatedPassword).toBeUndefined();
    const configured = await bootstrapAdmin(ctx.database.db, 'jefa@mostrador.local', 'jefa1234');
    expect(configured.email).toBe('jefa@mostrador.local');
    await login(ctx.app, 'jefa@mostrador.local', 'jefa1234');
  });

  it('seeds #demo once with its admin and crew users', async () => {
    expect(await seedDemo(ctx.database.db)).toBe(true);
    expect(await seedDemo(ctx.database.db)).toBe(false);
    const owner = await login(ctx.app, DEMO.admin.email, DEMO.admin.password);
    expect(owner).toMatchObject({ store_role: 'admin', store: { hashtag: '#demo' } });
    const crew = await login(ctx.app, DEMO.crew.email, DEMO.crew.password);
    expect(crew).toMatchObject({ store_role: 'crew' });
    expect(z.string().parse(crew.jwt_token)).not.toBe('');
  });
});
