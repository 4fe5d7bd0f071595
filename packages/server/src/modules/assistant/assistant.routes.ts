import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../lib/contract';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['customer'];

/** The chat widget's call (docs/api-cliente.md, "Chat"): no staff login, the session identifies. */
export const assistantRoutes = routePlugin('assistantRoutes', ['assistant'], async (app, { assistant }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/client/chat', { schema: contractSchema('POST /api/client/chat', { tags }) }, (request) =>
    assistant.chat(request.body),
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
    (request) => assistant.history(request.query),
  );
});
