import { and, desc, eq, sql } from 'drizzle-orm';
import type { KnowledgeBaseFaq } from '@mostrador/core';
import { userFaqs } from '../../db/schema';
import type { Queryable } from '../settings/queryable';

type Row = typeof userFaqs.$inferSelect;

export function knowledgeBaseView(row: Row): KnowledgeBaseFaq {
  return {
    id: row.id,
    model_queries: row.model_queries,
    response: row.response,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The store's knowledge base, newest first (also what the chat assistant reads). */
export async function listKnowledgeBase(db: Queryable, storeId: number): Promise<KnowledgeBaseFaq[]> {
  const rows = await db
    .select()
    .from(userFaqs)
    .where(eq(userFaqs.store_id, storeId))
    .orderBy(desc(userFaqs.id));
  return rows.map(knowledgeBaseView);
}

export type KnowledgeBaseValues = { model_queries: string[]; response: string };

export async function insertKnowledgeBaseFaq(db: Queryable, storeId: number, values: KnowledgeBaseValues) {
  const [row] = await db
    .insert(userFaqs)
    .values({ ...values, store_id: storeId })
    .returning();
  return knowledgeBaseView(row!);
}

export async function updateKnowledgeBaseFaq(
  db: Queryable,
  storeId: number,
  id: number,
  values: KnowledgeBaseValues,
) {
  const [row] = await db
    .update(userFaqs)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(userFaqs.store_id, storeId), eq(userFaqs.id, id)))
    .returning();
  return row && knowledgeBaseView(row);
}

export async function deleteKnowledgeBaseFaq(db: Queryable, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userFaqs)
    .where(and(eq(userFaqs.store_id, storeId), eq(userFaqs.id, id)))
    .returning({ id: userFaqs.id });
  return rows.length > 0;
}

export interface KnowledgeBaseMatch {
  faq: KnowledgeBaseFaq;
  /** 0 to 1: how well the best of the FAQ's questions appears in the customer's text. */
  score: number;
}

/**
 * For the chat assistant: the knowledge-base FAQs whose questions best match a customer's text
 * (trigram word similarity, ignoring case and accents), best first, those under `minScore` left out.
 */
export async function searchKnowledgeBase(
  db: Queryable,
  storeId: number,
  text: string,
  options: { limit?: number; minScore?: number } = {},
): Promise<KnowledgeBaseMatch[]> {
  const { limit = 3, minScore = 0.4 } = options;
  const query = text.trim();
  if (!query) return [];
  const score = sql<number>`coalesce((
    select max(word_similarity(immutable_unaccent(lower(q)), immutable_unaccent(lower(${query}))))
    from unnest(${userFaqs.model_queries}) as q
  ), 0)`;
  const rows = await db
    .select({ faq: userFaqs, score })
    .from(userFaqs)
    .where(and(eq(userFaqs.store_id, storeId), sql`${score} >= ${minScore}`))
    .orderBy(desc(score), desc(userFaqs.id))
    .limit(limit);
  return rows.map((row) => ({ faq: knowledgeBaseView(row.faq), score: Number(row.score) }));
}
