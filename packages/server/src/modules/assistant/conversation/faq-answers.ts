/*
 * Questions: the store's knowledge base (by its model queries), its general FAQs, what its settings
 * say (payment methods, address, delivery), and the questions none of them answer, which are
 * recorded for the store with a suggested response.
 */
import { FAQ_TYPE_INFO, type FaqType, type StandardFaq } from '@mostrador/core';
import { AVAILABILITY_QUESTION } from '../engine/intents';
import { bestFaq, type FaqEntry } from '../engine/faq-match';
import { normalize } from '../engine/text';
import { catalogueLink } from './actions';
import { isQuestion } from './answers';
import { say, type Conversation } from './context';

function sayStandard(conversation: Conversation, faq: StandardFaq) {
  say(conversation, faq.response);
  if (faq.method_info.trim()) say(conversation, faq.method_info);
}

/** The answer the store's settings give when it wrote no general FAQ of that kind. */
async function answerFromSettings(conversation: Conversation, type: FaqType): Promise<boolean> {
  const { store, phrases } = conversation;
  const address = [store.address, store.city].filter(Boolean).join(', ');
  switch (type) {
    case 'payment_methods': {
      const methods = await conversation.knowledge.paymentMethods(store.id);
      if (methods.length === 0) say(conversation, phrases.noPaymentMethods);
      else say(conversation, phrases.paymentMethods(methods.map((m) => m.name).join(', ')));
      for (const method of methods)
        if (method.method_info.trim()) say(conversation, `${method.name}: ${method.method_info}`);
      return true;
    }
    case 'store_location':
      if (!address) return false;
      say(conversation, phrases.location(address));
      if (store.maps) conversation.messages.push({ type: 'link', text: 'Google Maps', url: store.maps });
      return true;
    case 'delivery':
      say(conversation, store.delivery_enabled ? phrases.delivery : phrases.takeawayOnly(address));
      return true;
    case 'freigt_cost':
    case 'minimum_purchase':
      // Nothing in the settings says it: the store is asked rather than the customer told a guess.
      return false;
  }
}

/** Puts a question in the store's SIN RESPONDER with a suggested answer. */
export async function recordQuestion(conversation: Conversation, question: string, suggestion: string) {
  await conversation.knowledge.recordUnanswered(conversation.store.id, question, suggestion);
}

async function recordUnanswered(conversation: Conversation, question: string, suggestion: string) {
  await recordQuestion(conversation, question, suggestion);
  say(conversation, conversation.phrases.unanswered);
}

/**
 * Answers a question from the store's FAQs (general and its own, matched by bestFaq) or from what
 * its settings say. `type` is the general FAQ kind the message names clearly, if any. A question
 * nothing answers well is recorded in SIN RESPONDER rather than answered by a loosely related FAQ.
 * Answers false when the message is not a question at all (the caller then says it did not
 * understand).
 */
export async function answerQuestion(
  conversation: Conversation,
  text: string,
  type: FaqType | undefined,
  alwaysRecord = false,
) {
  const found = await findAnswer(conversation, text, type);
  if (found) return true;
  if (!type && !alwaysRecord && !isQuestion(text)) return false;
  await recordUnanswered(conversation, text, defaultSuggestion(conversation, text));
  return true;
}

/** Says the FAQ (or settings) answer to a question, when there is a good one. */
export async function findAnswer(
  conversation: Conversation,
  text: string,
  type: FaqType | undefined,
  /** '¿tenés café molido?': the product words are what is asked, not only what it is about. */
  askingForProducts = false,
) {
  const storeId = conversation.store.id;
  const [knowledge, standard] = await Promise.all([
    conversation.knowledge.knowledgeBase(storeId),
    conversation.knowledge.standardFaqs(storeId),
  ]);
  const entries: FaqEntry<{ standard?: StandardFaq; response: string }>[] = [
    ...standard.map((faq) => ({
      item: { standard: faq, response: faq.response },
      // A general FAQ is often saved with its answer only: its kind's own question and label
      // stand for the question ('¿Qué medios de pago aceptan?', 'Medios de pago').
      questions: [
        faq.question || FAQ_TYPE_INFO[faq.faq_type].question,
        FAQ_TYPE_INFO[faq.faq_type].label,
        ...faq.model_queries,
      ],
      response: faq.response,
      kind: faq.faq_type,
    })),
    ...knowledge.map((faq) => ({
      item: { response: faq.response },
      questions: faq.model_queries,
      response: faq.response,
    })),
  ];
  const index = conversation.catalogue.index;
  const best = bestFaq(text, entries, {
    kind: type,
    isProduct: askingForProducts ? undefined : (word) => index.namesProduct(word),
  });
  if (best) {
    if (best.entry.item.standard) sayStandard(conversation, best.entry.item.standard);
    else say(conversation, best.entry.item.response);
    return true;
  }
  if (!type) return false;
  // The store's FAQ of the kind the message names was weighed above and did not answer it well
  // ('¿puedo pagar el recibo de la luz?' names paying, but no payment FAQ answers it): recorded.
  if (standard.some((f) => f.faq_type === type)) return false;
  return answerFromSettings(conversation, type);
}

/**
 * A draft the store edits before accepting it in SIN RESPONDER: for '¿tienen caviar?' that the
 * catalogue does not have, that there is none; otherwise a courteous opening to complete.
 */
function defaultSuggestion(conversation: Conversation, text: string): string {
  const { language } = conversation.store;
  const asked = normalize(text).match(AVAILABILITY_QUESTION)?.[0];
  const product = asked ? normalize(text).slice(asked.length).trim() : '';
  if (language === 'en')
    return product ? `We don't have ${product} at the moment.` : 'Thank you for your question!';
  if (language === 'po') return product ? `No momento não temos ${product}.` : 'Obrigado pela sua pergunta!';
  return product ? `Por el momento no tenemos ${product}.` : '¡Gracias por tu consulta!';
}

export function sayNotUnderstood(conversation: Conversation) {
  say(conversation, conversation.phrases.notUnderstood);
  catalogueLink(conversation);
}
