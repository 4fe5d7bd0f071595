import type { Page as ListPage } from '@mostrador/core';
import { expect, test } from '@playwright/test';
import { ClientListPage } from '../pages/ClientListPage';
import { ACCOUNTS } from '../support/accounts';
import { useClockedDemo } from '../support/clocked-demo';

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

test.describe('[NOTIFICACIONES][CARRITO]', () => {
  // One clocked server for this journey, desktop only: the phone layout of the client screen is
  // covered by the clients journey.
  const demo = useClockedDemo('notificaciones', CLOCK_START);

  test('[NOTIFICACIONES][CARRITO] an abandoned provisional order gets its message at 11:00 store time', async ({
    browser,
    request,
  }) => {
    // An abandoned cart (a provisional order with products, of a client with a phone) and the
    // plan (platform administrator); then the cart switch (store) and the client's opt-in.
    const { owner, ownerToken, storeId, client } = await demo.cartReminderSetup();
    await owner.post(`/store/${storeId}`, { notifications_cart: true });
    const optIn = await request.put(`${demo.baseURL}/api/store/clients/${client.id}/notification`, {
      headers: { authorization: `Bearer ${ownerToken}` },
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
    const { context, page } = await demo.logIn(browser, ACCOUNTS.storeAdmin);
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
