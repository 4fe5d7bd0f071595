import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import type { Executor } from '../../db/executor';

export function findUserByEmail(db: Db, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .then((rows) => rows[0]);
}

/** A user with their store in one query: what every authenticated request needs. */
export async function findUserWithStore(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, store: stores })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.store_id))
    .where(eq(users.id, userId));
  return row;
}

/**
 * The staff guard's lookup, built once and kept as a named statement (parsed and planned once per
 * connection): a user with their store, found by id within the store the token names (null: a
 * user without a store). It runs in that store's scope, where the row-level security policies
 * show the store's own row and users; the store_id condition also refuses a token whose store
 * claim is not the user's store, whatever the scope (the platform scope shows every store).
 */
export function prepareStaffUserLookup(db: Db) {
  const query = db
    .select({ user: users, store: stores })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.store_id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        sql`${users.store_id} is not distinct from ${sql.placeholder('storeId')}::int`,
      ),
    )
    .prepare('staff_user');
  return async (userId: number, storeId: number | null) => {
    const [row] = await query.execute({ userId, storeId });
    return row;
  };
}

export function listStoreUsers(db: Db, storeId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.store_role })
    .from(users)
    .where(eq(users.store_id, storeId))
    .orderBy(asc(users.id));
}

export function findStoreUser(db: Db, storeId: number, userId: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.store_id, storeId), eq(users.id, userId)))
    .then((rows) => rows[0]);
}

export function insertUser(db: Db, values: typeof users.$inferInsert) {
  return db
    .insert(users)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function deleteStoreUser(db: Db, storeId: number, userId: number) {
  return db.delete(users).where(and(eq(users.store_id, storeId), eq(users.id, userId)));
}

/** The user's own name (POST /user/me). */
export function setUserName(db: Db, userId: number, name: string) {
  return db.update(users).set({ name, updated_at: new Date() }).where(eq(users.id, userId));
}

/** A new password also bumps the token version, which revokes every token issued before. */
export function setPassword(db: Executor, userId: number, passwordHash: string) {
  return db
    .update(users)
    .set({
      password_hash: passwordHash,
      token_version: sql`${users.token_version} + 1`,
      updated_at: new Date(),
    })
    .where(eq(users.id, userId));
}
