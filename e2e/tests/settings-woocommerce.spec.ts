import { expect, test } from '@playwright/test';
import { SettingsPage } from '../pages/SettingsPage';
import { expectToast } from '../pages/Toast';
import { startFakeWooShop, type FakeWooShop } from '../support/fake-woocommerce';
import { registerFreshStore } from '../support/fresh-store';

// Beside the journeys' own server (E2E_PORT), in the same range of ports.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 3;
const SHOTS = process.env.E2E_ARTIFACTS ?? 'e2e/.artifacts';
const MODIFIED = new Date().toISOString().slice(0, 19);

let shop: FakeWooShop;

test.describe('[CONFIGURACION][WOOCOMMERCE]', () => {
  test.skip(({ isMobile }) => isMobile, 'una sola vez, en escritorio');

  test.beforeAll(async () => {
    // The skip above is decided per test (isMobile is a test option), after this hook has run: a
    // phone worker would open the shop for nothing, on the port desktop's journey uses.
    if (test.info().project.use.isMobile) return;
    shop = await startFakeWooShop(PORT, [
      { id: 501, name: 'Yerba Rosamonte 1 kg', price: '3500.50', date_modified_gmt: MODIFIED },
      { id: 502, name: 'Mate de calabaza', price: '8900', date_modified_gmt: MODIFIED },
    ]);
  });
  test.afterAll(async () => {
    await shop?.close();
  });

  test('[CONFIGURACION][WOOCOMMERCE] syncs now once connected, shows the result, and says why a sync failed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerFreshStore(page);
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.openTab('INTEGRACIONES');
    const syncNow = page.getByRole('button', { name: 'Sincronizar ahora' });
    const products = page.getByRole('region', { name: 'Productos de WooCommerce' });
    const orders = page.getByRole('region', { name: 'Pedidos de WooCommerce' });

    // Not connected yet: the button waits for the connection.
    await expect(syncNow).toBeDisabled();
    await expect(
      page.getByText('Guarde la URL de la tienda, la clave y el secreto para poder sincronizar.'),
    ).toBeVisible();
    await expect(products).toContainText('Todavía no se sincronizó.');

    await settings.field('URL de la tienda WooCommerce').fill(shop.url);
    await settings.field('Clave del cliente (consumer key)').fill(shop.key);
    await page.getByLabel('Secreto del cliente (consumer secret)', { exact: true }).fill(shop.secret);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectToast(page, 'Integraciones guardadas correctamente');
    await expect(syncNow).toBeEnabled();

    // A sync: the button stays off while it runs, then both kinds say how it went.
    await syncNow.click();
    await expectToast(page, 'Sincronizacion con WooCommerce iniciada');
    await expect(syncNow).toBeDisabled();
    await expectToast(page, 'Sincronización con WooCommerce terminada');
    await expect(products).toContainText('Completo');
    await expect(products).toContainText('2 leídos, 2 nuevos, 0 actualizados');
    await expect(orders).toContainText('Completo');
    await expect(syncNow).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/woocommerce-sincronizado.png`, fullPage: true });

    // The products are in the store's list.
    await page.goto('/productstore');
    await expect(page.getByText('Yerba Rosamonte 1 kg')).toBeVisible();
    await expect(page.getByText('Mate de calabaza')).toBeVisible();

    // A wrong secret: the sync fails and the screen says why, in Spanish.
    await settings.goto();
    await settings.openTab('INTEGRACIONES');
    await page.getByLabel('Secreto del cliente (consumer secret)', { exact: true }).fill('cs_equivocado');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectToast(page, 'Integraciones guardadas correctamente');
    await syncNow.click();
    await expectToast(
      page,
      /La sincronización con WooCommerce no terminó: WooCommerce rechazo la clave o el secreto/,
    );
    await expect(products).toContainText('Fallido');
    await expect(products).toContainText('Revise en Integraciones que la clave y el secreto sean correctos');
    await expect(syncNow).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/woocommerce-fallido.png`, fullPage: true });
  });
});
