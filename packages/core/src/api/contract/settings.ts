import { z } from 'zod';
import { paymentMethodViewSchema, savePaymentMethodsSchema } from '../../validation/payment-methods';
import { themeSchema, themeViewSchema } from '../../validation/theme';
import { endpoint } from '../endpoint';
import { messageResponse } from '../responses';

const paymentMethods = z.array(paymentMethodViewSchema);

/** MEDIOS DE PAGO and ESTILO of /options: store admins only. */
export const settingsApi = {
  'GET /api/store/payment_methods/': endpoint({ response: paymentMethods }),
  /** The whole list: with an id it updates, without one it adds, the missing ones are deleted. */
  'POST /api/store/payment_methods/': endpoint({
    body: savePaymentMethodsSchema,
    response: messageResponse.extend({ payment_methods: paymentMethods }),
  }),
  'GET /api/store/theme': endpoint({ response: themeViewSchema }),
  'POST /api/store/theme': endpoint({
    body: themeSchema,
    response: messageResponse.extend({ theme: themeViewSchema }),
  }),
};
