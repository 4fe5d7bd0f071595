import type { PaymentMethod, Refcode, StandardFaq } from '@mostrador/core';
import type { ChatStore } from '../assistant.repository';
import type { StoreCatalogue } from '../catalogue-cache';
import type { CustomerOrder, CustomerOrderItem, CustomerService } from '../../customer/customer.types';
import type { KnowledgeBaseFaq } from '@mostrador/core';
import type { Phrases } from './phrases';
import type { ChatState } from './state';

import type { ChatIntent, ChatMessage } from '@mostrador/core';

export type { ChatIntent, ChatMessage };

/** The customer actions the assistant takes: the same rules as the customer pages. */
export type ChatCustomer = Pick<
  CustomerService,
  | 'openOrder'
  | 'addItems'
  | 'updateItem'
  | 'removeItem'
  | 'confirmOrder'
  | 'discardOrder'
  | 'applyRefCode'
  | 'saveOrderDetails'
>;

/** What the assistant reads from the store's FAQs, settings and marketing, and what it records. */
export interface ChatKnowledge {
  standardFaqs(storeId: number): Promise<StandardFaq[]>;
  /** The store's own FAQs (PERSONALIZADO): few per store, matched in memory. */
  knowledgeBase(storeId: number): Promise<KnowledgeBaseFaq[]>;
  paymentMethods(storeId: number): Promise<PaymentMethod[]>;
  recordUnanswered(storeId: number, question: string, suggestion: string): Promise<void>;
  findRefcode(code: string): Promise<(Refcode & { store_id: number }) | undefined>;
}

/** One message being answered: who speaks, what they can reach, and the reply being built. */
export interface Conversation {
  store: ChatStore;
  sessionId: string;
  productListToken: string | null;
  catalogue: StoreCatalogue;
  state: ChatState;
  phrases: Phrases;
  customer: ChatCustomer;
  knowledge: ChatKnowledge;
  messages: ChatMessage[];
  intent: ChatIntent | null;
  /**
   * The item this message took off: 'el boldo ya no, ponme uno de manzanilla de la misma marca'
   * names the line of what it took off.
   */
  removed?: CustomerOrderItem;
  /** The order as the last action left it: the reply's session shows its token. */
  order?: CustomerOrder;
}

export function say(conversation: Conversation, text: string) {
  if (text) conversation.messages.push({ type: 'text', text });
}

export function offer(conversation: Conversation, options: string[]) {
  if (options.length) conversation.messages.push({ type: 'chips', options });
}

/** Later intents say more than earlier ones within one reply; confirming or discarding wins. */
export function setIntent(conversation: Conversation, intent: ChatIntent) {
  if (conversation.intent === 'order.confirm' || conversation.intent === 'order.discard') return;
  conversation.intent = intent;
}
