import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { createReportsService } from './reports.service';
import { routePlugin } from '../../lib/route-plugin';

/**
 * /dashboard (INFORMES) without a general report url: the store's own figures. Every store user
 * may read them (spec section 6: reports are not admin only).
 */
export const reportsRoutes = routePlugin('reportsRoutes', [], async (app, _services) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reports = createReportsService(app.db);

  r.get(
    '/store/reports',
    {
      onRequest: app.guards.storeUser,
      schema: contractSchema('GET /api/store/reports', {
        tags: ['reports'],
        summary:
          'Informe propio de la tienda: ventas por dia, pedidos por estado, productos mas vendidos y conversion',
        description:
          'from y to: dias AAAA-MM-DD en la zona tz (incluidos; por defecto los ultimos 30 dias hasta hoy; 366 dias como maximo). ' +
          'Ventas = pedidos confirmados (pending, preparing, waiting_delivery, done, charge). Respuesta: StoreReport ' +
          '{ from, to, tz, curr_symbol, sales_by_day[{day, orders, total}], orders_by_status[{status, count, total}], ' +
          'top_products[{name, quantity_unit, amount, total, orders}] (10 como maximo), conversion {chats, converted, started, confirmed}, ' +
          'totals {sales, confirmed_orders, average_ticket} }.',
      }),
    },
    (request) => reports.report(storeOf(request), request.query),
  );
});
