import type { ClientDetail, ClientRow, Page as ListPage } from '@mostrador/core';
import { expect, test } from '@playwright/test';
import { ClientListPage } from '../pages/ClientListPage';
import { LoginPage } from '../pages/LoginPage';
import { ACCOUNTS } from '../support/accounts';
import { expectToast } from '../pages/Toast';
import { registerFreshStore } from '../support/fresh-store';
import { StoreApi } from '../support/store-api';

test.describe('[CLIENTES][ABRIR]', () => {
  test('[CLIENTES][ABRIR] filter the clients, open one, its orders and its activity', async ({
    page,
    request,
  }) => {
    const api = await StoreApi.login(request, ACCOUNTS.crew);
    const list = await api.get<ListPage<ClientRow>>('/store/clients/');
    // A client with an email and orders, so every part of the screen has something to show.
    let client: ClientDetail | undefined;
    for (const row of list.items) {
      if (!row.email) continue;
      const detail = await api.get<ClientDetail>(`/store/clients/${row.id}`);
      if (detail.orders_count > 0) {
        client = detail;
        break;
      }
    }
    if (!client?.email) throw new Error('la demo no tiene clientes con email y pedidos');

    const login = new LoginPage(page);
    await login.goto();
    await login.login(ACCOUNTS.crew.email, ACCOUNTS.crew.password);
    await expect(page).toHaveURL(/\/home$/);

    const clients = new ClientListPage(page);
    await clients.goto();
    await expect(clients.table.rows).toHaveCount(Math.min(15, list.total));
    await clients.filters.open();
    await clients.filters.fill('Email', client.email);
    await clients.filters.search();
    await expect(clients.table.rows).toHaveCount(1);
    await expect(clients.table.rows.first()).toContainText(client.email);

    await clients.table.rows.first().click();
    await expect(page).toHaveURL(new RegExp(`/clientlist\\?client=${client.id}$`));
    await expect(clients.dialog).toBeVisible();
    await expect(
      clients.dialog.getByRole('heading', { name: client.first_name ?? '' }).first(),
    ).toBeVisible();
    await expect(clients.dialog.getByText(client.email, { exact: true })).toBeVisible();
    await expect(clients.clientOrders.rows).toHaveCount(Math.min(15, client.orders_count));

    await clients.dialog.getByRole('tab', { name: 'ACTIVIDAD RECIENTE' }).click();
    await expect(clients.clientActivity.rows.first().or(clients.clientActivity.empty)).toBeVisible();

    await clients.dialog.getByRole('tab', { name: 'PEDIDOS' }).click();
    const orderNumber = (await clients.clientOrders.rows.first().innerText()).match(/\b[0-9A-Z]{8}\b/)?.[0];
    await clients.clientOrders.rows.first().click();
    await expect(page).toHaveURL(/\/orderdetail\/\d+$/);
    await expect(page.getByRole('heading', { name: `PEDIDO ${orderNumber}` })).toBeVisible();

    // The order's client block leads back to the client.
    await page.getByRole('link', { name: 'Ver cliente' }).click();
    await expect(clients.dialog).toBeVisible();
    await clients.dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(clients.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/clientlist$/);

    // The client screen as a page of its own; without a client it goes home.
    await page.goto(`/clientdetail?client=${client.id}`);
    await expect(page.getByRole('heading', { name: 'Cliente', exact: true })).toBeVisible();
    await expect(page.getByText(client.email, { exact: true })).toBeVisible();
    await page.goto('/clientdetail');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('[CLIENTES][FILTRAR] the client filters combine and Limpiar resets them', async ({
    page,
    request,
  }) => {
    const api = await StoreApi.login(request, ACCOUNTS.crew);
    const all = await api.get<ListPage<ClientRow>>('/store/clients/');
    const sample = all.items.find((row) => row.last_name && row.first_name);
    if (!sample?.last_name || !sample.first_name) throw new Error('la demo no tiene clientes con nombre');

    const login = new LoginPage(page);
    await login.goto();
    await login.login(ACCOUNTS.crew.email, ACCOUNTS.crew.password);
    await expect(page).toHaveURL(/\/home$/);
    const clients = new ClientListPage(page);
    await clients.goto();
    await clients.filters.open();
    await clients.filters.fill('Apellido', sample.last_name);
    await clients.filters.search();
    await clients.table.expectEveryRowContains(sample.last_name);
    await clients.filters.fill('Nombre', sample.first_name);
    await clients.filters.search();
    await clients.table.expectEveryRowContains(sample.first_name, sample.last_name);
    const requested = page.waitForRequest(/\/api\/store\/clients\/export\?.*last_name=/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    await requested;
    expect((await download).suggestedFilename()).toBe('datosExportadosClientes.xlsx');
    await clients.filters.fill('Telefono', 'no-es-un-telefono');
    await clients.filters.search();
    await expect(clients.table.empty).toBeVisible();
    await clients.filters.clear();
    await expect(clients.table.rows).toHaveCount(Math.min(15, all.total));
  });
});

/* Issue 19 item 16: the store registers a client itself ('Cliente registrado exitosamente'). */
test.describe('[CLIENTES][NUEVO]', () => {
  test('[CLIENTES][NUEVO] the owner registers a client taken by phone, once per phone', async ({ page }) => {
    // A store of its own: the demo's client counts stay what the other journeys read.
    await registerFreshStore(page);
    const clients = new ClientListPage(page);
    await clients.goto();
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(dialog.getByText('Por favor ingrese su nombre')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
    await dialog.getByRole('textbox', { name: 'Apellido' }).fill('Benítez');
    await dialog.getByRole('textbox', { name: 'Telefono' }).fill('11 4321-9876');
    await dialog.getByRole('textbox', { name: 'Direccion' }).fill('Av. Corrientes 1234');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expectToast(page, 'Cliente registrado exitosamente');
    await expect(dialog).toHaveCount(0);
    // The list has the new client, and it opens like any other.
    await expect(clients.table.rows).toHaveCount(1);
    await expect(clients.table.rows.first()).toContainText('Rosa');
    await clients.table.rows.first().click();
    await expect(clients.dialog.getByText('11 4321-9876')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('cliente-registrado.png') });
    await clients.dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    // The same phone again: the store already has that client.
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Rosa María');
    await dialog.getByRole('textbox', { name: 'Telefono' }).fill('11 4321-9876');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Ya hay un cliente de la tienda con ese telefono');
    // Nothing typed is lost.
    await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Rosa María');
  });
});
