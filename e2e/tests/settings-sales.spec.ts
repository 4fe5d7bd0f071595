import { expect, test } from '@playwright/test';
import { SettingsPage } from '../pages/SettingsPage';
import { expectToast } from '../pages/Toast';
import { registerFreshStore } from '../support/fresh-store';

test.describe('[CONFIGURACION][VENTAS]', () => {
  test('[CONFIGURACION][VENTAS] switching off delivery with takeaway off forces takeaway on', async ({
    page,
  }) => {
    await registerFreshStore(page);
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.openTab('VENTAS');
    const delivery = settings.switch('Envío a domicilio');
    const takeaway = settings.switch('Retiro en el local');
    await expect(delivery).toBeChecked();
    await expect(takeaway).toBeChecked();

    await takeaway.click();
    await expectToast(page, 'Datos del negocio guardados');
    await expect(takeaway).not.toBeChecked();
    await expect(delivery).toBeChecked();

    // At least one stays on: the server turns takeaway back on.
    await delivery.click();
    await expect(delivery).not.toBeChecked();
    await expect(takeaway).toBeChecked();

    await page.reload();
    await settings.openTab('VENTAS');
    await expect(settings.switch('Envío a domicilio')).not.toBeChecked();
    await expect(settings.switch('Retiro en el local')).toBeChecked();

    // Notification switches save on change too.
    const promos = settings.switch('Mensajes de promoción diarios (entre las 11 y las 17 h)');
    await expect(promos).not.toBeChecked();
    await promos.click();
    await expectToast(page, 'Datos del negocio guardados');
    await page.reload();
    await settings.openTab('VENTAS');
    await expect(settings.switch('Mensajes de promoción diarios (entre las 11 y las 17 h)')).toBeChecked();
  });
});
