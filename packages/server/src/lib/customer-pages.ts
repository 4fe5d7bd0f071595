import type { FastifyInstance } from 'fastify';

/**
 * The customer pages are a second web entry (packages/web/customer.html, no MUI): these paths get
 * it instead of the back office's index.html.
 */
const CUSTOMER_PREFIXES = [
  '/s/',
  '/homeclient',
  '/info',
  '/orderstatus/',
  '/productlist/',
  '/sandbox-checkout/',
];

export function isCustomerPage(url: string): boolean {
  const path = url.split('?')[0]!;
  return CUSTOMER_PREFIXES.some(
    (prefix) =>
      path.startsWith(prefix) &&
      (prefix.endsWith('/') || path.length === prefix.length || path[prefix.length] === '/'),
  );
}

/** The store's chat page, which the widget loader (widget.js) opens in an iframe on other sites. */
export function isEmbeddableChat(url: string): boolean {
  return url.startsWith('/s/');
}

const MERCADOPAGO = ['https://sdk.mercadopago.com', 'https://*.mercadopago.com', 'https://*.mlstatic.com'];

/**
 * The customer pages' policy: the app's own, plus MercadoPago's checkout SDK (loaded only on an
 * order paid through it), the configured tracking script and analytics origins and, for the chat page, any site as frame ancestor so the widget works.
 */
export function customerPagePolicy(
  url: string,
  tracking: { script: string[]; connect: string[] } = { script: [], connect: [] },
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...MERCADOPAGO, ...tracking.script].join(' ')}`,
    `style-src 'self' 'unsafe-inline' https://*.mlstatic.com`,
    "img-src 'self' data: blob: https:",
    `connect-src 'self' ${[...MERCADOPAGO, 'https://*.mercadolibre.com', ...tracking.connect].join(' ')}`,
    "font-src 'self' data: https://*.mlstatic.com",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${isEmbeddableChat(url) ? '*' : "'self'"}`,
  ].join('; ');
}

/**
 * widget.js runs on other sites' pages: helmet's same-origin resource policy would make the
 * browser refuse it there, so the loader alone is served as a cross-origin resource.
 */
export function allowWidgetLoaderEmbedding(app: FastifyInstance): void {
  // Set as the request arrives, after the security headers' onRequest hook (registered before):
  // a callback hook costs every other request one string comparison, not a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    if (url === WIDGET_LOADER || url.startsWith(`${WIDGET_LOADER}?`))
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    done();
  });
}

const WIDGET_LOADER = '/widget.js';
