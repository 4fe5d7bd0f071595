import { z } from 'zod';
import {
  createProductSchema,
  deleteProductsSchema,
  productFiltersSchema,
  productListQuerySchema,
  updateProductSchema,
} from '../../products/product-schemas';
import { endpoint } from '../endpoint';
import { numericIdParams } from '../params';
import {
  fileResponse,
  messageResponse,
  namesResponse,
  productPageResponse,
  productViewResponse,
} from '../responses';

const productAnswer = messageResponse.extend({ product: productViewResponse });
const namesQuery = z.object({ kind: z.string().trim().max(200).optional() });

/** The catalogue (LISTADO DE PRODUCTOS): any store user. */
export const productsApi = {
  'GET /api/store/products/': endpoint({ query: productListQuerySchema, response: productPageResponse }),
  /** The products that pass the filters, as an .xlsx file. */
  'GET /api/store/products/export': endpoint({ query: productFiltersSchema, response: fileResponse }),
  'GET /api/store/products/brands': endpoint({ query: namesQuery, response: namesResponse }),
  'GET /api/store/products/kinds': endpoint({ query: namesQuery, response: namesResponse }),
  /** Filters in the path: {nombre}&{tipo}&{marca}&{id_original}&{tag}&{pagina}. */
  'GET /api/store/products/byfield/:spec': endpoint({
    params: z.object({ spec: z.string() }),
    response: productPageResponse,
  }),
  /** A page of any size: {pagina}&{tamaño}, with the list's filters. */
  'GET /api/store/products/:range': endpoint({
    params: z.object({ range: z.string() }),
    query: productFiltersSchema,
    response: productPageResponse,
  }),
  'POST /api/store/products/': endpoint({ body: createProductSchema, response: productAnswer, status: 201 }),
  'POST /api/store/products/:id': endpoint({
    params: numericIdParams,
    body: updateProductSchema,
    response: productAnswer,
  }),
  /** The product's photo (multipart, field file: JPG, PNG or WebP up to 8 MB); answers the product. */
  'POST /api/store/products/:id/image': endpoint({
    params: numericIdParams,
    multipart: true,
    response: productAnswer,
  }),
  'DELETE /api/store/products/': endpoint({
    body: deleteProductsSchema,
    response: messageResponse.extend({ deleted: z.number().int() }),
  }),
};
