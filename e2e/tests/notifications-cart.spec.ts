import type { ClientDetail, OrderListRow, Page as ListPage } from '@mostrador/core';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { ClientListPage } from '../pages/ClientListPage';
import { LoginPage } from '../pages/LoginPage';
import { ACCOUNTS } from '../support/accounts';
import { startClockedServer, type ClockedServer } from '../support/clocked-server';
import { StoreApi } from '../support/store-api';

interface SendRow {
  client_id: number;
  kind: string;
  status: string;
  body: string;
  claimed_at: string;
}
interface Settings {
  local_time: string;
  in_window: boolean;
  time_zone: string;
}

/*
 * The demo store lives in Buenos Aires time (UTC-3, no daylight saving). The clocked server starts
 * 90 s before 11:00 store time on a day after today, so every demo cart counts as abandoned.
 */
const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const CLOCK_START = new Date(`${day}T10:58:30-03:00`);
const ELEVEN = new Date(`${day}T11:00:00-03:00`);

let server: ClockedServer;
let api: APIRequestContext;

test.describe('[NOTIFICACIONES][CARRITO]', () => {
  // One clocked server for this journey; the phone layout of the client screen is covered by the
  // clients journey, so the phone project does not start a second one.
  test.skip(({ isMobile }) => isMobile, 'una sola vez, en escritorio');
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startClockedServer('notificaciones', CLOCK_START);
    api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test('[NOTIFICACIONES][CARRITO] an abandoned provisional order gets its message at 11:00 store time', async ({
    browser,
  }) => {
    const owner = await StoreApi.login(api, ACCOUNTS.storeAdmin);
    const platform = await StoreApi.login(api, ACCOUNTS.platformAdmin);
    const ownerLogin = await api.post('/api/user/login', { data: ACCOUNTS.storeAdmin });
    const { jwt_token: token, store } = (await ownerLogin.json()) as {
      jwt_token: string;
      store: { id: number };
    };

    // An abandoned cart: a provisional order with products, of a client with a phone.
    const provisional = await owner.get<ListPage<OrderListRow>>('/store/orders?estado=provisional');
    let client: ClientDetail | undefined;
    for (const order of provisional.items) {
      if (!order.client_id || order.nitems < 1) continue;
      const detail = await owner.get<ClientDetail>(`/store/clients/${order.client_id}`);
      if (detail.phone) {
        client = detail;
        break;
      }
    }
    if (!client) throw new Error('la demo no tiene un carrito abandonado de un cliente con telefono');

    // The plan (platform administrator), the cart switch (store) and the client's opt-in.
    await platform.post(`/admin/stores/${store.id}`, {
      notification_plan: { notif_cart: true, notif_left: 1000 },
    });
    await owner.post(`/store/${store.id}`, { notifications_cart: true });
    const optIn = await api.put(`/api/store/clients/${client.id}/notification`, {
      headers: { authorization: `Bearer ${token}` },
      data: { notification: true },
    });
    expect(optIn.ok()).toBe(true);

    // Before 11:00 store time nothing has gone out.
    const before = await owner.get<Settings>('/store/notifications/settings');
    expect(before.time_zone).toBe('America/Argentina/Buenos_Aires');
    expect(before.local_time).toMatch(new RegExp(`^${day} 10:5[89]$`));
    expect(before.in_window).toBe(false);
    expect((await owner.get<ListPage<SendRow>>('/store/notifications')).total).toBe(0);

    // At 11:00 the scheduler sends it (into the outbox: no WhatsApp account is configured).
    let sent: SendRow | undefined;
    await expect
      .poll(
        async () => {
          const page = await owner.get<ListPage<SendRow>>('/store/notifications');
          sent = page.items.find((row) => row.client_id === client.id);
          return sent?.status;
        },
        { timeout: 150_000, intervals: [2_000] },
      )
      .toBe('sent');
    expect(sent!.kind).toBe('cart');
    expect(new Date(sent!.claimed_at).getTime()).toBeGreaterThanOrEqual(ELEVEN.getTime());
    expect(new Date(sent!.claimed_at).getTime()).toBeLessThan(ELEVEN.getTime() + 60_000);
    expect(sent!.body).toMatch(/Dejaste productos en tu pedido de .+\/orderstatus\//);

    // The seller sees it in the client's recent activity.
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'es-AR' });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`/clientdetail?client=${client.id}`);
    await expect(page.getByRole('heading', { name: 'Cliente', exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'ACTIVIDAD RECIENTE' }).click();
    const activity = new ClientListPage(page).clientActivity;
    const row = activity.row('Mensaje de carrito abandonado enviado');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Dejaste productos en tu pedido');
    await expect(row).toContainText('canal: bandeja de salida');
    await context.close();
  });
});
