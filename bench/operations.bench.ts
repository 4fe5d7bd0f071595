import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateDatabase, openPglite, openPostgres } from '../packages/server/src/db/client';
import { hashPassword } from '../packages/server/src/lib/passwords';
import {
  cpuBetween,
  cpuSeconds,
  load,
  postgresBackendsCpu,
  print,
  ROOT,
  startServer,
  type RunningServer,
} from './lib';
import { BENCH, fillOperationsData, type SqlRunner } from './operations-data';

type Runner = SqlRunner & { one<T>(sql: string, params?: unknown[]): Promise<T> };

/** BENCH_OPS_PORT moves both servers (the next port is PostgreSQL's) when 3350-3351 are taken. */
const PGLITE_PORT = Number(process.env.BENCH_OPS_PORT ?? 3350);
const POSTGRES_PORT = PGLITE_PORT + 1;
const BENCH_DB = 'mostrador_bench_ops';
const SINGLE_SECONDS = 3;

/**
 * The bench fills and samples the database through raw connections, as platform work: the
 * row-level security policies (migration row_level_security, ADR 0011) show store rows to a
 * connection only in a scope.
 */
const PLATFORM_SETTINGS = "select set_config('app.scope', 'platform', false)";

/** CPU seconds so far of each database process apart from the server (PostgreSQL's backends), by pid. */
type DatabaseCpu = () => Promise<Map<number, number>>;

/**
 * Wall-clock latency depends on what else runs on the machine; CPU time per request (server
 * process, plus PostgreSQL's backends when it is apart) is what one call costs on any machine.
 */
export async function measure(
  label: string,
  server: RunningServer,
  orderIds: number[],
  databaseCpu: DatabaseCpu = async () => new Map(),
) {
  const login = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH.email, password: BENCH.password }),
  });
  if (!login.ok) throw new Error(`login del bench: ${login.status} ${await login.text()}`);
  const { jwt_token } = (await login.json()) as { jwt_token: string };
  const headers = { authorization: `Bearer ${jwt_token}` };
  // The first two are the floor of any staff call (routing, token and user check) on this machine.
  const cases: [string, string | (() => string)][] = [
    ['GET /api/health (baseline)', '/api/health'],
    ['GET /api/store/me (auth baseline)', '/api/store/me'],
    ['GET /api/store/orders', '/api/store/orders'],
    ['GET /api/store/orders?page=60', '/api/store/orders?page=60'],
    ['GET /api/store/orders?estado=pending', '/api/store/orders?estado=pending'],
    ['GET /api/store/orders?client=lucia gonz', '/api/store/orders?client=lucia%20gonz'],
    ['GET /api/store/orders?payment=required', '/api/store/orders?payment=required&method=mercado'],
    [
      'GET /api/store/orders/{id}',
      () => `/api/store/orders/${orderIds[Math.floor(Math.random() * orderIds.length)]}`,
    ],
  ];
  // A short warm-up fills caches and prepares the pool, so the figures are of the steady state.
  await load({ url: `${server.url}/api/store/orders`, headers, duration: 1 });
  for (const [name, path] of cases) {
    const requests = [
      typeof path === 'string'
        ? { method: 'GET' as const, path }
        : { method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: path() }) },
    ];
    // 10 connections measure throughput (and queueing on 2 cores); 1 connection the time of one call.
    const busy = await load({ url: server.url, headers, requests });
    const serverBefore = cpuSeconds(server.child.pid!);
    const databaseBefore = await databaseCpu();
    const single = await load({
      url: server.url,
      headers,
      requests,
      connections: 1,
      duration: SINGLE_SECONDS,
    });
    const serverCpu = cpuSeconds(server.child.pid!) - serverBefore;
    const databaseCpuUsed = cpuBetween(databaseBefore, await databaseCpu());
    const singleRequests = Math.max(1, single.requestsPerSecond * SINGLE_SECONDS);
    print(`${label} ${name}`, {
      'req/s': busy.requestsPerSecond,
      p50_ms: busy.p50,
      p99_ms: busy.p99,
      c1_p50_ms: single.p50,
      c1_p99_ms: single.p99,
      // CPU per request at 1 connection: the server process, then PostgreSQL's backends (PGlite: 0, in process).
      c1_cpu_ms: ((serverCpu * 1000) / singleRequests).toFixed(2),
      c1_db_cpu_ms: ((databaseCpuUsed * 1000) / singleRequests).toFixed(2),
      non2xx: busy.non2xx + single.non2xx,
    });
  }
}

