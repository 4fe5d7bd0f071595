/*
 * Questions: the store's knowledge base (by its model queries), its general FAQs, what its settings
 * say (payment methods, address, delivery), and the questions none of them answer, which are
 * recorded for the store with a suggested response.
 */
import type { StandardFaq } from '@mostrador/core';
import { PRODUCT_QUESTION, type FaqType } from '../engine/intents';
import { normalize, stem, tokens } from '../engine/text';
import { catalogueLink } from './actions';
import { isQuestion } from './answers';
import { say, type Conversation } from './context';

/** A knowledge-base answer this close to one of its questions is taken over the engine's guess. */
const KNOWLEDGE_STRONG = 0.6;
/** Below this a knowledge-base answer is only a suggestion for the store. */
const KNOWLEDGE_ANSWER = 0.45;
const SUGGESTION_FLOOR = 0.25;
const STANDARD_OVERLAP = 0.6;

const STOP = new Set([
  'de',
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'que',
  'en',
  'a',
  'y',
  'o',
  'se',
  'me',
  'lo',
  'es',
]);
const stems = (text: string) =>
  new Set(
    tokens(text)
      .filter((w) => !STOP.has(w))
      .map(stem),
  );

/** Share of the FAQ question's words that the customer used: 'compra minima?' for '¿Cuál es la compra mínima?'. */
function overlap(text: string, question: string): number {
  const asked = stems(text);
  const model = stems(question);
  if (model.size === 0 || asked.size === 0) return 0;
  let shared = 0;
  for (const word of model) if (asked.has(word)) shared += 1;
  return shared / Math.max(model.size, asked.size);
}

function standardByQueries(faqs: StandardFaq[], text: string): StandardFaq | undefined {
  let best: { faq: StandardFaq; score: number } | undefined;
  for (const faq of faqs) {
    for (const query of [faq.question, ...faq.model_queries]) {
      const score = overlap(text, query);
      if (score >= STANDARD_OVERLAP && (!best || score > best.score)) best = { faq, score };
    }
  }
  return best?.faq;
}

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

async function recordUnanswered(conversation: Conversation, question: string, suggestion: string) {
  await conversation.knowledge.recordUnanswered(conversation.store.id, question, suggestion);
  say(conversation, conversation.phrases.unanswered);
}

/**
 * Answers a question. `type` is the general FAQ kind the engine recognised, if any. Answers false
 * when the message is not a question at all (the caller then says it did not understand).
 */
export async function answerQuestion(
  conversation: Conversation,
  text: string,
  type: FaqType | undefined,
  alwaysRecord = false,
) {
  const storeId = conversation.store.id;
  const [knowledge, standard] = await Promise.all([
    conversation.knowledge.searchKnowledgeBase(storeId, text),
    conversation.knowledge.standardFaqs(storeId),
  ]);
  const best = knowledge[0];
  if (best && best.score >= KNOWLEDGE_STRONG) {
    say(conversation, best.faq.response);
    return true;
  }
  const kind = type ?? standardByQueries(standard, text)?.faq_type;
  if (kind) {
    const faq = standard.find((f) => f.faq_type === kind);
    if (faq) {
      sayStandard(conversation, faq);
      return true;
    }
    if (await answerFromSettings(conversation, kind)) return true;
  }
  if (best && best.score >= KNOWLEDGE_ANSWER) {
    say(conversation, best.faq.response);
    return true;
  }
  if (!kind && !alwaysRecord && !isQuestion(text)) return false;
  const suggestion =
    best && best.score >= SUGGESTION_FLOOR
      ? best.faq.response
      : (kind && standard.find((f) => f.faq_type === kind)?.response) ||
        defaultSuggestion(conversation, text);
  await recordUnanswered(conversation, text, suggestion);
  return true;
}

/**
 * A draft the store edits before accepting it in SIN RESPONDER: for '¿tienen caviar?' that the
 * catalogue does not have, that there is none; otherwise a courteous opening to complete.
 */
function defaultSuggestion(conversation: Conversation, text: string): string {
  const { language } = conversation.store;
  const asked = normalize(text).match(PRODUCT_QUESTION)?.[0];
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
