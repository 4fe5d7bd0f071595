/**
 * What the chat assistant (customer issue) reads from and writes to the FAQs. All take the store
 * id the conversation belongs to, and the database or an open transaction.
 */
import { foldText, parseModelQueries, type UnansweredFaq } from '@mostrador/core';
import type { Queryable } from '../settings/queryable';
import { upsertUnanswered } from './unanswered.repository';

export { listVisibleStandardFaqs } from './standard-faqs.repository';
export { listKnowledgeBase, searchKnowledgeBase, type KnowledgeBaseMatch } from './knowledge-base.repository';
/** The store's synonyms (term, means) for the catalogue index. */
export { listSynonymPairs as listStoreSynonyms } from './synonyms.repository';

const QUESTION_MAX = 300;
const SUGGESTION_MAX = 4000;

/** Same words, ignoring case, accents and punctuation: '¿Abren el Domingo?' = 'abren el domingo'. */
export function questionKey(question: string): string {
  return foldText(question)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Records a question the assistant could not answer, for the store to answer in SIN RESPONDER.
 * Asked again, it counts up (times_asked) instead of repeating. A question with no words is not
 * recorded (undefined).
 */
export async function recordUnansweredQuestion(
  db: Queryable,
  storeId: number,
  question: string,
  suggestion = '',
  modelQueries: readonly string[] = [],
): Promise<UnansweredFaq | undefined> {
  const text = question.trim().slice(0, QUESTION_MAX);
  const key = questionKey(text);
  if (!key) return undefined;
  return upsertUnanswered(db, storeId, {
    question: text,
    question_key: key,
    model_queries: parseModelQueries(modelQueries).filter((q) => questionKey(q) !== key),
    response_suggestion: suggestion.trim().slice(0, SUGGESTION_MAX),
  });
}
