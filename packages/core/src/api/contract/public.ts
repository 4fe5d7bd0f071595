import { z } from 'zod';
import { endpoint } from '../endpoint';
import { positiveId } from '../params';
import { fileResponse, healthDownResponse, healthResponse } from '../responses';

/** Calls any page makes without a login. */
export const publicApi = {
  'GET /api/health': endpoint({ response: healthResponse, also: { 503: healthDownResponse } }),
  /** A product photo stored by the server (public: the customer pages show it). */
  'GET /api/images/:storeId/:token': endpoint({
    params: z.object({
      storeId: positiveId,
      token: z.string().max(200),
    }),
    response: fileResponse,
  }),
  'GET /api/public/config': endpoint({
    response: z.object({ analytics_url: z.string().nullable(), tracking_script_url: z.string().nullable() }),
  }),
};
