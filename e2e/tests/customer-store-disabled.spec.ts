import { expect, test } from '@playwright/test';
import { StoreChat } from '../pages/CustomerPages';
import { LoginPage } from '../pages/LoginPage';
import { ACCOUNTS } from '../support/accounts';
import { registerFreshStore } from '../support/fresh-store';
import { StoreApi } from '../support/store-api';

const UNAVAILABLE = 'Esta tienda no está disponible en este momento. Por favor intentelo más tarde.';

/*
 * Issue 19 item 12: a store the platform administrator disables says so to its customers (page and
 * chat), and its owner's inactive-user notice stays until they close it.
 */
test.describe('[TIENDA][DESACTIVADA]', () => {
  test('[TIENDA][DESACTIVADA] customers read that the store is not available; the owner keeps the notice', async ({
    page,
    browser,
    request,
  }) => {
    // The owner's page runs on a clock the journey can move (the notice's 2 s check below).
    await page.clock.install();
    const store = await registerFreshStore(page);
    const slug = store.hashtag.slice(1);

    // A customer is chatting with the store when the administrator disables it.
    const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const customer = await customerContext.newPage();
    const chat = new StoreChat(customer);
    await chat.open(slug);
    await chat.say('hola');

    const platform = await StoreApi.login(request, ACCOUNTS.platformAdmin);
    await platform.post(`/admin/stores/${store.id}/disable`, {});

    await chat.input.fill('quiero yerba');
    await chat.send.click();
    await expect(customer.getByText(UNAVAILABLE)).toBeVisible();

    // Opening the store's page again: the same words, not the 404 page.
    await customer.goto(`/s/${slug}`);
    await expect(customer.getByRole('alert')).toHaveText(UNAVAILABLE);
    await expect(customer.getByText('Lo sentimos, esta pagina no existe.')).toHaveCount(0);
    await customerContext.close();

    // The owner's next action ends the session with the inactive-user notice, which stays.
    await page.goto('/orderlist');
    const login = new LoginPage(page);
    await login.expectShown();
    const notice = page.getByRole('alert').filter({ hasText: 'El usuario esta inactivo' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('para solicitar la activacion de su cuenta.');
    // Well past the 2 s of an ordinary toast, it is still there to read and copy the address.
    await page.clock.fastForward(5_000);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Cerrar' }).click();
    await expect(notice).toHaveCount(0);

    await platform.post(`/admin/stores/${store.id}/enable`, {});
  });
});
