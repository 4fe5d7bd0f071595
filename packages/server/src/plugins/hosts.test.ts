import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { createStore, freshAppDatabase, login, messageOf } from '../../test/helpers';
import { PLATFORM_SCOPE } from '../db/scope';
import { hostKindOf, isClientHostCall, isClientOnlyPage } from './hosts';

const BACK_OFFICE = '<html><body>back office</body></html>';
const CUSTOMER = '<html><body>customer pages</body></html>';
const STORE_HOST = 'tienda.example.com';
const CLIENT_HOST = 'chat.example.com';

let webRoot: string;
let database: Database;
const apps: FastifyInstance[] = [];

/** The real app, serving a stand-in of the built web app, with the given host settings. */
async function appWith(hosts: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ ALTCHA_MAX_NUMBER: 20, ...hosts }),
    database,
    logger: false,
    webRoot,
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'mostrador-web-'));
  await writeFile(join(webRoot, 'index.html'), BACK_OFFICE);
  await writeFile(join(webRoot, 'customer.html'), CUSTOMER);
  await writeFile(join(webRoot, 'widget.js'), 'window.widget = 1;');
  database = await freshAppDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (app: FastifyInstance, url: string, host?: string) =>
  app.inject({ method: 'GET', url, headers: host ? { host } : {} });

describe('host kinds (spec sections 1 and 2)', () => {
  const split = { STORE_HOSTS: [STORE_HOST], CLIENT_HOSTS: [CLIENT_HOST, 'chat2.example.com:8443'] };

  it.each([
    [STORE_HOST, STORE_HOST, 'store'],
    [CLIENT_HOST, CLIENT_HOST, 'client'],
    ['chat2.example.com:8443', 'chat2.example.com', 'client'],
    ['TIENDA.Example.com', 'TIENDA.Example.com', 'store'],
    ['localhost:3000', 'localhost', 'any'],
    ['10.0.0.5', '10.0.0.5', 'any'],
  ] as const)('%s is a %s host', (host, hostname, expected) => {
    expect(hostKindOf(split, host, hostname)).toBe(expected);
  });

  it('with no hosts set every host serves everything', () => {
    expect(hostKindOf({}, STORE_HOST, STORE_HOST)).toBe('any');
    expect(hostKindOf({}, CLIENT_HOST, CLIENT_HOST)).toBe('any');
  });

  it.each([
    ['/api/client/orderstatus', true],
    ['/api/presetstore', true],
    ['/api/payments/webhook/mercadopago', true],
    ['/api/health', true],
    ['/api/public/config', true],
    ['/api/store/orders', false],
    ['/api/user/login', false],
    ['/api/admin/stores/', false],
    ['/api/healthz', false],
    ['/api/docs', false],
  ])('%s is a call of the client host: %s', (url, expected) => {
    expect(isClientHostCall(url)).toBe(expected);
  });

  it.each([
    ['/s/demo', true],
    ['/homeclient', true],
    ['/homeclient/demo?x=1', true],
    ['/info', true],
    ['/orderstatus/abc', false],
    ['/productlist/abc', false],
    ['/home', false],
    ['/information', false],
  ])('%s is a page of the client host only: %s', (url, expected) => {
    expect(isClientOnlyPage(url)).toBe(expected);
  });
});

describe('hosts not split (STORE_HOSTS and CLIENT_HOSTS unset)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });

  it('serves the back office at / instead of a JSON error (issue 18 item 8)', async () => {
    const res = await page(app, '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(BACK_OFFICE);
  });

  it('serves every route on any host: back office, customer pages and both APIs', async () => {
    for (const host of [STORE_HOST, CLIENT_HOST]) {
      expect((await page(app, '/login', host)).body).toBe(BACK_OFFICE);
      expect((await page(app, '/s/demo', host)).body).toBe(CUSTOMER);
      expect((await page(app, '/homeclient', host)).body).toBe(CUSTOMER);
      expect((await page(app, '/api/store/orders', host)).statusCode).toBe(401);
      expect((await page(app, '/api/health', host)).statusCode).toBe(200);
    }
  });

  it('answers unknown API paths with the Spanish JSON 404', async () => {
    const res = await page(app, '/api/no-existe');
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('Recurso no encontrado');
  });
});

