import { orderListQuerySchema } from '../../orders/schemas';
import { endpoint } from '../endpoint';
import { orderPageResponse } from '../responses';

/** Orders and payments (/orderlist, /paymentlist): any store user. */
export const ordersApi = {
  'GET /api/store/orders': endpoint({ query: orderListQuerySchema, response: orderPageResponse }),
};
