import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, CUSTOMER_SESSION_PATTERN } from '@mostrador/core';
import type { Config } from '../config';
import { RateLimiter } from '../lib/rate-limiter';

export const ANONYMOUS_TEXT = {
  tooMany: 'Demasiados pedidos, esperá un momento y volvé a intentar',
} as const;

/** The customer pages' and the chat's calls: no login, so the address and the session are counted. */
const isAnonymousCall = (url: string | undefined) =>
  url === '/api/presetstore' || (url?.startsWith('/api/client/') ?? false);

/** The customer session a call names (body, query or path), when it has the session's format. */
function sessionOf(request: FastifyRequest): string | undefined {
  const sources = [request.body, request.query, request.params] as ({
    session_id?: unknown;
    session?: unknown;
  } | null)[];
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    const value = source.session_id ?? source.session;
    if (typeof value === 'string' && CUSTOMER_SESSION_PATTERN.test(value.trim())) return value.trim();
  }
  return undefined;
}

/**
 * Limits per address and per session for the anonymous calls (issue 18: one address made 150
 * clients and carts in 10 s; one session sent 100 activity logs in a row). Counted in the database
 * (RateLimiter, as the logins are) so they hold across instances; one statement per call. Runs
 * after validation, so the session read is the one the route will use.
 */
export function registerAnonymousLimits(
  app: FastifyInstance,
  config: Config,
  limiter = new RateLimiter(app.db),
) {
  const limit = async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    const limits = new Map<string, number>([[`anon:ip:${request.ip}`, config.ANONYMOUS_MAX_PER_ADDRESS]]);
    const session = sessionOf(request);
    if (url === '/api/presetstore')
      limits.set(`anon:new:ip:${request.ip}`, config.ANONYMOUS_MAX_NEW_SESSIONS_PER_ADDRESS);
    if (session) {
      limits.set(`anon:session:${session}`, config.ANONYMOUS_MAX_PER_SESSION);
      if (url === '/api/client/chat')
        limits.set(`anon:chat:${session}`, config.ANONYMOUS_MAX_CHAT_PER_SESSION);
      if (url === '/api/client/log_activity') {
        limits.set(`anon:activity:${session}`, config.ANONYMOUS_MAX_ACTIVITY_PER_SESSION);
      }
    }
    const counts = await limiter.hitAll([...limits.keys()], config.ANONYMOUS_WINDOW_SECONDS);
    for (const [key, max] of limits) {
      if ((counts.get(key) ?? 0) > max) {
        request.log.info({ key, max }, 'limite de llamadas anonimas');
        throw new AppError('too_many_requests', ANONYMOUS_TEXT.tooMany);
      }
    }
  };
  // Only the anonymous routes carry the hook (first among their preHandlers, as a global one
  // would run): the staff routes and the health check do not pay for a check that skips them.
  app.addHook('onRoute', (route) => {
    if (!isAnonymousCall(route.url)) return;
    const own = route.preHandler ?? [];
    route.preHandler = [limit, ...(Array.isArray(own) ? own : [own])];
  });
}
