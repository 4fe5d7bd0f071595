import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { APP_VERSION } from '@mostrador/core';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Estado del servicio y de la base de datos' } },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', version: APP_VERSION, database: app.databaseKind };
      } catch {
        return reply
          .status(503)
          .send({ status: 'error', message: 'Base de datos no disponible', version: APP_VERSION });
      }
    },
  );
}
