import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port';

/** The bundle `npm run build` writes: what production runs, and what this suite must see. */
export const BUILT_ENTRY =
  process.env.BUILT_SERVER_ENTRY ?? fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** The platform administrator the built server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BUILT_ADMIN = { email: 'plataforma@mostrador.local', password: 'plataforma123' };
/** The demo store's owner (src/seed/demo.ts), seeded on the embedded database. */
export const BUILT_DEMO = { email: 'demo@mostrador.local', password: 'demo1234' };

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** Everything the server printed (start-up failures, error logs). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (dist/main.js) as a child process on a free port with a temporary
 * DATA_DIR (embedded database, demo store seeded) and waits for its first answer.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync(BUILT_ENTRY)) {
    throw new Error(`No hay servidor construido en ${BUILT_ENTRY}: ejecute npm run build primero`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-built-'));
  const port = await freePort();
  // The embedded database: a DATABASE_URL of the caller (the PostgreSQL test run) stays out.
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const child = spawn(process.execPath, [BUILT_ENTRY], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: BUILT_ADMIN.email,
      ADMIN_PASSWORD: BUILT_ADMIN.password,
      NOTIFICATIONS_WORKER: 'false',
      WOO_SYNC_WORKER: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor construido termino al iniciar:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`el servidor construido no respondio en 180 s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the API and answers the headers of the session. */
export async function loginHeaders(url: string, account: { email: string; password: string }) {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login de ${account.email}: ${res.status} ${await res.text()}`);
  const { jwt_token } = (await res.json()) as { jwt_token: string };
  return { authorization: `Bearer ${jwt_token}` };
}
