import type { FastifyInstance } from 'fastify';
import { APP_VERSION, healthDownResponse, healthResponse } from '@mostrador/core';
import { databaseProbe } from './database-probe';

export async function healthRoutes(app: FastifyInstance) {
  const databaseAnswers = databaseProbe(app.db);
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio y de la base de datos (comprobada como mucho una vez por segundo)',
        response: { 200: healthResponse, 503: healthDownResponse },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers()) return { status: 'ok', version: APP_VERSION, database: app.databaseKind };
      return reply
        .status(503)
        .send({ status: 'error', message: 'Base de datos no disponible', version: APP_VERSION });
    },
  );
}
