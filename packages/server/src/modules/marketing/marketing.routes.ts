import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { rejectNulBytes } from '../settings/nul-bytes';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['marketing'];

/** Lista de codigos (store admin) and Calendario de Promos (every store user) of /marketing. */
export const marketingRoutes = routePlugin('marketingRoutes', ['marketing'], async (app, { marketing }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { promos, refcodes } = marketing;
  app.addHook('preValidation', rejectNulBytes);

  r.get(
    '/store/promos/',
    {
      onRequest: app.guards.storeUser,
      schema: contractSchema('GET /api/store/promos/', {
        tags,
        summary: 'Calendario de promos: 0 lunes a 6 domingo, 7 ninguno',
      }),
    },
    (request) => promos.list(storeOf(request).id),
  );

  r.post(
    '/store/promos/',
    {
      onRequest: app.guards.storeUser,
      schema: contractSchema('POST /api/store/promos/', {
        tags,
        summary:
          'Guarda el calendario completo (reemplaza al anterior; una promo por dia, 7 puede repetirse)',
      }),
    },
    (request) => promos.save(storeOf(request).id, request.body),
  );

  r.get(
    '/store/refcodes/',
    {
      onRequest: app.guards.storeAdmin,
      schema: contractSchema('GET /api/store/refcodes/', {
        tags,
        summary: 'Codigos de referencia (QR), mas nuevos primero',
      }),
    },
    (request) => refcodes.list(storeOf(request).id),
  );

  r.post(
    '/store/refcodes/',
    {
      onRequest: app.guards.storeAdmin,
      schema: contractSchema('POST /api/store/refcodes/', {
        tags,
        summary:
          'Sin code crea un codigo (201; el servidor elige el codigo y arma la url); con code lo actualiza',
      }),
    },
    async (request, reply) => {
      const { created, ...result } = await refcodes.save(storeOf(request), request.body);
      return reply.status(created ? 201 : 200).send(result);
    },
  );
});
