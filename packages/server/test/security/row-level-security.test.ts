import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertRoleIsBound, PGLITE_APP_ROLE, UnsafeDatabaseRoleError } from '../../src/db/app-role';
import type { Database, Db } from '../../src/db/client';
import { withPlatformScope, withStoreScope } from '../../src/db/scope';
import { createOrder } from '../../src/modules/orders/test-factories';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite } from '../../src/db/client';
import { bearer, createStore, createTestApp, freshAppDatabase, login } from '../helpers';

/** A clone of the PGlite test template opened as PGlite opens it: the superuser, not yet secured. */
async function superuserClone(): Promise<Database> {
  const path = inject('pgliteTemplate');
  if (!path) throw new Error('Falta la base de datos plantilla de las pruebas (global-setup)');
  return openPglite({ loadDataDir: new Blob([await readFile(path)]) });
}

/**
 * Row-level security, the second wall behind the services' store_id filters (docs/adr/0011):
 * checked on the database as the server opens it (the application role, no scope by default).
 */

type TableWall = {
  name: string;
  enabled: boolean;
  forced: boolean;
  policies: number;
};

/** Every table with a store_id column (from the catalog, not a list), and stores itself. */
async function storeTableWalls(db: Pick<Db, 'execute'>): Promise<TableWall[]> {
  const result = await db.execute<TableWall>(sql`
    select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
      (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and (c.relname = 'stores' or exists (
        select 1 from information_schema.columns col
        where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'store_id'))
    order by c.relname`);
  return result.rows;
}

const unguarded = (walls: TableWall[]) =>
  walls.filter((wall) => !wall.enabled || !wall.forced || wall.policies < 1).map((wall) => wall.name);

/** The database's own message (Drizzle wraps it in a 'Failed query' error). */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

class Rollback extends Error {
  constructor(readonly walls: TableWall[]) {
    super('rollback');
  }
}

let database: Database;
let fixtures: Database;
let storeA: number;
let storeB: number;
let ordersOfA: number[];
let ordersOfB: number[];

const orderStores = async (db: Pick<Db, 'execute'>) =>
  (await db.execute<{ id: number; store_id: number }>(sql`select id, store_id from orders`)).rows;

beforeAll(async () => {
  database = await freshAppDatabase();
  fixtures = database.withDefaultScope({ kind: 'platform' });
  storeA = (await createStore(fixtures)).store.id;
  storeB = (await createStore(fixtures)).store.id;
  ordersOfA = [];
  ordersOfB = [];
  for (let i = 0; i < 3; i += 1) {
    ordersOfA.push((await createOrder(fixtures.db, storeA)).order.id);
    ordersOfB.push((await createOrder(fixtures.db, storeB)).order.id);
  }
});

afterAll(async () => {
  await fixtures?.close();
  await database?.close();
});

describe('[RLS] policies', () => {
  it('guards every table with a store_id column: enabled, forced and at least one policy', async () => {
    const walls = await storeTableWalls(database.db);
    expect(walls.length).toBeGreaterThan(20);
    expect(walls.map((wall) => wall.name)).toEqual(
      expect.arrayContaining(['orders', 'products', 'users', 'stores']),
    );
    expect(unguarded(walls)).toEqual([]);
  });

  it('finds a store table added without a policy', async () => {
    const probe = `rls_probe_${Date.now()}`;
    // PGlite's application role may not create tables (nor become a role that may): the probe runs
    // on a clone opened as the superuser, as the server opens it before securing it.
    const owner = database.kind === 'pglite' ? await superuserClone() : undefined;
    try {
      const db = owner?.db ?? fixtures.db;
      const error = await db
        .transaction(async (tx) => {
          await tx.execute(sql.raw(`create table public.${probe} (id int, store_id int)`));
          throw new Rollback(await storeTableWalls(tx));
        })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Rollback);
      expect(unguarded((error as Rollback).walls)).toEqual([probe]);
    } finally {
      await owner?.close();
    }
  });
});

describe('[RLS] role', () => {
  it('runs the application as a role that is neither superuser nor BYPASSRLS', async () => {
    const { rows } = await database.db.execute<{ role: string; rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select current_user as role, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.rolsuper).toBe(false);
    expect(rows[0]!.rolbypassrls).toBe(false);
    if (database.kind === 'pglite') expect(rows[0]!.role).toBe(PGLITE_APP_ROLE);
    await expect(assertRoleIsBound(database.db)).resolves.toBeUndefined();
  });

  it.runIf(process.env.DATABASE_URL === undefined)('refuses a superuser connection', async () => {
    const other = await superuserClone();
    try {
      await expect(assertRoleIsBound(other.db)).rejects.toBeInstanceOf(UnsafeDatabaseRoleError);
    } finally {
      await other.close();
    }
  });

  it.runIf(process.env.DATABASE_URL === undefined)(
    'makes the application role the session user on PGlite: RESET ROLE gives nothing back',
    async () => {
      const who = async () =>
        (
          await database.db.execute<{
            current: string;
            session: string;
            rolsuper: boolean;
            rolbypassrls: boolean;
          }>(
            sql`select current_user as current, session_user as session, rolsuper, rolbypassrls
                from pg_roles where rolname = current_user`,
          )
        ).rows[0];
      const app = {
        current: PGLITE_APP_ROLE,
        session: PGLITE_APP_ROLE,
        rolsuper: false,
        rolbypassrls: false,
      };
      expect(await who()).toEqual(app);
      for (const escape of ['reset role', 'reset all', 'set role none']) {
        await database.db.execute(sql.raw(escape));
        expect(await who()).toEqual(app);
      }
      expect(await refusal(database.db.execute(sql`set role postgres`))).toContain('permission denied');
      expect(await orderStores(database.db)).toEqual([]);
    },
  );
});

