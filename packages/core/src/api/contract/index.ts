import type { Endpoint } from '../endpoint';
import { adminApi } from './admin';
import { authApi } from './auth';
import { clientsApi } from './clients';
import { customerApi } from './customer';
import { faqsApi } from './faqs';
import { importsApi } from './imports';
import { integrationsApi } from './integrations';
import { marketingApi } from './marketing';
import { notificationsApi } from './notifications';
import { ordersApi } from './orders';
import { productsApi } from './products';
import { publicApi } from './public';
import { reportsApi } from './reports';
import { settingsApi } from './settings';
import { storeApi } from './store';
import { usersApi } from './users';
import { webhooksApi } from './webhooks';

/*
 * The API's contract, keyed by the spec's paths ("METHOD /api/path"), in parts by who calls
 * them. The server registers each route with its entry (packages/server/src/lib/contract.ts) and
 * the web types its calls with it (packages/web/src/api/call.ts); the web imports only types, so
 * no schema reaches a page's bundle; every route is here, as packages/server/test/api/
 * response-schemas.test.ts checks (ADR 0025).
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
  ...notificationsApi,
  ...reportsApi,
  ...faqsApi,
  ...usersApi,
};

export const api = {
  ...publicApi,
  ...authApi,
  ...customerApi,
  ...webhooksApi,
  ...staffApi,
  ...adminApi,
} satisfies Record<string, Endpoint>;

export type Api = typeof api;
export type ApiKey = keyof Api;
export { storeDetailsResponse, type StoreDetails } from './store';
export { customerApi, sandboxCheckoutResponse, type CustomerApi } from './customer';
