/*
 * The product's public HTTP API as the evaluation calls it: through app.inject (no sockets, for
 * accuracy and the regression test) or a real HTTP server (latency). Every call has a deadline: a
 * reply slower than it is a miss, not a hung bench.
 */
import type { FastifyInstance } from 'fastify';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  token?: string;
  /** The caller's address (app.inject only): keeps the login limits of different stores apart. */
  remoteAddress?: string;
}

export interface HttpAnswer {
  /** 0 when the deadline passed or the connection failed. */
  status: number;
  body: unknown;
  ms: number;
}

export type Http = (request: HttpRequest) => Promise<HttpAnswer>;

/** FORMAT's deadline for one message: a slower reply is a miss. */
export const REPLY_DEADLINE_MS = 5000;

function withDeadline(work: Promise<{ status: number; body: unknown }>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ status: number; body: unknown }>((resolve) => {
    timer = setTimeout(() => resolve({ status: 0, body: `sin respuesta en ${ms} ms` }), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const headersOf = (request: HttpRequest): Record<string, string> => ({
  ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
  ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
});

export function injectHttp(app: FastifyInstance, deadlineMs = REPLY_DEADLINE_MS): Http {
  return async (request) => {
    const started = performance.now();
    const answer = await withDeadline(
      app
        .inject({
          method: request.method,
          url: request.url,
          headers: headersOf(request),
          ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload) }),
          ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
        })
        .then((res) => ({ status: res.statusCode, body: parse(res.body) })),
      deadlineMs,
    );
    return { ...answer, ms: performance.now() - started };
  };
}

/** A real HTTP client of a listening server (`baseUrl` without a trailing slash). */
export function fetchHttp(baseUrl: string, deadlineMs = REPLY_DEADLINE_MS): Http {
  return async (request) => {
    const started = performance.now();
    const answer = await withDeadline(
      fetch(`${baseUrl}${request.url}`, {
        method: request.method,
        headers: headersOf(request),
        signal: AbortSignal.timeout(deadlineMs + 1000),
        ...(request.payload === undefined ? {} : { body: JSON.stringify(request.payload) }),
      })
        .then(async (res) => ({ status: res.status, body: parse(await res.text()) }))
        .catch((error: unknown) => ({ status: 0, body: String(error) })),
      deadlineMs,
    );
    return { ...answer, ms: performance.now() - started };
  };
}

/** A call that must succeed (set-up and staff reads): anything but 2xx stops the run. */
export async function expectOk<T>(http: Http, request: HttpRequest): Promise<T> {
  const answer = await http(request);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(
      `${request.method} ${request.url}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
  return answer.body as T;
}
