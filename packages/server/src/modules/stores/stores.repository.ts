import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import type { Executor } from '../../db/executor';

export function findStoreByHashtag(db: Db, hashtag: string) {
  return db
    .select()
    .from(stores)
    .where(sql`lower(${stores.hashtag}) = ${hashtag.toLowerCase()}`)
    .then((rows) => rows[0]);
}

export function findStoreById(db: Executor, id: number) {
  return db
    .select()
    .from(stores)
    .where(eq(stores.id, id))
    .then((rows) => rows[0]);
}

export function updateStore(db: Executor, id: number, values: Partial<typeof stores.$inferInsert>) {
  return db
    .update(stores)
    .set({ ...values, updated_at: new Date() })
    .where(eq(stores.id, id))
    .returning()
    .then((rows) => rows[0]);
}
