import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDER_TEXT } from '@mostrador/core';
import { principalOf, storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import type { PaymentActor } from './payment-events.repository';
import { pathId } from '../../lib/path-id';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['orders'];
const ORDER_ANSWER = 'Respuesta: { message, order: OrderDetail }. Pedido de otra tienda o inexistente: 404.';

function actorOf(request: FastifyRequest): PaymentActor {
  const { user } = principalOf(request);
  return { id: user.id, name: user.name?.trim() || user.email, role: user.store_role };
}

/** Completar with confirmation and undo, delivery or pickup, payment alerts and totals (issue 19). */
export const orderPaymentsRoutes = routePlugin(
  'orderPaymentsRoutes',
  ['orderPayments'],
  async (app, { orderPayments }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = orderPayments;
    const guard = { onRequest: app.guards.storeUser };
    const orderId = (request: { params: { id: string } }) =>
      pathId(request.params.id, ORDER_TEXT.orderNotFound);

    r.post(
      '/store/orders/:id/payment/complete',
      {
        ...guard,
        schema: contractSchema('POST /api/store/orders/:id/payment/complete', {
          tags,
          summary: 'Completar: marca el pago Solicitado como Aprobado, con confirmacion',
          description:
            'Cuerpo: { amount (el total que vio el vendedor), method?, note? (comprobante) }. Queda en el historial de pagos ' +
            'con quien y cuando. 403 si es del equipo y la tienda no lo habilito; 400 si el pago no esta Solicitado; ' +
            `409 si el monto ya no es el total. ${ORDER_ANSWER}`,
        }),
      },
      (request) => service.complete(storeOf(request), actorOf(request), orderId(request), request.body),
    );

    r.post(
      '/store/orders/:id/payment/undo',
      {
        ...guard,
        schema: contractSchema('POST /api/store/orders/:id/payment/undo', {
          tags,
          summary:
            'Deshace el ultimo Completar (solo el administrador de la tienda): el pago vuelve a Solicitado',
          description: `403 para el equipo; 400 si el ultimo cambio del pago no fue un Completar. ${ORDER_ANSWER}`,
        }),
      },
      (request) => service.undoComplete(storeOf(request), actorOf(request), orderId(request)),
    );

    r.post(
      '/store/orders/:id/delivery',
      {
        ...guard,
        schema: contractSchema('POST /api/store/orders/:id/delivery', {
          tags,
          summary: 'Cambia el pedido entre envio y retiro en sucursal (con la direccion)',
          description:
            'Cuerpo: { delivery, delivery_address (obligatoria con envio) }. Retiro en sucursal deja el costo de envio en 0 ' +
            `y recalcula el total. Solo en Provisorio, Pendiente, En proceso o A despachar con el pago sin fijar (400). ${ORDER_ANSWER}`,
        }),
      },
      (request) => service.setDelivery(storeOf(request), orderId(request), request.body),
    );

    r.get(
      '/store/payments/settings',
      {
        ...guard,
        schema: contractSchema('GET /api/store/payments/settings', {
          tags,
          summary: 'Configuracion de cobros de la tienda: { crew_can_complete_payments }',
        }),
      },
      (request) => service.settings(storeOf(request)),
    );

    r.put(
      '/store/payments/settings',
      {
        onRequest: app.guards.storeAdmin,
        schema: contractSchema('PUT /api/store/payments/settings', {
          tags,
          summary: 'El administrador decide si el equipo puede completar cobros',
          description:
            'Cuerpo: { crew_can_complete_payments }. Respuesta: { message, settings }. 403 para el equipo.',
        }),
      },
      (request) => service.saveSettings(storeOf(request), request.body.crew_can_complete_payments),
    );

    r.get(
      '/store/payments/alerts',
      {
        ...guard,
        schema: contractSchema('GET /api/store/payments/alerts', {
          tags,
          summary: 'Cambios de pago desde un momento (pagos en linea, Completar de otro usuario)',
          description:
            'Query: since (ISO 8601, el `now` de la respuesta anterior). Respuesta: { count, latest[] (hasta 5: order_id, ' +
            'alphanum_id, to_status, created_at), now }. Los cambios del propio usuario no cuentan.',
        }),
      },
      (request) => service.alerts(storeOf(request), actorOf(request), new Date(request.query.since)),
    );

    r.get(
      '/store/payments/totals',
      {
        ...guard,
        schema: contractSchema('GET /api/store/payments/totals', {
          tags,
          summary: 'Cantidad y total de los cobros filtrados, por estado de pago',
          description:
            'Los mismos filtros que GET /store/orders (y hide_unrequested). Respuesta: { count, total, by_status }.',
        }),
      },
      (request) => service.totals(storeOf(request), request.query),
    );
  },
);
