import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { receiveFile } from '../../lib/receive-file';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['admin'];

/**
 * The administrator's work on one store's FAQs and product files. The store is the one in the
 * URL (the administrator acts on any store); the data stays scoped to it in every query.
 */
export const adminStoreFilesRoutes = routePlugin(
  'adminStoreFilesRoutes',
  ['admin', 'imports'],
  async (app, { admin, imports }) => {
    await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.guards.platformAdmin };
    const adminId = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user.id;

    r.get(
      '/admin/stores/:id/faqs',
      {
        ...guard,
        schema: contractSchema('GET /api/admin/stores/:id/faqs', {
          tags,
          summary: 'FAQ generales (standard_faqs) y base de conocimiento (faqs) de una tienda',
        }),
      },
      async (request) => admin.faqs.list(await admin.store(request.params.id)),
    );

    r.get(
      '/admin/stores/:id/faqs_unmanaged',
      {
        ...guard,
        schema: contractSchema('GET /api/admin/stores/:id/faqs_unmanaged', {
          tags,
          summary: 'Preguntas sin responder de una tienda',
        }),
      },
      async (request) => admin.faqs.unanswered(await admin.store(request.params.id)),
    );

    r.put(
      '/admin/stores/:id/faqs_unmanaged/:faqId',
      {
        ...guard,
        schema: contractSchema('PUT /api/admin/stores/:id/faqs_unmanaged/:faqId', {
          tags,
          summary: 'Responde una pregunta sin responder: pasa a la base de conocimiento',
        }),
      },
      async (request) =>
        admin.faqs.acceptUnanswered(
          await admin.store(request.params.id),
          request.params.faqId,
          request.body,
          adminId(request),
        ),
    );

    r.post(
      '/admin/stores/:id/faqs/:faqId/visible',
      {
        ...guard,
        schema: contractSchema('POST /api/admin/stores/:id/faqs/:faqId/visible', {
          tags,
          summary: 'Aprueba (visible true) o desaprueba (false) una FAQ general de la tienda',
        }),
      },
      async (request) =>
        admin.faqs.setVisible(
          await admin.store(request.params.id),
          request.params.faqId,
          request.body.visible,
          adminId(request),
        ),
    );

    r.post(
      '/admin/stores/:id/upload_faq',
      {
        ...guard,
        schema: contractSchema('POST /api/admin/stores/:id/upload_faq', {
          tags,
          summary: 'Sube FAQ como texto: una por linea, la pregunta (hasta el ?), un espacio y la respuesta',
        }),
      },
      async (request) =>
        admin.faqs.upload(await admin.store(request.params.id), request.body.texts, adminId(request)),
    );

    r.post(
      '/admin/stores/:id/products_import_file',
      {
        ...guard,
        schema: contractSchema('POST /api/admin/stores/:id/products_import_file', {
          tags,
          summary: 'Lista completa de productos de una tienda (multipart, campo file: CSV o XLSX)',
          consumes: ['multipart/form-data'],
        }),
      },
      async (request, reply) => {
        const store = await admin.store(request.params.id);
        const file = await receiveFile(request, app.config.UPLOAD_LIMIT_BYTES);
        const answer = await imports.upload(store, principalOf(request).user, 'products_file', file);
        return reply.status(201).send(answer);
      },
    );
  },
);
