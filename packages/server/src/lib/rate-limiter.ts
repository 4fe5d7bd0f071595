import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

const PURGE_SAMPLE = 0.01;

/**
 * Fixed-window counters in the database, so every instance sees the same count. Used for login
 * and recovery attempts, where a few extra queries per call cost nothing next to argon2, and for
 * the anonymous customer and chat calls (one statement per call, ADR 0019).
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Adds one to the key's window and answers the count so far. */
  async hit(key: string, windowSeconds: number): Promise<number> {
    return (await this.hitAll([key], windowSeconds)).get(key) ?? 1;
  }

  /**
   * Adds one to each key's window in one statement (the anonymous customer calls count an
   * address and a session per request) and answers each key's count so far.
   */
  async hitAll(keys: readonly string[], windowSeconds: number): Promise<Map<string, number>> {
    // Expired windows are dead rows (one per address and account tried); about one call in a
    // hundred clears them, so the table stays small without a scheduled job (ADR 0009).
    if (Math.random() < PURGE_SAMPLE) await this.purgeExpired();
    const resetAt = new Date(Date.now() + windowSeconds * 1000);
    const rows = await this.db
      .insert(rateLimits)
      // Sorted: two calls upserting the same keys lock them in the same order (no deadlock).
      .values([...new Set(keys)].sort().map((key) => ({ key, count: 1, reset_at: resetAt })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.reset_at} < now() then 1 else ${rateLimits.count} + 1 end`,
          reset_at: sql`case when ${rateLimits.reset_at} < now() then ${resetAt.toISOString()}::timestamptz else ${rateLimits.reset_at} end`,
        },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count });
    return new Map(rows.map((row) => [row.key, row.count]));
  }

  /** The count in the key's current window, without adding to it. */
  async count(key: string): Promise<number> {
    const [row] = await this.db
      .select({ count: rateLimits.count, reset_at: rateLimits.reset_at })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    if (!row || row.reset_at.getTime() < Date.now()) return 0;
    return row.count;
  }

  /** Deletes the windows that ended more than an hour ago. */
  async purgeExpired(): Promise<number> {
    const gone = await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.reset_at, sql`now() - interval '1 hour'`))
      .returning({ key: rateLimits.key });
    return gone.length;
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }
}
