import { z } from 'zod';
import { endpoint } from '../endpoint';
import { healthDownResponse, healthResponse } from '../responses';

/** Calls any page makes without a login. */
export const publicApi = {
  'GET /api/health': endpoint({ response: healthResponse, also: { 503: healthDownResponse } }),
  'GET /api/public/config': endpoint({
    response: z.object({ analytics_url: z.string().nullable(), tracking_script_url: z.string().nullable() }),
  }),
};
