import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateStoreSchema } from '@mostrador/core';
import { storeOf } from '../../plugins/auth';
import { storeView } from './store-view';

export async function storesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/store/me',
    {
      schema: { tags: ['store'], summary: 'Datos de la tienda del usuario' },
      onRequest: app.guards.storeUser,
    },
    (request) => storeView(storeOf(request)),
  );

  r.post(
    '/store/:storeId',
    {
      schema: {
        tags: ['store'],
        summary: 'Actualiza datos de la propia tienda (solo su administrador)',
        params: z.object({ storeId: z.coerce.number().int().positive() }),
        body: updateStoreSchema,
      },
      onRequest: app.guards.storeAdmin,
    },
    (request) => app.services.stores.updateOwnStore(storeOf(request), request.params.storeId, request.body),
  );
}
