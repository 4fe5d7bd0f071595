import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { customerPagePolicy, isCustomerPage, isEmbeddableChat } from '../lib/customer-pages';
import { trackingOrigins } from '../modules/tracking/tracking';
import { ERRORS } from './errors';

/**
 * Spec sections 1 and 2: a store (seller) host and a client (chat) host. A request's host is one
 * of them when it is listed in STORE_HOSTS or CLIENT_HOSTS; any other host (an address, localhost,
 * a health check) is off the production hosts, where every route is available.
 */
export type HostKind = 'store' | 'client' | 'any';

type HostSettings = Pick<Config, 'STORE_HOSTS' | 'CLIENT_HOSTS'>;

/** `request.host` keeps the port and `request.hostname` drops it: a listed host may be either. */
export function hostKindOf(config: HostSettings, host: string, hostname: string): HostKind {
  const names = [host.toLowerCase(), hostname.toLowerCase()];
  if (config.CLIENT_HOSTS?.some((listed) => names.includes(listed))) return 'client';
  if (config.STORE_HOSTS?.some((listed) => names.includes(listed))) return 'store';
  return 'any';
}

/** Pages of the client host only (route table: /, /s/:id, /homeclient/:id, /homeclient, /info). */
const CLIENT_ONLY_PAGES = ['/s/', '/homeclient', '/info'];

/**
 * The calls the customer pages and outside services make (checkout webhooks, WhatsApp, the 404
 * page's tracking settings, product photos, health checks): served on the client host as on
 * every other.
 */
const CLIENT_HOST_CALLS = [
  '/api/client/',
  '/api/presetstore',
  '/api/payments/',
  '/api/webhooks/',
  '/api/health',
  '/api/public/config',
  '/api/images/',
];

const pathOf = (url: string) => url.split('?')[0]!;

const startsWithSegment = (path: string, prefix: string) =>
  path.startsWith(prefix) &&
  (prefix.endsWith('/') || path.length === prefix.length || path[prefix.length] === '/');

export function isClientHostCall(url: string): boolean {
  const path = pathOf(url);
  return CLIENT_HOST_CALLS.some((prefix) => startsWithSegment(path, prefix));
}

export function isClientOnlyPage(url: string): boolean {
  const path = pathOf(url);
  return CLIENT_ONLY_PAGES.some((prefix) => startsWithSegment(path, prefix));
}

/**
 * The host split for calls and moves (add it before any route, so every route runs it): on the
 * client host the staff API answers 404; on the store host the client host's own pages move to the
 * first client host, so the back office's links to /s/{hashtag} keep working.
 */
export function registerHostSplit(app: FastifyInstance, config: Config) {
  const clientHost = config.CLIENT_HOSTS?.[0];
  // Without named hosts every host is 'any' and nothing is refused or moved: no hook at all.
  if (!config.CLIENT_HOSTS?.length && !config.STORE_HOSTS?.length) return;
  // A callback hook, not an async one: it runs on every request, and a promise each is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    const kind = hostKindOf(config, request.host, request.hostname);
    if (kind === 'client' && request.url.startsWith('/api') && !isClientHostCall(request.url)) {
      reply.status(404).send({ message: ERRORS.notFound });
      return;
    }
    if (kind === 'store' && clientHost && request.method === 'GET' && isClientOnlyPage(request.url)) {
      reply.redirect(`${request.protocol}://${clientHost}${request.url}`, 302);
      return;
    }
    done();
  });
}

/**
 * Serves the two web entries by host: the customer pages (customer.html) on the client host for
 * every page address (their own router shows the landing at / and their 404 page elsewhere), the
 * back office (index.html) on the store host, and each by its paths where the hosts are not split.
 */
export function registerPages(app: FastifyInstance, config: Config, webRoot: string | undefined) {
  const servePage = (request: FastifyRequest, reply: FastifyReply) => {
    const kind = hostKindOf(config, request.host, request.hostname);
    if (kind === 'client' || isCustomerPage(request.url)) {
      if (isEmbeddableChat(request.url)) reply.removeHeader('x-frame-options');
      return reply
        .type('text/html')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', customerPagePolicy(request.url, trackingOrigins(config)))
        .sendFile('customer.html');
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  };

  if (webRoot) {
    // Without this route the static files' wildcard takes '/' and refuses a directory (a 403).
    app.get('/', { schema: { hide: true } }, servePage);
  }
  app.setNotFoundHandler((request, reply) => {
    // The web app answers every page address (its router shows the 404 page); the API answers JSON.
    if (webRoot && request.method === 'GET' && !request.url.startsWith('/api')) {
      return servePage(request, reply);
    }
    return reply.status(404).send({ message: ERRORS.notFound });
  });
}
