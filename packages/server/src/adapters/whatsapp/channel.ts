/** One template message to one client, as the scheduler hands it to a channel. */
export interface OutgoingMessage {
  /** The send record's id: the outbox keys on it, so a repeated call stores one message. */
  sendId: number;
  storeId: number;
  clientId: number;
  /** The client's number in international form, digits only (549...). */
  to: string;
  /** The store's dedicated number (exclusive_whatsapp), or null for the platform's shared number. */
  sender: string | null;
  template: string;
  language: string;
  /** The template's body parameters {{1}}, {{2}}... in order. */
  parameters: string[];
  /** The text the client reads, kept for the store's records and the offline outbox. */
  body: string;
}

export interface SentMessage {
  /** The channel's id of the message; delivery webhooks refer to it. */
  providerMessageId: string;
  /** The Cloud API phone-number id it left from (null offline). */
  senderId: string | null;
}

export interface MessageChannel {
  readonly kind: 'whatsapp' | 'outbox';
  /**
   * True when a second call with the same `sendId` delivers nothing more (the outbox keys on it).
   * Only such a channel gets a send again after a crash left its outcome unknown.
   */
  readonly dedupesBySendId?: boolean;
  /**
   * Sends one message. Throws `MessageRejected` when the channel answered that it did not take
   * the message; any other error leaves the outcome unknown.
   */
  send(message: OutgoingMessage): Promise<SentMessage>;
}

/** The channel answered and refused the message: it was certainly not sent. */
export class MessageRejected extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'MessageRejected';
  }
}

/** Digits only, so '+54 9 11 4000-1234' and '5491140001234' are the same number. */
export function phoneDigits(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}
