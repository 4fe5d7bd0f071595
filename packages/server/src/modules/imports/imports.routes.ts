import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, IMPORT_KIND_INFO, IMPORT_KINDS, SYNC_KINDS } from '@mostrador/core';
import { principalOf, storeOf } from '../../plugins/auth';
import { exampleCsv } from './csv-write';
import type { UploadedFile } from './imports.service';

export const UPLOAD_TEXT = {
  noFile: 'Por favor adjunte un archivo CSV o XLSX (formulario multipart, campo file)',
  empty: 'El archivo esta vacio',
  tooLarge: 'El archivo supera el tamaño maximo de {size}',
  broken: 'El archivo no llego completo, por favor vuelva a subirlo',
} as const;

const tags = ['product files'];

export function sizeText(bytes: number): string {
  if (bytes < 1_048_576) return `${Math.round(bytes / 1024)} KB`;
  return `${String(Math.round((bytes / 1_048_576) * 10) / 10).replace('.', ',')} MB`;
}

/**
 * The first file of a multipart upload, whatever its field name; the size limit gives a clear 413.
 * Also for the platform administrator's upload on a store's behalf (POST /admin/stores/{id}/products_import_file).
 */
export async function receiveFile(request: FastifyRequest, limitBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('bad_request', UPLOAD_TEXT.noFile);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let content: Buffer;
  try {
    part = await request.file({ limits: { fileSize: limitBytes, files: 1, fields: 10 } });
    if (!part) throw new AppError('bad_request', UPLOAD_TEXT.noFile);
    content = await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', UPLOAD_TEXT.tooLarge.replace('{size}', sizeText(limitBytes)));
    }
    // Everything else reading the form is the body's fault (no boundary, cut short, malformed
    // headers): busboy's plain errors used to leave as 500s.
    request.log.info({ err: error }, 'formulario multipart ilegible');
    throw new AppError('bad_request', UPLOAD_TEXT.broken);
  }
  if (content.length === 0) throw new AppError('bad_request', UPLOAD_TEXT.empty);
  return { filename: part.filename, content };
}

export async function importsRoutes(app: FastifyInstance) {
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { imports } = app.services;
  const guard = { onRequest: app.guards.storeUser };
  const limit = app.config.UPLOAD_LIMIT_BYTES;

  for (const kind of IMPORT_KINDS) {
    r.post(
      `/store/${kind}`,
      {
        ...guard,
        schema: {
          tags,
          summary: `${IMPORT_KIND_INFO[kind].title} (multipart, campo file: CSV o XLSX)`,
          description: IMPORT_KIND_INFO[kind].description,
          consumes: ['multipart/form-data'],
        },
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
      schema: {
        tags,
        summary: 'Registro de archivos subidos por la tienda, el mas reciente primero (paginas de 15)',
        querystring: z.object({
          kind: z.enum([...IMPORT_KINDS, ...SYNC_KINDS]).optional(),
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        }),
      },
    },
    (request) => imports.list(storeOf(request), request.query.kind, request.query.page),
  );

  r.get(
    '/store/data_imports/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Una importacion',
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    (request) => imports.get(storeOf(request), request.params.id),
  );

  r.get(
    '/store/products_stock',
    { ...guard, schema: { tags, summary: 'Descarga el stock actual como CSV (id_original;nombre;stock)' } },
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
      schema: {
        tags,
        summary: 'Archivo de ejemplo de cada tipo de subida',
        params: z.object({ kind: z.enum(IMPORT_KINDS) }),
      },
    },
    (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ejemplo-${request.params.kind}.csv"`)
        .send(exampleCsv(request.params.kind)),
  );
}
