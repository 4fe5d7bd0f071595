import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSettingsTestApp, storeWithTeam } from '../../src/modules/settings/settings.fixtures';
import { LOCAL_SHOP_SETTINGS, runQueuedSyncs, syncEntries } from '../../src/modules/woocommerce/woo.fixtures';
import { WOO_TEXT, fillText } from '../../src/modules/woocommerce/woo.texts';
import { messageOf, type TestContext } from '../helpers';

/**
 * Issue 18, finding 1 as a store would try it: a WooCommerce base URL pointing at the server's
 * own network. The sync must not call it, and what the store reads must not tell what answers there.
 */

const SYNC = '/store/integrations/woocommerce/sync';

/** An internal service: answers every path, recording what it was sent. */
async function internalService(status: number) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"secreto":"interno"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hits,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function syncWith(ctx: TestContext, baseUrl: string) {
  const { owner, store } = await storeWithTeam(ctx);
  const saved = await call(ctx, owner, 'POST', '/store/integration_settings', {
    woo_base_url: baseUrl,
    woo_api_key: 'ck_de_la_tienda',
    woo_secret: 'cs_de_la_tienda',
  });
  expect(saved.statusCode).toBe(200);
  expect((await call(ctx, owner, 'POST', SYNC, { targets: ['products'] })).statusCode).toBe(202);
  await runQueuedSyncs(ctx, { attempts: 2, backoffMs: 1 });
  const [entry] = await syncEntries(ctx, store.id);
  return entry!;
}

describe('a store-given WooCommerce URL on the default settings', () => {
  let ctx: TestContext;
  let internal: Awaited<ReturnType<typeof internalService>>;
  beforeAll(async () => {
    // Any port allowed, so the address rule alone is what refuses.
    ctx = await createSettingsTestApp({ OUTBOUND_ALLOWED_PORTS: LOCAL_SHOP_SETTINGS.OUTBOUND_ALLOWED_PORTS });
    internal = await internalService(200);
  });
  afterAll(async () => {
    await internal.close();
    await ctx.close();
  });

  it('never calls a loopback address, and says why in Spanish', async () => {
    const entry = await syncWith(ctx, `${internal.url}/internal/admin`);
    expect(internal.hits).toEqual([]);
    expect(entry.status).toBe('failed');
    expect(entry.error_msg).toBe(fillText(WOO_TEXT.blocked, { url: `${internal.url}/internal/admin` }));
  });

  // IPv6 literals cannot be saved (the URL check wants a dotted host); the outbound suite covers them.
  it.each([
    'http://169.254.169.254',
    'http://metadata.google.internal',
    'http://localhost.',
    'http://127.1:8080',
    'http://10.0.0.1:8080',
  ])('refuses %s without trying it', async (baseUrl) => {
    const entry = await syncWith(ctx, baseUrl);
    expect(entry.error_msg).toContain('No se permite conectar con');
    expect(entry.error_msg).toMatch(/direccion publica/);
  });

  it("refuses a base URL with '?' or '#' or credentials when it is saved", async () => {
    const { owner } = await storeWithTeam(ctx);
    for (const [url, message] of [
      [`${internal.url}/internal/admin?x=`, "La URL de la tienda no puede llevar '?' ni '#'"],
      ['https://tienda.example.com/#x', "La URL de la tienda no puede llevar '?' ni '#'"],
      ['https://yo:clave@tienda.example.com', 'La URL de la tienda no puede llevar usuario ni clave'],
      ['ftp://tienda.example.com', 'Por favor ingrese una url completa'],
    ]) {
      const res = await call(ctx, owner, 'POST', '/store/integration_settings', { woo_base_url: url });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toContain(message);
    }
    // The shop's own path (WordPress in a folder) is kept.
    const kept = await call(ctx, owner, 'POST', '/store/integration_settings', {
      woo_base_url: 'https://tienda.example.com/wordpress/',
    });
    expect(kept.json().settings).toMatchObject({ woo_base_url: 'https://tienda.example.com/wordpress' });
    expect(internal.hits).toEqual([]);
  });
});

describe('a self-hosted shop the operator allowed (OUTBOUND_ALLOW_PRIVATE_HOSTS)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createSettingsTestApp(LOCAL_SHOP_SETTINGS);
  });
  afterAll(() => ctx.close());

  it.each([200, 401, 404, 500])('tells the store nothing of what answered (HTTP %i)', async (status) => {
    const internal = await internalService(status);
    try {
      const entry = await syncWith(ctx, internal.url);
      expect(internal.hits.length).toBeGreaterThan(0);
      expect(entry.status).toBe('failed');
      // (The shop's own address is named back, and its random port may hold '404' or '500'.)
      expect(String(entry.error_msg).replace(internal.url, '')).not.toContain(String(status));
      expect(entry.error_msg).not.toMatch(/secreto"|interno|HTTP|error \d/);
      expect(entry.error_msg).toMatch(/WooCommerce/);
    } finally {
      await internal.close();
    }
  });
});
