import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ACCOUNTS } from '../support/accounts';
import { startExtraServer, type ClockedServer } from '../support/clocked-server';

/*
 * Spec sections 1 and 2, issue 19 item 13 and issue 18 item 8: the site root serves the app, and
 * with STORE_HOSTS and CLIENT_HOSTS set the same server shows the back office on the store host
 * and the customer pages on the client host. Here 'localhost' plays the store host and
 * '127.0.0.1' the client host of one server of the journey's own.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);

test.describe('[HOSTS][ROOT]', () => {
  test('[HOSTS][ROOT] the site root opens the back office, not a JSON error', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    // Without a session the back office's /home leads on to the login.
    await new LoginPage(page).expectShown();
  });
});

test.describe('[HOSTS][SPLIT]', () => {
  let server: ClockedServer | undefined;
  let storeHost = '';
  let clientHost = '';
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Desktop and phone run at once, each with a server of its own (E2E_PORT + 2 and + 3).
    const isMobile = Boolean(test.info().project.use.isMobile);
    const port = PORT + (isMobile ? 3 : 2);
    storeHost = `localhost:${port}`;
    clientHost = `127.0.0.1:${port}`;
    server = await startExtraServer(
      `hosts-${isMobile ? 'phone' : 'desktop'}`,
      { STORE_HOSTS: storeHost, CLIENT_HOSTS: clientHost },
      port,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('[HOSTS][SPLIT] the store host runs the back office and the client host the customer pages', async ({
    page,
  }) => {
    // Store host: / is the back office, and the owner works as always.
    await page.goto(`http://${storeHost}/`);
    const login = new LoginPage(page);
    await login.expectShown();
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    await expect(page).toHaveURL(new RegExp(`^http://${storeHost}/home$`));

    // Client host: / is the customer landing (no store chosen yet on this browser).
    await page.goto(`http://${clientHost}/`);
    await expect(page.getByText('Todavía no elegiste una tienda.', { exact: false })).toBeVisible();

    // The store's public page opened from the store host moves to the client host.
    await page.goto(`http://${storeHost}/s/demo`);
    await expect(page).toHaveURL(`http://${clientHost}/s/demo`);
    await expect(page.getByRole('button', { name: 'Abrir el chat de la tienda' })).toBeVisible();

    // Back-office addresses on the client host are the customer pages' 404 page.
    await page.goto(`http://${clientHost}/login`);
    await expect(page.getByRole('heading', { name: 'Lo sentimos, esta pagina no existe.' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(`http://${clientHost}/homeclient`);

    // And the staff API is not there, even for a logged-in owner's token.
    const loginOnStore = await page.request.post(`http://${storeHost}/api/user/login`, {
      data: { email: ACCOUNTS.storeAdmin.email, password: ACCOUNTS.storeAdmin.password },
    });
    expect(loginOnStore.ok()).toBe(true);
    const { jwt_token: token } = (await loginOnStore.json()) as { jwt_token: string };
    const ordersOnClient = await page.request.get(`http://${clientHost}/api/store/orders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ordersOnClient.status()).toBe(404);
    expect(await ordersOnClient.json()).toEqual({ message: 'Recurso no encontrado' });
  });
});
