import { z } from 'zod';
import {
  completePaymentSchema,
  dashboardQuerySchema,
  orderDeliverySchema,
  orderFiltersSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  paymentAlertsQuerySchema,
  paymentSettingsSchema,
  saveOrderSchema,
} from '../../orders/schemas';
import { endpoint } from '../endpoint';
import { idParams } from '../params';
import { fileResponse, messageResponse, orderPageResponse } from '../responses';
import {
  dashboardViewResponse,
  orderDetailResponse,
  paymentAlertsResponse,
  paymentTotalsResponse,
} from '../views/operations';

const savedOrder = messageResponse.extend({ order: orderDetailResponse });
const paymentSettings = z.object({ crew_can_complete_payments: z.boolean() });

/** Orders, payments and the home dashboard (/orderlist, /paymentlist, /home): any store user. */
export const ordersApi = {
  'GET /api/store/orders': endpoint({ query: orderListQuerySchema, response: orderPageResponse }),
  /** The filtered orders (view=orders) or payments (view=payments) as an .xlsx file. */
  'GET /api/store/orders/export': endpoint({ query: orderExportQuerySchema, response: fileResponse }),
  'GET /api/store/orders/:id': endpoint({ params: idParams, response: orderDetailResponse }),
  'POST /api/store/orders/:id': endpoint({ params: idParams, body: saveOrderSchema, response: savedOrder }),
  'POST /api/store/orders/:id/payment/complete': endpoint({
    params: idParams,
    body: completePaymentSchema,
    response: savedOrder,
  }),
  'POST /api/store/orders/:id/payment/undo': endpoint({ params: idParams, response: savedOrder }),
  'POST /api/store/orders/:id/delivery': endpoint({
    params: idParams,
    body: orderDeliverySchema,
    response: savedOrder,
  }),
  'GET /api/store/payments/settings': endpoint({ response: paymentSettings }),
  /** Store admins only. */
  'PUT /api/store/payments/settings': endpoint({
    body: paymentSettingsSchema,
    response: messageResponse.extend({ settings: paymentSettings }),
  }),
  'GET /api/store/payments/alerts': endpoint({
    query: paymentAlertsQuerySchema,
    response: paymentAlertsResponse,
  }),
  'GET /api/store/payments/totals': endpoint({ query: orderFiltersSchema, response: paymentTotalsResponse }),
  'GET /api/store/dashboard': endpoint({ query: dashboardQuerySchema, response: dashboardViewResponse }),
};
