import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { exportFileName, streamSheet } from '../../lib/spreadsheet';
import { parseByField, parsePageRange } from './product-paths';
import { PRODUCT_SHEET_COLUMNS } from './products-export';
import { routePlugin } from '../../lib/route-plugin';

const tags = ['products'];

export const productsRoutes = routePlugin('productsRoutes', ['products'], async (app, { products }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: app.guards.storeUser };

  // The spec writes the list with a trailing slash; both spellings answer.
  for (const url of ['/store/products/', '/store/products']) {
    r.get(
      url,
      {
        ...guard,
        schema: contractSchema('GET /api/store/products/', {
          tags,
          summary: 'Pagina de 15 productos con los filtros de LISTADO DE PRODUCTOS',
          hide: url === '/store/products',
        }),
      },
      (request) => {
        const { page, ...filters } = request.query;
        return products.list(storeOf(request), filters, page);
      },
    );
  }

  r.get(
    '/store/products/export',
    {
      ...guard,
      schema: contractSchema('GET /api/store/products/export', {
        tags,
        summary: 'Exporta a .xlsx los productos que cumplen los filtros',
      }),
    },
    (request, reply) => {
      const store = storeOf(request);
      const rows = products.exportRows(store, request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${exportFileName('Productos')}"`)
        .send(streamSheet('Productos', PRODUCT_SHEET_COLUMNS, rows));
    },
  );

  // Static paths win over /store/products/:range, so these two never reach the page-range parser.
  for (const list of ['brands', 'kinds'] as const) {
    r.get(
      `/store/products/${list}`,
      {
        ...guard,
        schema: contractSchema(`GET /api/store/products/${list}`, {
          tags,
          summary:
            list === 'brands'
              ? 'Marcas que usan los productos de la tienda (opciones del combo MARCA), en orden alfabetico; con ?kind= solo las de ese tipo'
              : 'Tipos que usan los productos de la tienda (opciones del combo TIPO), en orden alfabetico',
        }),
      },
      (request) => products.names(storeOf(request), list, list === 'brands' ? request.query.kind : undefined),
    );
  }

  r.get(
    '/store/products/byfield/:spec',
    {
      ...guard,
      schema: contractSchema('GET /api/store/products/byfield/:spec', {
        tags,
        summary: 'Filtros en la ruta: {nombre}&{tipo}&{marca}&{id_original}&{tag}&{pagina}',
      }),
    },
    (request) => {
      const { filters, page } = parseByField(request.url);
      return products.list(storeOf(request), filters, page);
    },
  );

  r.get(
    '/store/products/:range',
    {
      ...guard,
      schema: contractSchema('GET /api/store/products/:range', {
        tags,
        summary:
          'Pagina de cualquier tamaño: {pagina}&{tamaño} (tamaño 1 a 100), con los filtros de la lista',
      }),
    },
    (request) => {
      const { page, pageSize } = parsePageRange(request.url);
      return products.list(storeOf(request), request.query, page, pageSize);
    },
  );

  r.post(
    '/store/products/',
    { ...guard, schema: contractSchema('POST /api/store/products/', { tags, summary: 'Crea un producto' }) },
    async (request, reply) => reply.status(201).send(await products.create(storeOf(request), request.body)),
  );

  r.post(
    '/store/products/:id',
    {
      ...guard,
      schema: contractSchema('POST /api/store/products/:id', {
        tags,
        summary:
          'Cambia precio, URL de imagen y tags de un producto, y tambien nombre, descripcion, marca, tipo y unidad',
      }),
    },
    (request) => products.update(storeOf(request), request.params.id, request.body),
  );

  r.delete(
    '/store/products/',
    {
      ...guard,
      schema: contractSchema('DELETE /api/store/products/', { tags, summary: 'Elimina productos por id' }),
    },
    (request) => products.remove(storeOf(request), request.body.product_ids),
  );
});
