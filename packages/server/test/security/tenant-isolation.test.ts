import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataImports } from '../../src/db/schema';
import { createUser } from '../helpers';
import { readableText } from './response-text';
import { buildRouteTableApp, type RouteEntry, type RouteTableApp } from './route-table';
import { TENANT_MATRIX, type MatrixCall } from './tenant-matrix';
import { loginHeaders, seedStore, type SeededStore } from './tenant-seed';

/*
 * The tenant-isolation matrix: built from the server's own route table, so a route added to any
 * module is checked here, and a route without an entry fails with its name.
 */
let t: RouteTableApp;
let a: SeededStore;
let b: SeededStore;
let platformAdmin: Record<string, string>;

/** Store A as its own admin sees it: compared before and after store B's attempts. */
async function snapshotOf(store: SeededStore) {
  const urls = [
    '/api/store/me',
    `/api/store/orders/${store.orderId}`,
    `/api/store/clients/${store.clientId}`,
    `/api/store/products/byfield/&&&${store.productOriginalId}&&1`,
    `/api/store/data_imports/${store.importId}`,
    '/api/store/users/',
    '/api/store/payment_methods/',
    '/api/store/faqs',
    '/api/store/faqs_unmanaged',
    '/api/store/standard_faqs/',
    '/api/store/promos/',
    '/api/store/refcodes/',
    '/api/store/theme',
    '/api/store/integration_settings',
  ];
  const bodies: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await t.app.inject({ method: 'GET', url, headers: store.admin.headers });
    expect(res.statusCode, url).toBe(200);
    bodies[url] = res.json();
  }
  return bodies;
}

async function send(route: RouteEntry, call: MatrixCall, headers: Record<string, string>) {
  const payload = call.payload;
  return t.app.inject({
    method: (call.method ?? route.method) as 'GET',
    url: call.url,
    headers: { ...headers, ...call.headers },
    ...(payload === undefined
      ? {}
      : Buffer.isBuffer(payload)
        ? { payload }
        : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } }),
  });
}

beforeAll(async () => {
  t = await buildRouteTableApp();
  a = await seedStore(t.app, t.database);
  b = await seedStore(t.app, t.database);
  const admin = await createUser(t.database, { is_admin: true });
  platformAdmin = await loginHeaders(t.app, admin.email, admin.password);
}, 120_000);
afterAll(() => t?.close());

