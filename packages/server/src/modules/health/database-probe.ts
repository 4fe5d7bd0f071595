import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Whether the database answers, asked at most once per `maxAgeMs`: a monitor or a load balancer
 * polling /api/health many times a second costs one `select 1` per period, not one per call (on
 * the embedded database each query waits its turn behind the stores' own). Calls that arrive
 * while a probe runs share its answer.
 */
export function databaseProbe(db: Db, maxAgeMs = 1000, now = () => performance.now()) {
  let last: { ok: boolean; at: number } | undefined;
  let running: Promise<boolean> | undefined;
  const probe = async () => {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  };
  return (): Promise<boolean> => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.ok);
    running ??= probe().then((ok) => {
      last = { ok, at: now() };
      running = undefined;
      return ok;
    });
    return running;
  };
}
