import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEnglishMessage, refusalProblem } from './english';
import { BUILT_ADMIN, BUILT_DEMO, loginHeaders, startBuiltServer, type BuiltServer } from './built-server';
import { fuzzRoutes, operationsOf } from './route-fuzz';

/*
 * The API as production runs it: the bundle in packages/server/dist started as a child process.
 * The other suites run the TypeScript source, where a module imported only for its effect is
 * kept; the bundle dropped core's Spanish error map and answered zod's English (issue 18).
 */
let server: BuiltServer;
let store: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startBuiltServer({
    LOGIN_MAX_PER_ADDRESS: '1000000',
    ANONYMOUS_MAX_PER_ADDRESS: '1000000',
    ANONYMOUS_MAX_PER_SESSION: '1000000',
  });
  store = await loginHeaders(server.url, BUILT_DEMO);
  admin = await loginHeaders(server.url, BUILT_ADMIN);
}, 200_000);
afterAll(() => server?.stop());

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = store) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = String(res.headers.get('content-type')).startsWith('application/json');
  return {
    status: res.status,
    text,
    message: json ? (JSON.parse(text) as { message?: string }).message : undefined,
  };
}

describe('the messages the issue found in English', () => {
  it('an array where an object goes', async () => {
    const res = await call('POST', '/api/store/theme', []);
    expect(res.status).toBe(400);
    expect(res.message).toBe('Los datos enviados no son validos');
  });

  it('a text past its limit names the field in Spanish', async () => {
    const res = await call('POST', '/api/store/orders/1', { payment_info: 'x'.repeat(600) });
    expect(res.status).toBe(400);
    expect(isEnglishMessage(res.message ?? '')).toBe(false);
  });

  it('an unknown key is refused in Spanish, naming it', async () => {
    // The dedicated WhatsApp is the platform administrator's to set, not the store's.
    const me = JSON.parse((await call('GET', '/api/store/me')).text) as { id: number };
    const res = await call('POST', `/api/store/${me.id}`, { exclusive_whatsapp: true });
    expect(res.status).toBe(400);
    expect(res.message).toBe('El campo WhatsApp exclusivo no corresponde a estos datos');
  });

  it('a date that is not one', async () => {
    const res = await call('GET', '/api/admin/logs?from=manana', undefined, admin);
    expect(res.status).toBe(400);
    expect(res.message).toMatch(/fecha valida/);
  });

  it('a wrong type names the field in Spanish', async () => {
    const res = await call('PUT', '/api/store/payments/settings', { crew_can_complete_payments: 'si' });
    expect(res.status).toBe(400);
    expect(isEnglishMessage(res.message ?? '')).toBe(false);
  });
});

describe('the order save takes the order back as the screen received it', () => {
  it('ignores the display fields and refuses other unknown keys', async () => {
    const list = await call('GET', '/api/store/orders');
    const id = (JSON.parse(list.text) as { items: { id: number }[] }).items[0]!.id;
    const order = JSON.parse((await call('GET', `/api/store/orders/${id}`)).text) as Record<string, unknown>;
    const { items: _items, other_concepts: _concepts, shipping: _shipping, ...rest } = order;
    const saved = await call('POST', `/api/store/orders/${id}`, rest);
    expect(saved.status, saved.text).toBeLessThan(300);
    const refused = await call('POST', `/api/store/orders/${id}`, { descuento_magico: 10 });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('El campo «descuento_magico» no corresponde a estos datos');
  });
});

describe('every route refuses a wrong body, query or path in Spanish', () => {
  it('answers bad input to every route with a Spanish { message }, never a 5xx', async () => {
    const operations = await operationsOf(server.url);
    expect(operations.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const operation of operations) {
      const headers = operation.path.startsWith('/api/admin/') ? admin : store;
      const path = operation.path.replace(/\{[^}]+\}/g, 'abc');
      const query = operation.queryParams
        .map((param) => `${encodeURIComponent(param.name)}=%7B%7D`)
        .join('&');
      const bodies: unknown[] = operation.body ? [[], { clave_desconocida: 1 }, 'texto', 12] : [undefined];
      for (const body of bodies) {
        const res = await call(operation.method, `${path}${query ? `?${query}` : ''}`, body, headers);
        const label = `${operation.method} ${operation.path} ${JSON.stringify(body)}`;
        if (res.status >= 500) problems.push(`${res.status} ${label}: ${res.text.slice(0, 160)}`);
        const problem = refusalProblem(res.status, res.text);
        if (problem) problems.push(`${problem} ${label}: ${res.text.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('a seeded slice of the route fuzzer finds no 5xx and no English', async () => {
    // The whole run is `npm run bench -- fuzz` (about 7,000 requests); this slice keeps npm test short.
    const report = await fuzzRoutes(server, {
      seed: Number(process.env.FUZZ_SEED ?? 20261123),
      casesPerRoute: 3,
    });
    expect(report.requests).toBeGreaterThan(300);
    expect(report.failures, `semilla FUZZ_SEED=${report.seed}`).toEqual([]);
    expect(report.serverErrors + report.english + report.notMessage).toBe(0);
  }, 300_000);
});
