import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDER_TEXT } from '@mostrador/core';
import { principalOf, storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { pathId } from '../../lib/path-id';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['orders'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FILTERS_DOC =
  'Filtros (todos opcionales, se combinan): client (texto en nombre, segundo nombre, apellido, email y telefono del cliente), ' +
  'date (prefijo de DD/MM/YYYY HH:mm en la zona tz), estado (valor de estado: provisional, pending, preparing, waiting_delivery, ' +
  'done, discarded, store_canceled, client_canceled, charge), order_number (texto en alphanum_id), original_id (texto), ' +
  'payment (estado de pago: pending, required, processing, done), method (contiene, sin distinguir mayusculas), ' +
  'tz (zona horaria IANA del navegador, por defecto UTC). Los textos coinciden palabra por palabra sin acentos.';

export const ordersRoutes = routePlugin('ordersRoutes', ['orders'], async (app, { orders }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: app.guards.storeUser };

  r.get(
    '/store/orders',
    {
      ...guard,
      schema: contractSchema('GET /api/store/orders', {
        tags,
        summary: 'Pagina de 15 pedidos (mas nuevos primero); sirve a /orderlist y a /paymentlist',
        description: FILTERS_DOC,
      }),
    },
    (request) => {
      const { page, ...filters } = request.query;
      return orders.list(storeOf(request), filters, page);
    },
  );

  r.get(
    '/store/orders/export',
    {
      ...guard,
      schema: contractSchema('GET /api/store/orders/export', {
        tags,
        summary: 'Exporta a .xlsx los pedidos (view=orders) o cobros (view=payments) que cumplen los filtros',
        description: `${FILTERS_DOC} Archivo datosExportadosPedidos.xlsx o datosExportadosCobros.xlsx; mas de 50.000 filas responde 400.`,
      }),
    },
    async (request, reply) => {
      const { view, ...filters } = request.query;
      const { buffer, fileName } = await orders.export(storeOf(request), filters, view);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(buffer);
    },
  );

  r.get(
    '/store/orders/:id',
    {
      ...guard,
      schema: contractSchema('GET /api/store/orders/:id', {
        tags,
        summary: 'Un pedido con items, otros conceptos, envios, cliente y reglas de edicion',
        description: 'Respuesta: OrderDetail. Un pedido de otra tienda o inexistente responde 404.',
      }),
    },
    (request) => orders.detail(storeOf(request), pathId(request.params.id, ORDER_TEXT.orderNotFound)),
  );

  r.post(
    '/store/orders/:id',
    {
      ...guard,
      schema: contractSchema('POST /api/store/orders/:id', {
        tags,
        summary: 'Guarda el pedido (PEDIDO, AGREGAR ITEM, ENVIO, OTROS, estado, Solicitar pago, Completar)',
        description:
          'Todo en una transaccion. Solo cambia lo enviado; un valor igual al guardado no es un cambio. ' +
          'items[]: con id cambia ese item (amount, revised_price, revised_amount, store_observations, status); sin id agrega ' +
          '{product_id, amount}. other_concepts[]: con id cambia, sin id agrega {description, amount con signo}. ' +
          'other_concepts_del[]: ids a borrar. shipping[0]: el envio propio {tracking_code, transport_co, eta ISO 8601, link, observations}. ' +
          "payment_status 'required' es Solicitar pago; 'done' es Completar (payment_info por defecto 'Aprobado'). " +
          'Una regla de edicion incumplida responde 400 con el texto del tooltip. ' +
          "Respuesta: { message: 'Orden actualizada correctamente' | 'Pago actualizado correctamente', order: OrderDetail }.",
      }),
    },
    (request) => {
      const { user } = principalOf(request);
      return orders.save(
        storeOf(request),
        pathId(request.params.id, ORDER_TEXT.orderNotFound),
        request.body,
        {
          id: user.id,
          name: user.name?.trim() || user.email,
          role: user.store_role,
        },
      );
    },
  );
});
