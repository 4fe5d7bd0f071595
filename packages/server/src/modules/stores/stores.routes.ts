import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { storeView } from './store-view';

const tags = ['store'];

export async function storesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/store/me',
    {
      schema: contractSchema('GET /api/store/me', { tags, summary: 'Datos de la tienda del usuario' }),
      onRequest: app.guards.storeUser,
    },
    (request) => storeView(storeOf(request)),
  );

  r.post(
    '/store/:storeId',
    {
      schema: contractSchema('POST /api/store/:storeId', {
        tags,
        summary: 'Actualiza datos de la propia tienda (solo su administrador)',
      }),
      onRequest: app.guards.storeAdmin,
    },
    (request) => app.services.stores.updateOwnStore(storeOf(request), request.params.storeId, request.body),
  );
}
