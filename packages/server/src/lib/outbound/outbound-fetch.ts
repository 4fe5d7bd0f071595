import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { allowed, classifyAddress, classifyHostName } from './address-policy';

/**
 * The one HTTP client for addresses a store gives (its WooCommerce shop): every hop is resolved
 * and checked (see address-policy.ts), the socket connects to the address that was checked (a DNS
 * answer that changes between the check and the connection cannot redirect it), redirects are
 * followed by hand with the same checks, and the answer is time- and size-limited.
 */

export interface PortRange {
  from: number;
  to: number;
}

export interface OutboundPolicy {
  /** OUTBOUND_ALLOW_PRIVATE_HOSTS: loopback, RFC 1918, CGNAT and unique-local become reachable. */
  allowPrivateHosts: boolean;
  /** OUTBOUND_ALLOWED_PORTS. */
  ports: readonly PortRange[];
  /** The whole call, redirects included. */
  timeoutMs?: number;
  /** Largest answer body; a longer one is cut off and refused. */
  maxBytes?: number;
  maxRedirects?: number;
  /** Tests: a resolver standing in for DNS. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export const DEFAULT_PORTS: readonly PortRange[] = [80, 443, 8080, 8443].map((port) => ({
  from: port,
  to: port,
}));
export const OUTBOUND_LIMITS = { timeoutMs: 30_000, maxBytes: 10 * 1_048_576, maxRedirects: 3 };

export type OutboundFailure =
  /** A scheme, port or address the policy does not allow (also after a redirect). */
  | 'blocked'
  /** No connection, a DNS failure, or the connection dropped. */
  | 'unreachable'
  | 'timeout'
  /** The answer was longer than maxBytes. */
  | 'too_large'
  /** More redirects than maxRedirects, or one without a usable Location. */
  | 'redirects';

/** Carries only the kind of failure: never the upstream's status, body or addresses. */
export class OutboundError extends Error {
  constructor(readonly failure: OutboundFailure) {
    super(`Llamada saliente rechazada: ${failure}`);
  }
}

export interface OutboundInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export type OutboundFetch = (url: string, init?: OutboundInit) => Promise<Response>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Statuses whose Response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

const defaultResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

interface Target {
  url: URL;
  /** The checked address the socket connects to. */
  address: string;
  family: number;
}

/** Resolves and checks one hop; throws OutboundError('blocked') for anything not allowed. */
async function checkedTarget(url: URL, policy: OutboundPolicy): Promise<Target> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('blocked');
  if (url.username || url.password) throw new OutboundError('blocked');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (!policy.ports.some((range) => port >= range.from && port <= range.to)) {
    throw new OutboundError('blocked');
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const named = classifyHostName(hostname);
  if (named && !allowed(named, policy.allowPrivateHosts)) throw new OutboundError('blocked');
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    try {
      addresses = await (policy.resolve ?? defaultResolve)(hostname);
    } catch {
      throw new OutboundError('unreachable');
    }
  }
  if (addresses.length === 0) throw new OutboundError('unreachable');
  // Every answer must pass: a name with one public and one internal address is refused whole.
  if (!addresses.every((entry) => allowed(classifyAddress(entry.address), policy.allowPrivateHosts))) {
    throw new OutboundError('blocked');
  }
  return { url, address: addresses[0]!.address, family: addresses[0]!.family };
}

/** A lookup that answers the checked address whatever is asked: the connection is pinned to it. */
function pinnedLookup(address: string, family: number): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else {
      callback(null, address, family);
    }
  };
}

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** One request to a checked target, its body read up to maxBytes. */
function send(
  target: Target,
  init: OutboundInit,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ status: number; headers: Headers; body: Buffer | null }> {
  return new Promise((resolve, reject) => {
    const request = (target.url.protocol === 'https:' ? httpsRequest : httpRequest)(
      target.url,
      {
        method: init.method ?? 'GET',
        // Compressed answers are not asked for: the size cap counts the bytes as they are used.
        headers: { ...init.headers, 'accept-encoding': 'identity' },
        lookup: pinnedLookup(target.address, target.family),
        agent: false,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status) || NO_BODY.has(status)) {
          response.resume();
          resolve({ status, headers: headersOf(response), body: null });
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
          request.destroy();
          reject(new OutboundError('too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy();
            reject(new OutboundError('too_large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, headers: headersOf(response), body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
        response.on('aborted', () => reject(new OutboundError('unreachable')));
      },
    );
    request.on('error', reject);
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}

/** A fetch-like call under the policy. Failures are OutboundError; the caller's abort rethrows its reason. */
export function createOutboundFetch(policy: OutboundPolicy): OutboundFetch {
  const timeoutMs = policy.timeoutMs ?? OUTBOUND_LIMITS.timeoutMs;
  const maxBytes = policy.maxBytes ?? OUTBOUND_LIMITS.maxBytes;
  const maxRedirects = policy.maxRedirects ?? OUTBOUND_LIMITS.maxRedirects;

  return async function outboundFetch(input, init = {}) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new OutboundError('blocked');
    }
    let current = { ...init };
    for (let hop = 0; ; hop += 1) {
      try {
        signal.throwIfAborted();
        const target = await checkedTarget(url, policy);
        const answer = await send(target, current, maxBytes, signal);
        if (!REDIRECTS.has(answer.status)) {
          return new Response(answer.body && new Uint8Array(answer.body), {
            status: answer.status,
            headers: answer.headers,
          });
        }
        const location = answer.headers.get('location');
        if (!location || hop >= maxRedirects) throw new OutboundError('redirects');
        const next = new URL(location, url);
        // Credentials go to the address the store gave, never to another origin it redirects to.
        if (next.origin !== url.origin) {
          const { authorization: _dropped, ...rest } = current.headers ?? {};
          current = { ...current, headers: rest };
        }
        if (answer.status === 303) current = { ...current, method: 'GET', body: undefined };
        url = next;
      } catch (error) {
        if (init.signal?.aborted) throw init.signal.reason;
        if (timeout.aborted) throw new OutboundError('timeout');
        if (error instanceof OutboundError) throw error;
        throw new OutboundError(error instanceof TypeError ? 'redirects' : 'unreachable');
      }
    }
  };
}

/** OUTBOUND_ALLOWED_PORTS as written: '80,443,8000-8999'. */
export function parsePortList(value: string): PortRange[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return { from: from!, to: to! };
    });
}
