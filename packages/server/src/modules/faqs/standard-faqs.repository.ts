import { and, asc, eq, ne } from 'drizzle-orm';
import { FAQ_TYPES, type FaqType, type StandardFaq } from '@mostrador/core';
import { standardFaqs } from '../../db/schema';
import type { Queryable } from '../settings/queryable';

type Row = typeof standardFaqs.$inferSelect;

export function standardFaqView(row: Row): StandardFaq {
  return {
    id: row.id,
    faq_type: (FAQ_TYPES as readonly string[]).includes(row.faq_type)
      ? (row.faq_type as FaqType)
      : 'delivery',
    question: row.question,
    model_queries: row.model_queries,
    response: row.response,
    method_info: row.method_info,
    visible: row.visible,
  };
}

export function listStandardFaqRows(db: Queryable, storeId: number) {
  return db
    .select()
    .from(standardFaqs)
    .where(eq(standardFaqs.store_id, storeId))
    .orderBy(asc(standardFaqs.id));
}

/** For the chat assistant: the standard FAQs it may answer with (visible and with an answer). */
export async function listVisibleStandardFaqs(db: Queryable, storeId: number): Promise<StandardFaq[]> {
  const rows = await db
    .select()
    .from(standardFaqs)
    .where(
      and(eq(standardFaqs.store_id, storeId), eq(standardFaqs.visible, true), ne(standardFaqs.response, '')),
    )
    .orderBy(asc(standardFaqs.id));
  return rows.map(standardFaqView);
}

export type StandardFaqValues = Omit<typeof standardFaqs.$inferInsert, 'id' | 'store_id'>;

/** One row per kind and store: saving a kind again replaces it. */
export function upsertStandardFaq(db: Queryable, storeId: number, values: StandardFaqValues) {
  const row = { ...values, store_id: storeId, updated_at: new Date() };
  return db
    .insert(standardFaqs)
    .values(row)
    .onConflictDoUpdate({ target: [standardFaqs.store_id, standardFaqs.faq_type], set: row });
}
