import { AppError, CUSTOMER_TEXT, storeSlug } from '@mostrador/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { KnownStores } from '../../db/known-stores';
import { withStoreScope } from '../../db/scope';
import type { CustomerService, CustomerSession } from '../customer/customer.types';
import {
  appendChatLines,
  hashtagKey,
  prepareChatContext,
  readChatLines,
  writeChatState,
  type ChatContext,
  type ChatLine,
} from './assistant.repository';
import { checkSessionFormat } from '../customer/customer-access';
import { CatalogueCache } from './catalogue-cache';
import { chatSession } from './chat-session';
import type { ChatCustomer, ChatKnowledge, Conversation } from './conversation/context';
import { converse } from './conversation/converse';
import { PHRASES } from './conversation/phrases';
import { parseChatState } from './conversation/state';
import { databaseKnowledge } from './knowledge';
import { llmConverser } from './llm/llm-converser';

import type { ChatReply } from '@mostrador/core';

export type { ChatReply };

export interface ChatInput {
  session_id: string;
  /** The store's hashtag, with or without '#'. */
  store: string;
  text: string;
}

/** Answers one message in a conversation (the built-in engine, or a language model when configured). */
export type Converser = (conversation: Conversation, text: string) => Promise<void>;

/** Only hashtags that name a store are kept, one per store; the bound caps the memory however many. */
const KNOWN_HASHTAGS = 10_000;

export const ASSISTANT_TEXT = {
  storeNotFound: 'Tienda no encontrada',
  otherStore: 'Esta sesion pertenece a otra tienda',
} as const;

/** The customer service calls the chat makes: its session, and the order actions. */
export type AssistantCustomer = ChatCustomer & Pick<CustomerService, 'getSession' | 'presetStore'>;

export interface AssistantDeps {
  db: Db;
  customer: AssistantCustomer;
  knowledge?: ChatKnowledge;
  /** ASSISTANT_LLM_*: a configured language model drives the conversation. */
  config?: Pick<
    Config,
    'ASSISTANT_LLM_URL' | 'ASSISTANT_LLM_KEY' | 'ASSISTANT_LLM_MODEL' | 'ASSISTANT_LLM_TIMEOUT_MS'
  >;
  log?: FastifyBaseLogger;
}

function chooseConverser(config: AssistantDeps['config'], log?: FastifyBaseLogger): Converser {
  if (!config?.ASSISTANT_LLM_URL) return converse;
  return llmConverser(
    {
      url: config.ASSISTANT_LLM_URL,
      key: config.ASSISTANT_LLM_KEY,
      model: config.ASSISTANT_LLM_MODEL,
      timeoutMs: config.ASSISTANT_LLM_TIMEOUT_MS,
    },
    log,
  );
}

export function createAssistantService({ db, customer, knowledge, config, log }: AssistantDeps) {
  const catalogues = new CatalogueCache(db);
  const loadChatContext = prepareChatContext(db);
  const converser = chooseConverser(config, log);
  const reads = knowledge ?? databaseKnowledge(db);
  /** Which store each hashtag named when last looked up (KnownStores: one store a chat runs in). */
  const storeOfHashtag = new KnownStores(KNOWN_HASHTAGS);

  /** The message's context, with the one platform lookup only when the hashtag's store is not known. */
  function chatContext(input: ChatInput): Promise<ChatContext | undefined> {
    return storeOfHashtag.read(
      hashtagKey(input.store),
      () => loadChatContext(input.store, input.session_id),
      (context) => context.store.id,
    );
  }

  /** The message itself, in the scope of the store it speaks for. */
  async function converseInStore(
    input: ChatInput,
    context: ChatContext,
    session: CustomerSession,
  ): Promise<ChatReply> {
    const store = context.store;
    const catalogue = await catalogues.get(store.id, context.catalogueVersion);
    const state = parseChatState(context.state);
    const refCodeBefore = state.ref_code;
    const stateBefore = JSON.stringify(state);
    const conversation: Conversation = {
      store,
      sessionId: input.session_id,
      productListToken: session.product_list_token,
      catalogue,
      state,
      phrases: PHRASES[store.language],
      customer,
      knowledge: reads,
      messages: [],
      intent: null,
    };
    await converser(conversation, input.text);
    // The widget restores the conversation from here after a reload (issue 17); the opening
    // greeting ('') is kept as the assistant's lines only.
    const lines: ChatLine[] = [
      ...(input.text.trim()
        ? [{ from: 'user' as const, message: { type: 'text' as const, text: input.text.trim() } }]
        : []),
      ...conversation.messages.map((message) => ({ from: 'bot' as const, message: { ...message } })),
    ];
    await appendChatLines(db, input.session_id, store.id, lines);
    // A question answered leaves the state as it was: no write.
    if (JSON.stringify(conversation.state) !== stateBefore) {
      await writeChatState(db, input.session_id, store.id, conversation.state);
    }
    // An action may have opened a client or an order: the page gets their new tokens. A new
    // client or a referral code re-reads the session (one statement); otherwise the order just
    // touched says it.
    let after = session;
    if (
      (conversation.intent && session.client_id === null) ||
      conversation.state.ref_code !== refCodeBefore
    ) {
      const again = await loadChatContext(input.store, input.session_id);
      after = (again && (await chatSession(customer, again, input.session_id))) ?? session;
    } else if (conversation.order) {
      after = { ...session, order_token: conversation.order.token };
    }
    return { messages: conversation.messages, intent: conversation.intent, session: after };
  }

  return {
    catalogues,

    /**
     * GET /client/chat/history: the session's last 50 lines with this store, oldest first; the
     * last ones carry the pending question and its chips. An unknown session has none.
     */
    async history(input: Omit<ChatInput, 'text'>): Promise<{ messages: ChatLine[] }> {
      checkSessionFormat(input.session_id);
      const context = await chatContext({ ...input, text: '' });
      const store = context?.store;
      if (!context || !store || !store.enabled) throw new AppError('not_found', ASSISTANT_TEXT.storeNotFound);
      return withStoreScope(store.id, async () => ({
        messages: await readChatLines(db, input.session_id, store.id),
      }));
    },

    /**
     * POST /client/chat: the session must be this store's (a new session is bound to it). The
     * conversation runs in the store's scope. A session the context did not see there (a new one,
     * or another store's) is left to the customer service, which looks it up in the platform scope
     * and so tells the two apart.
     */
    async chat(input: ChatInput): Promise<ChatReply> {
      const context = await chatContext(input);
      const store = context?.store;
      if (!context || !store) throw new AppError('not_found', ASSISTANT_TEXT.storeNotFound);
      // A disabled store's chat says so, as its page does (issue 19 item 12).
      if (!store.enabled) throw new AppError('forbidden', CUSTOMER_TEXT.storeUnavailable);
      let session = await chatSession(customer, context, input.session_id);
      if (!session?.store) session = await customer.presetStore(input.session_id, store.hashtag);
      else if (session.store.hashtag.toLowerCase() !== storeSlug(store.hashtag).toLowerCase()) {
        throw new AppError('forbidden', ASSISTANT_TEXT.otherStore);
      }
      return withStoreScope(store.id, () => converseInStore(input, context, session));
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
