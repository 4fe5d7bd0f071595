/*
 * One customer's visit as the store page makes it: a new session bound to the store
 * (POST /api/presetstore), the widget's greeting, then the customer's messages to POST
 * /api/client/chat. Reads what the customer and the owner would see afterwards.
 */
import { randomBytes } from 'node:crypto';
import type { ChatMessage, ChatReply, CustomerOrder, UnansweredFaq } from '@mostrador/core';
import type { EvalStore } from './eval-store';
import { expectOk, type Http } from './http';

export interface Turn {
  text: string;
  status: number;
  ms: number;
  /** The reply's messages; empty when the call failed. */
  messages: ChatMessage[];
  /** Why this turn counts as a miss whatever was expected (5xx, timeout, empty reply). */
  failure: string | null;
}

export const newSessionId = () => `dfmessenger-${randomBytes(5).toString('hex')}`;

export class Visit {
  readonly sessionId = newSessionId();
  orderToken: string | null = null;

  constructor(
    private readonly http: Http,
    readonly store: EvalStore,
  ) {}

  /** presetstore and the greeting the widget asks for when it opens. */
  async open(): Promise<Turn> {
    await expectOk(this.http, {
      method: 'POST',
      url: '/api/presetstore',
      payload: { session: this.sessionId, store: this.store.hashtag },
    });
    return this.say('');
  }

  async say(text: string): Promise<Turn> {
    const answer = await this.http({
      method: 'POST',
      url: '/api/client/chat',
      payload: { session_id: this.sessionId, store: this.store.hashtag, text },
    });
    const reply = answer.status === 200 ? (answer.body as ChatReply) : null;
    if (reply?.session?.order_token) this.orderToken = reply.session.order_token;
    const messages = reply?.messages ?? [];
    let failure: string | null = null;
    if (answer.status === 0) failure = String(answer.body);
    else if (answer.status !== 200)
      failure = `HTTP ${answer.status}: ${JSON.stringify(answer.body).slice(0, 160)}`;
    else if (!messages.some(hasContent)) failure = 'respuesta vacía';
    return { text, status: answer.status, ms: answer.ms, messages, failure };
  }

  /** The session's latest order as its /orderstatus page shows it; null when it has none. */
  async order(): Promise<CustomerOrder | null> {
    if (!this.orderToken) return null;
    return expectOk<CustomerOrder>(this.http, {
      method: 'POST',
      url: '/api/client/orderstatus',
      payload: { token: this.orderToken, session_id: this.sessionId },
    });
  }
}

function hasContent(message: ChatMessage): boolean {
  switch (message.type) {
    case 'text':
      return message.text.trim() !== '';
    case 'chips':
      return message.options.length > 0;
    case 'products':
      return message.products.length > 0;
    default:
      return true;
  }
}

/** SIN RESPONDER's size: its questions and the times they were asked, summed. */
export async function unansweredTotals(http: Http, store: EvalStore) {
  const rows = await expectOk<UnansweredFaq[]>(http, {
    method: 'GET',
    url: '/api/store/faqs_unmanaged',
    token: store.token,
  });
  return { rows: rows.length, times: rows.reduce((sum, row) => sum + row.times_asked, 0) };
}

/** The text messages of a reply, in order. */
export const textsOf = (messages: ChatMessage[]) =>
  messages.flatMap((m) => (m.type === 'text' ? [m.text] : []));

/** A reply in one short line per message, for the misses list. */
export function describeReply(messages: ChatMessage[]): string[] {
  return messages.map((m) => {
    switch (m.type) {
      case 'text':
        return m.text;
      case 'chips':
        return `[chips: ${m.options.join(' | ')}]`;
      case 'products':
        return `[productos: ${m.products.map((p) => p.name).join(' | ')}]`;
      case 'order':
        return `[pedido ${m.order.items.length} items]`;
      case 'link':
        return `[link ${m.text}]`;
    }
  });
}
