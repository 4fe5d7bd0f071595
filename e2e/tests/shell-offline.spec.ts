import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { OfflineShell } from '../pages/OfflineShell';
import { ShellPage } from '../pages/ShellPage';
import { ACCOUNTS } from '../support/accounts';

test.describe('[SHELL][OFFLINE]', () => {
  test('[SHELL][OFFLINE] the back office opens from the saved shell without network and says so', async ({
    page,
    context,
  }) => {
    const offline = new OfflineShell(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    await expect(page).toHaveURL(/\/home$/);
    const welcome = page.getByRole('heading', { name: /^Bienvenido a / });
    await expect(welcome).toBeVisible();
    await offline.expectNoNotice();
    await offline.waitUntilSaved();

    await context.setOffline(true);
    await page.reload();
    // The page and its scripts came from the service worker: the shell renders with the notice.
    const shell = new ShellPage(page);
    await offline.expectNotice();
    await expect(shell.header).toBeVisible();
    await expect(welcome).toBeVisible();
    await shell.openMenu();
    await expect(page).toHaveURL(/\/home$/);

    // Back online, the notice goes away and the page is served by the network again.
    await context.setOffline(false);
    await offline.expectNoNotice();
    await page.reload();
    await expect(shell.header).toBeVisible();
    await offline.expectNoNotice();
  });

  test('[SHELL][OFFLINE] the API is never answered from the cache', async ({ page, context }) => {
    const offline = new OfflineShell(page);
    await new LoginPage(page).goto();
    await offline.waitUntilSaved();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.some((path) => path.startsWith('/api'))).toBe(false);
    expect(cached).toContain('/index.html');
    await context.setOffline(true);
    const answer = await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'respondida',
        () => 'sin conexion',
      ),
    );
    expect(answer).toBe('sin conexion');
  });
});
