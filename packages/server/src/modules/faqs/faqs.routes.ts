import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptUnansweredFaqSchema, knowledgeBaseFaqSchema, saveStandardFaqsSchema } from '@mostrador/core';
import { storeOf } from '../../plugins/auth';
import { rejectNulBytes } from '../settings/nul-bytes';
import { synonymsRoutes } from './synonyms.routes';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GENERALES, PERSONALIZADO and SIN RESPONDER of /marketing: the store admin's only. */
export async function faqsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { standard, knowledgeBase, unanswered } = app.services.faqs;
  const admin = { onRequest: app.guards.storeAdmin };
  app.addHook('preValidation', rejectNulBytes);
  const tags = ['faqs'];
  synonymsRoutes(app);

  r.get(
    '/store/standard_faqs/',
    { ...admin, schema: { tags, summary: 'Las cinco FAQ generales (id null si aun no se guardo)' } },
    (request) => standard.list(storeOf(request).id),
  );

  r.post(
    '/store/standard_faqs/',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Guarda una lista de FAQ generales (una por faq_type); los tipos no enviados no cambian',
        body: saveStandardFaqsSchema,
      },
    },
    (request) => standard.save(storeOf(request).id, request.body),
  );

  r.get(
    '/store/faqs',
    { ...admin, schema: { tags, summary: 'Base de conocimiento, mas nuevas primero' } },
    (request) => knowledgeBase.list(storeOf(request).id),
  );

  r.post(
    '/store/faqs',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Agrega una FAQ a la base de conocimiento (model_queries: texto separado por comas o lista)',
        body: knowledgeBaseFaqSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await knowledgeBase.add(storeOf(request).id, request.body)),
  );

  r.put(
    '/store/faqs/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Reemplaza preguntas y respuesta de una FAQ',
        params: idParams,
        body: knowledgeBaseFaqSchema,
      },
    },
    (request) => knowledgeBase.update(storeOf(request).id, request.params.id, request.body),
  );

  r.delete(
    '/store/faqs/:id',
    { ...admin, schema: { tags, summary: 'Elimina una FAQ de la base de conocimiento', params: idParams } },
    (request) => knowledgeBase.remove(storeOf(request).id, request.params.id),
  );

  r.get(
    '/store/faqs_unmanaged',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Preguntas sin responder: las mas preguntadas primero (times_asked), luego las mas recientes',
      },
    },
    (request) => unanswered.list(storeOf(request).id),
  );

  r.put(
    '/store/faqs_unmanaged/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Acepta una pregunta con su respuesta: pasa a la base de conocimiento (una transaccion)',
        params: idParams,
        body: acceptUnansweredFaqSchema,
      },
    },
    (request) => unanswered.accept(storeOf(request).id, request.params.id, request.body),
  );

  r.delete(
    '/store/faqs_unmanaged/:id',
    { ...admin, schema: { tags, summary: 'Descarta una pregunta sin responder', params: idParams } },
    (request) => unanswered.remove(storeOf(request).id, request.params.id),
  );
}
