import { and, desc, eq } from 'drizzle-orm';
import type { Refcode } from '@mostrador/core';
import { refcodes } from '../../db/schema';
import type { Queryable } from '../settings/queryable';

type Row = typeof refcodes.$inferSelect;

export function refcodeView(row: Row): Refcode {
  return {
    code: row.code,
    active: row.active,
    is_web: row.is_web,
    description: row.description,
    client_msg_preamble: row.client_msg_preamble,
    use_confirm_finisher: row.use_confirm_finisher,
    reference_type: row.reference_type,
    url: row.url,
    created_at: row.created_at.toISOString(),
  };
}

/** Newest first. */
export async function listRefcodes(db: Queryable, storeId: number): Promise<Refcode[]> {
  const rows = await db
    .select()
    .from(refcodes)
    .where(eq(refcodes.store_id, storeId))
    .orderBy(desc(refcodes.created_at), desc(refcodes.id));
  return rows.map(refcodeView);
}

export function findStoreRefcode(db: Queryable, storeId: number, code: string) {
  return db
    .select()
    .from(refcodes)
    .where(and(eq(refcodes.store_id, storeId), eq(refcodes.code, code.toUpperCase())))
    .then((rows) => rows[0]);
}

/**
 * For the customer pages (POST /client/ref_code): the code a customer arrived with, whatever the
 * store, with the store it belongs to. Codes are unique across stores.
 */
export async function findRefcodeByCode(
  db: Queryable,
  code: string,
): Promise<(Refcode & { store_id: number }) | undefined> {
  const [row] = await db.select().from(refcodes).where(eq(refcodes.code, code.trim().toUpperCase()));
  return row && { ...refcodeView(row), store_id: row.store_id };
}

export type RefcodeValues = Omit<
  typeof refcodes.$inferInsert,
  'id' | 'store_id' | 'created_at' | 'updated_at'
>;

export async function insertRefcode(db: Queryable, storeId: number, values: RefcodeValues) {
  const [row] = await db
    .insert(refcodes)
    .values({ ...values, store_id: storeId })
    .returning();
  return refcodeView(row!);
}

export async function updateRefcode(
  db: Queryable,
  storeId: number,
  code: string,
  values: Omit<RefcodeValues, 'code'>,
) {
  const [row] = await db
    .update(refcodes)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(refcodes.store_id, storeId), eq(refcodes.code, code)))
    .returning();
  return refcodeView(row!);
}
