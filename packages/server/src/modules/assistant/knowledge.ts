import type { Db } from '../../db/client';
import { listVisibleStandardFaqs, recordUnansweredQuestion, listKnowledgeBase } from '../faqs/faqs.assistant';
import { findRefcodeByCode } from '../marketing/marketing.assistant';
import { listPaymentMethods } from '../settings/settings.assistant';
import type { ChatKnowledge } from './conversation/context';

/** The assistant's reads of FAQs, settings and marketing, through those areas' own exports. */
export function databaseKnowledge(db: Db): ChatKnowledge {
  return {
    standardFaqs: (storeId) => listVisibleStandardFaqs(db, storeId),
    knowledgeBase: (storeId) => listKnowledgeBase(db, storeId),
    paymentMethods: (storeId) => listPaymentMethods(db, storeId),
    recordUnanswered: async (storeId, question, suggestion) => {
      await recordUnansweredQuestion(db, storeId, question, suggestion);
    },
    findRefcode: (code) => findRefcodeByCode(db, code),
  };
}
