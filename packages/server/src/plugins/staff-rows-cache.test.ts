import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stores, users } from '../db/schema';
import { noteStatement, staffRowsEpoch } from '../db/write-epochs';
import { bearer, createStore, createTestApp, login, type TestContext } from '../../test/helpers';

/*
 * The staff guard reuses the user and store rows it read for STAFF_ROWS_CACHE_MS (plugins/auth.ts):
 * a change made through this process is seen on the next call; one made elsewhere (another
 * instance: here a statement sent past the app's drivers) within that time.
 */
const CACHE_MS = 300;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ STAFF_ROWS_CACHE_MS: CACHE_MS });
});
afterAll(() => ctx.close());

const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/store/me', headers: bearer(token) })).statusCode;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A change another instance makes: sent on PGlite's client past the app's drivers, so nothing here
 * hears of it. PGlite is one connection: the settings are local to this transaction, so the app's
 * stay as they were. (On PostgreSQL the suite runs the same case from a second connection would
 * need its own role setup; the PGlite run covers the rule, which is driver-independent.)
 */
async function elsewhere(statement: string) {
  await ctx.database.pglite!.exec(
    `begin; select set_config('app.scope', 'platform', true); ${statement}; commit;`,
  );
}

describe('the staff guard reuses the rows it read', () => {
  it('sees a change made through this process on the next call', async () => {
    const { admin, store } = await createStore(ctx.database);
    const { jwt_token: token } = await login(ctx.app, admin.email, admin.password);
    expect(await me(token)).toBe(200);
    await ctx.database.db.update(users).set({ enabled: false }).where(eq(users.id, admin.id));
    expect(await me(token)).toBe(403);
    await ctx.database.db.update(users).set({ enabled: true }).where(eq(users.id, admin.id));
    expect(await me(token)).toBe(200);
    await ctx.database.db.update(stores).set({ enabled: false }).where(eq(stores.id, store.id));
    expect(await me(token)).toBe(403);
  });

  it('a transaction that writes the rows moves the counter again when it ends, every time', async () => {
    const { admin } = await createStore(ctx.database);
    // Twice: a pooled connection gets a new release on each checkout, and each must move it.
    for (const name of ['Primera', 'Segunda']) {
      const before = staffRowsEpoch();
      let during = before;
      await ctx.database.db.transaction(async (tx) => {
        await tx.update(users).set({ name }).where(eq(users.id, admin.id));
        during = staffRowsEpoch();
      });
      expect(during).toBeGreaterThan(before);
      expect(staffRowsEpoch()).toBeGreaterThan(during);
    }
  });

  it.runIf(process.env.DATABASE_URL === undefined)(
    "sees another instance's change within STAFF_ROWS_CACHE_MS",
    async () => {
      const { admin } = await createStore(ctx.database);
      const { jwt_token: token } = await login(ctx.app, admin.email, admin.password);
      expect(await me(token)).toBe(200);
      await elsewhere(`update users set enabled = false where id = ${admin.id}`);
      // Still the rows read a moment ago: the limit this setting trades for one query less per call.
      expect(await me(token)).toBe(200);
      await pause(CACHE_MS + 50);
      expect(await me(token)).toBe(403);
    },
  );
});

describe('noteStatement', () => {
  it('moves the counter for writes to users or stores, in any spelling, and only for those', () => {
    const writes = [
      'update "users" set "enabled" = $1 where "users"."id" = $2',
      'UPDATE stores SET name = $1',
      'delete from "users" where "id" = $1',
      'insert into "stores" ("hashtag") values ($1) returning *',
      'with x as (update public.users set name = $1 returning id) select * from x',
    ];
    const others = [
      'select "id" from "users" where "id" = $1',
      'update "store_users_view" set a = 1',
      'update "payment_methods" set "name" = $1',
      'insert into "users_log" values (1)',
      "select set_config('app.scope', $1, false)",
    ];
    for (const statement of writes) {
      const before = staffRowsEpoch();
      expect(noteStatement({ text: statement }), statement).toBe(true);
      expect(staffRowsEpoch()).toBe(before + 1);
    }
    for (const statement of others) {
      const before = staffRowsEpoch();
      expect(noteStatement(statement), statement).toBe(false);
      expect(staffRowsEpoch()).toBe(before);
    }
  });
});
