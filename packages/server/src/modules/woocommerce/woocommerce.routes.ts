import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wooSyncRequestSchema } from '@mostrador/core';
import { principalOf, storeOf } from '../../plugins/auth';

const tags = ['woocommerce'];

const stateSchema = z.object({ synced_until: z.string().nullable(), resume_page: z.number().nullable() });

export async function wooCommerceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { woocommerce } = app.services;
  const guard = { onRequest: app.guards.storeAdmin };

  r.post(
    '/store/integrations/woocommerce/sync',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Importa ahora productos y/o pedidos de WooCommerce (en segundo plano; el avance se ve en /store/data_imports)',
        body: wooSyncRequestSchema,
      },
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
      schema: {
        tags,
        summary: 'Estado de la sincronizacion con WooCommerce',
        response: {
          200: z.object({
            connected: z.boolean(),
            woo_auto_products: z.boolean(),
            woo_auto_orders: z.boolean(),
            interval_minutes: z.number(),
            products: stateSchema,
            orders: stateSchema,
          }),
        },
      },
    },
    (request) => woocommerce.status(storeOf(request)),
  );
}
