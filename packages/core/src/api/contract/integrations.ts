import { z } from 'zod';
import {
  integrationSettingsSchema,
  integrationSettingsViewSchema,
} from '../../validation/integration-settings';
import { endpoint } from '../endpoint';
import { messageResponse } from '../responses';

const syncState = z.object({ synced_until: z.string().nullable(), resume_page: z.number().nullable() });

/** INTEGRACIONES: the WooCommerce settings and its sync (store admins only). */
export const integrationsApi = {
  'GET /api/store/integration_settings': endpoint({ response: integrationSettingsViewSchema }),
  'POST /api/store/integration_settings': endpoint({
    body: integrationSettingsSchema,
    response: messageResponse.extend({ settings: integrationSettingsViewSchema }),
  }),
  'GET /api/store/integrations/woocommerce': endpoint({
    response: z.object({
      connected: z.boolean(),
      woo_auto_products: z.boolean(),
      woo_auto_orders: z.boolean(),
      interval_minutes: z.number(),
      products: syncState,
      orders: syncState,
    }),
  }),
};
