import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, solvedCaptcha, unique, type TestContext } from '../../test/helpers';
import { storeWithToken, upload } from '../modules/imports/imports.fixtures';
import { CRM_FIELD, httpCrm, type CrmContact } from './crm';

/** A local CRM that accepts, fails with 500, or never answers, as the test asks. */
let mode: 'ok' | 'error' | 'hang' = 'ok';
const received: Array<{ authorization?: string; body: CrmContact }> = [];
const held: ServerResponse[] = [];
let server: Server;
let crmUrl: string;
let ctx: TestContext;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(body) as CrmContact });
      if (mode === 'hang') return void held.push(res);
      res.writeHead(mode === 'ok' ? 200 : 500, { 'content-type': 'application/json' });
      res.end(mode === 'ok' ? '{"ok":true}' : '{"error":"caido"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  crmUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/contacts`;
  ctx = await createTestApp({ CRM_URL: crmUrl, CRM_API_KEY: 'clave-crm' });
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await ctx.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

async function register() {
  const payload = {
    hashtag: `#${unique('crm')}`,
    name: 'Almacen CRM',
    prefered_language: 'es',
    user: { email: `${unique('crm')}@test.local`, password: 'clave123' },
    altcha: await solvedCaptcha(ctx.app),
  };
  const started = performance.now();
  const res = await ctx.app.inject({ method: 'POST', url: '/api/store/register', payload });
  return { res, payload, ms: performance.now() - started };
}

describe('CRM contact sync (spec section 7)', () => {
  it('sends the new admin on registration: hashtag, registration date and role admin', async () => {
    const { res, payload } = await register();
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const [sync] = received;
    expect(sync!.authorization).toBe('Bearer clave-crm');
    expect(sync!.body).toEqual({
      email: payload.user.email,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      fields: { [CRM_FIELD.hashtag]: payload.hashtag, [CRM_FIELD.userValue]: 'admin' },
    });
    expect(Math.abs(Date.parse(sync!.body.timestamp!) - Date.now())).toBeLessThan(60_000);
  });

  it('stamps uploads with the user value in field 27', async () => {
    const { headers, admin, store } = await storeWithToken(ctx.app, ctx.database);
    expect((await upload(ctx.app, headers, 'products_stock', 'id_original;stock\nA;1\n')).statusCode).toBe(
      201,
    );
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.body).toMatchObject({
      email: admin.email,
      fields: { [CRM_FIELD.hashtag]: store.hashtag, [CRM_FIELD.userValue]: 'admin' },
    });
    const stamp = received[0]!.body.fields[CRM_FIELD.stockUploadedAt]!;
    expect(stamp).toBe(received[0]!.body.timestamp);
  });

  it.each(['error', 'hang'] as const)(
    'a CRM that answers %s never delays or fails registration or uploads',
    async (failing) => {
      mode = failing;
      const { res, ms } = await register();
      expect(res.statusCode).toBe(201);
      expect(ms).toBeLessThan(5_000);
      const { headers } = await storeWithToken(ctx.app, ctx.database);
      const uploaded = await upload(ctx.app, headers, 'product_prices', 'id_original;precio\nA;1\n');
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json().message).toBe('Actualización de precios enviada correctamente');
      await vi.waitFor(() => expect(received).toHaveLength(2));
    },
  );
});

describe('httpCrm failures are only logged', () => {
  const fakeLog = () =>
    ({ warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

  it('logs a rejected sync with its status and returns at once', async () => {
    mode = 'error';
    const log = fakeLog();
    const crm = httpCrm(crmUrl, undefined, log);
    expect(crm.syncContact({ email: 'a@test.local', fields: { 24: '#a' } })).toBeUndefined();
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledOnce());
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ status: 500, email: 'a@test.local' });
    expect(received[0]!.authorization).toBeUndefined();
  });

  it('logs a sync that times out', async () => {
    mode = 'hang';
    const log = fakeLog();
    httpCrm(crmUrl, 'k', log, 100).syncContact({ email: 'b@test.local', fields: { 24: '#b' } });
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledOnce(), { timeout: 5_000 });
    expect(log.warn.mock.calls[0]![1]).toBe('sincronizacion CRM fallida');
  });
});
