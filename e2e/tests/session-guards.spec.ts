import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS } from '../support/accounts';

const SESSION_KEY = 'mostrador.session';

test.describe('[AUTH][GUARD]', () => {
  test('[AUTH][GUARD] a guarded url goes to /login and returns there after login', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/paymentlist?estado=pending');
    await login.expectShown();

    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    await expect(page).toHaveURL(/\/paymentlist\?estado=pending$/);
    await expect(page.getByRole('heading', { name: 'Cobros' })).toBeVisible();

    // The remembered url is used once: the next login starts at /home.
    await new ShellPage(page).logout();
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('[AUTH][GUARD] a logged-in user is sent from /register and /recoverpass to /home', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ACCOUNTS.crew.email, ACCOUNTS.crew.password);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/register');
    await expect(page).toHaveURL(/\/home$/);
    await expectToast(page, 'Error, para registrar un usuario primero tiene que cerrar la sesion actual');

    await page.goto('/recoverpass');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('[AUTH][SESSION] a rejected token logs out and the next login returns to the page', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    await expect(page).toHaveURL(/\/home$/);

    // A token the server no longer accepts (expired, or revoked by a password change elsewhere).
    await page.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as { jwt_token?: string };
      localStorage.setItem(key, JSON.stringify({ ...saved, jwt_token: 'token.vencido.x' }));
    }, SESSION_KEY);
    await page.goto('/clientlist');

    await login.expectShown();
    await expectToast(page, 'Error en sesion, por favor ingrese sus credenciales.');
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    await expect(page).toHaveURL(/\/clientlist$/);
  });

  test('[AUTH][SESSION] a disabled user sees the inactivity notice and goes to /login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ACCOUNTS.crew.email, ACCOUNTS.crew.password);
    await expect(page).toHaveURL(/\/home$/);

    // The account was disabled since this session was saved.
    await page.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...saved, enabled: false }));
    }, SESSION_KEY);
    await page.goto('/orderlist');

    await login.expectShown();
    await expectToast(
      page,
      'El usuario esta inactivo, por favor envie un mail a soporte@mostrador.local para solicitar la activacion de su cuenta.',
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

    // (A background call may end the session just before a reload: the notice is still said.)
    await page.reload();
    await login.expectShown();
    await expectToast(
      page,
      'El usuario esta inactivo, por favor envie un mail a soporte@mostrador.local para solicitar la activacion de su cuenta.',
    );
  });
});