describe('tenant-isolation matrix', () => {
  it('has an entry for every API route, and none for a route that no longer exists', () => {
    const keys = new Set(t.routes.map((route) => route.key));
    const missing = [...keys].filter((key) => !(key in TENANT_MATRIX));
    const stale = Object.keys(TENANT_MATRIX).filter((key) => !keys.has(key));
    expect(
      missing,
      `Rutas sin entrada en test/security/tenant-matrix.ts o tenant-matrix-customer.ts (agregue una por ruta): ${missing.join(', ')}`,
    ).toEqual([]);
    expect(stale, `Entradas de la matriz sin ruta: ${stale.join(', ')}`).toEqual([]);
    expect(keys.size).toBeGreaterThan(60);
  });

  it('runs every guard onRequest, before the body is read', () => {
    const late = t.routes.filter((route) => route.lateGuard).map((route) => route.key);
    expect(late, `Guardias fuera de onRequest: ${late.join(', ')}`).toEqual([]);
  });

  it('guards each route as its entry says (store, admin, staff, public)', () => {
    const wrong = t.routes.flatMap((route) => {
      const entry = TENANT_MATRIX[route.key];
      if (!entry) return [];
      const fits =
        entry.kind === 'store'
          ? route.guard === 'storeUser' || route.guard === 'storeAdmin'
          : entry.kind === 'admin'
            ? route.guard === 'platformAdmin'
            : entry.kind === 'staff'
              ? route.guard === 'staff'
              : route.guard === null;
      return fits ? [] : [`${route.key} (${entry.kind}, guardia ${route.guard ?? 'ninguna'})`];
    });
    expect(wrong).toEqual([]);
    // The URL names the audience: /api/admin is the platform's, /api/store the stores' (register aside).
    for (const route of t.routes) {
      if (route.url.startsWith('/api/admin/')) expect(route.guard, route.key).toBe('platformAdmin');
    }
  });

  it('refuses every guarded route without a token before parsing its body', async () => {
    const guarded = t.routes.filter((route) => route.guard);
    for (const route of guarded) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        ...(route.method === 'GET'
          ? {}
          : { payload: '{"roto":', headers: { 'content-type': 'application/json' } }),
      });
      expect(res.statusCode, route.key).toBe(401);
      expect(res.json(), route.key).toEqual({
        message: 'Error en sesion, por favor ingrese sus credenciales.',
      });
    }
  });

  it('refuses every store-owner route to the store crew', async () => {
    const ownerOnly = t.routes.filter((route) => route.guard === 'storeAdmin');
    expect(ownerOnly.length).toBeGreaterThan(10);
    for (const route of ownerOnly) {
      const url = route.url.replace(/:[a-zA-Z]+/g, String(b.storeId));
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: b.crew.headers });
      expect(res.statusCode, route.key).toBe(403);
    }
  });

  it('refuses every admin route to anonymous callers, store admins and store crew', async () => {
    for (const route of t.routes) {
      const entry = TENANT_MATRIX[route.key];
      if (entry?.kind !== 'admin') continue;
      const call = entry.call(a);
      for (const [who, headers, status] of [
        ['anonimo', {}, 401],
        ['administrador de tienda', a.admin.headers, 403],
        ['vendedor', a.crew.headers, 403],
        ['administrador de otra tienda', b.admin.headers, 403],
      ] as const) {
        const res = await send(route, call, headers);
        expect(res.statusCode, `${route.key} como ${who}`).toBe(status);
        expect(res.body, `${route.key} como ${who}`).not.toContain(a.marker);
      }
    }
    // The platform administrator does reach them (so the refusals above are the guard's doing).
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stores/', headers: platformAdmin });
    expect(res.statusCode).toBe(200);
  });

  it("gives store B nothing of store A's and changes nothing of store A's", async () => {
    const before = await snapshotOf(a);
    const failures: string[] = [];
    for (const route of t.routes) {
      const entry = TENANT_MATRIX[route.key];
      if (entry?.kind !== 'store' && entry?.kind !== 'customer') continue;
      const headers = entry.kind === 'store' ? b.admin.headers : {};
      for (const call of entry.calls(a, b)) {
        const res = await send(route, call, headers);
        const label = `${route.key} -> ${call.url}: ${res.statusCode}`;
        // A customer's foreign id may also be a 400 (the product or item is not in the session's store).
        const refused = entry.kind === 'customer' ? [400, 401, 403, 404] : [403, 404];
        const expectation = call.expect ?? (entry.kind === 'customer' ? 'refused' : entry.expect);
        if (expectation === 'refused') {
          if (!refused.includes(res.statusCode))
            failures.push(`${label} (se esperaba 403/404) ${res.body.slice(0, 200)}`);
        } else if (res.statusCode >= 500 || res.statusCode === 401) {
          failures.push(`${label} ${res.body.slice(0, 200)}`);
        }
        if ((await readableText(res)).includes(a.marker))
          failures.push(`${label} devuelve datos de la tienda A`);
      }
    }
    expect(failures).toEqual([]);
    // Store B's uploads finish before store A is compared, so a late import cannot slip by.
    await vi.waitFor(
      async () => {
        const open = await t.database.db
          .select({ id: dataImports.id })
          .from(dataImports)
          .where(inArray(dataImports.status, ['pending', 'processing']));
        expect(open).toEqual([]);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(await snapshotOf(a)).toEqual(before);
  });
});
