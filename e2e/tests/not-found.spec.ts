import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ACCOUNTS } from '../support/accounts';

test.describe('[NAV][404]', () => {
  test('[NAV][404] an unknown path shows the not-found page with a link to /home', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    await page.goto('/esta/pagina/no-existe');
    await notFound.expectShown();
    await expect(page).toHaveURL(/\/esta\/pagina\/no-existe$/);

    // Without a session the link leads on to the login; with one it reaches /home.
    await notFound.goHome();
    const login = new LoginPage(page);
    await login.expectShown();
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/tampoco-existe');
    await notFound.expectShown();
    await notFound.goHome();
    await expect(page).toHaveURL(/\/home$/);
  });
});
