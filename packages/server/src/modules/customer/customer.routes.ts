import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, CUSTOMER_TEXT, ORDER_TEXT, customerSessionIdSchema } from '@mostrador/core';
import { contractSchema } from '../../lib/contract';
import { pathId } from '../../lib/path-id';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['cliente'];
/** The closing details of a body, without its session id. */
function detailsOf<T extends { session_id: string }>(body: T): Omit<T, 'session_id'> {
  const { session_id: _session, ...details } = body;
  return details;
}

/** The customer pages' calls (docs/api-cliente.md): no staff login, a session id and tokens. */
export const customerRoutes = routePlugin('customerRoutes', ['customer'], async (app, { customer }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const orderId = (value: string) => pathId(value, CUSTOMER_TEXT.orderNotFound);
  const itemId = (value: string) => pathId(value, ORDER_TEXT.itemNotFound);

  r.get(
    '/client/store/:hashtag',
    {
      schema: contractSchema('GET /api/client/store/:hashtag', {
        tags,
        summary: 'Datos publicos de la tienda (tema con valores por defecto, medios, redes)',
      }),
    },
    (request) => customer.publicStore(request.params.hashtag),
  );

  r.post(
    '/presetstore',
    {
      schema: contractSchema('POST /api/presetstore', {
        tags,
        summary: 'Asocia la sesion del cliente a una tienda',
      }),
    },
    (request) => customer.presetStore(request.body.session, request.body.store),
  );

  r.get(
    '/client/recover_session/:session',
    {
      schema: contractSchema('GET /api/client/recover_session/:session', {
        tags,
        summary: "Recupera la sesion guardada (registra 'Sesion recuperada')",
      }),
    },
    (request) => {
      const session = customerSessionIdSchema.safeParse(request.params.session);
      // An id of the wrong format names no session: the same 404 as an unknown one.
      if (!session.success) throw new AppError('not_found', CUSTOMER_TEXT.sessionNotFound);
      return customer.recoverSession(session.data);
    },
  );

  r.post(
    '/client/orderstatus',
    {
      schema: contractSchema('POST /api/client/orderstatus', {
        tags,
        summary: 'Pedido por token (con la sesion de su cliente, o solo lectura sin sesion)',
      }),
    },
    (request) => customer.orderStatus(request.body.token, request.body.session_id),
  );

  r.post(
    '/client/productlist',
    {
      schema: contractSchema('POST /api/client/productlist', {
        tags,
        summary: 'Pagina de 15 productos activos del catalogo del token',
      }),
    },
    (request) => customer.productList(request.body),
  );

  r.post(
    '/client/order/items',
    {
      schema: contractSchema('POST /api/client/order/items', {
        tags,
        summary: 'Agrega items al pedido provisorio (crea cliente y pedido si hace falta)',
      }),
    },
    (request) => customer.addItems(request.body.session_id, request.body.items),
  );

  r.put(
    '/client/order/:orderId/items/:itemId',
    {
      schema: contractSchema('PUT /api/client/order/:orderId/items/:itemId', {
        tags,
        summary: 'Cambia la cantidad de un item (solo pedido provisorio)',
      }),
    },
    (request) =>
      customer.updateItem(
        request.body.session_id,
        orderId(request.params.orderId),
        itemId(request.params.itemId),
        request.body.amount,
      ),
  );

  r.delete(
    '/client/order/:orderId/items/:itemId',
    {
      schema: contractSchema('DELETE /api/client/order/:orderId/items/:itemId', {
        tags,
        summary: 'Elimina un item (solo pedido provisorio); session_id en el cuerpo o en la consulta',
      }),
    },
    (request) => {
      const sessionId = request.body?.session_id ?? request.query.session_id;
      if (!sessionId) throw new AppError('bad_request', CUSTOMER_TEXT.sessionInvalid);
      return customer.removeItem(sessionId, orderId(request.params.orderId), itemId(request.params.itemId));
    },
  );

  r.post(
    '/client/order/:orderId/confirm',
    {
      schema: contractSchema('POST /api/client/order/:orderId/confirm', {
        tags,
        summary:
          "'Finalizar pedido': registra los datos dados y pasa de provisorio a pendiente si no falta ninguno",
      }),
    },
    (request) =>
      customer.confirmOrder(
        request.body.session_id,
        orderId(request.params.orderId),
        detailsOf(request.body),
      ),
  );

  r.post(
    '/client/order/:orderId/details',
    {
      schema: contractSchema('POST /api/client/order/:orderId/details', {
        tags,
        summary: 'Datos para cerrar el pedido: envio o retiro, direccion, nombre, telefono, medio de pago',
      }),
    },
    (request) =>
      customer.saveOrderDetails(
        request.body.session_id,
        orderId(request.params.orderId),
        detailsOf(request.body),
      ),
  );

  r.post(
    '/client/order/claim',
    {
      schema: contractSchema('POST /api/client/order/claim', {
        tags,
        summary: 'Toma el pedido del enlace en este dispositivo (una vez por pedido)',
      }),
    },
    (request) => customer.claimOrder(request.body.token, request.body.session_id),
  );

  r.post(
    '/client/orderstatus/checkout',
    {
      schema: contractSchema('POST /api/client/orderstatus/checkout', {
        tags,
        summary: "'Pagar' con el enlace del pedido (sin sesion)",
      }),
    },
    (request) => customer.checkoutByToken(request.body.token),
  );

  r.post(
    '/client/order/:orderId/checkout',
    {
      schema: contractSchema('POST /api/client/order/:orderId/checkout', {
        tags,
        summary: "'Pagar': crea el checkout del pago solicitado",
      }),
    },
    (request) => customer.checkout(request.body.session_id, orderId(request.params.orderId)),
  );

  r.post(
    '/client/log_activity',
    {
      schema: contractSchema('POST /api/client/log_activity', {
        tags,
        summary: 'Registra una actividad del cliente',
      }),
    },
    async (request, reply) => {
      const { session_id, activity_name, payload } = request.body;
      await customer.logActivity(session_id, activity_name, payload);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/client/ref_code',
    {
      schema: contractSchema('POST /api/client/ref_code', {
        tags,
        summary: 'Codigo de referencia (QR): asocia la sesion a su tienda',
      }),
    },
    (request) => customer.applyRefCode(request.body.session_id, request.body.ref_code),
  );
});
