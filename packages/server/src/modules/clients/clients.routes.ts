import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ORDER_TEXT } from '@mostrador/core';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { pathId } from '../../lib/path-id';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['clients'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_PAGE_SIZE = 100;

const FILTERS_DOC =
  'Filtros (opcionales, se combinan): email, first_name, last_name, phone (texto palabra por palabra, sin acentos), ' +
  'first_seen, last_seen (prefijo de DD/MM/YYYY HH:mm en la zona tz), tz (zona horaria IANA, por defecto UTC).';

/** `{page}&{page_size}` of GET /store/clients/{a}&{b}; a bad range is a 400. */
function pageRange(value: string) {
  const match = /^(\d{1,7})&(\d{1,3})$/.exec(value);
  const page = Number(match?.[1]);
  const pageSize = Number(match?.[2]);
  if (!match || page < 1 || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new AppError('bad_request', ORDER_TEXT.pageInvalid);
  }
  return { page, pageSize };
}

export const clientsRoutes = routePlugin('clientsRoutes', ['clients'], async (app, { clients }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: app.guards.storeUser };

  // The spec writes the list with a trailing slash; both spellings answer.
  for (const url of ['/store/clients/', '/store/clients']) {
    r.get(
      url,
      {
        ...guard,
        schema: contractSchema('GET /api/store/clients/', {
          tags,
          summary: 'Pagina de 15 clientes (vistos mas recientemente primero)',
          description: `${FILTERS_DOC} Respuesta: { items: ClientRow[], total, page, page_size }.`,
          hide: url === '/store/clients',
        }),
      },
      (request) => {
        const { page, ...filters } = request.query;
        return clients.list(storeOf(request), filters, page);
      },
    );
  }

  r.post(
    '/store/clients/',
    {
      ...guard,
      schema: contractSchema('POST /api/store/clients/', {
        tags,
        summary: 'Registra un cliente de la tienda (nombre y telefono obligatorios; uno por telefono)',
        description:
          "Responde 201 { message: 'Cliente registrado exitosamente', client: ClientDetail }; 409 si la tienda ya tiene un cliente con ese telefono.",
      }),
    },
    async (request, reply) => reply.code(201).send(await clients.register(storeOf(request), request.body)),
  );

  r.get(
    '/store/clients/export',
    {
      ...guard,
      schema: contractSchema('GET /api/store/clients/export', {
        tags,
        summary: 'Exporta a .xlsx (datosExportadosClientes.xlsx) los clientes que cumplen los filtros',
        description: `${FILTERS_DOC} Mas de 50.000 filas responde 400.`,
      }),
    },
    async (request, reply) => {
      const { buffer, fileName } = await clients.export(storeOf(request), request.query);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(buffer);
    },
  );

  r.get(
    '/store/clients/:id',
    {
      ...guard,
      schema: contractSchema('GET /api/store/clients/:id', {
        tags,
        summary:
          'GET /store/clients/{id}: un cliente. GET /store/clients/{a}&{b}: pagina a de tamaño b (1 a 100)',
        description:
          'Con un id numerico responde ClientDetail (404 si no es de la tienda). Con {a}&{b} responde la pagina a ' +
          `(desde 1) de b clientes con los mismos filtros de la lista: ${FILTERS_DOC}`,
      }),
    },
    (request) => {
      const store = storeOf(request);
      if (request.params.id.includes('&')) {
        const { page, pageSize } = pageRange(request.params.id);
        return clients.list(store, request.query, page, pageSize);
      }
      return clients.detail(store, pathId(request.params.id, ORDER_TEXT.clientNotFound));
    },
  );

  r.post(
    '/store/clients/:id',
    {
      ...guard,
      schema: contractSchema('POST /api/store/clients/:id', {
        tags,
        summary: 'Edita nombre, apellido, telefono y direccion del cliente (texto vacio: lo borra)',
      }),
    },
    (request) =>
      clients.update(storeOf(request), pathId(request.params.id, ORDER_TEXT.clientNotFound), request.body),
  );

  r.get(
    '/store/clients/:id/activity',
    {
      ...guard,
      schema: contractSchema('GET /api/store/clients/:id/activity', {
        tags,
        summary: 'Actividad reciente del cliente, 15 por pagina, la mas nueva primero',
        description:
          'Respuesta: { items: ClientLogRow[], total, page, page_size }. 404 si el cliente no es de la tienda.',
      }),
    },
    (request) =>
      clients.activity(
        storeOf(request),
        pathId(request.params.id, ORDER_TEXT.clientNotFound),
        request.query.page,
      ),
  );

  r.get(
    '/store/clients/:id/orders',
    {
      ...guard,
      schema: contractSchema('GET /api/store/clients/:id/orders', {
        tags,
        summary: 'Pedidos del cliente, 15 por pagina, los mas nuevos primero',
        description: '404 si el cliente no es de la tienda.',
      }),
    },
    (request) =>
      clients.orders(
        storeOf(request),
        pathId(request.params.id, ORDER_TEXT.clientNotFound),
        request.query.page,
      ),
  );
});
