import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../lib/contract';

const tags = ['customer'];

/** The chat widget's call (docs/api-cliente.md, "Chat"): no staff login, the session identifies. */
export async function assistantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/client/chat', { schema: contractSchema('POST /api/client/chat', { tags }) }, (request) =>
    app.services.assistant.chat(request.body),
  );
  r.get(
    '/client/chat/history',
    {
      schema: contractSchema('GET /api/client/chat/history', {
        tags,
        summary:
          'Las ultimas 50 lineas de la conversacion de la sesion con la tienda (la pregunta pendiente incluida)',
      }),
    },
    (request) => app.services.assistant.history(request.query),
  );
}
