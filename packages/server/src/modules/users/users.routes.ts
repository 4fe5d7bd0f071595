import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addStoreUserSchema, storeUsersResponse } from '@mostrador/core';
import { storeOf } from '../../plugins/auth';

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users } = app.services;
  const guard = { onRequest: app.guards.storeAdmin };

  r.get(
    '/store/users/',
    { ...guard, schema: { tags: ['store users'], response: { 200: storeUsersResponse } } },
    (request) => users.list(storeOf(request).id),
  );

  r.post(
    '/store/users/',
    { ...guard, schema: { tags: ['store users'], body: addStoreUserSchema } },
    async (request, reply) => reply.status(201).send(await users.add(storeOf(request).id, request.body)),
  );

  r.delete(
    '/store/users/:id',
    {
      ...guard,
      schema: { tags: ['store users'], params: z.object({ id: z.coerce.number().int().positive() }) },
    },
    (request) => users.remove(storeOf(request).id, request.params.id),
  );
}
