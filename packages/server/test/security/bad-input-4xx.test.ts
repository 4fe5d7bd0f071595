import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS } from '@mostrador/core';
import { createTestApp, createUser, messageOf, type TestContext } from '../helpers';
import { multipart, storeWithToken } from '../../src/modules/imports/imports.fixtures';
import { loginHeaders } from './tenant-seed';
import { looksSpanish } from './fuzz-support';

/*
 * Issue 18 item 3: input the validation let through and the database (or the multipart reader)
 * refused answered 500. Each case here answered 5xx before the fix.
 */
let ctx: TestContext;
let store: Awaited<ReturnType<typeof storeWithToken>>;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  store = await storeWithToken(ctx.app, ctx.database);
  const platformAdmin = await createUser(ctx.database, { is_admin: true });
  admin = await loginHeaders(ctx.app, platformAdmin.email, platformAdmin.password);
});
afterAll(() => ctx?.close());

function expectSpanish4xx(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  const message = (JSON.parse(res.body) as { message?: unknown }).message;
  expect(looksSpanish(message), `${label}: ${res.body}`).toBe(true);
}

describe('time zones Node knows and PostgreSQL does not', () => {
  // 'US/Pacific-New' left tzdata in 2020; ICU (Node) still accepts it.
  const zone = 'US/Pacific-New';

  it.each(['/api/store/reports', '/api/store/dashboard', '/api/store/clients', '/api/store/orders'])(
    '%s?tz=US/Pacific-New answers a Spanish 400',
    async (url) => {
      const res = await ctx.app.inject({ url: `${url}?tz=${zone}`, headers: store.headers });
      expectSpanish4xx(res, url);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toMatch(/zona horaria/);
    },
  );

  it('is refused by the notification settings, which would store it for the message scheduler', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/store/notifications/settings',
      headers: store.headers,
      payload: { time_zone: zone },
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toMatch(/zona horaria/);
    const saved = await ctx.app.inject({ url: '/api/store/notifications/settings', headers: store.headers });
    expect((saved.json() as { time_zone: string }).time_zone).not.toBe(zone);
  });

  it('still takes real zones, aliases browsers send included', async () => {
    for (const tz of ['America/Argentina/Buenos_Aires', 'America/Buenos_Aires', 'UTC', 'America/Sao_Paulo']) {
      const res = await ctx.app.inject({ url: `/api/store/dashboard?tz=${tz}`, headers: store.headers });
      expect(res.statusCode, tz).toBe(200);
    }
  });
});

describe('dates outside what the database stores', () => {
  it.each(['-271821-04-20', '275760-09-13', '0000-01-01', 'manana'])(
    'GET /admin/logs?from=%s answers a Spanish 400',
    async (from) => {
      const res = await ctx.app.inject({ url: `/api/admin/logs?from=${from}`, headers: admin });
      expectSpanish4xx(res, from);
      expect(messageOf(res)).toMatch(/fecha/);
    },
  );

  it('takes a real range', async () => {
    const res = await ctx.app.inject({
      url: '/api/admin/logs?from=2026-01-01&to=2026-12-31',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('broken multipart uploads on every upload route', () => {
  const routes = () => [
    ...IMPORT_KINDS.map((kind) => ({ url: `/api/store/${kind}`, headers: store.headers })),
    { url: `/api/admin/stores/${store.store.id}/products_import_file`, headers: admin },
  ];

  it('answers a form without a boundary with a Spanish 400', async () => {
    for (const route of routes()) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...route.headers, 'content-type': 'multipart/form-data' },
        payload: 'id;nombre\n1;Yerba\n',
      });
      expectSpanish4xx(res, `${route.url} sin boundary`);
    }
  });

  it('answers a body cut short with a Spanish 400', async () => {
    for (const route of routes()) {
      const body = multipart('productos.csv', 'id;nombre;precio\n1;Yerba;10\n'.repeat(50));
      const res = await ctx.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...route.headers, ...body.headers },
        payload: body.payload.subarray(0, body.payload.length - 200),
      });
      expectSpanish4xx(res, `${route.url} cortado`);
    }
  });

  it('answers a body with a broken part header with a Spanish 400', async () => {
    for (const route of routes()) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...route.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n',
      });
      expectSpanish4xx(res, `${route.url} encabezado roto`);
    }
  });
});

describe('the error handler as a safety net', () => {
  it('answers any PostgreSQL data exception (class 22) as a Spanish 400, other database errors as 500', async () => {
    const extra = await createTestApp({}, (app) => {
      app.get('/api/probe/:code', async (request) => {
        const { code } = request.params as { code: string };
        // Drizzle wraps the driver's error: the code sits on the cause.
        throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) });
      });
    });
    try {
      for (const code of ['22023', '22P02', '22012', '2201B']) {
        const res = await extra.app.inject({ url: `/api/probe/${code}` });
        expect(res.statusCode, code).toBe(400);
        expect(looksSpanish(messageOf(res))).toBe(true);
      }
      // A real bug (an undefined column) stays a 500 with a reference, never passed off as bad input.
      const bug = await extra.app.inject({ url: '/api/probe/42703' });
      expect(bug.statusCode).toBe(500);
      expect(messageOf(bug)).toMatch(/Referencia/);
    } finally {
      await extra.close();
    }
  });
});

describe('a NUL character in an export filter', () => {
  // The exports stream their rows: a query failing after the headers cut the download (no answer).
  it.each([
    '/api/store/products/export?name=a%00b',
    '/api/store/clients/export?email=%00',
    '/api/store/orders/export?client=%00',
  ])('%s answers a whole file', async (url) => {
    const res = await ctx.app.inject({ url, headers: store.headers });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(100);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('addresses Fastify refuses before any route', () => {
  it('answers a path part past the router limit and a broken percent-encoding in Spanish', async () => {
    const long = await ctx.app.inject({ method: 'PUT', url: `/api/client/order/${'x'.repeat(150)}/items/1` });
    expect(long.statusCode).toBe(414);
    expect(messageOf(long)).toBe('La direccion pedida es demasiado larga');
    const broken = await ctx.app.inject({ url: '/api/store/orders/%E0%A4%A', headers: store.headers });
    expect(broken.statusCode).toBe(400);
    expect(looksSpanish(messageOf(broken))).toBe(true);
  });
});
