import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatRequestSchema, customerSessionIdSchema } from '@mostrador/core';

/** The chat widget's call (docs/api-cliente.md, "Chat"): no staff login, the session identifies. */
export async function assistantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/client/chat', { schema: { tags: ['customer'], body: chatRequestSchema } }, (request) =>
    app.services.assistant.chat(request.body),
  );
  r.get(
    '/client/chat/history',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Las ultimas 50 lineas de la conversacion de la sesion con la tienda (la pregunta pendiente incluida)',
        querystring: z.object({ session_id: customerSessionIdSchema, store: chatRequestSchema.shape.store }),
      },
    },
    (request) => app.services.assistant.history(request.query),
  );
}
