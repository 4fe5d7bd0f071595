import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { currentScope, scopeSettings, type Scope } from './scope';
import { noteStatement, watchedTablesChanged } from './write-epochs';

/**
 * Both drivers bind the caller's scope (scope.ts) to the connection that runs its query, as
 * session settings read by the row-level security policies (migration row_level_security).
 * Settings are cached per connection: a query whose scope is the one already applied costs no
 * extra round trip; a different scope costs one `select set_config(...)` before it.
 */
const APPLY_SCOPE = "select set_config('app.scope', $1, false), set_config('app.store_id', $2, false)";

/** What the Drizzle PGlite driver calls on its client. */
type PgliteClient = Pick<PGlite, 'query' | 'transaction' | 'exec'>;

/** State shared by every scoped view of one PGlite instance (it is one connection). */
export interface PgliteScopeState {
  applied: string | undefined;
  queue: Promise<unknown>;
}

export function newPgliteScopeState(): PgliteScopeState {
  return { applied: undefined, queue: Promise.resolve() };
}

/**
 * PGlite is one connection on which concurrent requests' queries interleave, so applying the
 * scope and running the query must be one indivisible step: a queue of our own serialises them
 * (PGlite serialises its queries anyway, so nothing runs less in parallel than before). A
 * transaction runs whole inside one step, its queries all under the scope it began with; nested
 * Drizzle transactions are savepoints on the same PGlite transaction object and never come back
 * here. `defaultScope` applies when the caller set none (trusted process code only: test fixtures).
 */
export function scopedPglite(client: PGlite, state: PgliteScopeState, defaultScope?: Scope): PGlite {
  const exclusive = <T>(scope: Scope | undefined, run: () => Promise<T>): Promise<T> => {
    const step = async () => {
      const settings = scopeSettings(scope);
      if (state.applied !== settings.key) {
        // Forget first: if applying fails, the next step applies its scope again.
        state.applied = undefined;
        await client.query(APPLY_SCOPE, [settings.scope, settings.storeId]);
        state.applied = settings.key;
      }
      return run();
    };
    const result = state.queue.then(step, step);
    state.queue = result.catch(() => undefined);
    return result;
  };
  const view: PgliteClient = {
    query: ((...args: Parameters<PGlite['query']>) =>
      exclusive(currentScope() ?? defaultScope, () => {
        noteStatement(args[0]);
        return client.query(...args);
      })) as PGlite['query'],
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      exclusive(currentScope() ?? defaultScope, async () => {
        let wrote = false;
        try {
          return await client.transaction((tx) => callback(watchStatements(tx, () => (wrote = true))));
        } finally {
          // Committed (or rolled back) now: rows read before this point may be older.
          if (wrote) watchedTablesChanged();
        }
      })) as PGlite['transaction'],
    exec: ((...args: Parameters<PGlite['exec']>) =>
      exclusive(currentScope() ?? defaultScope, () => {
        noteStatement(args[0]);
        return client.exec(...args);
      })) as PGlite['exec'],
  };
  return view as PGlite;
}

/**
 * The same object whose `query` and `exec` note each statement (write-epochs.ts) before it
 * runs; `onWrite` hears of a write to a watched table.
 */
function watchStatements<T extends object>(target: T, onWrite: () => void): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      if (property !== 'query' && property !== 'exec') return value.bind(object);
      return (...args: unknown[]) => {
        if (noteStatement(args[0])) onWrite();
        return (value as (...a: unknown[]) => unknown).apply(object, args);
      };
    },
  });
}

/**
 * A pooled client notes each statement it sends; one that wrote watched tables moves the counters
 * again when it goes back to the pool, after its transaction's commit or rollback. The pool sets a
 * new `release` on every checkout, so that one is wrapped on every checkout; `query` stays.
 */
const watchedWrites = new WeakMap<pg.PoolClient, { wrote: boolean }>();
function watchPoolClient(client: pg.PoolClient) {
  let state = watchedWrites.get(client);
  if (!state) {
    const watched = { wrote: false };
    state = watched;
    watchedWrites.set(client, watched);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    Object.assign(client, {
      query: (...args: unknown[]) => {
        if (noteStatement(args[0])) watched.wrote = true;
        return query(...args);
      },
    });
  }
  const checkedOut = state;
  const release = client.release.bind(client);
  client.release = (error?: Error | boolean) => {
    if (checkedOut.wrote) {
      checkedOut.wrote = false;
      watchedTablesChanged();
    }
    return release(error);
  };
}

/**
 * node-postgres: every query runs on a client checked out of the pool (pool.query included), and
 * Drizzle transactions check one out too; the scope of the code that checks it out is applied to
 * that client before it is handed over, so it is bound to the connection that runs the queries.
 */
export function scopePool(pool: pg.Pool, defaultScope?: Scope): pg.Pool {
  const applied = new WeakMap<pg.PoolClient, string>();
  const checkout = pool.connect.bind(pool);
  const connect = async (): Promise<pg.PoolClient> => {
    const settings = scopeSettings(currentScope() ?? defaultScope);
    const client = await checkout();
    watchPoolClient(client);
    if (applied.get(client) !== settings.key) {
      try {
        applied.delete(client);
        await client.query(APPLY_SCOPE, [settings.scope, settings.storeId]);
        applied.set(client, settings.key);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    }
    return client;
  };
  const query = async (...args: unknown[]) => {
    const client = await connect();
    let failure: Error | undefined;
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      // A server error (it has an SQLSTATE code) leaves the connection usable; anything else may not.
      if (!(error as { code?: unknown }).code) failure = error as Error;
      throw error;
    } finally {
      client.release(failure);
    }
  };
  // Instance properties shadow the prototype's methods, so the pool stays a pg.Pool (Drizzle
  // checks `instanceof Pool` to open transactions on a checked-out client).
  Object.assign(pool, { connect, query });
  return pool;
}
