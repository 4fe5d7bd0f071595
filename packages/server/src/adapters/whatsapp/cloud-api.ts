import { MessageRejected, phoneDigits, type MessageChannel } from './channel';

export interface CloudApiOptions {
  /** https://graph.facebook.com/v21.0 (tests point it at a local server). */
  apiUrl: string;
  token: string;
  /** The platform's shared number, used by stores without a dedicated one. */
  defaultPhoneNumberId: string;
  /** Dedicated numbers (digits) to their phone-number ids: `numero=id,numero=id`. */
  senders?: string;
  timeoutMs?: number;
}

export function parseSenders(value: string | undefined): Map<string, string> {
  const senders = new Map<string, string>();
  for (const pair of (value ?? '').split(',')) {
    const [number, id] = pair.split('=');
    const digits = phoneDigits(number);
    if (digits && id) senders.set(digits, id.trim());
  }
  return senders;
}

interface GraphError {
  error?: { message?: string; code?: number };
}
interface GraphSent {
  messages?: { id?: string }[];
}

/**
 * WhatsApp Cloud API: `POST /{phone-number-id}/messages` with a template message and its body
 * parameters, authorised by a bearer token. The store's dedicated number sends when it is one of
 * WHATSAPP_SENDERS; otherwise the platform's number does.
 */
export function cloudApiChannel(options: CloudApiOptions): MessageChannel {
  const senders = parseSenders(options.senders);
  const base = options.apiUrl.replace(/\/+$/, '');
  return {
    kind: 'whatsapp',
    async send(message) {
      const dedicated = phoneDigits(message.sender);
      const senderId = (dedicated && senders.get(dedicated)) || options.defaultPhoneNumberId;
      const response = await fetch(`${base}/${encodeURIComponent(senderId)}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: [
              {
                type: 'body',
                parameters: message.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const body = (await response.json().catch(() => ({}))) as GraphError & GraphSent;
      if (!response.ok) {
        const reason = body.error?.message ?? response.statusText;
        // A 4xx is Meta's answer that the message was not accepted; a 5xx may or may not have sent it.
        if (response.status < 500)
          throw new MessageRejected(`WhatsApp ${response.status}: ${reason}`, response.status);
        throw new Error(`WhatsApp ${response.status}: ${reason}`);
      }
      const id = body.messages?.[0]?.id;
      if (!id) throw new Error('WhatsApp no devolvio el id del mensaje');
      return { providerMessageId: id, senderId };
    },
  };
}
