import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { trackingOrigins } from '../modules/tracking/tracking';

/** The back office's policy; the customer pages send their own (lib/customer-pages.ts). */
function helmetOptions(config: Config): HelmetOptions {
  const tracking = trackingOrigins(config);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...tracking.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...tracking.connect],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers, worked out once: they depend only on the configuration, and the Fastify plugin
 * rebuilt helmet (parsing the policy) on every request, a few percent of a list call's CPU.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer carries the security headers (pages may narrow or drop one afterwards). */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
