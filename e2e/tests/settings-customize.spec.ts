import { expect, test } from '@playwright/test';
import { SettingsPage } from '../pages/SettingsPage';
import { expectToast } from '../pages/Toast';
import { registerFreshStore } from '../support/fresh-store';

test.describe('[CONFIGURACION][PERSONALIZAR]', () => {
  test('[CONFIGURACION][PERSONALIZAR] the widget preview follows the colours one second later', async ({
    page,
  }) => {
    const store = await registerFreshStore(page);
    const settings = new SettingsPage(page);
    await settings.goto('?section=preview');
    await expect(page).toHaveURL(/\/options$/);
    await expect(settings.tab('PERSONALIZAR')).toHaveAttribute('aria-selected', 'true');
    await expect(settings.tab('Widget')).toHaveAttribute('aria-selected', 'true');

    // Spec section 9 defaults: title bar #134859 and 'Tienda ' + the hashtag without '#'.
    const titlebar = settings.previewPart('titlebar');
    await expect(titlebar).toHaveCSS('background-color', 'rgb(19, 72, 89)');
    await expect(titlebar).toContainText(`Tienda ${store.hashtag.slice(1)}`);
    await expect(settings.previewPart('chat')).toHaveCSS('background-color', 'rgb(229, 221, 213)');

    await settings.field('Barra de título').fill('#ff0000');
    await settings.field('Fondo del chat').fill('#00ff00');
    await settings.field('Texto de la barra de título').fill('Mi almacén');
    await expect(titlebar).toHaveCSS('background-color', 'rgb(255, 0, 0)');
    await expect(settings.previewPart('chat')).toHaveCSS('background-color', 'rgb(0, 255, 0)');
    await expect(titlebar).toContainText('Mi almacén');

    await page.getByRole('radio', { name: 'Izquierda' }).check();
    await expect(settings.previewPart('launcher')).toHaveClass(/widget-left/);

    // A bad colour keeps the form from saving, with core's message.
    await settings.field('Ícono de enviar').fill('rojo');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(
      page.getByText('Por favor ingrese un color valido (#rrggbb)', { exact: true }),
    ).toBeVisible();
    await settings.field('Ícono de enviar').fill('#134859');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectToast(page, 'Datos del estilo guardados');

    await page.reload();
    await settings.openTab('PERSONALIZAR');
    await settings.openTab('Widget');
    await expect(settings.field('Barra de título')).toHaveValue('#ff0000');
    await expect(settings.previewPart('titlebar')).toHaveCSS('background-color', 'rgb(255, 0, 0)');
    await expect(settings.previewPart('launcher')).toHaveClass(/widget-left/);
  });

  test('[CONFIGURACION][PERSONALIZAR] the public store page link opens /s/{hashtag} in a new tab', async ({
    page,
  }) => {
    const store = await registerFreshStore(page);
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.openTab('PERSONALIZAR');
    await settings.openTab('Home');
    const link = page.getByRole('link', { name: 'Ver la página pública de la tienda' });
    await expect(link).toHaveAttribute('href', `/s/${store.hashtag.slice(1)}`);
    await expect(link).toHaveAttribute('target', '_blank');
  });
});
