import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS } from '../support/accounts';
import { PLATFORM_ADMIN_MENU, STORE_MENU } from '../support/menus';

test.describe('[AUTH][LOGIN]', () => {
  test('[AUTH][LOGIN] each empty field shows its message under that input', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await login.submit.click();
    await expect(login.email).toHaveAccessibleDescription('Por favor ingrese el email del usuario');
    await expect(login.password).toHaveAccessibleDescription('Por favor ingrese la contraseña');

    await login.email.fill(ACCOUNTS.storeAdmin.email);
    await login.submit.click();
    await expect(login.email).not.toHaveAccessibleDescription(/Por favor/);
    await expect(login.password).toHaveAccessibleDescription('Por favor ingrese la contraseña');

    await login.email.fill('');
    await login.password.fill('demo1234');
    await login.submit.click();
    await expect(login.email).toHaveAccessibleDescription('Por favor ingrese el email del usuario');
    await expect(login.password).not.toHaveAccessibleDescription(/Por favor/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[AUTH][LOGIN] wrong credentials show the server message and stay on /login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ACCOUNTS.crew.email, 'otraClave99');
    await expectToast(page, 'Email o contraseña incorrectos');
    await login.expectShown();

    await login.login('nadie@mostrador.local', 'otraClave99');
    await expectToast(page, 'Email o contraseña incorrectos');
    await login.expectShown();
  });

  test('[AUTH][LOGIN] the password can be shown and hidden', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.password.fill('secreta1');
    await expect(login.password).toHaveAttribute('type', 'password');
    await login.showPassword.click();
    await expect(login.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(login.password).toHaveAttribute('type', 'password');
  });

  test('[AUTH][LOGIN] the store admin sees the store menu and logs out', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.goto();
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Bienvenido a Almacén Demo' })).toBeVisible();
    await shell.expectHeader('#demo', ACCOUNTS.storeAdmin.email);
    await shell.expectMenuEntries(STORE_MENU);
    await shell.openMenu();
    await expect(shell.menu.getByRole('link', { name: 'Soporte por e-mail' })).toHaveAttribute(
      'href',
      'mailto:soporte@mostrador.local',
    );
    await expect(shell.menu.getByRole('link', { name: 'Soporte por videollamada' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await shell.closeMenu();

    await shell.goToSection('Pedidos');
    await expect(page).toHaveURL(/\/orderlist$/);
    await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();

    await shell.logout();
    await page.goto('/home');
    await login.expectShown();
  });

  test('[AUTH][LOGIN] the crew member sees the store menu with their email', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.goto();
    await login.login(ACCOUNTS.crew.email, ACCOUNTS.crew.password);

    await expect(page).toHaveURL(/\/home$/);
    await shell.expectHeader('#demo', ACCOUNTS.crew.email);
    await shell.expectMenuEntries(STORE_MENU);
    await shell.logout();
  });

  test('[AUTH][LOGIN] the platform administrator sees only CONFIGURACION', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.goto();
    await login.login(ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'TIENDAS', exact: true })).toBeVisible();
    await shell.expectHeader('Mostrador', 'Administrador');
    await shell.expectMenuEntries(PLATFORM_ADMIN_MENU);

    await shell.goToSection('CONFIGURACION');
    await expect(page).toHaveURL(/\/optionsadmin$/);
    await shell.logout();
  });
});
