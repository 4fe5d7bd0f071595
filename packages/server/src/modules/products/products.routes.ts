import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProductSchema,
  deleteProductsSchema,
  productFiltersSchema,
  productListQuerySchema,
  productPageResponse,
  namesResponse,
  updateProductSchema,
} from '@mostrador/core';
import { storeOf } from '../../plugins/auth';
import { exportFileName, streamSheet } from '../../lib/spreadsheet';
import { parseByField, parsePageRange } from './product-paths';
import { PRODUCT_SHEET_COLUMNS } from './products-export';

const tags = ['products'];

export async function productsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { products } = app.services;
  const guard = { onRequest: app.guards.storeUser };

  // The spec writes the list with a trailing slash; both spellings answer.
  for (const url of ['/store/products/', '/store/products']) {
    r.get(
      url,
      {
        ...guard,
        schema: {
          tags,
          summary: 'Pagina de 15 productos con los filtros de LISTADO DE PRODUCTOS',
          querystring: productListQuerySchema,
          response: { 200: productPageResponse },
          hide: url === '/store/products',
        },
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
      schema: {
        tags,
        summary: 'Exporta a .xlsx los productos que cumplen los filtros',
        querystring: productFiltersSchema,
      },
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
        schema: {
          tags,
          summary:
            list === 'brands'
              ? 'Marcas que usan los productos de la tienda (opciones del combo MARCA), en orden alfabetico; con ?kind= solo las de ese tipo'
              : 'Tipos que usan los productos de la tienda (opciones del combo TIPO), en orden alfabetico',
          querystring: z.object({ kind: z.string().trim().max(200).optional() }),
          response: { 200: namesResponse },
        },
      },
      (request) => products.names(storeOf(request), list, list === 'brands' ? request.query.kind : undefined),
    );
  }

  r.get(
    '/store/products/byfield/:spec',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Filtros en la ruta: {nombre}&{tipo}&{marca}&{id_original}&{tag}&{pagina}',
        params: z.object({ spec: z.string() }),
      },
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
      schema: {
        tags,
        summary:
          'Pagina de cualquier tamaño: {pagina}&{tamaño} (tamaño 1 a 100), con los filtros de la lista',
        params: z.object({ range: z.string() }),
        querystring: productFiltersSchema,
      },
    },
    (request) => {
      const { page, pageSize } = parsePageRange(request.url);
      return products.list(storeOf(request), request.query, page, pageSize);
    },
  );

  r.post(
    '/store/products/',
    { ...guard, schema: { tags, summary: 'Crea un producto', body: createProductSchema } },
    async (request, reply) => reply.status(201).send(await products.create(storeOf(request), request.body)),
  );

  r.post(
    '/store/products/:id',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Cambia precio, URL de imagen y tags de un producto, y tambien nombre, descripcion, marca, tipo y unidad',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: updateProductSchema,
      },
    },
    (request) => products.update(storeOf(request), request.params.id, request.body),
  );

  r.delete(
    '/store/products/',
    { ...guard, schema: { tags, summary: 'Elimina productos por id', body: deleteProductsSchema } },
    (request) => products.remove(storeOf(request), request.body.product_ids),
  );
}
