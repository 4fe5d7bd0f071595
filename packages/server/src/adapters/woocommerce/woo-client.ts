import {
  DEFAULT_PORTS,
  OutboundError,
  createOutboundFetch,
  type OutboundFetch,
} from '../../lib/outbound/outbound-fetch';

/**
 * The WooCommerce REST API v3 (`/wp-json/wc/v3`), read side: one page of a collection at a time,
 * with the pagination headers WooCommerce documents (X-WP-Total, X-WP-TotalPages).
 */

export interface WooConnection {
  base_url: string;
  api_key: string;
  secret: string;
}

/** Why a call failed, for the sync to word it for the store owner. */
export type WooFailure =
  /** 401 or 403: the consumer key or secret is wrong or lacks read permission. */
  | 'auth'
  /** 404: no WooCommerce REST API at that address. */
  | 'not_found'
  /** 429 or 5xx still answered after every retry. */
  | 'unavailable'
  /** No answer at all (DNS, refused connection, timeout) after every retry. */
  | 'unreachable'
  /** An answer that is not the documented JSON list (or too large, or endless redirects). */
  | 'invalid'
  /** An address the outbound policy refuses (internal network, metadata, port, scheme). */
  | 'blocked';

export class WooApiError extends Error {
  constructor(
    readonly failure: WooFailure,
    readonly status?: number,
    /** The server's Retry-After in milliseconds, when it gave one. */
    readonly retryAfter?: number,
  ) {
    super(`WooCommerce ${failure}${status ? ` (HTTP ${status})` : ''}`);
  }
}

export interface WooPage {
  items: unknown[];
  /** X-WP-Total: items in the whole collection (with the same filters). */
  total: number;
  /** X-WP-TotalPages. */
  totalPages: number;
}

export interface WooClientOptions {
  /** Attempts of one page before giving up on 429, 5xx or a lost connection. */
  attempts?: number;
  /** First backoff delay; it doubles on every retry. A Retry-After header takes precedence. */
  backoffMs?: number;
  /** Longest wait between attempts, whatever Retry-After asks for. */
  maxDelayMs?: number;
  timeoutMs?: number;
  /** The outbound client (lib/outbound); unset, the strictest policy: public hosts, usual ports. */
  fetch?: OutboundFetch;
}

const strictFetch = createOutboundFetch({ allowPrivateHosts: false, ports: DEFAULT_PORTS });

/** An outbound refusal as the sync words it: refused addresses are not retried. */
function failureOfOutbound(error: OutboundError): WooApiError {
  if (error.failure === 'blocked') return new WooApiError('blocked');
  if (error.failure === 'too_large' || error.failure === 'redirects') return new WooApiError('invalid');
  return new WooApiError('unreachable');
}

/** Retry-After is either seconds or an HTTP date (RFC 9110). */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const headerNumber = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return value !== null && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

export function createWooClient(connection: WooConnection, options: WooClientOptions = {}) {
  const attempts = options.attempts ?? 5;
  const backoffMs = options.backoffMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const doFetch = options.fetch ?? strictFetch;
  const isHttps = connection.base_url.startsWith('https:');
  const basic = `Basic ${Buffer.from(`${connection.api_key}:${connection.secret}`).toString('base64')}`;

  function urlOf(path: string, params: Record<string, string | number | undefined>): string {
    // The shop's own path is kept (WordPress in a folder); a query or fragment saved before base
    // URLs were checked is dropped, so it can never swallow the API path or the credentials.
    const url = new URL(connection.base_url);
    url.search = '';
    url.hash = '';
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/wp-json/wc/v3${path}`;
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    // WooCommerce takes basic auth over HTTPS only; over plain HTTP (a local or test shop) it
    // accepts the key and secret as query parameters, as its REST API documentation describes.
    if (!isHttps) {
      url.searchParams.set('consumer_key', connection.api_key);
      url.searchParams.set('consumer_secret', connection.secret);
    }
    return url.toString();
  }

  async function attempt(url: string, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    return doFetch(url, {
      headers: { accept: 'application/json', ...(isHttps ? { authorization: basic } : {}) },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  }

  return {
    /** One page of a collection, retried with backoff on 429, 5xx and lost connections. */
    async page(
      path: string,
      params: Record<string, string | number | undefined>,
      signal?: AbortSignal,
    ): Promise<WooPage> {
      let url: string;
      try {
        url = urlOf(path, params);
      } catch {
        throw new WooApiError('blocked');
      }
      let last: WooApiError = new WooApiError('unreachable');
      for (let n = 0; n < attempts; n += 1) {
        if (n > 0) {
          const backoff = Math.min(maxDelayMs, backoffMs * 2 ** (n - 1));
          await wait(Math.min(maxDelayMs, last.retryAfter ?? backoff), signal);
        }
        let res: Response;
        try {
          res = await attempt(url, signal);
        } catch (error) {
          if (signal?.aborted) throw error;
          last = error instanceof OutboundError ? failureOfOutbound(error) : new WooApiError('unreachable');
          if (last.failure !== 'unreachable') throw last;
          continue;
        }
        if (res.status === 429 || res.status >= 500) {
          await res.body?.cancel();
          last = new WooApiError('unavailable', res.status, retryAfterMs(res.headers.get('retry-after')));
          continue;
        }
        if (res.status === 401 || res.status === 403) throw new WooApiError('auth', res.status);
        if (res.status === 404) throw new WooApiError('not_found', 404);
        if (!res.ok) throw new WooApiError('invalid', res.status);
        let items: unknown;
        try {
          items = await res.json();
        } catch {
          throw new WooApiError('invalid', res.status);
        }
        if (!Array.isArray(items)) throw new WooApiError('invalid', res.status);
        const totalPages = headerNumber(res.headers.get('x-wp-totalpages'), items.length ? 1 : 0);
        return { items, total: headerNumber(res.headers.get('x-wp-total'), items.length), totalPages };
      }
      throw last;
    },
  };
}

export type WooClient = ReturnType<typeof createWooClient>;
