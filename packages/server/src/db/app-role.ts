import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { withPlatformScope } from './scope';

/**
 * The role every application query runs as on the embedded database: neither superuser nor
 * BYPASSRLS, so the row-level security policies apply to it (docs/adr/0011).
 */
export const PGLITE_APP_ROLE = 'mostrador_app';

export class UnsafeDatabaseRoleError extends Error {}

/**
 * PGlite connects as the superuser `postgres`, which row-level security never binds. After the
 * migrations (which need the superuser) the role is created if missing and made the owner of the
 * tables, as the application user is on PostgreSQL: FORCE binds owners too, and an owner may still
 * VACUUM (ANALYZE) after imports. Then the one connection becomes it (switchPgliteToAppRole).
 */
const PGLITE_ROLE_SETUP = `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${PGLITE_APP_ROLE}') THEN
    CREATE ROLE ${PGLITE_APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END $$;
GRANT USAGE ON SCHEMA public TO ${PGLITE_APP_ROLE};
ALTER FUNCTION textlike(text, text) LEAKPROOF;
ALTER FUNCTION arraycontains(anyarray, anyarray) LEAKPROOF;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${PGLITE_APP_ROLE};
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = '${PGLITE_APP_ROLE}')
  LOOP
    EXECUTE format('ALTER TABLE public.%I OWNER TO ${PGLITE_APP_ROLE}', t.relname);
  END LOOP;
END $$;
`;

/** Covers store tables added by later migrations (the function comes from migration 0017). */
async function applyStorePolicies(db: Db) {
  await withPlatformScope(() => db.execute(sql`select mostrador_store_policies()`));
}

export async function assertRoleIsBound(db: Db) {
  const result = await db.execute<{ role: string; rolsuper: boolean; rolbypassrls: boolean }>(
    sql`select current_user as role, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
  );
  const row = result.rows[0];
  if (!row || row.rolsuper || row.rolbypassrls) {
    throw new UnsafeDatabaseRoleError(
      `El usuario de la base de datos (${row?.role ?? 'desconocido'}) es superusuario o tiene BYPASSRLS: ` +
        'la seguridad por filas no lo limitaria. Conecte con un usuario comun (ver docs/deploy.md).',
    );
  }
}

/**
 * Runs on the raw PGlite (still the superuser): creates the application role and makes it the
 * session's user, not only its current role. PGlite runs PostgreSQL's single-user backend, which
 * always authenticates as the bootstrap superuser, and its `username` option (0.5.16) is only a
 * `SET ROLE` after start, which `RESET ROLE` undoes. SET SESSION AUTHORIZATION changes
 * session_user too, so RESET ROLE (and RESET ALL) lead back to the application role; what it
 * cannot close is listed in docs/adr/0011 (Limits).
 */
export async function switchPgliteToAppRole(pglite: PGlite): Promise<void> {
  await pglite.exec(PGLITE_ROLE_SETUP);
  await pglite.exec(`SET SESSION AUTHORIZATION ${PGLITE_APP_ROLE}`);
}

/** True once switchPgliteToAppRole ran on this connection (a second setup would need the superuser). */
async function isPgliteAppSession(pglite: PGlite): Promise<boolean> {
  const result = await pglite.query<{ user: string }>('select session_user as user');
  return result.rows[0]?.user === PGLITE_APP_ROLE;
}

/**
 * After the migrations, before serving: every store table carries its policies, and the
 * connection's role is one they bind. On PostgreSQL a superuser or BYPASSRLS user is refused.
 */
export async function secureDatabase(database: Database): Promise<void> {
  if (database.pglite) {
    if (!(await isPgliteAppSession(database.pglite))) {
      await applyStorePolicies(database.db);
      await switchPgliteToAppRole(database.pglite);
    }
    await assertRoleIsBound(database.db);
  } else {
    // Checked first: a superuser would pass every policy, so nothing else is worth doing.
    await assertRoleIsBound(database.db);
    await applyStorePolicies(database.db);
    await warnUnlessSearchesUseIndexes(database.db);
  }
}

/**
 * Without the DBA step of docs/deploy.md, PostgreSQL cannot use the trigram and tag indexes under
 * the policies and every product search reads the store's whole catalogue: still correct, but slow
 * on large catalogues, so the operator is told at start-up.
 */
async function warnUnlessSearchesUseIndexes(db: Db) {
  const result = await db.execute<{ leakproof: boolean }>(
    sql`select bool_and(proleakproof) as leakproof from pg_proc
        where oid in ('textlike(text,text)'::regprocedure, 'arraycontains(anyarray,anyarray)'::regprocedure)`,
  );
  if (result.rows[0]?.leakproof) return;
  process.emitWarning(
    'Las busquedas de productos no usan sus indices bajo la seguridad por filas: falta el paso de ' +
      'administrador de docs/deploy.md (ALTER FUNCTION textlike / arraycontains LEAKPROOF)',
    'DatabaseWarning',
  );
}
