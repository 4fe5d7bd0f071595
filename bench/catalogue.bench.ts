import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { productsFile } from '../packages/server/test/fixtures/products-file';
import {
  cpuBetween,
  cpuSeconds,
  load,
  postgresBackendsCpu,
  print,
  scratchPostgresUrl,
  startServer,
  waitForIdle,
  type RunningServer,
} from './lib';

const BENCH_DB = 'mostrador_bench';

const ROWS = 100_000;

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function loginDemo(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@mostrador.local', password: 'demo1234' }),
  });
  const body = (await res.json()) as { jwt_token: string };
  return body.jwt_token;
}

/** Uploads the file and polls its import record; peak memory is the server's resident set while it runs. */
async function importFigures(
  server: RunningServer,
  token: string,
  file: string,
  label: string,
  databaseUrl?: string,
) {
  const pid = server.child.pid!;
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'catalogo-100k.csv');
  // The backends serving the bench database (the server's pool); one that starts meanwhile counts
  // whole, one that ends is lost; the VACUUM the worker starts at commit may add a few milliseconds.
  const backendsBefore = databaseUrl ? postgresBackendsCpu(BENCH_DB) : undefined;
  const started = performance.now();
  const cpuBefore = cpuSeconds(pid);
  let peak = memoryMb(pid, 'VmRSS');
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(pid, 'VmRSS'))), 20);
  const res = await fetch(`${server.url}/api/store/products_file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { data_import } = (await res.json()) as { data_import: { id: number } };
  // Receiving and storing the file, before any row is read (the import starts on its answer).
  const uploaded = (performance.now() - started) / 1000;
  let status = 'pending';
  let record: { status: string; error_msg: string | null; created: number } | undefined;
  while (status === 'pending' || status === 'processing') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const poll = await fetch(`${server.url}/api/store/data_imports/${data_import.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    record = (await poll.json()) as typeof record;
    status = record!.status;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (status !== 'complete') throw new Error(`la importacion fallo: ${record?.error_msg}`);
  const cpu = cpuSeconds(pid) - cpuBefore;
  const backendsAfter = databaseUrl ? postgresBackendsCpu(BENCH_DB) : undefined;
  // PostgreSQL's own work, which the server's CPU does not include (see docs/adr/0013).
  const backendCpu = backendsBefore && backendsAfter ? cpuBetween(backendsBefore, backendsAfter) : undefined;
  // The VACUUM after a large import merges (on PostgreSQL) the GIN pending lists the import filled:
  // the catalogue is complete and searchable before, but the whole cost is upload to merged.
  const maintained = databaseUrl
    ? (await vacuumDone(databaseUrl), (performance.now() - started) / 1000)
    : undefined;
  // On a busy machine wall time depends on the neighbours; the server's own CPU seconds do not
  // (with PGlite they are all the work; with PostgreSQL its processes work besides).
  print(`import ${ROWS / 1000}k products (${label})`, {
    s: seconds.toFixed(1),
    upload_s: uploaded.toFixed(2),
    'rows/s': Math.round(ROWS / seconds),
    server_cpu_s: cpu.toFixed(1),
    'rows/cpu_s': Math.round(ROWS / cpu),
    ...(backendCpu === undefined ? {} : { db_backend_cpu_s: backendCpu.toFixed(1) }),
    ...(maintained === undefined ? {} : { with_vacuum_s: maintained.toFixed(1) }),
    peak_rss_mb: peak,
    created: record!.created,
    load: loadavg()[0]!.toFixed(1),
  });
}

/**
 * Each query twice: one connection (the latency one user sees) and ten (throughput; PGlite runs
 * one query at a time, so there p99 grows with the queue).
 */
async function listFigures(server: RunningServer, token: string, label: string) {
  const headers = { authorization: `Bearer ${token}` };
  const queries: Array<[string, string]> = [
    ['filtered page', '/api/store/products/?name=leche%20seren&tag=oferta&page=2'],
    ['name filter', '/api/store/products/?name=azucar'],
    ['combos + ID', '/api/store/products/?kind=lact&brand=sancor&original_id=B-0012'],
    ['no filter, page 100', '/api/store/products/?page=100'],
  ];
  for (const [name, path] of queries) {
    const url = `${server.url}${path}`;
    await load({ url, headers, duration: 1, connections: 1 });
    const one = await load({ url, headers, duration: 5, connections: 1 });
    const ten = await load({ url, headers, duration: 5, connections: 10 });
    print(`GET list ${name} (${label})`, {
      'c1 req/s': one.requestsPerSecond,
      c1_p50_ms: one.p50,
      c1_p99_ms: one.p99,
      'c10 req/s': ten.requestsPerSecond,
      c10_p99_ms: ten.p99,
      non2xx: one.non2xx + ten.non2xx,
    });
  }
}

/**
 * Catalogue figures (issue targets: import >= 5,000 rows/s on PGlite under 512 MB and >= 20,000
 * rows/s on PostgreSQL; list p99 under 50 ms), each on a fresh database whose demo store then holds
 * the 100,000 imported products.
 */
export async function catalogueBench() {
  const file = productsFile(ROWS);
  print('products file', { rows: ROWS, mb: (Buffer.byteLength(file) / 1_048_576).toFixed(1) });
  // BENCH_CATALOGUE_ONLY=postgres or pglite runs one side (comparing two builds of one side).
  const only = process.env.BENCH_CATALOGUE_ONLY;
  const targets: Array<[string, Record<string, string>]> = only === 'postgres' ? [] : [['PGlite', {}]];
  const scratch = only === 'pglite' ? undefined : await scratchPostgresUrl(BENCH_DB);
  if (scratch) targets.push(['PostgreSQL', { DATABASE_URL: scratch.url }]);
  else if (only !== 'pglite') print('PostgreSQL', { omitido: 'no disponible (.ci/pg-setup.sh)' });
  for (const [label, env] of targets) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-bench-'));
    const options = {
      port: 3902,
      dataDir,
      env: { SEED_DEMO: 'true', LOGIN_MAX_PER_ADDRESS: '1000000', ...env },
    };
    // The first start of an embedded database runs initdb, whose memory PGlite keeps; a running
    // store's server has been restarted since, so the import is measured on a second start.
    await (await startServer(options)).stop();
    const server = await startServer(options);
    try {
      const token = await loginDemo(server);
      print(`server at rest (${label})`, { rss_mb: memoryMb(server.child.pid!, 'VmRSS') });
      await importFigures(server, token, file, label, env.DATABASE_URL);
      // The worker runs VACUUM (ANALYZE) after a large import; the list is measured once it is done.
      await waitForIdle(server);
      await listFigures(server, token, label);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/** Waits until no VACUUM runs in the bench database (the worker starts one right after commit). */
async function vacuumDone(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let quiet = 0; quiet < 3;) {
      const { rows } = await client.query<{ running: number }>(
        `select count(*)::int as running from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and query ilike 'vacuum%' and state = 'active'`,
      );
      quiet = rows[0]!.running === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}
