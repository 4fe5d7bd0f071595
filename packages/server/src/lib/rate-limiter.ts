import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Fixed-window counters in the database, so every instance sees the same count. Used for login
 * and recovery attempts, where a few extra queries per call cost nothing next to argon2.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Adds one to the key's window and answers the count so far. */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const resetAt = new Date(Date.now() + windowSeconds * 1000);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, reset_at: resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.reset_at} < now() then 1 else ${rateLimits.count} + 1 end`,
          reset_at: sql`case when ${rateLimits.reset_at} < now() then ${resetAt.toISOString()}::timestamptz else ${rateLimits.reset_at} end`,
        },
      })
      .returning({ count: rateLimits.count });
    return row?.count ?? 1;
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

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }
}
