import { z } from 'zod';
import { chatRequestSchema } from '../../assistant/chat';
import { orderDetailsRequestSchema } from '../../customer/closing-schemas';
import {
  addItemsSchema,
  customerTokenSchema,
  logActivitySchema,
  optionalSessionQuerySchema,
  orderStatusRequestSchema,
  presetStoreSchema,
  productListRequestSchema,
  refCodeRequestSchema,
  sandboxPaySchema,
  sessionBodySchema,
  updateItemSchema,
} from '../../customer/schemas';
import { customerSessionIdSchema } from '../../customer/session';
import { endpoint } from '../endpoint';
import {
  cataloguePageResponse,
  chatHistoryResponse,
  chatReplyResponse,
  customerOrderResponse,
  customerSessionResponse,
  refCodeResultResponse,
  storePublicResponse,
} from '../views/customer';

const orderParams = z.object({ orderId: z.string() });
const itemParams = z.object({ orderId: z.string(), itemId: z.string() });
const paymentParams = z.object({ payment_id: z.string().max(200) });
const order = customerOrderResponse;

/** The built-in sandbox checkout's page data (only without MercadoPago credentials). */
export const sandboxCheckoutResponse = z.object({
  payment_id: z.string(),
  reference: z.string(),
  title: z.string(),
  total: z.number(),
  curr_symbol: z.string(),
  return_url: z.string(),
});

/** The customer pages' calls (docs/api-cliente.md): no staff login, a session id and tokens. */
export const customerApi = {
  'GET /api/client/store/:hashtag': endpoint({
    params: z.object({ hashtag: z.string() }),
    response: storePublicResponse,
  }),
  'POST /api/presetstore': endpoint({ body: presetStoreSchema, response: customerSessionResponse }),
  'GET /api/client/recover_session/:session': endpoint({
    params: z.object({ session: z.string() }),
    response: customerSessionResponse,
  }),
  'POST /api/client/orderstatus': endpoint({ body: orderStatusRequestSchema, response: order }),
  'POST /api/client/productlist': endpoint({
    body: productListRequestSchema,
    response: cataloguePageResponse,
  }),
  'POST /api/client/order/items': endpoint({ body: addItemsSchema, response: order }),
  'PUT /api/client/order/:orderId/items/:itemId': endpoint({
    params: itemParams,
    body: updateItemSchema,
    response: order,
  }),
  /** session_id in the body or in the query. */
  'DELETE /api/client/order/:orderId/items/:itemId': endpoint({
    params: itemParams,
    query: optionalSessionQuerySchema,
    body: z.object({ session_id: customerSessionIdSchema.optional() }).nullish(),
    response: order,
  }),
  'POST /api/client/order/:orderId/confirm': endpoint({
    params: orderParams,
    body: orderDetailsRequestSchema,
    response: order,
  }),
  'POST /api/client/order/:orderId/details': endpoint({
    params: orderParams,
    body: orderDetailsRequestSchema,
    response: order,
  }),
  'POST /api/client/order/claim': endpoint({
    body: z.object({ token: customerTokenSchema, session_id: customerSessionIdSchema }),
    response: order,
  }),
  'POST /api/client/orderstatus/checkout': endpoint({
    body: z.object({ token: customerTokenSchema }),
    response: order,
  }),
  'POST /api/client/order/:orderId/checkout': endpoint({
    params: orderParams,
    body: sessionBodySchema,
    response: order,
  }),
  'POST /api/client/log_activity': endpoint({ body: logActivitySchema, response: z.null(), status: 204 }),
  'POST /api/client/ref_code': endpoint({ body: refCodeRequestSchema, response: refCodeResultResponse }),
  'POST /api/client/chat': endpoint({ body: chatRequestSchema, response: chatReplyResponse }),
  'GET /api/client/chat/history': endpoint({
    query: z.object({ session_id: customerSessionIdSchema, store: chatRequestSchema.shape.store }),
    response: chatHistoryResponse,
  }),
  'GET /api/payments/sandbox/:payment_id': endpoint({
    params: paymentParams,
    response: sandboxCheckoutResponse,
  }),
  'POST /api/payments/sandbox/:payment_id/pay': endpoint({
    params: paymentParams,
    body: sandboxPaySchema,
    response: z.null(),
    status: 204,
  }),
};

export type CustomerApi = typeof customerApi;
