import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../packages/server/src/db/client';

export const ROOT = new URL('..', import.meta.url).pathname;
/** BENCH_SERVER_ENTRY measures another build (a snapshot) while the shared tree is being changed. */
export const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? join(ROOT, 'packages/server/dist/main.js');

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first answered /api/health. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts the built server on a fresh (or given) data dir and waits for its first answer. */
export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mostrador-bench-'));
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS passes node flags to the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: { ...process.env, PORT: String(options.port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${options.port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor termino antes de responder:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    child,
    readyMs,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
}

export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function print(name: string, figures: Record<string, string | number>) {
  const parts = Object.entries(figures).map(([key, value]) => `${key}=${value}`);
  console.log(`${name.padEnd(34)} ${parts.join('  ')}`);
}

/** Whether to build before measuring the built server: always, unless --no-build finds a build. */
export const wantsBuild = () => !process.argv.includes('--no-build') || !existsSync(SERVER_ENTRY);

/**
 * Runs one bench alone when its file is the script started (`npx tsx bench/<file>.ts`); `moduleUrl`
 * is that file's import.meta.url. A bench of the built server (`build`) builds it first (see wantsBuild).
 */
export function runAlone(
  moduleUrl: string,
  bench: () => Promise<unknown>,
  options: { build?: boolean } = {},
) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  if (options.build && wantsBuild()) execSync('npm run build', { cwd: ROOT, stdio: 'ignore' });
  bench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times (100 on Linux). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU clock ticks (user + system) a process has used, from /proc (Linux); 0 once it is gone. Whole
 * ticks, for comparisons that must not meet rounding (bench/catalogue.bench.ts's quiet check).
 */
export function cpuTicks(pid: number): number {
  try {
    // The command name, in parentheses, may hold spaces; after it state is field 3, utime 14, stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used, from /proc; 0 once it is gone. */
export const cpuSeconds = (pid: number) => cpuTicks(pid) / CLOCK_TICKS;

/**
 * CPU used between two snapshots of several processes (pid -> CPU, any unit): one that started in
 * between counts whole, one that ended is lost (a small undercount).
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, cpu] of after) used += cpu - (before.get(pid) ?? 0);
  return used;
}

/** CPU seconds per PostgreSQL backend serving `databaseName` (its process title names the database). */
export function postgresBackendsCpu(databaseName: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(join('/proc', entry, 'cmdline'), 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${databaseName} `)) {
        backends.set(Number(entry), cpuSeconds(Number(entry)));
      }
    } catch {
      // the process ended while listed
    }
  }
  return backends;
}

/** The PostgreSQL server the benches use when DATABASE_URL names none (the CI one). */
export const DEFAULT_POSTGRES_URL = 'postgres://mostrador:mostrador@127.0.0.1:5432/mostrador';

/**
 * Makes database `name` anew on the PostgreSQL server at `serverUrl`; answers its address and a
 * `drop` that removes it.
 */
async function recreateDatabase(serverUrl: string, name: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * A scratch database for one bench: with `postgresUrl`, a database `name` made anew on that
 * server (and dropped by `drop`); without it, PGlite in a temporary folder.
 */
export async function openScratchDatabase(options: {
  name: string;
  postgresUrl?: string | undefined;
}): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = options.postgresUrl;
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), `${options.name}-`));
    const database = await openPglite({ dataDir });
    return { database, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await recreateDatabase(url, options.name);
  return { database: openPostgres(scratch.url), drop: scratch.drop };
}

/**
 * A fresh database `name` on DATABASE_URL's server, or on the machine's PostgreSQL started by the CI
 * script; undefined when neither answers. `drop` removes it.
 */
export async function scratchPostgresUrl(
  name: string,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  let base = process.env.DATABASE_URL;
  try {
    base ??= execSync('bash .ci/pg-setup.sh', {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return await recreateDatabase(base, name);
  } catch {
    return undefined;
  }
}

/** Waits until the server is idle: under 5 clock ticks (50 ms) of CPU in half a second (an import's
 * index upkeep and VACUUM run after it completes). */
export async function waitForIdle(server: RunningServer) {
  const pid = server.child.pid!;
  for (let last = cpuTicks(pid); ;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuTicks(pid);
    if (now - last < 5) return;
    last = now;
  }
}
