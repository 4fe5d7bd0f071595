import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatRequestSchema } from '@mostrador/core';

/** The chat widget's call (docs/api-cliente.md, "Chat"): no staff login, the session identifies. */
export async function assistantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/client/chat', { schema: { tags: ['customer'], body: chatRequestSchema } }, (request) =>
    app.services.assistant.chat(request.body),
  );
}
