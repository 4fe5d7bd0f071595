import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMPORT_KIND_INFO, IMPORT_KINDS } from '@mostrador/core';
import { principalOf, storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { receiveFile } from '../../lib/receive-file';
import { exampleCsv } from './csv-write';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['product files'];

export const importsRoutes = routePlugin('importsRoutes', ['imports'], async (app, { imports }) => {
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: app.guards.storeUser };
  const limit = app.config.UPLOAD_LIMIT_BYTES;

  for (const kind of IMPORT_KINDS) {
    r.post(
      `/store/${kind}`,
      {
        ...guard,
        schema: contractSchema(`POST /api/store/${kind}`, {
          tags,
          summary: `${IMPORT_KIND_INFO[kind].title} (multipart, campo file: CSV o XLSX)`,
          description: IMPORT_KIND_INFO[kind].description,
          consumes: ['multipart/form-data'],
        }),
      },
      async (request, reply) => {
        const file = await receiveFile(request, limit);
        const { user } = principalOf(request);
        return reply.status(201).send(await imports.upload(storeOf(request), user, kind, file));
      },
    );
  }

  r.get(
    '/store/data_imports',
    {
      ...guard,
      schema: contractSchema('GET /api/store/data_imports', {
        tags,
        summary: 'Registro de archivos subidos por la tienda, el mas reciente primero (paginas de 15)',
      }),
    },
    (request) => imports.list(storeOf(request), request.query.kind, request.query.page),
  );

  r.get(
    '/store/data_imports/:id',
    {
      ...guard,
      schema: contractSchema('GET /api/store/data_imports/:id', {
        tags,
        summary: 'Una importacion',
      }),
    },
    (request) => imports.get(storeOf(request), request.params.id),
  );

  r.get(
    '/store/products_stock',
    {
      ...guard,
      schema: contractSchema('GET /api/store/products_stock', {
        tags,
        summary: 'Descarga el stock actual como CSV (id_original;nombre;stock)',
      }),
    },
    (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="stockProductos.csv"')
        .send(Readable.from(imports.stockCsv(storeOf(request)))),
  );

  r.get(
    '/store/import_examples/:kind',
    {
      ...guard,
      schema: contractSchema('GET /api/store/import_examples/:kind', {
        tags,
        summary: 'Archivo de ejemplo de cada tipo de subida',
      }),
    },
    (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ejemplo-${request.params.kind}.csv"`)
        .send(exampleCsv(request.params.kind)),
  );
});
