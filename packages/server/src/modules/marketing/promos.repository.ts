import { and, asc, eq } from 'drizzle-orm';
import type { PromoEntry, Weekday } from '@mostrador/core';
import { promos } from '../../db/schema';
import type { Queryable } from '../settings/queryable';

type Row = typeof promos.$inferSelect;

export function promoView(row: Row): PromoEntry {
  return { id: row.id, day_of_week: row.day_of_week as Weekday, tag: row.tag, promo_msg: row.promo_msg };
}

/** The weekly calendar, Monday ('0') first and the entries with no day ('7') last. */
export async function listPromos(db: Queryable, storeId: number): Promise<PromoEntry[]> {
  const rows = await db
    .select()
    .from(promos)
    .where(eq(promos.store_id, storeId))
    .orderBy(asc(promos.day_of_week), asc(promos.id));
  return rows.map(promoView);
}

/** For the assistant and the daily promo messages: the promo of one weekday, if the store set one. */
export async function findPromoForDay(
  db: Queryable,
  storeId: number,
  day: Weekday,
): Promise<PromoEntry | undefined> {
  const [row] = await db
    .select()
    .from(promos)
    .where(and(eq(promos.store_id, storeId), eq(promos.day_of_week, day)))
    .orderBy(asc(promos.id))
    .limit(1);
  return row && promoView(row);
}

export async function replacePromos(
  db: Queryable,
  storeId: number,
  entries: { day_of_week: string; tag: string; promo_msg: string }[],
) {
  await db.delete(promos).where(eq(promos.store_id, storeId));
  if (entries.length)
    await db.insert(promos).values(entries.map((entry) => ({ ...entry, store_id: storeId })));
}
