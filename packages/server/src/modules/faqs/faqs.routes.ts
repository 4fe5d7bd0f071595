import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { rejectNulBytes } from '../settings/nul-bytes';
import { synonymsRoutes } from './synonyms.routes';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['faqs'];

/** GENERALES, PERSONALIZADO and SIN RESPONDER of /marketing: the store admin's only. */
export const faqsRoutes = routePlugin('faqsRoutes', ['faqs'], async (app, { faqs }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { standard, knowledgeBase, unanswered } = faqs;
  const admin = { onRequest: app.guards.storeAdmin };
  app.addHook('preValidation', rejectNulBytes);

  synonymsRoutes(app, faqs.synonyms);

  r.get(
    '/store/standard_faqs/',
    {
      ...admin,
      schema: contractSchema('GET /api/store/standard_faqs/', {
        tags,
        summary: 'Las cinco FAQ generales (id null si aun no se guardo)',
      }),
    },
    (request) => standard.list(storeOf(request).id),
  );

  r.post(
    '/store/standard_faqs/',
    {
      ...admin,
      schema: contractSchema('POST /api/store/standard_faqs/', {
        tags,
        summary: 'Guarda una lista de FAQ generales (una por faq_type); los tipos no enviados no cambian',
      }),
    },
    (request) => standard.save(storeOf(request).id, request.body),
  );

  r.get(
    '/store/faqs',
    {
      ...admin,
      schema: contractSchema('GET /api/store/faqs', {
        tags,
        summary: 'Base de conocimiento, mas nuevas primero',
      }),
    },
    (request) => knowledgeBase.list(storeOf(request).id),
  );

  r.post(
    '/store/faqs',
    {
      ...admin,
      schema: contractSchema('POST /api/store/faqs', {
        tags,
        summary: 'Agrega una FAQ a la base de conocimiento (model_queries: texto separado por comas o lista)',
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await knowledgeBase.add(storeOf(request).id, request.body)),
  );

  r.put(
    '/store/faqs/:id',
    {
      ...admin,
      schema: contractSchema('PUT /api/store/faqs/:id', {
        tags,
        summary: 'Reemplaza preguntas y respuesta de una FAQ',
      }),
    },
    (request) => knowledgeBase.update(storeOf(request).id, request.params.id, request.body),
  );

  r.delete(
    '/store/faqs/:id',
    {
      ...admin,
      schema: contractSchema('DELETE /api/store/faqs/:id', {
        tags,
        summary: 'Elimina una FAQ de la base de conocimiento',
      }),
    },
    (request) => knowledgeBase.remove(storeOf(request).id, request.params.id),
  );

  r.get(
    '/store/faqs_unmanaged',
    {
      ...admin,
      schema: contractSchema('GET /api/store/faqs_unmanaged', {
        tags,
        summary:
          'Preguntas sin responder: las mas preguntadas primero (times_asked), luego las mas recientes',
      }),
    },
    (request) => unanswered.list(storeOf(request).id),
  );

  r.put(
    '/store/faqs_unmanaged/:id',
    {
      ...admin,
      schema: contractSchema('PUT /api/store/faqs_unmanaged/:id', {
        tags,
        summary: 'Acepta una pregunta con su respuesta: pasa a la base de conocimiento (una transaccion)',
      }),
    },
    (request) => unanswered.accept(storeOf(request).id, request.params.id, request.body),
  );

  r.delete(
    '/store/faqs_unmanaged/:id',
    {
      ...admin,
      schema: contractSchema('DELETE /api/store/faqs_unmanaged/:id', {
        tags,
        summary: 'Descarta una pregunta sin responder',
      }),
    },
    (request) => unanswered.remove(storeOf(request).id, request.params.id),
  );
});
