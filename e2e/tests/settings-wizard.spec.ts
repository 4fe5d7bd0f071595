import { expect, test } from '@playwright/test';
import { SettingsPage } from '../pages/SettingsPage';
import { expectToast } from '../pages/Toast';
import { registerFreshStore } from '../support/fresh-store';

test.describe('[CONFIGURACION][ASISTENTE]', () => {
  test('[CONFIGURACION][ASISTENTE] walks the wizard and watches a step complete', async ({ page }) => {
    await registerFreshStore(page);
    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(settings.tab('ASISTENTE')).toHaveAttribute('aria-selected', 'true');
    await expect(settings.stepHeading(1, 'Tu negocio')).toBeVisible();
    await expect(settings.back).toBeDisabled();
    await expect(settings.stepPending).toBeVisible();

    // Siguiente walks to the last step, where it turns off.
    for (const [number, title] of [
      [2, 'Productos y ventas'],
      [3, 'Respuestas'],
      [4, 'Promoción'],
    ] as const) {
      await settings.next.click();
      await expect(settings.stepHeading(number, title)).toBeVisible();
    }
    await expect(settings.next).toBeDisabled();
    await expect(settings.back).toBeEnabled();
    await expect(settings.stepPending).toBeVisible();

    // Turning a task on saves it and goes to the screen where it is done.
    const qrs = settings.task('Promocionar tu negocio con links y QR');
    await expect(qrs).toHaveAttribute('aria-pressed', 'false');
    await qrs.click();
    await expectToast(page, 'Datos del negocio guardados');
    await expect(page).toHaveURL(/\/marketing\?section=acciones$/);
    await expect(page.getByRole('heading', { name: 'Lista de codigos' })).toBeVisible();

    // Back in CONFIGURACION the wizard remembers the step.
    await settings.goto();
    await expect(settings.stepHeading(4, 'Promoción')).toBeVisible();
    await expect(settings.task('Promocionar tu negocio con links y QR')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(settings.stepPending).toBeVisible();

    await settings.task('Armar el calendario de promos').click();
    await expect(page).toHaveURL(/\/marketing\?section=calendario$/);
    await expect(page.getByRole('heading', { name: 'Calendario de Promos' })).toBeVisible();

    await settings.goto();
    await expect(settings.stepHeading(4, 'Promoción')).toBeVisible();
    await expect(settings.stepComplete).toBeVisible();

    // The flags are the store's: a reload reads them back; clicking a task again clears it.
    await page.reload();
    await expect(settings.stepComplete).toBeVisible();
    await settings.task('Armar el calendario de promos').click();
    await expectToast(page, 'Datos del negocio guardados');
    await expect(settings.task('Armar el calendario de promos')).toHaveAttribute('aria-pressed', 'false');
    await expect(settings.stepPending).toBeVisible();
    await expect(page).toHaveURL(/\/options$/);
  });

  test('[CONFIGURACION][ASISTENTE] a section in the address opens its tab and the address resets', async ({
    page,
  }) => {
    await registerFreshStore(page);
    const settings = new SettingsPage(page);
    await settings.goto('?section=wizzard&step=2');
    await expect(page).toHaveURL(/\/options$/);
    await expect(settings.stepHeading(3, 'Respuestas')).toBeVisible();

    await settings.goto('?section=users');
    await expect(page).toHaveURL(/\/options$/);
    await expect(settings.tab('SEGURIDAD')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Usuarios de la tienda' })).toBeVisible();

    await settings.goto('?section=store');
    await expect(settings.tab('MI NEGOCIO')).toHaveAttribute('aria-selected', 'true');
    // Saving the business data completes the wizard's first task.
    await settings.field('Identificación fiscal').fill('');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Por favor ingrese identificacion fiscal', { exact: true })).toBeVisible();
    await settings.field('Identificación fiscal').fill('30-71234567-8');
    await settings.field('Símbolo de la moneda').fill('US$$');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(
      page.getByText('Por favor ingrese el simbolo de la moneda (menos de 3 caracteres)', { exact: true }),
    ).toBeVisible();
    await settings.field('Símbolo de la moneda').fill('US$');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectToast(page, 'Datos del negocio guardados');
    await settings.openTab('ASISTENTE');
    await settings.goto('?section=wizzard&step=0');
    await expect(settings.task('Registrar los datos del negocio')).toHaveAttribute('aria-pressed', 'true');
  });
});
