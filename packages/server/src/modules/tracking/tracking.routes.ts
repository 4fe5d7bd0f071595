import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../lib/contract';
import { trackingConfigFor } from './tracking';
import { routePlugin } from '../../lib/route-plugin';

/** GET /api/public/config: the analytics and tracking settings of this host, for any page (no login). */
export const trackingRoutes = routePlugin('trackingRoutes', [], async (app, _services) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/public/config',
    {
      schema: contractSchema('GET /api/public/config', {
        tags: ['public'],
        summary:
          'Analitica del 404 y script de seguimiento de este host (null cuando no estan configurados o el host no es de produccion)',
      }),
    },
    (request, reply) => {
      // Varies by host; a short cache keeps the call off every page load without pinning a change.
      reply.header('cache-control', 'public, max-age=300').header('vary', 'host');
      return trackingConfigFor(app.config, request.hostname);
    },
  );
});
