import type { ClientDetail, OrderListRow, Page as ListPage } from '@mostrador/core';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { startClockedServer, type ClockedServer } from './clocked-server';
import { loginAs } from './fresh-store';
import { StoreApi } from './store-api';

/** The demo store of a clocked server, ready for a cart reminder (see `cartReminderSetup`). */
export interface CartReminderSetup {
  owner: StoreApi;
  /** The owner's bearer token, for the calls StoreApi does not make (PUT). */
  ownerToken: string;
  storeId: number;
  /** A client with a phone and an abandoned cart who has not opted in to messages yet. */
  client: ClientDetail;
}

export interface ClockedDemo {
  readonly baseURL: string;
  /** The plan with cart reminders (the platform administrator's) and the client to remind. */
  cartReminderSetup(): Promise<CartReminderSetup>;
  /** A browser context on the clocked server, logged in as `account` and on /home. */
  logIn(
    browser: Browser,
    account: { email: string; password: string },
  ): Promise<{ context: BrowserContext; page: Page }>;
}

/** A client of the demo with a phone and a provisional order with products: an abandoned cart. */
async function abandonedCartClient(owner: StoreApi): Promise<ClientDetail> {
  const provisional = await owner.get<ListPage<OrderListRow>>('/store/orders?estado=provisional');
  for (const order of provisional.items) {
    if (!order.client_id || order.nitems < 1) continue;
    const detail = await owner.get<ClientDetail>(`/store/clients/${order.client_id}`);
    if (detail.phone && !detail.notification) return detail;
  }
  throw new Error('la demo no tiene un carrito abandonado de un cliente con telefono');
}

/**
 * The notification journeys' own server (startClockedServer), started once for the describe block
 * that calls this and stopped after it. Desktop only: the server is one per journey, and the phone
 * layouts of the screens involved are covered by the journeys on the shared server.
 */
export function useClockedDemo(name: string, clockStart: Date, port?: number): ClockedDemo {
  let server: ClockedServer | undefined;
  let api: APIRequestContext | undefined;
  test.skip(({ isMobile }) => isMobile, 'una sola vez, en escritorio');
  test.setTimeout(240_000);
  test.beforeAll(async () => {
    // The skip above is decided per test (isMobile is a test option), after this hook has run: a
    // phone worker would start a server for nothing, on the port and data folder desktop uses.
    if (test.info().project.use.isMobile) return;
    test.setTimeout(180_000);
    server = await startClockedServer(name, clockStart, port);
    api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });
  const started = () => {
    if (!server || !api) throw new Error(`el servidor ${name} no se inicio`);
    return { server, api };
  };

  return {
    get baseURL() {
      return started().server.baseURL;
    },
    async cartReminderSetup() {
      const { api } = started();
      const owner = await StoreApi.login(api, ACCOUNTS.storeAdmin);
      const platform = await StoreApi.login(api, ACCOUNTS.platformAdmin);
      const ownerLogin = await api.post('/api/user/login', { data: ACCOUNTS.storeAdmin });
      expect(ownerLogin.ok()).toBe(true);
      const { jwt_token: ownerToken, store } = (await ownerLogin.json()) as {
        jwt_token: string;
        store: { id: number };
      };
      // The plan is the platform administrator's (spec section 2, /optionsadmin NOTIFICACIONES).
      await platform.post(`/admin/stores/${store.id}`, {
        notification_plan: { notif_cart: true, notif_left: 1000 },
      });
      return { owner, ownerToken, storeId: store.id, client: await abandonedCartClient(owner) };
    },
    async logIn(browser, account) {
      const context = await browser.newContext({ baseURL: started().server.baseURL, locale: 'es-AR' });
      const page = await context.newPage();
      await loginAs(page, account);
      return { context, page };
    },
  };
}
