import { and, eq } from 'drizzle-orm';
import { standardFaqs, userFaqs } from '../../db/schema';
import type { Queryable } from '../settings/queryable';

/** Approves or disapproves one of the store's standard FAQs; undefined when not the store's. */
export function setStandardFaqVisible(db: Queryable, storeId: number, faqId: number, visible: boolean) {
  return db
    .update(standardFaqs)
    .set({ visible, updated_at: new Date() })
    .where(and(eq(standardFaqs.store_id, storeId), eq(standardFaqs.id, faqId)))
    .returning()
    .then((rows) => rows[0]);
}

export function findStandardFaq(db: Queryable, storeId: number, faqId: number) {
  return db
    .select()
    .from(standardFaqs)
    .where(and(eq(standardFaqs.store_id, storeId), eq(standardFaqs.id, faqId)))
    .then((rows) => rows[0]);
}

/** The knowledge base's questions, to match an uploaded line with the FAQ it replaces. */
export function listKnowledgeBaseQuestions(db: Queryable, storeId: number) {
  return db
    .select({ id: userFaqs.id, model_queries: userFaqs.model_queries })
    .from(userFaqs)
    .where(eq(userFaqs.store_id, storeId));
}

export function replaceKnowledgeBaseResponse(db: Queryable, storeId: number, id: number, response: string) {
  return db
    .update(userFaqs)
    .set({ response, updated_at: new Date() })
    .where(and(eq(userFaqs.store_id, storeId), eq(userFaqs.id, id)));
}

export async function insertKnowledgeBaseRows(
  db: Queryable,
  storeId: number,
  rows: { question: string; response: string }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(userFaqs)
    .values(
      rows.map((row) => ({ store_id: storeId, model_queries: [row.question], response: row.response })),
    );
}
