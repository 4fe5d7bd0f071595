import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './foundation';

/** General FAQs: at most one per kind (payment_methods, store_location, ...) and store. */
export const standardFaqs = pgTable(
  'standard_faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    faq_type: text('faq_type').notNull(),
    question: text('question').notNull().default(''),
    model_queries: text('model_queries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    response: text('response').notNull().default(''),
    method_info: text('method_info').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('standard_faqs_store_type_uq').on(t.store_id, t.faq_type)],
);

/** The knowledge base (PERSONALIZADO): several questions for one answer. */
export const userFaqs = pgTable(
  'user_faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    model_queries: text('model_queries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    response: text('response').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_faqs_store_idx').on(t.store_id, t.id)],
);

/**
 * Questions the assistant could not answer (SIN RESPONDER). The same question asked again (same
 * words, ignoring case, accents and punctuation) counts up instead of adding a row.
 */
export const unansweredFaqs = pgTable(
  'unanswered_faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    question_key: text('question_key').notNull(),
    model_queries: text('model_queries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    response_suggestion: text('response_suggestion').notNull().default(''),
    times_asked: integer('times_asked').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_asked_at: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('unanswered_faqs_store_key_uq').on(t.store_id, t.question_key),
    // SIN RESPONDER lists the most asked first, then the most recent.
    index('unanswered_faqs_store_asked_idx').on(t.store_id, t.times_asked, t.last_asked_at),
  ],
);

/**
 * The store's own words for what it sells (PERSONALIZADO → Sinónimos): 'birra' means 'cerveza'.
 * The chat assistant reads them with the catalogue; any change moves the store's catalogue version
 * (triggers of migration 0022) so the cached index is rebuilt. term_key is the folded term, one per
 * store.
 */
export const storeSynonyms = pgTable(
  'store_synonyms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    term_key: text('term_key').notNull(),
    means: text('means').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_synonyms_store_key_uq').on(t.store_id, t.term_key)],
);
