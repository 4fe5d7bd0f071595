import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeOf } from '../../plugins/auth';
import type { FaqsService } from './faqs.service';
import { contractSchema } from '../../lib/contract';

const tags = ['faqs'];

/**
 * PERSONALIZADO → Sinónimos, and 'Crear sinónimo' from SIN RESPONDER: the store admin's only.
 * Registered by faqsRoutes, inside its guard hooks, with the FAQ service's synonyms.
 */
export function synonymsRoutes(app: FastifyInstance, synonyms: FaqsService['synonyms']) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.guards.storeAdmin };

  r.get(
    '/store/synonyms',
    {
      ...admin,
      schema: contractSchema('GET /api/store/synonyms', {
        tags,
        summary: 'Sinonimos de la tienda (palabra y significado), por palabra',
      }),
    },
    (request) => synonyms.list(storeOf(request).id),
  );

  r.get(
    '/store/synonyms/suggestions',
    {
      ...admin,
      schema: contractSchema('GET /api/store/synonyms/suggestions', {
        tags,
        summary: 'Marcas, tipos y nombres de productos de la tienda que contienen las palabras de q',
      }),
    },
    (request) => synonyms.suggestions(storeOf(request).id, request.query.q),
  );

  r.post(
    '/store/synonyms',
    {
      ...admin,
      schema: contractSchema('POST /api/store/synonyms', {
        tags,
        summary: 'Agrega un sinonimo (term: hasta 3 palabras, unica en la tienda; means: a que se refiere)',
      }),
    },
    async (request, reply) => reply.status(201).send(await synonyms.add(storeOf(request).id, request.body)),
  );

  r.put(
    '/store/synonyms/:id',
    {
      ...admin,
      schema: contractSchema('PUT /api/store/synonyms/:id', {
        tags,
        summary: 'Cambia palabra y significado de un sinonimo',
      }),
    },
    (request) => synonyms.update(storeOf(request).id, request.params.id, request.body),
  );

  r.delete(
    '/store/synonyms/:id',
    {
      ...admin,
      schema: contractSchema('DELETE /api/store/synonyms/:id', { tags, summary: 'Elimina un sinonimo' }),
    },
    (request) => synonyms.remove(storeOf(request).id, request.params.id),
  );

  r.post(
    '/store/faqs_unmanaged/:id/synonym',
    {
      ...admin,
      schema: contractSchema('POST /api/store/faqs_unmanaged/:id/synonym', {
        tags,
        summary:
          'Convierte una pregunta sin responder en un sinonimo (la quita de la lista; una transaccion)',
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await synonyms.fromUnanswered(storeOf(request).id, request.params.id, request.body)),
  );
}
