import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { synonymSchema, synonymSuggestionsQuery } from '@mostrador/core';
import { storeOf } from '../../plugins/auth';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * PERSONALIZADO → Sinónimos, and 'Crear sinónimo' from SIN RESPONDER: the store admin's only.
 * Registered by faqsRoutes, inside its guard hooks.
 */
export function synonymsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { synonyms } = app.services.faqs;
  const admin = { onRequest: app.guards.storeAdmin };
  const tags = ['faqs'];

  r.get(
    '/store/synonyms',
    { ...admin, schema: { tags, summary: 'Sinonimos de la tienda (palabra y significado), por palabra' } },
    (request) => synonyms.list(storeOf(request).id),
  );

  r.get(
    '/store/synonyms/suggestions',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Marcas, tipos y nombres de productos de la tienda que contienen las palabras de q',
        querystring: synonymSuggestionsQuery,
      },
    },
    (request) => synonyms.suggestions(storeOf(request).id, request.query.q),
  );

  r.post(
    '/store/synonyms',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Agrega un sinonimo (term: hasta 3 palabras, unica en la tienda; means: a que se refiere)',
        body: synonymSchema,
      },
    },
    async (request, reply) => reply.status(201).send(await synonyms.add(storeOf(request).id, request.body)),
  );

  r.put(
    '/store/synonyms/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Cambia palabra y significado de un sinonimo',
        params: idParams,
        body: synonymSchema,
      },
    },
    (request) => synonyms.update(storeOf(request).id, request.params.id, request.body),
  );

  r.delete(
    '/store/synonyms/:id',
    { ...admin, schema: { tags, summary: 'Elimina un sinonimo', params: idParams } },
    (request) => synonyms.remove(storeOf(request).id, request.params.id),
  );

  r.post(
    '/store/faqs_unmanaged/:id/synonym',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Convierte una pregunta sin responder en un sinonimo (la quita de la lista; una transaccion)',
        params: idParams,
        body: synonymSchema,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await synonyms.fromUnanswered(storeOf(request).id, request.params.id, request.body)),
  );
}
