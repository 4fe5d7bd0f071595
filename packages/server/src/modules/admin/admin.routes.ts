import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminStoresQuerySchema, adminUpdateStoreSchema, boundedDate } from '@mostrador/core';
import { principalOf } from '../../plugins/auth';
import { adminStoreFilesRoutes } from './admin-store-files.routes';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Platform administration: every route answers 403 to anyone but the platform administrator. */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = app.services;
  const guard = { onRequest: app.guards.platformAdmin };
  await app.register(adminStoreFilesRoutes);

  r.get(
    '/admin/stores/',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Tabla de tiendas (busqueda, orden y paginas)',
        querystring: adminStoresQuerySchema,
      },
    },
    (request) => admin.list(request.query),
  );

  r.post('/admin/stores/:id/enable', { ...guard, schema: { tags: ['admin'], params: idParams } }, (request) =>
    admin.setEnabled(request.params.id, true, principalOf(request).user.id),
  );

  r.post(
    '/admin/stores/:id/disable',
    { ...guard, schema: { tags: ['admin'], params: idParams } },
    (request) => admin.setEnabled(request.params.id, false, principalOf(request).user.id),
  );

  r.post(
    '/admin/stores/:id',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'WhatsApp dedicado, urls de informes, datos del negocio y plan de notificaciones',
        params: idParams,
        body: adminUpdateStoreSchema,
      },
    },
    (request) => admin.update(request.params.id, request.body, principalOf(request).user.id),
  );

  r.get(
    '/admin/logs',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Logs de las tiendas (o de una con store_id) en un zip con JSON y CSV',
        querystring: z.object({
          store_id: z.coerce.number().int().positive().optional(),
          from: boundedDate().optional(),
          to: boundedDate().optional(),
        }),
      },
    },
    async (request, reply) => {
      const file = await admin.exportLogs(request.query.store_id, request.query.from, request.query.to);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-log-count', String(file.count))
        .send(file.content);
    },
  );

  r.get(
    '/admin/data_imports',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Estado de las cargas de archivos de todas las tiendas',
        querystring: z.object({ store_id: z.coerce.number().int().positive().optional() }),
      },
    },
    (request) => admin.imports(request.query.store_id),
  );
}
