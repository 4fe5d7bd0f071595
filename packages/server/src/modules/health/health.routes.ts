import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@mostrador/core';
import { contractSchema } from '../../lib/contract';
import { keptAnswer } from '../../lib/kept-answer';
import { databaseProbe } from './database-probe';
import { routePlugin } from '../../lib/route-plugin';

export const healthRoutes = routePlugin('healthRoutes', [], async (app, _services) => {
  const databaseAnswers = databaseProbe(app.db);
  // The same answer every time: kept, so its text is made once (lib/kept-answer.ts).
  const healthy = keptAnswer({ status: 'ok' as const, version: APP_VERSION, database: app.databaseKind });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      // Load balancers and monitors call it every few seconds: its requests are not logged
      // (a failure still is, at warn).
      logLevel: 'warn',
      schema: contractSchema('GET /api/health', {
        tags: ['health'],
        summary: 'Estado del servicio y de la base de datos (comprobada como mucho una vez por segundo)',
      }),
    },
    async (request, reply) => {
      if (await databaseAnswers()) return healthy;
      request.log.warn('/api/health: la base de datos no responde');
      return reply
        .status(503)
        .send({ status: 'error', message: 'Base de datos no disponible', version: APP_VERSION });
    },
  );
});
