import type { OrderListRow, Page as ListPage } from '@mostrador/core';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { OrderListPage } from '../pages/OrderListPage';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS } from '../support/accounts';
import { StoreApi, displayDate } from '../support/store-api';

/** Exportar downloads the server's spreadsheet for the filters on screen. */
async function expectExport(page: Page, call: RegExp, fileName: string) {
  const requested = page.waitForRequest(call);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await requested;
  expect((await download).suggestedFilename()).toBe(fileName);
  await expectToast(page, 'Datos exportados (por favor chequee el directorio de descargas)');
}

async function loginAsCrew(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ACCOUNTS.crew.email, ACCOUNTS.crew.password);
  await expect(page).toHaveURL(/\/home$/);
}

test.describe('[PEDIDOS][FILTRAR]', () => {
  test('[PEDIDOS][FILTRAR] each filter of the order list narrows the pages of 15', async ({
    page,
    request,
  }) => {
    const api = await StoreApi.login(request, ACCOUNTS.crew);
    const all = await api.get<ListPage<OrderListRow>>('/store/orders');
    const sample = all.items.find((order) => order.client);
    const imported = (await api.get<ListPage<OrderListRow>>('/store/orders?original_id=WC')).items[0];
    if (!sample?.client || !imported?.original_id)
      throw new Error('la demo no tiene pedidos con cliente e importados');

    await loginAsCrew(page);
    const orders = new OrderListPage(page);
    await orders.goto();
    await expect(orders.table.rows).toHaveCount(15);
    await expect(page.getByText(`1-15 de ${all.total}`)).toBeVisible();
    await orders.filters.open();

    // Order number: exactly that order.
    await orders.filters.fill('Numero de pedido', sample.alphanum_id);
    await orders.filters.search();
    await expect(orders.table.rows).toHaveCount(1);
    await expect(orders.table.rows.first()).toContainText(sample.alphanum_id);
    await orders.filters.clear();

    // Client: every word of the name must match.
    const words = sample.client.name.split(' ');
    await orders.filters.fill('Cliente', sample.client.name);
    await orders.filters.search();
    await orders.table.expectEveryRowContains(...words);
    await orders.filters.clear();

    // Date: a DD/MM/YYYY prefix of the displayed date.
    const { time_zone } = await api.get<{ time_zone: string }>('/store/me');
    const day = displayDate(sample.created_at, time_zone).slice(0, 10);
    await orders.filters.fill('Fecha', day);
    await orders.filters.search();
    await orders.table.expectEveryRowContains(day);
    await expect(orders.table.row(sample.alphanum_id)).toHaveCount(1);
    await orders.filters.clear();

    // Estado: the seller's label of each row; the export carries the same filter.
    await orders.filters.choose('Estado', 'Proceso');
    await orders.filters.search();
    await orders.table.expectEveryRowContains('Proceso');
    await expectExport(
      page,
      /\/api\/store\/orders\/export\?.*estado=preparing/,
      'datosExportadosPedidos.xlsx',
    );
    await orders.filters.clear();

    // Original id: the id imported from the online store.
    await orders.filters.fill('ID original', imported.original_id);
    await orders.filters.search();
    await orders.table.expectEveryRowContains(imported.original_id);
    await expect(orders.table.row(imported.alphanum_id)).toHaveCount(1);

    // Filters combine; nothing matching says so.
    await orders.filters.fill('Numero de pedido', 'ZZZZZZZZ');
    await orders.filters.search();
    await expect(orders.table.rows).toHaveCount(0);
    await expect(orders.table.empty).toBeVisible();
  });

  test('[PEDIDOS][FILTRAR] ?estado= preselects the status filter', async ({ page }) => {
    await loginAsCrew(page);
    const orders = new OrderListPage(page);
    await orders.goto('?estado=waiting_delivery');
    await expect(orders.filters.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(orders.filters.combo('Estado')).toContainText('Entregar');
    await orders.table.expectEveryRowContains('Entregar');

    await orders.goto('?estado=inexistente');
    await expect(orders.filters.toggle).toContainText('Productos disponibles');
    await expect(orders.table.rows).toHaveCount(15);

    // A click on a row opens the order.
    const first = (await orders.table.rows.first().innerText()).match(/\b[0-9A-Z]{8}\b/)?.[0];
    await orders.table.rows.first().click();
    await expect(page).toHaveURL(/\/orderdetail\/\d+$/);
    await expect(page.getByRole('heading', { name: `PEDIDO ${first}` })).toBeVisible();
  });
});
