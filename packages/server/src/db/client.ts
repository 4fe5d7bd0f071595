import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { newPgliteScopeState, scopedPglite, scopePool, type PgliteScopeState } from './scoped-drivers';
import { withPlatformScope, type Scope } from './scope';

/**
 * Both drivers expose the same query builder; the node-postgres type stands for both so services
 * are written once.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  /**
   * Runs every query in the scope of the calling code (db/scope.ts): a request's store, or the
   * platform's; with none set the row-level security policies show no store rows (ADR 0011).
   */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance when embedded (tests clone it, backups dump it). */
  pglite?: PGlite;
  close(): Promise<void>;
  /**
   * The same database for trusted process code that sets no scope of its own (test fixtures):
   * its unscoped queries run in `scope`. Closing it leaves the original open.
   */
  withDefaultScope(scope: Scope): Database;
}

/** The committed migrations, found beside the source tree and beside the bundled build alike. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('No se encontraron las migraciones de la base de datos (carpeta drizzle)');
}

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * PGlite's own default is 128 MB of shared buffers, all resident from the start. 64 MB keeps a
 * catalogue of 100,000 products' working set cached while a small server stays near 300 MB at rest
 * (docs/adr/0003-catalogue.md).
 */
export const PGLITE_SHARED_BUFFERS = '64MB';

function pgliteDatabase(client: PGlite, state: PgliteScopeState, defaultScope?: Scope): Database {
  const db = drizzlePglite(scopedPglite(client, state, defaultScope), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
    },
    withDefaultScope: (scope) => ({ ...pgliteDatabase(client, state, scope), close: async () => {} }),
  };
}

/** dataDir undefined means in memory; loadDataDir clones a prepared database (tests). */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File; sharedBuffers?: string } = {},
): Promise<Database> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
    postgresqlconf: [`shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`],
  });
  return pgliteDatabase(client, newPgliteScopeState());
}

/**
 * A connection the server ends (a PostgreSQL restart, an administrator's terminate, a dropped test
 * database) emits 'error' on its client; with no listener that would crash the process. The pool
 * already drops the broken connection and opens a new one on the next query, so a warning is all
 * that is needed.
 */
function warnConnectionLost(error: Error) {
  process.emitWarning(`Conexion con PostgreSQL perdida: ${error.message}`, 'DatabaseWarning');
}

export function openPostgres(
  url: string,
  poolSize = 10,
  onConnectionError = warnConnectionLost,
  defaultScope?: Scope,
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db = drizzlePg(scopePool(pool, defaultScope), { schema });
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    // A pool of its own: a pool's clients carry the scope of whoever checked them out.
    withDefaultScope: (scope) => openPostgres(url, 2, onConnectionError, scope),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  const folder = { migrationsFolder: migrationsFolder() };
  // Migrations may move store rows of every store.
  await withPlatformScope(async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as never, folder);
    } else {
      await migratePg(database.db, folder);
    }
  });
}
