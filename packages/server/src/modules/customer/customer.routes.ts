import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  CUSTOMER_TEXT,
  ORDER_TEXT,
  addItemsSchema,
  customerSessionIdSchema,
  logActivitySchema,
  orderDetailsRequestSchema,
  optionalSessionQuerySchema,
  orderStatusRequestSchema,
  presetStoreSchema,
  productListRequestSchema,
  refCodeRequestSchema,
  sessionBodySchema,
  customerTokenSchema,
  updateItemSchema,
} from '@mostrador/core';
import { pathId } from '../../lib/path-id';

const tags = ['cliente'];
const orderParams = z.object({ orderId: z.string() });
const itemParams = z.object({ orderId: z.string(), itemId: z.string() });
const optionalSessionBody = z.object({ session_id: customerSessionIdSchema.optional() }).nullish();
const tokenBody = z.object({ token: customerTokenSchema });
const claimBody = z.object({ token: customerTokenSchema, session_id: customerSessionIdSchema });

/** The closing details of a body, without its session id. */
function detailsOf<T extends { session_id: string }>(body: T): Omit<T, 'session_id'> {
  const { session_id: _session, ...details } = body;
  return details;
}

/** The customer pages' calls (docs/api-cliente.md): no staff login, a session id and tokens. */
export async function customerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = app.services.customer;
  const orderId = (value: string) => pathId(value, CUSTOMER_TEXT.orderNotFound);
  const itemId = (value: string) => pathId(value, ORDER_TEXT.itemNotFound);

  r.get(
    '/client/store/:hashtag',
    {
      schema: {
        tags,
        summary: 'Datos publicos de la tienda (tema con valores por defecto, medios, redes)',
        params: z.object({ hashtag: z.string() }),
      },
    },
    (request) => customer.publicStore(request.params.hashtag),
  );

  r.post(
    '/presetstore',
    { schema: { tags, summary: 'Asocia la sesion del cliente a una tienda', body: presetStoreSchema } },
    (request) => customer.presetStore(request.body.session, request.body.store),
  );

  r.get(
    '/client/recover_session/:session',
    {
      schema: {
        tags,
        summary: "Recupera la sesion guardada (registra 'Sesion recuperada')",
        params: z.object({ session: z.string() }),
      },
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
      schema: {
        tags,
        summary: 'Pedido por token (con la sesion de su cliente, o solo lectura sin sesion)',
        body: orderStatusRequestSchema,
      },
    },
    (request) => customer.orderStatus(request.body.token, request.body.session_id),
  );

  r.post(
    '/client/productlist',
    {
      schema: {
        tags,
        summary: 'Pagina de 15 productos activos del catalogo del token',
        body: productListRequestSchema,
      },
    },
    (request) => customer.productList(request.body),
  );

  r.post(
    '/client/order/items',
    {
      schema: {
        tags,
        summary: 'Agrega items al pedido provisorio (crea cliente y pedido si hace falta)',
        body: addItemsSchema,
      },
    },
    (request) => customer.addItems(request.body.session_id, request.body.items),
  );

  r.put(
    '/client/order/:orderId/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Cambia la cantidad de un item (solo pedido provisorio)',
        params: itemParams,
        body: updateItemSchema,
      },
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
      schema: {
        tags,
        summary: 'Elimina un item (solo pedido provisorio); session_id en el cuerpo o en la consulta',
        params: itemParams,
        querystring: optionalSessionQuerySchema,
        body: optionalSessionBody,
      },
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
      schema: {
        tags,
        summary:
          "'Finalizar pedido': registra los datos dados y pasa de provisorio a pendiente si no falta ninguno",
        params: orderParams,
        body: orderDetailsRequestSchema,
      },
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
      schema: {
        tags,
        summary: 'Datos para cerrar el pedido: envio o retiro, direccion, nombre, telefono, medio de pago',
        params: orderParams,
        body: orderDetailsRequestSchema,
      },
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
      schema: {
        tags,
        summary: 'Toma el pedido del enlace en este dispositivo (una vez por pedido)',
        body: claimBody,
      },
    },
    (request) => customer.claimOrder(request.body.token, request.body.session_id),
  );

  r.post(
    '/client/orderstatus/checkout',
    {
      schema: { tags, summary: "'Pagar' con el enlace del pedido (sin sesion)", body: tokenBody },
    },
    (request) => customer.checkoutByToken(request.body.token),
  );

  r.post(
    '/client/order/:orderId/checkout',
    {
      schema: {
        tags,
        summary: "'Pagar': crea el checkout del pago solicitado",
        params: orderParams,
        body: sessionBodySchema,
      },
    },
    (request) => customer.checkout(request.body.session_id, orderId(request.params.orderId)),
  );

  r.post(
    '/client/log_activity',
    { schema: { tags, summary: 'Registra una actividad del cliente', body: logActivitySchema } },
    async (request, reply) => {
      const { session_id, activity_name, payload } = request.body;
      await customer.logActivity(session_id, activity_name, payload);
      return reply.status(204).send();
    },
  );

  r.post(
    '/client/ref_code',
    {
      schema: {
        tags,
        summary: 'Codigo de referencia (QR): asocia la sesion a su tienda',
        body: refCodeRequestSchema,
      },
    },
    (request) => customer.applyRefCode(request.body.session_id, request.body.ref_code),
  );
}
