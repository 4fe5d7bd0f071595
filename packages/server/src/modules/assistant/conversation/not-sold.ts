/** What the assistant says of a product the store does not sell, and how the store hears of it. */
import { namesSomething } from '../engine/said-nothing';
import { say, type Conversation } from './context';
import { recordQuestion } from './faq-answers';

/**
 * A product the store does not sell: said plainly, and recorded in SIN RESPONDER (by the words
 * the customer used, so the store sees how often each missing product is asked for).
 */
export async function sayNotSold(conversation: Conversation, text: string) {
  // ('…, somos menos al final', 'órale, sí, va': words that name nothing are no product asked
  // for; alone, they were not understood.)
  if (!namesSomething(text)) {
    if (conversation.messages.length === 0) say(conversation, conversation.phrases.notUnderstood);
    return;
  }
  say(conversation, conversation.phrases.notSold(text));
  await recordQuestion(conversation, text, missingSuggestion(conversation, text));
}

function missingSuggestion(conversation: Conversation, product: string): string {
  const { language } = conversation.store;
  if (language === 'en') return `We don't have ${product} at the moment.`;
  if (language === 'po') return `No momento não temos ${product}.`;
  return `Por el momento no tenemos ${product}.`;
}
