import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { routePlugin } from '../../lib/route-plugin';

const doc = { tags: ['store users'] };

export const usersRoutes = routePlugin('usersRoutes', ['users'], async (app, { users }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: app.guards.storeAdmin };

  r.get('/store/users/', { ...guard, schema: contractSchema('GET /api/store/users/', doc) }, (request) =>
    users.list(storeOf(request).id),
  );

  r.post(
    '/store/users/',
    { ...guard, schema: contractSchema('POST /api/store/users/', doc) },
    async (request, reply) => reply.status(201).send(await users.add(storeOf(request).id, request.body)),
  );

  r.delete(
    '/store/users/:id',
    { ...guard, schema: contractSchema('DELETE /api/store/users/:id', doc) },
    (request) => users.remove(storeOf(request).id, request.params.id),
  );
});