async function sampleOrderIds(runner: Runner, storeId: number) {
  const { ids } = await runner.one<{ ids: number[] }>(
    'select array_agg(id) as ids from (select id from orders where store_id = $1 order by id limit 1000) o',
    [storeId],
  );
  return ids;
}

/**
 * BENCH_OPS_REUSE=1 keeps the filled databases (a PGlite dir under the temp folder, a PostgreSQL
 * database mostrador_bench_ops) and reuses them on the next run: filling takes minutes.
 */
const REUSE = process.env.BENCH_OPS_REUSE === '1';

async function isFilled(runner: Runner) {
  try {
    const { n } = await runner.one<{ n: number }>(
      'select count(*)::int as n from stores where hashtag = $1',
      [BENCH.hashtag],
    );
    return n > 0;
  } catch {
    return false;
  }
}

async function prepare(label: string, runner: Runner, passwordHash: string, migrate: () => Promise<void>) {
  const started = performance.now();
  let storeId: number;
  if (REUSE && (await isFilled(runner))) {
    ({ id: storeId } = await runner.one<{ id: number }>('select id from stores where hashtag = $1', [
      BENCH.hashtag,
    ]));
    print(`${label}: 1M orders in 1,000 stores`, { reused: 'BENCH_OPS_REUSE' });
  } else {
    await migrate();
    storeId = await fillOperationsData(runner, passwordHash);
    print(`${label}: 1M orders in 1,000 stores`, {
      fill_s: ((performance.now() - started) / 1000).toFixed(0),
    });
  }
  return sampleOrderIds(runner, storeId);
}

async function pgliteBench(passwordHash: string) {
  const dataDir = REUSE
    ? join(tmpdir(), 'mostrador-bench-ops-pglite')
    : mkdtempSync(join(tmpdir(), 'mostrador-bench-ops-'));
  mkdirSync(dataDir, { recursive: true });
  try {
    const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
    const client = database.pglite!;
    await client.query(PLATFORM_SETTINGS);
    const runner: Runner = {
      run: async (sql, params) => {
        await client.query(sql, params);
      },
      one: async (sql, params) => (await client.query(sql, params)).rows[0] as never,
    };
    const orderIds = await prepare('PGlite', runner, passwordHash, () => migrateDatabase(database));
    await database.close();
    const server = await startServer({ port: PGLITE_PORT, dataDir, env: { SEED_DEMO: 'false' } });
    try {
      await measure('PGlite', server, orderIds);
    } finally {
      await server.stop();
    }
  } finally {
    if (!REUSE) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** DATABASE_URL, or the machine's PostgreSQL started by the CI script; undefined when neither works. */
function postgresUrl(): string | undefined {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  try {
    return execSync('bash .ci/pg-setup.sh', {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

async function postgresBench(baseUrl: string, passwordHash: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB])).rowCount;
  if (!REUSE || !exists) {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
  }
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${BENCH_DB}`;
  try {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(PLATFORM_SETTINGS);
    const runner: Runner = {
      run: async (sql, params) => {
        await client.query(sql, params);
      },
      one: async (sql, params) => (await client.query(sql, params)).rows[0],
    };
    const orderIds = await prepare('PostgreSQL', runner, passwordHash, async () => {
      const database = openPostgres(url.toString(), 1);
      await migrateDatabase(database);
      await database.close();
    });
    const server = await startServer({
      port: POSTGRES_PORT,
      env: { DATABASE_URL: url.toString(), SEED_DEMO: 'false' },
    });
    try {
      // The bench's own connection is counted too; it is idle while the calls are measured.
      await measure('PostgreSQL', server, orderIds, async () => postgresBackendsCpu(BENCH_DB));
    } finally {
      await server.stop();
      await client.end();
    }
  } finally {
    if (!REUSE) {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${BENCH_DB} with (force)`);
      await cleanup.end();
    }
  }
}

/**
 * Order list (plain, deep page, each filter kind) and order detail of one store among 1,000 stores
 * holding 1,000,000 orders, on PGlite and on PostgreSQL (DATABASE_URL, or the machine's server).
 */
export async function operationsBench() {
  // BENCH_OPS_ONLY=postgres or pglite runs one side (each fill takes minutes).
  const only = process.env.BENCH_OPS_ONLY;
  const passwordHash = await hashPassword(BENCH.password);
  if (only !== 'pglite') {
    const url = postgresUrl();
    if (url) await postgresBench(url, passwordHash);
    else print('PostgreSQL', { omitido: 'sin DATABASE_URL ni PostgreSQL local' });
  }
  if (only !== 'postgres') await pgliteBench(passwordHash);
}
