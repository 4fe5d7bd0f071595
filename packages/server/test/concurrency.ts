import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { PLATFORM_SCOPE } from '../src/db/scope';

/**
 * Two transactions at once, for the race tests. They need two connections: PostgreSQL only (PGlite
 * serves one statement at a time, so nothing can run between another transaction's write and its
 * commit). Call at the top of a describe block; it registers the hooks it needs.
 */
export function concurrentTransactions(database: () => Database) {
  // A failed test still releases what it paused, so the next ones get their connections back.
  const paused: Array<() => void> = [];
  afterEach(() => {
    for (const release of paused.splice(0)) release();
  });
  // The fixtures' pool has two connections, both busy while a write waits: the lock is watched
  // from a pool of its own.
  let observer: Database;
  beforeAll(() => {
    observer = database().withDefaultScope(PLATFORM_SCOPE);
  });
  afterAll(async () => {
    await observer.close();
  });

  return {
    /** A transaction paused after `write` until `release` is called. */
    pausedTransaction(write: (tx: Db) => Promise<unknown>) {
      let release!: () => void;
      let written!: () => void;
      const releasing = new Promise<void>((resolve) => (release = resolve));
      paused.push(release);
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const done = database().db.transaction(async (tx) => {
        await write(tx);
        written();
        await releasing;
      });
      return { wrote, release, done };
    },

    /** Waits until some backend of this database waits on a lock. */
    async someoneWaitsOnALock(): Promise<void> {
      for (let i = 0; i < 200; i += 1) {
        const result = await observer.db.execute<{ waiting: number }>(sql`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`);
        if (result.rows[0]!.waiting > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('Nadie quedó esperando un bloqueo');
    },
  };
}
