import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { routePlugin } from '../../lib/route-plugin';

export const dashboardRoutes = routePlugin('dashboardRoutes', ['dashboard'], async (app, { dashboard }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/store/dashboard',
    {
      onRequest: app.guards.storeUser,
      schema: contractSchema('GET /api/store/dashboard', {
        tags: ['dashboard'],
        summary: 'Cifras de /home: paneles de pedidos, metricas de clientes, ultimos clientes',
        description:
          'orders.{entrantes (pending), en_proceso (preparing), a_despachar (waiting_delivery), entregadas (done)}: ' +
          '{ title, status, count, total, orders (12 como maximo, mas nuevos primero) }; clients: registered_this_month, ' +
          'registered_last_30_days, active_this_month, active_last_30_days (first_seen / last_seen; el mes en la zona tz); ' +
          'latest_clients (5 como maximo, vistos mas recientemente primero); report_slim; curr_symbol.',
      }),
    },
    (request) => dashboard.summary(storeOf(request), request.query.tz),
  );
});
