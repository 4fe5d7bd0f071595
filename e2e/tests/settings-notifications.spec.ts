import type { ClientDetail } from '@mostrador/core';
import { expect, test } from '@playwright/test';
import { DataTableView } from '../pages/DataTableView';
import { SettingsPage } from '../pages/SettingsPage';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS } from '../support/accounts';
import { useClockedDemo } from '../support/clocked-demo';

/*
 * The demo store lives in Buenos Aires time (UTC-3). The clocked server starts at 11:30 store time
 * on a day after today, inside the 11 to 17 h window, so every demo cart counts as abandoned and
 * the first pass of the scheduler (every 2 s) sends.
 */
const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const CLOCK_START = new Date(`${day}T11:30:00-03:00`);
// Beside the journeys' own server (E2E_PORT), in the same range of ports.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 2;
const CART_SWITCH = 'Recordatorio de carrito abandonado (entre las 11 y las 17 h)';
const OPT_IN = 'Acepta mensajes por WhatsApp';
const SHOTS = process.env.E2E_ARTIFACTS ?? 'e2e/.artifacts';

test.describe('[CONFIGURACION][NOTIFICACIONES]', () => {
  const demo = useClockedDemo('mensajes', CLOCK_START, PORT);

  test('[CONFIGURACION][NOTIFICACIONES] the owner opts a client in, sees the message sent, changes the time zone and opts her out', async ({
    browser,
  }) => {
    const { owner, client } = await demo.cartReminderSetup();
    const clientName = [client.first_name, client.last_name].filter(Boolean).join(' ');
    const { context, page } = await demo.logIn(browser, ACCOUNTS.storeAdmin);

    // VENTAS: the cart switch, the store's clock and (still) no messages.
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.openTab('VENTAS');
    await expect(page.getByRole('heading', { name: 'Horario de los mensajes' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue(
      'America/Argentina/Buenos_Aires',
    );
    await expect(page.getByText(new RegExp(`^Hora local de la tienda: ${day} 11:3\\d$`))).toBeVisible();
    await expect(page.getByText('Dentro del horario de envío')).toBeVisible();
    await expect(page.getByText('Canal: Bandeja de salida (sin WhatsApp configurado)')).toBeVisible();
    const messages = new DataTableView(page, 'Mensajes a clientes');
    if (!(await settings.switch(CART_SWITCH).isChecked())) {
      await settings.switch(CART_SWITCH).click();
      await expectToast(page, 'Datos del negocio guardados');
    }
    await expect(settings.switch(CART_SWITCH)).toBeChecked();

    // The client's consent, on the client's screen.
    await page.goto(`/clientdetail?client=${client.id}`);
    const optIn = page.getByRole('switch', { name: OPT_IN });
    await expect(optIn).not.toBeChecked();
    await expect(optIn).toHaveAccessibleDescription(/darse de baja respondiendo BAJA/);
    await optIn.click();
    await expectToast(page, 'El cliente recibira mensajes');
    await expect(optIn).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: OPT_IN })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/notificaciones-cliente.png`, fullPage: true });

    // The scheduler sends the reminder; the table shows it after a reload of the screen.
    await settings.goto();
    await settings.openTab('VENTAS');
    await expect(async () => {
      await page.reload();
      await settings.openTab('VENTAS');
      await expect(messages.row(clientName)).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 90_000, intervals: [2_000] });
    const row = messages.row(clientName);
    await expect(row).toContainText('Carrito abandonado');
    await expect(row).toContainText('Enviado');
    await expect(row).toContainText('Dejaste productos en tu pedido');
    // The plan the administrator gave: cart reminders, 1000 credits, one (or more) spent since.
    await expect(page.getByText(/^Recordatorio de carrito: incluido · /)).toBeVisible();
    const credits = await page.getByText(/^Mensajes disponibles del plan: \d+$/).textContent();
    expect(Number(credits?.replace(/\D/g, ''))).toBeLessThan(1000);
    await page.screenshot({ path: `${SHOTS}/notificaciones-ventas.png`, fullPage: true });

    // A store in Madrid: 11:30 in Buenos Aires is 15:30 there (both without daylight saving now).
    const zone = page.getByRole('combobox', { name: 'Zona horaria' });
    await zone.click();
    await zone.fill('Madrid');
    await page.getByRole('option', { name: 'Europe/Madrid', exact: true }).click();
    await expectToast(page, 'Notificaciones guardadas');
    await expect(page.getByText(new RegExp(`^Hora local de la tienda: ${day} 15:3\\d$`))).toBeVisible();
    await page.reload();
    await settings.openTab('VENTAS');
    await expect(page.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('Europe/Madrid');

    // A zone that does not exist is not offered.
    await zone.fill('Marte/Olimpo');
    await expect(page.getByText('No se encontraron zonas horarias.')).toBeVisible();
    await page.keyboard.press('Escape');

    // Opting out stops the messages for that client.
    await page.goto(`/clientdetail?client=${client.id}`);
    await page.getByRole('switch', { name: OPT_IN }).click();
    await expectToast(page, 'El cliente no recibira mas mensajes');
    await page.reload();
    await expect(page.getByRole('switch', { name: OPT_IN })).not.toBeChecked();
    const detail = await owner.get<ClientDetail>(`/store/clients/${client.id}`);
    expect(detail.notification).toBe(false);
    await context.close();
  });

  test('[CONFIGURACION][NOTIFICACIONES] the crew reads the time zone but cannot change it', async ({
    browser,
  }) => {
    const { context, page } = await demo.logIn(browser, ACCOUNTS.crew);
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.openTab('VENTAS');
    await expect(page.getByRole('combobox', { name: 'Zona horaria' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Mensajes enviados' })).toBeVisible();
    await context.close();
  });
});
