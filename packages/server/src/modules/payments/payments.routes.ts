import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../lib/contract';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['pagos'];

/** Provider notifications and the built-in sandbox checkout (no staff login). */
export const paymentsRoutes = routePlugin('paymentsRoutes', ['payments'], async (app, { payments }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/payments/webhook/:provider',
    {
      schema: contractSchema('POST /api/payments/webhook/:provider', {
        tags,
        summary: 'Aviso de pago del proveedor (firma verificada; un aviso repetido no cambia nada)',
      }),
    },
    async (request) => {
      const result = await payments.receiveNotification(request.params.provider, {
        headers: request.headers,
        query: request.query as Record<string, unknown>,
        body: request.body,
      });
      return { received: true as const, applied: result.applied };
    },
  );

  r.get(
    '/store/online_payment',
    {
      onRequest: app.guards.storeAdmin,
      schema: contractSchema('GET /api/store/online_payment', {
        tags,
        summary:
          'PAGOS: si el pago en linea esta activo (MercadoPago), es de prueba (sandbox) o no esta disponible',
      }),
    },
    () => payments.onlinePayment(),
  );

  r.get(
    '/payments/sandbox/:payment_id',
    {
      schema: contractSchema('GET /api/payments/sandbox/:payment_id', {
        tags,
        summary: 'Datos del checkout de prueba (solo sin credenciales de MercadoPago)',
      }),
    },
    (request) => payments.sandboxView(request.params.payment_id),
  );

  r.post(
    '/payments/sandbox/:payment_id/pay',
    {
      schema: contractSchema('POST /api/payments/sandbox/:payment_id/pay', {
        tags,
        summary: 'Paga o rechaza el checkout de prueba: envia un aviso firmado al mismo camino del webhook',
      }),
    },
    async (request, reply) => {
      await payments.sandboxPay(request.params.payment_id, request.body.outcome);
      return reply.status(204).send(null);
    },
  );
});
