import {
  ADMIN_FAQ_MSG,
  AppError,
  TEXT,
  faqLineErrorsMessage,
  faqQuestionKey,
  faqVisibleMessage,
  parseFaqText,
  type acceptUnansweredFaqSchema,
} from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { createFaqsService, FAQS_TEXT } from '../faqs/faqs.service';
import { standardFaqView } from '../faqs/faqs.api';
import { recordStoreEvent } from '../logs/store-logs';
import {
  findStandardFaq,
  insertKnowledgeBaseRows,
  listKnowledgeBaseQuestions,
  replaceKnowledgeBaseResponse,
  setStandardFaqVisible,
} from './admin-faqs.repository';
import type { StoreRow } from '../../db/rows';

/**
 * The platform administrator's work on one store's FAQs: the same lists the store admin sees in
 * /marketing, the FAQ text upload (spec section 5) and the approval of standard FAQs (FAQSIII).
 * The store comes from the administrator's URL, already checked to exist by the caller.
 */
export function createAdminFaqsService(db: Db) {
  const faqs = createFaqsService(db);

  return {
    /** GET /admin/stores/{id}/faqs: the five standard FAQs and the knowledge base. */
    async list(store: StoreRow) {
      const standard = await faqs.standard.list(store.id);
      return { standard_faqs: standard, faqs: await faqs.knowledgeBase.list(store.id) };
    },

    unanswered: (store: StoreRow) => faqs.unanswered.list(store.id),

    async acceptUnanswered(
      store: StoreRow,
      faqId: number,
      input: z.output<typeof acceptUnansweredFaqSchema>,
      adminId: number,
    ) {
      const answer = await faqs.unanswered.accept(store.id, faqId, input);
      await recordStoreEvent(db, {
        storeId: store.id,
        event: 'faqs',
        message: 'El administrador respondio una pregunta sin responder',
        payload: { faq_id: answer.faq.id },
        userId: adminId,
      });
      return answer;
    },

    /**
     * POST /admin/stores/{id}/upload_faq: every line checked first; one bad line and nothing is
     * written. A question already in the knowledge base (same words, ignoring case and accents)
     * gets the new answer; the others are added. One transaction.
     */
    async upload(store: StoreRow, text: string, adminId: number) {
      const { entries, errors } = parseFaqText(text);
      if (errors.length > 0) throw new AppError('bad_request', faqLineErrorsMessage(errors));
      if (entries.length === 0) throw new AppError('bad_request', ADMIN_FAQ_MSG.textsRequired);
      const counts = await db.transaction(async (tx) => {
        const existing = new Map<string, number>();
        for (const faq of await listKnowledgeBaseQuestions(tx, store.id)) {
          for (const question of faq.model_queries) {
            const key = faqQuestionKey(question);
            if (!existing.has(key)) existing.set(key, faq.id);
          }
        }
        const added: { question: string; response: string }[] = [];
        let updated = 0;
        for (const entry of entries) {
          const id = existing.get(faqQuestionKey(entry.question));
          if (id === undefined) added.push(entry);
          else {
            await replaceKnowledgeBaseResponse(tx, store.id, id, entry.response);
            updated += 1;
          }
        }
        await insertKnowledgeBaseRows(tx, store.id, added);
        return { created: added.length, updated };
      });
      await recordStoreEvent(db, {
        storeId: store.id,
        event: 'faqs',
        message: `El administrador subio ${entries.length} FAQ`,
        payload: counts,
        userId: adminId,
      });
      return { message: ADMIN_FAQ_MSG.updated, ...counts, faqs: await faqs.knowledgeBase.list(store.id) };
    },

    /** Approve (visible) or disapprove a standard FAQ; an empty answer cannot be approved. */
    async setVisible(store: StoreRow, faqId: number, visible: boolean, adminId: number) {
      const faq = await findStandardFaq(db, store.id, faqId);
      if (!faq) throw new AppError('not_found', FAQS_TEXT.notFound);
      if (visible && !faq.response.trim()) throw new AppError('bad_request', TEXT.faqResponseRequired);
      const saved = await setStandardFaqVisible(db, store.id, faqId, visible);
      const message = faqVisibleMessage(visible);
      await recordStoreEvent(db, {
        storeId: store.id,
        event: 'faqs',
        message,
        payload: { faq_id: faqId, faq_type: faq.faq_type },
        userId: adminId,
      });
      return { message, faq: standardFaqView(saved!) };
    },
  };
}
