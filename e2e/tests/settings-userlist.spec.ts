import { expect, test } from '@playwright/test';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS, uniqueSuffix } from '../support/accounts';
import { loginAs, registerFreshStore } from '../support/fresh-store';

/* Issue 19 item 14: /userlist is the store users screen, the same one as SEGURIDAD. */
test.describe('[USUARIOS][LISTA]', () => {
  test('[USUARIOS][LISTA] the store admin lists, adds and deletes users with their role', async ({
    page,
  }) => {
    const store = await registerFreshStore(page);
    await page.goto('/userlist');
    await expect(page.getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
    // A table on desktop, a list of cards on phones.
    const users = page
      .getByRole('table', { name: 'Usuarios de la tienda' })
      .or(page.getByRole('list', { name: 'Usuarios de la tienda' }));
    const userEntry = (email: string) => users.locator('tr, [role="listitem"]').filter({ hasText: email });
    const adminRow = userEntry(store.email);
    await expect(adminRow).toContainText('Administrador');
    await expect(page.getByRole('button', { name: `Eliminar ${store.email}` })).toBeDisabled();

    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const dialog = page.getByRole('dialog');
    const email = `lista.${uniqueSuffix()}@mostrador.local`;
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Agregar usuario' }).click();
    const created = page.getByRole('dialog', { name: 'Usuario creado' });
    await expect(created.getByLabel('Contraseña generada')).toHaveText(/^[A-Za-z0-9]{8}$/);
    await created.getByRole('button', { name: 'Listo' }).click();
    await expect(userEntry(email)).toContainText('Equipo');

    await page.getByRole('button', { name: `Eliminar ${email}` }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar usuario' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expectToast(page, 'Usuario eliminado correctamente');
    await expect(userEntry(email)).toHaveCount(0);
  });

  test('[USUARIOS][LISTA] crew read that the users are the store admin’s', async ({ page }) => {
    await loginAs(page, ACCOUNTS.crew);
    await page.goto('/userlist');
    await expect(page.getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
    await expect(
      page.getByText('Solo el administrador de la tienda puede ver y gestionar sus usuarios.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar usuario' })).toHaveCount(0);
    await expect(page.getByText('Esta sección estará disponible próximamente')).toHaveCount(0);
  });
});
