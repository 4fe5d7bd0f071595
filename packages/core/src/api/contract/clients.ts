import { z } from 'zod';
import { clientContactSchema, newClientSchema } from '../../customer/closing-schemas';
import { clientFiltersSchema, clientListQuerySchema, pageQuerySchema } from '../../orders/schemas';
import { endpoint } from '../endpoint';
import { idParams } from '../params';
import { fileResponse, messageResponse, orderPageResponse, pageOf } from '../responses';
import { clientDetailResponse, clientLogRowResponse, clientRowResponse } from '../views/operations';

const clientPage = pageOf(clientRowResponse);

/** Clients and their activity (/clientlist): any store user. */
export const clientsApi = {
  'GET /api/store/clients/': endpoint({ query: clientListQuerySchema, response: clientPage }),
  /** The filtered clients as an .xlsx file. */
  'GET /api/store/clients/export': endpoint({ query: clientFiltersSchema, response: fileResponse }),
  /** One client by id, or with {page}&{size} in place of the id a page of any size (1 to 100). */
  'GET /api/store/clients/:id': endpoint({
    params: idParams,
    query: clientFiltersSchema,
    response: z.union([clientDetailResponse, clientPage]),
  }),
  'POST /api/store/clients/': endpoint({
    body: newClientSchema,
    response: messageResponse.extend({ client: clientDetailResponse }),
    status: 201,
  }),
  'POST /api/store/clients/:id': endpoint({
    params: idParams,
    body: clientContactSchema,
    response: clientDetailResponse,
  }),
  'GET /api/store/clients/:id/activity': endpoint({
    params: idParams,
    query: pageQuerySchema,
    response: pageOf(clientLogRowResponse),
  }),
  'GET /api/store/clients/:id/orders': endpoint({
    params: idParams,
    query: pageQuerySchema,
    response: orderPageResponse,
  }),
};
