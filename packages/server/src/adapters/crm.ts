import type { FastifyBaseLogger } from 'fastify';

/**
 * The numbered fields of spec section 7's contact sync: 24 the store hashtag, 27 the user value
 * (the user's store role: 'admin' on registration), 30 the last list or price upload, 31 the last
 * stock upload (ISO timestamps).
 */
export const CRM_FIELD = {
  hashtag: 24,
  userValue: 27,
  listsUploadedAt: 30,
  stockUploadedAt: 31,
} as const;

/**
 * The marketing-automation contact sync of spec section 7: a contact keyed by e-mail with an ISO
 * timestamp (the moment of the event: the registration date on registration) and numbered fields.
 */
export interface CrmContact {
  email: string;
  /** ISO 8601; the moment of the sync when left out. */
  timestamp?: string;
  fields: Record<number, string>;
}

export interface Crm {
  readonly kind: 'http' | 'log';
  /** Fire and forget: returns at once, never throws; a failure is only logged (spec section 7). */
  syncContact(contact: CrmContact): void;
}

/**
 * POSTs `{ email, timestamp, fields }` as JSON to CRM_URL, with CRM_API_KEY as a bearer token when
 * set. Nothing waits for the answer: a slow or failing CRM costs the user no time.
 */
export function httpCrm(
  url: string,
  apiKey: string | undefined,
  log: FastifyBaseLogger,
  timeoutMs = 10_000,
): Crm {
  return {
    kind: 'http',
    syncContact(contact) {
      const body = { ...contact, timestamp: contact.timestamp ?? new Date().toISOString() };
      void fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
        .then(async (res) => {
          await res.body?.cancel();
          if (!res.ok) log.warn({ status: res.status, email: contact.email }, 'sincronizacion CRM rechazada');
        })
        .catch((error: unknown) =>
          log.warn({ err: error, email: contact.email }, 'sincronizacion CRM fallida'),
        );
    },
  };
}

/** The offline default: the sync is only written to the log. */
export function logCrm(log: FastifyBaseLogger): Crm {
  return {
    kind: 'log',
    syncContact(contact) {
      const crm = { ...contact, timestamp: contact.timestamp ?? new Date().toISOString() };
      log.info({ crm }, 'sincronizacion CRM (sin CRM_URL, solo registro)');
    },
  };
}
