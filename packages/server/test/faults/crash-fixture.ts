/* What every crash test of this folder does around its fault: a data dir, servers on it, a login, clean-up. */
import { rmSync } from 'node:fs';
import { afterAll } from 'vitest';
import type { Database } from '../../src/db/client';
import type { StoreFixture } from '../helpers';
import { loginAs, prepareDataDir, startServer, type ServerProcess } from './server-process';

export interface CrashFixture {
  /** A fresh data dir holding the store `setup` makes (and whatever else it writes). */
  prepare(
    setup: (database: Database) => Promise<StoreFixture>,
  ): Promise<{ dataDir: string; fixture: StoreFixture }>;
  /** A server on the data dir, on a free port, with the file's environment. */
  start(dataDir: string, options?: { awaitReady?: boolean }): Promise<ServerProcess>;
  /** The store admin's token on that server. */
  login(server: ServerProcess, fixture: StoreFixture): Promise<string>;
}

/**
 * One fixture per test file. After the file, every server it started that still runs is killed
 * (a failed assertion must not leave a process holding the port or the data dir's lock) and every
 * data dir is removed.
 */
export function crashFixture(options: { env?: Record<string, string> } = {}): CrashFixture {
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) await server.crash();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    async prepare(setup) {
      const { dataDir, value } = await prepareDataDir(setup);
      dataDirs.push(dataDir);
      return { dataDir, fixture: value };
    },
    async start(dataDir, { awaitReady } = {}) {
      const server = await startServer({ dataDir, env: options.env, awaitReady });
      servers.push(server);
      return server;
    },
    login: (server, fixture) => loginAs(server, fixture.admin.email, fixture.admin.password),
  };
}
