import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, print, startServer } from './lib';

const RESTARTS = 100;

/**
 * The child of one embedded-database restart: opens PGlite on the data dir, adds one row, reports
 * the row count, and closes cleanly on SIGTERM as the server does.
 */
const PGLITE_CHILD = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: process.argv[1] });
process.on('SIGTERM', async () => { await db.close(); process.exit(0); });
await db.exec('create table if not exists restarts (n integer primary key, at timestamptz not null default now())');
await db.query('insert into restarts (n) select coalesce(max(n), 0) + 1 from restarts');
const { rows } = await db.query('select count(*)::int as rows, count(distinct n)::int as distinct_n, max(n) as max_n from restarts');
process.stdout.write(JSON.stringify(rows[0]) + '\\n');
`;

type Counts = { rows: number; distinct_n: number; max_n: number };

async function restartOnce(dataDir: string): Promise<{ counts: Counts; openMs: number; closeMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', PGLITE_CHILD, dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
    void exited.then((code) => reject(new Error(`el proceso termino (${code}) sin escribir:\n${errors}`)));
  });
  const openMs = performance.now() - started;
  const stopping = performance.now();
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`SIGTERM termino con codigo ${code}:\n${errors}`);
  return { counts: JSON.parse(line) as Counts, openMs, closeMs: performance.now() - stopping };
}

/** 100 SIGTERM restarts of one embedded database in a row, one write each: every start clean. */
async function pgliteRestarts() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-faults-restarts-'));
  const open: number[] = [];
  const close: number[] = [];
  let clean = 0;
  try {
    for (let i = 1; i <= RESTARTS; i += 1) {
      const { counts, openMs, closeMs } = await restartOnce(dataDir);
      if (counts.rows !== i || counts.distinct_n !== i || counts.max_n !== i)
        throw new Error(`reinicio ${i}: datos ${JSON.stringify(counts)}`);
      clean += 1;
      open.push(openMs);
      close.push(closeMs);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...open].sort((a, b) => a - b);
  print(`PGlite ${RESTARTS} SIGTERM restarts`, {
    clean: `${clean}/${RESTARTS}`,
    rows: clean,
    open_write_p50_ms: Math.round(sorted[Math.floor(sorted.length / 2)]!),
    open_write_max_ms: Math.round(sorted.at(-1)!),
    close_avg_ms: Math.round(close.reduce((a, b) => a + b, 0) / close.length),
    load: loadavg()[0]!.toFixed(1),
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL 15 cluster of our own: restarting the machine's shared one would hit others. */
async function privateCluster() {
  const bin = '/usr/lib/postgresql/15/bin';
  const dir = mkdtempSync(join(tmpdir(), 'mostrador-faults-pg-'));
  chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
  const port = await freePort();
  const asPostgres = (command: string) =>
    execFileSync('su', ['postgres', '-c', command], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres --no-sync >/dev/null`);
  const ctl = (action: string) =>
    asPostgres(
      `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1" ${action}`,
    );
  ctl('start');
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  // The server refuses a superuser (row-level security would not bind it): an ordinary owner role,
  // as docs/deploy.md sets up.
  await admin.query('create role mostrador login nosuperuser nobypassrls');
  await admin.query('create database mostrador_faults owner mostrador');
  await admin.end();
  return {
    url: `postgres://mostrador@127.0.0.1:${port}/mostrador_faults`,
    // Asynchronous: the load generator runs in this process and must keep going meanwhile.
    restart: () =>
      promisify(execFile)('su', [
        'postgres',
        '-c',
        `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1" restart -m fast`,
      ]),
    remove: () => {
      try {
        ctl('stop -m immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * PostgreSQL restarted (pg_ctl restart -m fast) while the server answers /api/health, which asks
 * the database each time: how long until answers are 200 again, how many failed meanwhile, and
 * whether any request hung (autocannon's 10 s timeout).
 */
async function postgresRestart() {
  let cluster: Awaited<ReturnType<typeof privateCluster>>;
  try {
    cluster = await privateCluster();
  } catch (error) {
    print('PostgreSQL restart under load', {
      omitido: `no se pudo crear un cluster propio (${(error as Error).message.split('\n')[0]})`,
    });
    return;
  }
  const server = await startServer({ port: 3330, env: { DATABASE_URL: cluster.url, SEED_DEMO: 'false' } });
  try {
    const url = `${server.url}/api/health`;
    const failures: number[] = [];
    const successes: number[] = [];
    let maxLatency = 0;
    let restartAt = 0;
    let restartDoneAt = 0;
    let finish: (result: autocannon.Result) => void = () => {};
    const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
    // The callback form returns the instance, whose events time each answer.
    const instance = autocannon({ url, connections: 10, duration: 20, timeout: 10 }, (error, result) => {
      if (error) throw error;
      finish(result);
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const at = performance.now();
      if (statusCode === 200) successes.push(at);
      else failures.push(at);
      maxLatency = Math.max(maxLatency, responseTime);
    });
    let socketErrors = 0;
    instance.on('reqError', () => {
      socketErrors += 1;
      failures.push(performance.now());
    });
    const restarting = new Promise((resolve) => setTimeout(resolve, 5000)).then(async () => {
      restartAt = performance.now();
      await cluster.restart();
      restartDoneAt = performance.now();
    });
    const result = await finished;
    await restarting;
    const during = failures.filter((at) => at >= restartAt);
    const lastFailure = during.at(-1) ?? restartAt;
    const recoveredAt = successes.find((at) => at > lastFailure);
    print('PostgreSQL restart under load', {
      pg_ctl_restart_s: ((restartDoneAt - restartAt) / 1000).toFixed(2),
      back_to_200_s: recoveredAt ? ((recoveredAt - restartAt) / 1000).toFixed(2) : 'nunca',
      // 503 from /api/health (it reports the outage) plus requests that got no answer at all.
      errors: during.length,
      socket_errors: socketErrors,
      timeouts: result.timeouts,
      max_latency_ms: Math.round(maxLatency),
      requests: result.requests.total,
      load: loadavg()[0]!.toFixed(1),
    });
  } finally {
    await server.stop();
    cluster.remove();
  }
}

/** Fault figures of issue 9: embedded database restarts and a PostgreSQL restart under load. */
export async function faultsBench() {
  await pgliteRestarts();
  await postgresRestart();
}
