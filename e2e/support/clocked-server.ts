import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNTS } from './accounts';

const ROOT_DIR = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ClockedServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second server of the built app whose message clock starts at `clockStart` (CLOCK_START) and
 * runs forward, on its own port and embedded database, so a journey can live through 11:00 store
 * time without touching the clock of the server every other journey uses.
 */
export function startClockedServer(name: string, clockStart: Date, port?: number): Promise<ClockedServer> {
  return startExtraServer(
    name,
    { CLOCK_START: clockStart.toISOString(), NOTIFICATIONS_INTERVAL_SECONDS: '2' },
    port,
  );
}

/**
 * A server of the built app of a journey's own, on its own port and embedded database, with the
 * settings `env` adds to the demo's (a clock, split hosts).
 */
export async function startExtraServer(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<ClockedServer> {
  const artifacts = process.env.E2E_ARTIFACTS ?? join(ROOT_DIR, 'e2e', '.artifacts');
  const runId = process.env.E2E_RUN_ID ?? String(Date.now());
  const dataDir = join(artifacts, `data-${runId}-${name}`);
  mkdirSync(dataDir, { recursive: true });
  // A fixed port when the engineers sharing a machine each keep to a range; else any free one.
  const listenPort = port ?? (await freePort());
  const log = createWriteStream(join(artifacts, `server-${runId}-${name}.log`), { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ACCOUNTS.platformAdmin.email,
      ADMIN_PASSWORD: ACCOUNTS.platformAdmin.password,
      SEED_DEMO: 'true',
      LOGIN_MAX_PER_ADDRESS: '10000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${listenPort}`;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor ${name} termino al iniciar (ver su log)`);
    const ready = await fetch(`${baseURL}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`el servidor ${name} no respondio en 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseURL,
    async stop() {
      // SIGTERM: PGlite closes cleanly (a kill could damage its write-ahead log).
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      log.end();
    },
  };
}
