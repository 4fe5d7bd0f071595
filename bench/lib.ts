import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

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
  const child = spawn(process.execPath, [SERVER_ENTRY], {
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
