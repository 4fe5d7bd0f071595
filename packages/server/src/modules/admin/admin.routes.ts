import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { adminStoreFilesRoutes } from './admin-store-files.routes';
import { routePlugin } from '../../lib/route-plugin';

/** Platform administration: every route answers 403 to anyone but the platform administrator. */
export const adminRoutes = routePlugin('adminRoutes', ['admin'], async (app, { admin }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: app.guards.platformAdmin };
  await app.register(adminStoreFilesRoutes);

  r.get(
    '/admin/stores/',
    {
      ...guard,
      schema: contractSchema('GET /api/admin/stores/', {
        tags: ['admin'],
        summary: 'Tabla de tiendas (busqueda, orden y paginas)',
      }),
    },
    (request) => admin.list(request.query),
  );

  r.post(
    '/admin/stores/:id/enable',
    { ...guard, schema: contractSchema('POST /api/admin/stores/:id/enable', { tags: ['admin'] }) },
    (request) => admin.setEnabled(request.params.id, true, principalOf(request).user.id),
  );

  r.post(
    '/admin/stores/:id/disable',
    { ...guard, schema: contractSchema('POST /api/admin/stores/:id/disable', { tags: ['admin'] }) },
    (request) => admin.setEnabled(request.params.id, false, principalOf(request).user.id),
  );

  r.post(
    '/admin/stores/:id',
    {
      ...guard,
      schema: contractSchema('POST /api/admin/stores/:id', {
        tags: ['admin'],
        summary: 'WhatsApp dedicado, urls de informes, datos del negocio y plan de notificaciones',
      }),
    },
    (request) => admin.update(request.params.id, request.body, principalOf(request).user.id),
  );

  r.get(
    '/admin/logs',
    {
      ...guard,
      schema: contractSchema('GET /api/admin/logs', {
        tags: ['admin'],
        summary: 'Logs de las tiendas (o de una con store_id) en un zip con JSON y CSV',
      }),
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
      schema: contractSchema('GET /api/admin/data_imports', {
        tags: ['admin'],
        summary: 'Estado de las cargas de archivos de todas las tiendas',
      }),
    },
    (request) => admin.imports(request.query.store_id),
  );
});
