import type { DashboardView } from '@mostrador/core';
import { expect, test } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage';
import { LoginPage } from '../pages/LoginPage';
import { ACCOUNTS } from '../support/accounts';
import { StoreApi, money } from '../support/store-api';

const PANELS = [
  { panel: 'Pedidos', groups: ['entrantes', 'en_proceso'] },
  { panel: 'Entregas', groups: ['a_despachar', 'entregadas'] },
] as const;

test.describe('[INICIO][TABLERO]', () => {
  test('[INICIO][TABLERO] the store dashboard shows the demo numbers', async ({ page }) => {
    const login = new LoginPage(page);
    const home = new DashboardPage(page);
    await login.goto();
    const answered = page.waitForResponse((r) => r.url().includes('/api/store/dashboard') && r.ok());
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    // The screen's own answer: what the server counted for this browser's time zone.
    const figures = (await (await answered).json()) as DashboardView;
    await home.expectShown('Almacén Demo');

    // The demo store has orders in every panel, more than the 12 a tab shows for some.
    for (const { panel: title, groups } of PANELS) {
      const panel = home.panel(title);
      for (const key of groups) {
        const group = figures.orders[key];
        expect(group.count, `${group.title} en la demo`).toBeGreaterThan(0);
        expect(group.orders.length).toBe(Math.min(group.count, 12));
        const tab = home.tab(panel, group.title);
        await expect(tab).toContainText(`${group.count} · ${money(group.total)}`);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const rows = home.orders(panel, group.title);
        await expect(rows).toHaveCount(group.orders.length);
        for (const [index, order] of group.orders.entries()) {
          await expect(rows.nth(index)).toContainText(order.alphanum_id);
          await expect(rows.nth(index)).toContainText(money(order.total_price));
          await expect(rows.nth(index).getByRole('img', { name: order.payment_label })).toBeVisible();
        }
      }
    }
    expect(Math.max(...Object.values(figures.orders).map((group) => group.count))).toBeGreaterThan(12);
    await expect(page.getByText(/Se muestran los 12 más recientes\./).first()).toBeAttached();

    await expect(home.metric('Registrados este mes')).toHaveText(
      String(figures.clients.registered_this_month),
    );
    await expect(home.metric('Registrados últimos 30 días')).toHaveText(
      String(figures.clients.registered_last_30_days),
    );
    await expect(home.metric('Activos este mes')).toHaveText(String(figures.clients.active_this_month));
    await expect(home.metric('Activos últimos 30 días')).toHaveText(
      String(figures.clients.active_last_30_days),
    );
    expect(figures.clients.registered_last_30_days).toBeGreaterThan(0);

    expect(figures.latest_clients).toHaveLength(5);
    const clients = home.panel('Últimos clientes').getByRole('button');
    await expect(clients).toHaveCount(5);
    await expect(clients.first()).toContainText(figures.latest_clients[0]!.email ?? '');

    await expect(
      page.getByRole('alert').filter({ hasText: /pedidos? entrantes? para revisar/ }),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('[INICIO][TABLERO] the summary report appears 230 px high when the store has one', async ({
    page,
    request,
  }) => {
    const admin = await StoreApi.login(request, ACCOUNTS.platformAdmin);
    const store = await (await StoreApi.login(request, ACCOUNTS.storeAdmin)).get<{ id: number }>('/store/me');
    const reportUrl = 'https://informes.example/resumen-demo';
    await page.route(`${reportUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Resumen semanal de ventas</p>' }),
    );
    await admin.post(`/admin/stores/${store.id}`, { report_slim: reportUrl });
    try {
      const login = new LoginPage(page);
      await login.goto();
      await login.login(ACCOUNTS.crew.email, ACCOUNTS.crew.password);
      await new DashboardPage(page).expectShown('Almacén Demo');
      const frame = page.locator('iframe[title="Resumen de la tienda"]');
      await expect(frame).toHaveAttribute('src', reportUrl);
      await expect(frame).toHaveAttribute('height', '230');
      await expect(
        page.frameLocator('iframe[title="Resumen de la tienda"]').getByText('Resumen semanal de ventas'),
      ).toBeVisible();
      // The setup reminder is the owner's; the crew only sees the order notice.
      await expect(page.getByText('Su tienda todavía no completó la configuración inicial.')).toHaveCount(0);
    } finally {
      await admin.post(`/admin/stores/${store.id}`, { report_slim: null });
    }
  });
});
