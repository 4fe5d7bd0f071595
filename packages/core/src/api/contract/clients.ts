import { pageQuerySchema } from '../../orders/schemas';
import { endpoint } from '../endpoint';
import { idParams } from '../params';
import { orderPageResponse } from '../responses';

/** Clients and their activity (/clientlist): any store user. */
export const clientsApi = {
  'GET /api/store/clients/:id/orders': endpoint({
    params: idParams,
    query: pageQuerySchema,
    response: orderPageResponse,
  }),
};