describe('hosts split (STORE_HOSTS and CLIENT_HOSTS set)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ STORE_HOSTS: [STORE_HOST], CLIENT_HOSTS: [CLIENT_HOST] });
  });

  it('the client host shows the customer landing at / and the customer pages everywhere', async () => {
    const root = await page(app, '/', CLIENT_HOST);
    expect(root.statusCode).toBe(200);
    expect(root.body).toBe(CUSTOMER);
    expect(root.headers['content-security-policy']).toContain("default-src 'self'");
    for (const url of [
      '/s/demo',
      '/homeclient',
      '/homeclient/demo',
      '/info',
      '/orderstatus/x',
      '/productlist/x',
    ]) {
      expect((await page(app, url, CLIENT_HOST)).body).toBe(CUSTOMER);
    }
    // Back-office addresses get the customer pages' own 404 page, never the back office.
    for (const url of ['/login', '/home', '/orderlist', '/options']) {
      const res = await page(app, url, CLIENT_HOST);
      expect(res.body).toBe(CUSTOMER);
    }
  });

  it('the client host serves the client calls and refuses the staff API', async () => {
    expect((await page(app, '/api/health', CLIENT_HOST)).statusCode).toBe(200);
    const store = await app.inject({
      method: 'GET',
      url: '/api/client/store/noexiste',
      headers: { host: CLIENT_HOST },
    });
    expect(store.statusCode).toBe(404);
    expect(messageOf(store)).toBeTruthy();
    for (const [method, url] of [
      ['GET', '/api/store/orders'],
      ['POST', '/api/user/login'],
      ['GET', '/api/admin/stores/'],
      ['POST', '/api/store/register'],
      ['GET', '/api/docs/json'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { host: CLIENT_HOST },
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(messageOf(res)).toBe('Recurso no encontrado');
    }
  });

  it('the client host refuses a staff call even with a valid token', async () => {
    const fixtures = database.withDefaultScope(PLATFORM_SCOPE);
    const { admin } = await createStore(fixtures).finally(() => fixtures.close());
    const { jwt_token: token } = await login(app, admin.email, admin.password);
    const onStoreHost = await app.inject({
      method: 'GET',
      url: '/api/store/orders',
      headers: { host: STORE_HOST, authorization: `Bearer ${token}` },
    });
    expect(onStoreHost.statusCode).toBe(200);
    const onClientHost = await app.inject({
      method: 'GET',
      url: '/api/store/orders',
      headers: { host: CLIENT_HOST, authorization: `Bearer ${token}` },
    });
    expect(onClientHost.statusCode).toBe(404);
  });

  it('the store host shows the back office at / and keeps the any-host pages', async () => {
    const root = await page(app, '/', STORE_HOST);
    expect(root.statusCode).toBe(200);
    expect(root.body).toBe(BACK_OFFICE);
    expect((await page(app, '/orderlist', STORE_HOST)).body).toBe(BACK_OFFICE);
    expect((await page(app, '/orderstatus/x', STORE_HOST)).body).toBe(CUSTOMER);
    expect((await page(app, '/productlist/x', STORE_HOST)).body).toBe(CUSTOMER);
    expect((await page(app, '/api/store/orders', STORE_HOST)).statusCode).toBe(401);
    // The customer pages served here call the client API on this host.
    const session = await app.inject({
      method: 'GET',
      url: '/api/client/store/noexiste',
      headers: { host: STORE_HOST },
    });
    expect(session.statusCode).toBe(404);
    expect(session.headers['content-type']).toContain('application/json');
  });

  it('the store host sends the client host pages to the client host, query included', async () => {
    for (const url of ['/s/demo?ref=ABC', '/homeclient', '/info']) {
      const res = await page(app, url, STORE_HOST);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(`http://${CLIENT_HOST}${url}`);
    }
  });

  it('static files stay available on both hosts (the widget loader, the pages assets)', async () => {
    for (const host of [STORE_HOST, CLIENT_HOST]) {
      const res = await page(app, '/widget.js', host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('window.widget');
    }
  });

  it('a host in neither list serves everything (off the production hosts)', async () => {
    expect((await page(app, '/', 'localhost:3000')).body).toBe(BACK_OFFICE);
    expect((await page(app, '/s/demo', 'localhost:3000')).body).toBe(CUSTOMER);
    expect((await page(app, '/api/store/orders', 'localhost:3000')).statusCode).toBe(401);
  });
});

describe('only CLIENT_HOSTS set', () => {
  it('other hosts keep every route, the client host only its own', async () => {
    const app = await appWith({ CLIENT_HOSTS: [CLIENT_HOST] });
    expect((await page(app, '/s/demo', STORE_HOST)).body).toBe(CUSTOMER);
    expect((await page(app, '/', STORE_HOST)).body).toBe(BACK_OFFICE);
    expect((await page(app, '/', CLIENT_HOST)).body).toBe(CUSTOMER);
    expect((await page(app, '/api/store/orders', CLIENT_HOST)).statusCode).toBe(404);
  });
});
