import type { Endpoint } from '../endpoint';
import { authApi } from './auth';
import { clientsApi } from './clients';
import { customerApi } from './customer';
import { faqsApi } from './faqs';
import { importsApi } from './imports';
import { integrationsApi } from './integrations';
import { marketingApi } from './marketing';
import { ordersApi } from './orders';
import { productsApi } from './products';
import { publicApi } from './public';
import { settingsApi } from './settings';
import { storeApi } from './store';
import { usersApi } from './users';

/*
 * The API's contract, keyed by the spec's paths ("METHOD /api/path"), in parts by who calls
 * them. The server registers each route with its entry (packages/server/src/lib/contract.ts) and
 * the web types its calls with it (packages/web/src/api/call.ts); the web imports only types, so
 * no schema reaches a page's bundle. Routes not yet here are listed in
 * packages/server/test/api/routes-without-response.json (ADR 0025).
 */
export const staffApi = {
  ...storeApi,
  ...productsApi,
  ...importsApi,
  ...ordersApi,
  ...clientsApi,
  ...settingsApi,
  ...integrationsApi,
  ...marketingApi,
  ...faqsApi,
  ...usersApi,
};

export const api = { ...publicApi, ...authApi, ...customerApi, ...staffApi } satisfies Record<
  string,
  Endpoint
>;

export type Api = typeof api;
export type ApiKey = keyof Api;
export { storeDetailsResponse, type StoreDetails } from './store';
export { customerApi, sandboxCheckoutResponse, type CustomerApi } from './customer';
