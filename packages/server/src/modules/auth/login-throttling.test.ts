import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import { createStore, createTestApp, messageOf, type TestContext } from '../../../test/helpers';
import { RateLimiter } from '../../lib/rate-limiter';
import { ACCOUNT_CEILING_FACTOR, AUTH_TEXT, loginKeys } from './auth.service';

/*
 * Login throttling (ADR 0009) with the default limits: 30 attempts per address, 5 failures per
 * account and address, 50 failures per account from all addresses (known addresses exempt), all
 * in fixed 15-minute windows.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PER_ACCOUNT = 5;
const attempt = (email: string, password: string, address: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: address,
  });

/** What fifteen minutes do to the stored windows: every login window ends now. */
async function endLoginWindows() {
  await ctx.database.db
    .update(rateLimits)
    .set({ reset_at: sql`now() - interval '1 second'` })
    .where(like(rateLimits.key, 'login:%'));
}

async function resetAtOf(key: string) {
  const [row] = await ctx.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.reset_at.getTime();
}

describe('login throttling', () => {
  it('blocks an address after five failures for an account, without locking the owner out elsewhere', async () => {
    const { admin } = await createStore(ctx.database);
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      expect((await attempt(admin.email, 'adivina123', '10.50.0.1')).statusCode).toBe(401);
    }
    const blocked = await attempt(admin.email, admin.password, '10.50.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toBe(AUTH_TEXT.tooManyLogins);
    expect((await attempt(admin.email, admin.password, '10.50.0.2')).statusCode).toBe(200);
  });

  it('keeps a blocked caller from extending the window: it ends when it ends', async () => {
    const { admin } = await createStore(ctx.database);
    const address = '10.51.0.1';
    for (let i = 0; i < PER_ACCOUNT; i += 1) await attempt(admin.email, 'adivina123', address);
    const key = loginKeys(admin.email.toLowerCase(), address).pair;
    const endsAt = await resetAtOf(key);
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(admin.email, 'adivina123', address)).statusCode).toBe(429);
    }
    expect(await resetAtOf(key)).toBe(endsAt);
    expect(endsAt! - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    await endLoginWindows();
    expect((await attempt(admin.email, admin.password, address)).statusCode).toBe(200);
  });

  it('caps spread-out guessing per account, but lets the owner in from an address used before', async () => {
    const { admin } = await createStore(ctx.database);
    const home = '10.52.9.9';
    expect((await attempt(admin.email, admin.password, home)).statusCode).toBe(200);
    const ceiling = PER_ACCOUNT * ACCOUNT_CEILING_FACTOR;
    const addresses = ceiling / PER_ACCOUNT;
    for (let a = 0; a < addresses; a += 1) {
      for (let i = 0; i < PER_ACCOUNT; i += 1) {
        expect((await attempt(admin.email, 'adivina123', `10.52.0.${a + 1}`)).statusCode).toBe(401);
      }
    }
    // A new address now meets the account's ceiling, even with the right password...
    const fresh = await attempt(admin.email, admin.password, '10.52.1.1');
    expect(fresh.statusCode).toBe(429);
    expect(messageOf(fresh)).toBe(AUTH_TEXT.tooManyLogins);
    // ...the owner's own address does not, and the ceiling lasts one window only.
    expect((await attempt(admin.email, admin.password, home)).statusCode).toBe(200);
    await endLoginWindows();
    expect((await attempt(admin.email, admin.password, '10.52.1.1')).statusCode).toBe(200);
  }, 60_000);

  it('limits every attempt per address, whatever the account', async () => {
    const { admin } = await createStore(ctx.database);
    const address = '10.53.0.1';
    for (let i = 0; i < 30; i += 1) {
      expect((await attempt(`nadie${i}@test.local`, 'adivina123', address)).statusCode).toBe(401);
    }
    expect((await attempt(admin.email, admin.password, address)).statusCode).toBe(429);
    await endLoginWindows();
    expect((await attempt(admin.email, admin.password, address)).statusCode).toBe(200);
  });

  it('counts an email in any case as one account', async () => {
    const { admin } = await createStore(ctx.database);
    const address = '10.54.0.1';
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      const email = i % 2 ? admin.email.toUpperCase() : admin.email;
      expect((await attempt(email, 'adivina123', address)).statusCode).toBe(401);
    }
    expect((await attempt(admin.email.toUpperCase(), admin.password, address)).statusCode).toBe(429);
  });
});

describe('rate-limit windows', () => {
  it('purges windows that ended over an hour ago and keeps the live ones', async () => {
    const limiter = new RateLimiter(ctx.database.db);
    await limiter.hit('purge:old', 60);
    await limiter.hit('purge:live', 60);
    await ctx.database.db
      .update(rateLimits)
      .set({ reset_at: sql`now() - interval '2 hours'` })
      .where(eq(rateLimits.key, 'purge:old'));
    expect(await limiter.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db.select().from(rateLimits).where(like(rateLimits.key, 'purge:%'));
    expect(left.map((row) => row.key)).toEqual(['purge:live']);
  });
});
