import { and, desc, eq, sql } from 'drizzle-orm';
import type { UnansweredFaq } from '@mostrador/core';
import { unansweredFaqs } from '../../db/schema';
import type { Queryable } from '../settings/queryable';

type Row = typeof unansweredFaqs.$inferSelect;

export function unansweredView(row: Row): UnansweredFaq {
  return {
    id: row.id,
    question: row.question,
    model_queries: row.model_queries,
    response_suggestion: row.response_suggestion,
    times_asked: row.times_asked,
    created_at: row.created_at.toISOString(),
    last_asked_at: row.last_asked_at.toISOString(),
  };
}

/**
 * Most asked first, then most recently asked: the owner sees first what customers want most and
 * the store does not answer (or sell).
 */
export async function listUnanswered(db: Queryable, storeId: number): Promise<UnansweredFaq[]> {
  const rows = await db
    .select()
    .from(unansweredFaqs)
    .where(eq(unansweredFaqs.store_id, storeId))
    .orderBy(desc(unansweredFaqs.times_asked), desc(unansweredFaqs.last_asked_at), desc(unansweredFaqs.id));
  return rows.map(unansweredView);
}

export interface UnansweredValues {
  question: string;
  question_key: string;
  model_queries: string[];
  response_suggestion: string;
}

/** A question asked again counts up and keeps the latest non-empty suggestion. */
export async function upsertUnanswered(db: Queryable, storeId: number, values: UnansweredValues) {
  const now = new Date();
  const [row] = await db
    .insert(unansweredFaqs)
    .values({ ...values, store_id: storeId, created_at: now, last_asked_at: now })
    .onConflictDoUpdate({
      target: [unansweredFaqs.store_id, unansweredFaqs.question_key],
      set: {
        times_asked: sql`${unansweredFaqs.times_asked} + 1`,
        last_asked_at: now,
        response_suggestion: sql`coalesce(nullif(excluded.response_suggestion, ''), ${unansweredFaqs.response_suggestion})`,
      },
    })
    .returning();
  return unansweredView(row!);
}

/** Removes and returns one of the store's unanswered questions (undefined when not the store's). */
export async function takeUnanswered(db: Queryable, storeId: number, id: number) {
  const [row] = await db
    .delete(unansweredFaqs)
    .where(and(eq(unansweredFaqs.store_id, storeId), eq(unansweredFaqs.id, id)))
    .returning();
  return row;
}
