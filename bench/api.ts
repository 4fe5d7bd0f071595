import { join } from 'node:path';
import { productsFile } from '../packages/server/test/fixtures/products-file';
import {
  load,
  print,
  ROOT,
  scratchPostgresUrl,
  startServer,
  type LoadResult,
  type RunningServer,
  waitForIdle,
} from './lib';

/**
 * Issue 20's request path figures: requests per second of the staff product and order lists and of
 * /api/health as a ratio of a bare Fastify route measured in the same run (20 connections each, the
 * same load generator in this process), on PGlite and on PostgreSQL, with their p99.
 * Targets: lists >= 0.15 of the bare route on PostgreSQL and >= 0.05 on PGlite, health >= 0.5,
 * p99 under 25 ms on PostgreSQL.
 */
const PORT = Number(process.env.BENCH_API_PORT ?? 3360);
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
/** The demo store's catalogue grows to this many products (imported through the API). */
const PRODUCTS = 5_000;
const BENCH_DB = 'mostrador_bench_api';

async function measure(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  // A short warm-up fills caches and the pool, so the figure is of the steady state.
  await load({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await load({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  }
  return result;
}

export async function bareRoute(): Promise<LoadResult> {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [join(ROOT, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    return await measure(`http://127.0.0.1:${PORT}/api/health`);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function loginDemo(server: RunningServer): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@mostrador.local', password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`login del bench: ${res.status} ${await res.text()}`);
  const { jwt_token } = (await res.json()) as { jwt_token: string };
  return { authorization: `Bearer ${jwt_token}` };
}

/** Imports PRODUCTS products into the demo store and waits until the import is complete. */
async function fillCatalogue(server: RunningServer, headers: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([productsFile(PRODUCTS)], { type: 'text/csv' }), 'catalogo.csv');
  const res = await fetch(`${server.url}/api/store/products_file`, { method: 'POST', headers, body: form });
  const { data_import } = (await res.json()) as { data_import: { id: number } };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const poll = await fetch(`${server.url}/api/store/data_imports/${data_import.id}`, { headers });
    const record = (await poll.json()) as { status: string; error_msg: string | null };
    if (record.status === 'complete') return;
    if (record.status !== 'pending' && record.status !== 'processing') {
      throw new Error(`la importacion del bench fallo: ${record.error_msg}`);
    }
  }
}

/**
 * The kept copies (ADR 0024) off: every list call reads the store's catalogue version, and every
 * order page is read from the database. Printed beside the default figures, so the note can say
 * what the database path costs when nothing is kept (another filter or page on every call).
 */
const KEEPS_OFF = { CATALOGUE_VERSION_CACHE_MS: '0', ORDER_LIST_CACHE_MS: '0' };

export async function side(label: string, bare: LoadResult, env: Record<string, string>) {
  await measureSide(label, bare, env, true);
  await measureSide(`${label} sin copias`, bare, { ...env, ...KEEPS_OFF }, false);
}

async function measureSide(label: string, bare: LoadResult, env: Record<string, string>, health: boolean) {
  const server = await startServer({
    port: PORT + 1,
    env: { SEED_DEMO: 'true', LOGIN_MAX_PER_ADDRESS: '1000', ...env },
  });
  try {
    const headers = await loginDemo(server);
    await fillCatalogue(server, headers);
    await waitForIdle(server);
    const cases: Array<[string, string, Record<string, string>]> = [
      ['GET /api/store/products/', '/api/store/products/', headers],
      ['GET /api/store/orders', '/api/store/orders', headers],
    ];
    if (health) cases.unshift(['GET /api/health', '/api/health', {}]);
    for (const [name, path, caseHeaders] of cases) {
      const result = await measure(`${server.url}${path}`, caseHeaders);
      print(`${label} ${name}`, {
        'req/s': result.requestsPerSecond,
        ratio: (result.requestsPerSecond / bare.requestsPerSecond).toFixed(3),
        p50_ms: result.p50,
        p99_ms: result.p99,
      });
    }
  } finally {
    await server.stop();
  }
}

export async function apiBench() {
  const bare = await bareRoute();
  print('bare Fastify route (baseline)', {
    'req/s': bare.requestsPerSecond,
    p50_ms: bare.p50,
    p99_ms: bare.p99,
    connections: CONNECTIONS,
  });
  await side('PGlite', bare, {});
  const url = await scratchPostgresUrl(BENCH_DB);
  if (!url) {
    print('PostgreSQL', { omitido: 'sin DATABASE_URL ni PostgreSQL local' });
    return;
  }
  try {
    await side('PostgreSQL', bare, { DATABASE_URL: url.url });
  } finally {
    await url.drop();
  }
}
