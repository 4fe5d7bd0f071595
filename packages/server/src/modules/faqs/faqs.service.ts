import {
  AppError,
  FAQ_TYPE_INFO,
  FAQ_TYPES,
  parseModelQueries,
  type acceptUnansweredFaqSchema,
  type knowledgeBaseFaqSchema,
  type saveStandardFaqsSchema,
  type StandardFaq,
} from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Queryable } from '../settings/queryable';
import {
  deleteKnowledgeBaseFaq,
  insertKnowledgeBaseFaq,
  listKnowledgeBase,
  updateKnowledgeBaseFaq,
} from './knowledge-base.repository';
import { listStandardFaqRows, standardFaqView, upsertStandardFaq } from './standard-faqs.repository';
import { listUnanswered, takeUnanswered } from './unanswered.repository';
import { createSynonymsService } from './synonyms.service';

/** Spec section 8 success messages, and the not-found ones in the same tone. */
export const FAQS_TEXT = {
  updated: 'FAQ actualizadas correctamente',
  added: 'Nueva FAQ agregada con éxito, por favor chequee la pantalla de PERSONALIZADO',
  deleted: 'FAQ eliminada',
  notFound: 'FAQ no encontrada',
} as const;

/**
 * The five standard FAQs in the order of FAQ_TYPES; a kind the store has not saved yet comes with
 * id null, the suggested question and visible false.
 */
async function standardFaqList(db: Queryable, storeId: number): Promise<StandardFaq[]> {
  const saved = new Map((await listStandardFaqRows(db, storeId)).map((row) => [row.faq_type, row]));
  return FAQ_TYPES.map((faqType) => {
    const row = saved.get(faqType);
    if (row) return standardFaqView(row);
    return {
      id: null,
      faq_type: faqType,
      question: FAQ_TYPE_INFO[faqType].question,
      model_queries: [],
      response: '',
      method_info: '',
      visible: false,
    };
  });
}

export function createFaqsService(db: Db) {
  return {
    synonyms: createSynonymsService(db),

    standard: {
      list: (storeId: number) => standardFaqList(db, storeId),

      /** Saves the kinds sent (one transaction); kinds left out keep what they had. */
      async save(storeId: number, input: z.output<typeof saveStandardFaqsSchema>) {
        await db.transaction(async (tx) => {
          for (const faq of input) await upsertStandardFaq(tx, storeId, faq);
        });
        return { message: FAQS_TEXT.updated, standard_faqs: await standardFaqList(db, storeId) };
      },
    },

    knowledgeBase: {
      list: (storeId: number) => listKnowledgeBase(db, storeId),

      async add(storeId: number, input: z.output<typeof knowledgeBaseFaqSchema>) {
        return { message: FAQS_TEXT.added, faq: await insertKnowledgeBaseFaq(db, storeId, input) };
      },

      async update(storeId: number, id: number, input: z.output<typeof knowledgeBaseFaqSchema>) {
        const faq = await updateKnowledgeBaseFaq(db, storeId, id, input);
        if (!faq) throw new AppError('not_found', FAQS_TEXT.notFound);
        return { message: FAQS_TEXT.updated, faq };
      },

      async remove(storeId: number, id: number) {
        if (!(await deleteKnowledgeBaseFaq(db, storeId, id)))
          throw new AppError('not_found', FAQS_TEXT.notFound);
        return { message: FAQS_TEXT.deleted };
      },
    },

    unanswered: {
      list: (storeId: number) => listUnanswered(db, storeId),

      /**
       * Accepting with content: the question leaves SIN RESPONDER and becomes a knowledge-base FAQ,
       * both in one transaction. Without model_queries, the customer's question and its variants
       * are the FAQ's questions.
       */
      async accept(storeId: number, id: number, input: z.output<typeof acceptUnansweredFaqSchema>) {
        const faq = await db.transaction(async (tx) => {
          const question = await takeUnanswered(tx, storeId, id);
          if (!question) throw new AppError('not_found', FAQS_TEXT.notFound);
          const modelQueries =
            input.model_queries ?? parseModelQueries([question.question, ...question.model_queries]);
          return insertKnowledgeBaseFaq(tx, storeId, {
            model_queries: modelQueries,
            response: input.response,
          });
        });
        return { message: FAQS_TEXT.added, faq };
      },

      async remove(storeId: number, id: number) {
        if (!(await takeUnanswered(db, storeId, id))) throw new AppError('not_found', FAQS_TEXT.notFound);
        return { message: FAQS_TEXT.deleted };
      },
    },
  };
}

export type FaqsService = ReturnType<typeof createFaqsService>;
