import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['woocommerce'];

export const wooCommerceRoutes = routePlugin(
  'wooCommerceRoutes',
  ['woocommerce'],
  async (app, { woocommerce }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.guards.storeAdmin };

    r.post(
      '/store/integrations/woocommerce/sync',
      {
        ...guard,
        schema: contractSchema('POST /api/store/integrations/woocommerce/sync', {
          tags,
          summary:
            'Importa ahora productos y/o pedidos de WooCommerce (en segundo plano; el avance se ve en /store/data_imports)',
        }),
      },
      async (request, reply) => {
        const { user } = principalOf(request);
        const answer = await woocommerce.requestSync(storeOf(request), user, request.body?.targets);
        return reply.status(202).send(answer);
      },
    );

    r.get(
      '/store/integrations/woocommerce',
      {
        ...guard,
        schema: contractSchema('GET /api/store/integrations/woocommerce', {
          tags,
          summary: 'Estado de la sincronizacion con WooCommerce',
        }),
      },
      (request) => woocommerce.status(storeOf(request)),
    );
  },
);