describe('[RLS] scopes', () => {
  it("shows a store's scope only its own rows, even with no where clause", async () => {
    const rows = await withStoreScope(storeA, () => orderStores(database.db));
    expect(rows.map((row) => row.id).sort()).toEqual([...ordersOfA].sort());
    expect(new Set(rows.map((row) => row.store_id))).toEqual(new Set([storeA]));
  });

  it('shows no rows without a scope', async () => {
    expect(await orderStores(database.db)).toEqual([]);
    const counted = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(counted.rows[0]!.n).toBe(0);
  });

  it("shows the platform's scope every store's rows", async () => {
    const ids = (await withPlatformScope(() => orderStores(database.db))).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([...ordersOfA, ...ordersOfB]));
  });

  it("refuses to write a row of store B under store A's scope, and cannot touch B's rows", async () => {
    const insert = withStoreScope(storeA, () =>
      database.db.execute(
        sql`insert into clients (store_id, email, first_name, last_name, phone) values (${storeB}, 'x@test.local', 'A', 'B', '1')`,
      ),
    );
    expect(await refusal(insert)).toMatch(/row-level security/);
    const updated = await withStoreScope(storeA, () =>
      database.db.execute(sql`update orders set shipping_cost = 999 where store_id = ${storeB}`),
    );
    expect(updated.rowCount ?? (updated as { affectedRows?: number }).affectedRows).toBe(0);
    const moved = withStoreScope(storeA, () =>
      database.db.execute(sql`update orders set store_id = ${storeB} where id = ${ordersOfA[0]!}`),
    );
    expect(await refusal(moved)).toMatch(/row-level security/);
  });

  it('keeps a transaction and its nested savepoints in the scope it began with', async () => {
    const seen = await withStoreScope(storeB, () =>
      database.db.transaction(async (tx) => {
        const outer = await orderStores(tx);
        const inner = await tx.transaction(async (nested) => orderStores(nested));
        return [...outer, ...inner];
      }),
    );
    expect(seen.length).toBe(ordersOfB.length * 2);
    expect(seen.every((row) => row.store_id === storeB)).toBe(true);
  });
});

describe('[RLS] concurrency', () => {
  it('never lets interleaved calls of two stores see each other’s rows', async () => {
    const call = (storeId: number, iteration: number) =>
      withStoreScope(storeId, async () => {
        const first = await orderStores(database.db);
        await nextTurn();
        // Every third call goes through a transaction, which takes the connection for its length.
        const second =
          iteration % 3 === 0
            ? await database.db.transaction(async (tx) => orderStores(tx))
            : await orderStores(database.db);
        return [...first, ...second].map((row) => row.store_id);
      });
    const calls: Promise<{ storeId: number; seen: number[] }>[] = [];
    for (let i = 0; i < 60; i += 1) {
      for (const storeId of [storeA, storeB]) {
        calls.push(call(storeId, i).then((seen) => ({ storeId, seen })));
      }
      // Unscoped calls in the middle must still see nothing.
      calls.push(
        orderStores(database.db).then((rows) => ({ storeId: 0, seen: rows.map((row) => row.store_id) })),
      );
    }
    const results = await Promise.all(calls);
    for (const { storeId, seen } of results) {
      if (storeId === 0) expect(seen).toEqual([]);
      else {
        expect(seen.length).toBe(6);
        expect(seen.every((id) => id === storeId)).toBe(true);
      }
    }
  });
});

describe('[RLS] requests', () => {
  it("narrows a store route's queries to the caller's store even without a where clause", async () => {
    // A route with the bug the wall is for: it forgets to filter by the caller's store.
    const ctx = await createTestApp({}, (app) => {
      app.get('/rls-probe', { onRequest: [app.guards.storeUser] }, async () =>
        orderStores(app.db).then((rows) => rows.map((row) => row.store_id)),
      );
      app.post('/rls-probe', { onRequest: [app.guards.storeAdmin] }, async (request) => {
        const { n } = request.body as { n: number };
        return orderStores(app.db).then((rows) => ({ n, stores: rows.map((row) => row.store_id) }));
      });
    });
    try {
      const a = await createStore(ctx.database);
      const b = await createStore(ctx.database);
      await createOrder(ctx.database.db, a.store.id);
      await createOrder(ctx.database.db, b.store.id);
      const { jwt_token } = await login(ctx.app, a.admin.email, a.admin.password, '10.91.0.1');
      const listed = await ctx.app.inject({ method: 'GET', url: '/rls-probe', headers: bearer(jwt_token) });
      expect(listed.json()).toEqual([a.store.id]);
      // A parsed body does not lose the request's scope.
      const posted = await ctx.app.inject({
        method: 'POST',
        url: '/rls-probe',
        headers: bearer(jwt_token),
        payload: { n: 1 },
      });
      expect(posted.json()).toEqual({ n: 1, stores: [a.store.id] });
      // Refused by its guard: nothing ran.
      expect((await ctx.app.inject({ method: 'GET', url: '/rls-probe' })).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});
