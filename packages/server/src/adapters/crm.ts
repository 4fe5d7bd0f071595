import type { FastifyBaseLogger } from 'fastify';

/**
 * The marketing-automation contact sync of spec section 7: a contact keyed by e-mail with numbered
 * fields (24 store hashtag, 27 user value, 30 last list or price upload, 31 last stock upload...).
 */
export interface CrmContact {
  email: string;
  fields: Record<number, string>;
}

export interface Crm {
  readonly kind: 'http' | 'log';
  /** Fire and forget: never throws; a failure is only logged (spec section 7). */
  syncContact(contact: CrmContact): void;
}

/** POSTs `{ email, fields }` as JSON to CRM_URL, with CRM_API_KEY as a bearer token when set. */
export function httpCrm(url: string, apiKey: string | undefined, log: FastifyBaseLogger): Crm {
  return {
    kind: 'http',
    syncContact(contact) {
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify(contact),
        signal: AbortSignal.timeout(10_000),
      })
        .then((res) => {
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
      log.info({ crm: contact }, 'sincronizacion CRM (sin CRM_URL, solo registro)');
    },
  };
}
