/* A real server process on an embedded database, for the fault tests: started, killed, restarted. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openPglite, type Database } from '../../src/db/client';
import { freePort } from '../free-port';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
/** The source entry through tsx: the built dist does not exist while the unit tests run. */
const ENTRY = join(ROOT, 'packages/server/src/main.ts');

/** The migrated template of this test run, written into a fresh data dir (faster than migrating). */
export async function prepareDataDir<T>(setup: (database: Database) => Promise<T>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-faults-'));
  const path = inject('pgliteTemplate');
  if (!path) throw new Error('Falta la base de datos plantilla de las pruebas (global-setup)');
  const database = await openPglite({
    dataDir: join(dataDir, 'pglite'),
    loadDataDir: new Blob([await readFile(path)]),
  });
  try {
    return { dataDir, value: await setup(database) };
  } finally {
    await database.close();
  }
}

/** The data dir opened by the test itself, once no server holds it. */
export async function withDataDir<T>(dataDir: string, read: (database: Database) => Promise<T>) {
  const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 of /api/health. */
  readyMs: number;
  output(): string;
  /** Throws ProcessExited (with its output) when the process is no longer running. */
  assertRunning(): void;
  /** kill -9: no shutdown hook runs, PGlite is not closed, the lock file stays. */
  crash(): Promise<void>;
  /** SIGTERM, as an orchestrator stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export const lockPid = (dataDir: string) => Number(readFileSync(join(dataDir, 'mostrador.lock'), 'utf8'));

/** Thrown by a probe to stop waiting at once (the server process is gone). */
class ProcessExited extends Error {}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch((error: unknown) => {
      if (error instanceof ProcessExited) throw error;
      return undefined;
    });
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`tiempo agotado esperando: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Waits until the server's log passes `seen`; stops at once if the process is gone. */
export function waitForOutput(
  server: ServerProcess,
  what: string,
  seen: (output: string) => boolean,
  timeoutMs: number,
  everyMs?: number,
): Promise<true> {
  const probe = async () => {
    server.assertRunning();
    return seen(server.output()) ? (true as const) : undefined;
  };
  return waitFor(what, probe, timeoutMs, everyMs);
}

export async function startServer(options: {
  dataDir: string;
  /** Default: a free port (freePort). */
  port?: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** false: return once spawned (background jobs start before the server listens). */
  awaitReady?: boolean;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    LOGIN_MAX_PER_ADDRESS: '1000',
    NOTIFICATIONS_WORKER: 'false',
    WOO_SYNC_WORKER: 'false',
    ...options.env,
  };
  // These tests are about the embedded database's process; a PostgreSQL run must not redirect them.
  delete env.DATABASE_URL;
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    if (options.awaitReady !== false)
      await waitFor(
        'el servidor responde /api/health',
        async () => {
          if (child.exitCode !== null) throw new ProcessExited('el servidor termino al iniciar');
          const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
          return res.ok ? true : undefined;
        },
        options.readyTimeoutMs ?? 120_000,
      );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  if (child.exitCode !== null) throw new Error(`el servidor termino al iniciar:\n${output}`);
  return {
    url,
    child,
    readyMs: performance.now() - started,
    output: () => output,
    assertRunning: () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new ProcessExited(`el servidor termino (${child.exitCode ?? child.signalCode}):\n${output}`);
    },
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function loginAs(server: ServerProcess, email: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { jwt_token: string }).jwt_token;
}
