/*
 * Mixed load (issue 9, item 6): two built server instances on one PostgreSQL database driven at
 * once by customer catalogue reads (the bulk), customer chat, staff product and order lists,
 * staff order saves and one import; then the pure catalogue-read target (1,000 req/s offered on
 * PostgreSQL, 200 req/s on PGlite, p95 under 50 ms, no errors). The load generator runs in a
 * child process (bench/load-worker.ts). Run alone: `npx tsx bench/mixed-load.ts [--no-build]`.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { productsFile } from '../packages/server/test/fixtures/products-file';
import { ROOT, print, runAlone, startServer, type RunningServer } from './lib';
import type { LoadPlan } from './load-worker';
import { prepareDemoStore, runLoad, type DemoStore } from './mixed-setup';

const PORTS = [3341, 3342];
const PGLITE_PORT = 3343;
const BENCH_DB = 'mostrador_bench_mixed';
const MIX_SECONDS = 20;
const TARGET_SECONDS = 10;

/** A scratch database of its own, dropped and created again on every run. */
async function scratchPostgres(): Promise<string | undefined> {
  let base: string;
  try {
    base = execSync('bash .ci/pg-setup.sh', {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
  const admin = new pg.Client({ connectionString: base.trim() });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const url = new URL(base.trim());
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/** Catalogue reads as customers make them: many tokens, the first pages, a few common filters. */
function catalogueRequests(store: DemoStore): LoadPlan['requests'] {
  const filters = [{}, { name: 'yerba' }, { name: 'leche' }, { tags: 'oferta' }, { kind: 'bebidas' }];
  return store.tokens.flatMap((token, i) =>
    filters.map((filter, f) => ({
      method: 'POST' as const,
      path: '/api/client/productlist',
      body: JSON.stringify({ token, page: 1 + ((i + f) % 4), ...filter }),
    })),
  );
}

function mixedPlans(urls: string[], store: DemoStore): LoadPlan[] {
  const staff = { authorization: `Bearer ${store.staffToken}` };
  const chatTexts = ['hola', '¿tienen yerba?', 'ver mi pedido', 'cuanto sale el envio?'];
  const kinds: Array<Omit<LoadPlan, 'url'>> = [
    { kind: 'customer catalogue', rate: 300, connections: 16, requests: catalogueRequests(store) },
    {
      kind: 'customer chat',
      rate: 10,
      connections: 4,
      requests: store.chatSessions.flatMap((session_id, i) =>
        chatTexts.map((_, t) => ({
          method: 'POST' as const,
          path: '/api/client/chat',
          body: JSON.stringify({ session_id, store: 'demo', text: chatTexts[(i + t) % chatTexts.length] }),
        })),
      ),
    },
    {
      kind: 'staff product list',
      rate: 15,
      connections: 4,
      requests: ['?page=1', '?page=7', '?name=azucar', '?kind=lact&brand=sancor'].map((query) => ({
        method: 'GET' as const,
        path: `/api/store/products/${query}`,
        headers: staff,
      })),
    },
    {
      kind: 'staff order list',
      rate: 15,
      connections: 4,
      requests: ['?page=1', '?page=2', '?status=pending'].map((query) => ({
        method: 'GET' as const,
        path: `/api/store/orders${query}`,
        headers: staff,
      })),
    },
    {
      kind: 'staff order save',
      rate: 5,
      connections: 2,
      requests: store.orderIds.flatMap((id) =>
        ['Revisado', 'Preparar temprano'].map((note) => ({
          method: 'POST' as const,
          path: `/api/store/orders/${id}`,
          headers: staff,
          body: JSON.stringify({ store_observation: `${note} (bench)` }),
        })),
      ),
    },
  ];
  // Each kind is split evenly over the instances, as a balancer would.
  return kinds.flatMap((kind) =>
    urls.map((url) => ({
      ...kind,
      url,
      rate: kind.rate / urls.length,
      connections: Math.max(1, Math.round(kind.connections / urls.length)),
    })),
  );
}

function catalogueOnlyPlans(urls: string[], store: DemoStore, rate: number): LoadPlan[] {
  const requests = catalogueRequests(store);
  return urls.map((url) => ({ kind: 'catalogue', url, rate: rate / urls.length, connections: 32, requests }));
}

async function mixedRun(servers: RunningServer[], store: DemoStore, databaseName: string) {
  const urls = servers.map((server) => server.url);
  // The import runs during the mix: 1,000 more products than the store holds (the file's first
  // rows are the ones already imported), so the catalogue version moves while customers read.
  const importDone = store.startImport(productsFile(store.products + 1000));
  // Awaited after the load; a failure must not end the process as an unhandled rejection before.
  importDone.catch(() => undefined);
  const { figures, serverCpu, databaseCpu, generatorCpu } = await runLoad(
    servers,
    mixedPlans(urls, store),
    MIX_SECONDS,
    databaseName,
  );
  const importSeconds = await importDone;
  for (const row of figures) {
    print(`mixed ${row.kind} (PostgreSQL x2)`, {
      offered: row.offered,
      'req/s': row.rps,
      p50_ms: row.p50.toFixed(1),
      p95_ms: row.p95.toFixed(1),
      p99_ms: row.p99.toFixed(1),
      error_rate: `${(row.errorRate * 100).toFixed(2)}%`,
      non2xx: row.non2xx,
      errors: row.errors,
    });
  }
  print('mixed import 1k new products', { s: importSeconds.toFixed(1) });
  print('mixed CPU seconds', {
    servers: serverCpu.toFixed(1),
    postgres_backends: databaseCpu.toFixed(1),
    load_generator: generatorCpu.toFixed(1),
    load_1min: loadavg()[0]!.toFixed(1),
  });
}

async function targetRun(
  label: string,
  servers: RunningServer[],
  store: DemoStore,
  rate: number,
  databaseName?: string,
) {
  // A short warm-up fills each instance's page cache, as a running store's would be.
  await runLoad(
    servers,
    catalogueOnlyPlans(
      servers.map((s) => s.url),
      store,
      rate / 4,
    ),
    2,
    databaseName,
  );
  const { figures, serverCpu, databaseCpu, generatorCpu } = await runLoad(
    servers,
    catalogueOnlyPlans(
      servers.map((s) => s.url),
      store,
      rate,
    ),
    TARGET_SECONDS,
    databaseName,
  );
  const row = figures.find((figure) => figure.kind === 'catalogue')!;
  const ok = row.rps >= rate * 0.98 && row.p95 < 50 && row.non2xx + row.errors === 0;
  print(`catalogue reads target (${label})`, {
    offered: rate,
    'req/s': row.rps,
    p50_ms: row.p50.toFixed(1),
    p95_ms: row.p95.toFixed(1),
    p99_ms: row.p99.toFixed(1),
    non2xx: row.non2xx,
    errors: row.errors,
    target: `${rate} req/s, p95 < 50 ms, 0 errors`,
    ok: ok ? 'yes' : 'NO',
  });
  // CPU per request: what an idle machine would need, whatever the neighbours take.
  print(`catalogue reads CPU/request (${label})`, {
    server_ms: ((serverCpu * 1000) / row.requests).toFixed(2),
    ...(databaseName ? { postgres_ms: ((databaseCpu * 1000) / row.requests).toFixed(2) } : {}),
    generator_ms: ((generatorCpu * 1000) / row.requests).toFixed(2),
    load_1min: loadavg()[0]!.toFixed(1),
  });
}

async function postgresRuns() {
  const url = await scratchPostgres();
  if (!url) {
    print('mixed load (PostgreSQL)', { omitido: 'no disponible (.ci/pg-setup.sh)' });
    return;
  }
  const dirs = PORTS.map(() => mkdtempSync(join(tmpdir(), 'mostrador-mixed-')));
  const env = { DATABASE_URL: url, SEED_DEMO: 'true', LOGIN_MAX_PER_ADDRESS: '1000000' };
  const servers: RunningServer[] = [];
  try {
    // The first instance migrates and seeds; the second joins the same database as an extra
    // instance does (no notifications or WooCommerce schedule of its own).
    servers.push(await startServer({ port: PORTS[0]!, dataDir: dirs[0], env }));
    servers.push(
      await startServer({
        port: PORTS[1]!,
        dataDir: dirs[1],
        env: { ...env, NOTIFICATIONS_WORKER: 'false', WOO_SYNC_WORKER: 'false' },
      }),
    );
    const store = await prepareDemoStore(servers, 3000);
    print('mixed load store (PostgreSQL)', {
      products: store.products,
      sessions: store.tokens.length,
      orders: store.orderIds.length,
      load_1min: loadavg()[0]!.toFixed(1),
    });
    await mixedRun(servers, store, BENCH_DB);
    await targetRun('PostgreSQL x2', servers, store, 1000, BENCH_DB);
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

async function pgliteRun() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-mixed-'));
  const server = await startServer({
    port: PGLITE_PORT,
    dataDir,
    env: { SEED_DEMO: 'true', LOGIN_MAX_PER_ADDRESS: '1000000' },
  });
  try {
    const store = await prepareDemoStore([server], 3000);
    await targetRun('PGlite x1', [server], store, 200);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function mixedLoadBench() {
  await postgresRuns();
  await pgliteRun();
}

runAlone(import.meta.url, mixedLoadBench, { build: true });
