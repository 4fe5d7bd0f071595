import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { storeView } from './store-view';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['store'];

export const storesRoutes = routePlugin('storesRoutes', ['stores'], async (app, { stores }) => {
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
    (request) => stores.updateOwnStore(storeOf(request), request.params.storeId, request.body),
  );
});
