import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { SettingsPage } from '../pages/SettingsPage';
import { ShellPage } from '../pages/ShellPage';
import { expectToast } from '../pages/Toast';
import { uniqueSuffix } from '../support/accounts';
import { registerFreshStore } from '../support/fresh-store';

test.describe('[CONFIGURACION][SEGURIDAD]', () => {
  test('[CONFIGURACION][SEGURIDAD] adds a team member with a generated password who can log in', async ({
    page,
  }) => {
    const store = await registerFreshStore(page);
    const settings = new SettingsPage(page);
    await settings.goto('?section=users');
    const admin = page.getByRole('button', { name: `Eliminar ${store.email}` });
    // The store admin cannot be deleted.
    await expect(admin).toBeDisabled();

    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const dialog = page.getByRole('dialog');
    const password = await dialog.getByRole('textbox', { name: 'Contraseña generada' }).inputValue();
    expect(password).toMatch(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9]{8}$/);
    await dialog.getByRole('button', { name: 'Agregar usuario' }).click();
    await expect(dialog.getByText('Por favor ingrese un email', { exact: true })).toBeVisible();
    const email = `equipo.${uniqueSuffix()}@mostrador.local`;
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Agregar usuario' }).click();
    // The toast shows behind the dialog with the password, which hides the page from the
    // accessibility tree: it is found by its text.
    await expect(page.getByText('Usuario agregado correctamente', { exact: true })).toBeVisible();

    // Shown once, to hand over.
    const created = page.getByRole('dialog', { name: 'Usuario creado' });
    await expect(created.getByLabel('Contraseña generada')).toHaveText(password);
    await created.getByRole('button', { name: 'Listo' }).click();
    await expect(page.getByRole('button', { name: `Eliminar ${email}` })).toBeEnabled();

    // The admin changes their own password; the new one is the one that works.
    await page.getByLabel('Contraseña actual', { exact: true }).fill(store.password);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva1234');
    await page.getByRole('button', { name: 'Cambiar contraseña', exact: true }).click();
    await expectToast(page, 'Contraseña actualizada correctamente');

    await new ShellPage(page).logout();
    const login = new LoginPage(page);
    await login.login(email, password);
    await expect(page).toHaveURL(/\/home$/);
    // Crew sees neither PAGOS nor SEGURIDAD.
    await settings.goto();
    await expect(settings.tab('ASISTENTE')).toBeVisible();
    await expect(settings.tab('PAGOS')).toHaveCount(0);
    await expect(settings.tab('SEGURIDAD')).toHaveCount(0);
    await new ShellPage(page).logout();
    await login.login(store.email, 'nueva1234');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('[CONFIGURACION][MIS DATOS]', () => {
  test("[CONFIGURACION][MIS DATOS] a user saves their own name, 'Datos del usuario guardados'", async ({
    page,
  }) => {
    await registerFreshStore(page);
    const settings = new SettingsPage(page);
    await settings.goto('?section=users');
    const name = page.getByRole('textbox', { name: 'Nombre' });
    await name.fill('');
    await page.getByRole('button', { name: 'Guardar mis datos' }).click();
    await expect(page.getByText('Por favor ingrese su nombre', { exact: true })).toBeVisible();
    await name.fill('Lucía Dueña');
    await page.getByRole('button', { name: 'Guardar mis datos' }).click();
    await expectToast(page, 'Datos del usuario guardados');
    // The team list shows it, and it is still there when the screen opens again.
    await expect(page.getByText('Lucía Dueña', { exact: true })).toBeVisible();
    await settings.goto('?section=users');
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía Dueña');
    await expect(page.getByText('Lucía Dueña', { exact: true })).toBeVisible();
  });
});

test.describe('[CONFIGURACION][INTEGRACIONES]', () => {
  test('[CONFIGURACION][INTEGRACIONES] the save button waits for a change', async ({ page }) => {
    await registerFreshStore(page);
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.openTab('INTEGRACIONES');
    const save = page.getByRole('button', { name: 'Guardar', exact: true });
    await expect(save).toBeDisabled();
    await settings.field('URL de la tienda WooCommerce').fill('tienda sin url');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(
      page.getByText('Por favor ingrese una url completa (https://...)', { exact: true }),
    ).toBeVisible();
    await settings.field('URL de la tienda WooCommerce').fill('https://mitienda.example.com');
    await settings.field('Clave del cliente (consumer key)').fill('ck_1234567890abcdef');
    await save.click();
    await expectToast(page, 'Integraciones guardadas correctamente');
    await expect(save).toBeDisabled();
    await expect(page.getByText('Guardada: ••••cdef. Deje el campo vacío para conservarla.')).toBeVisible();
  });
});
