import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage, type StoreRegistration } from '../pages/RegisterPage';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS, uniqueSuffix } from './accounts';

export interface FreshStore extends StoreRegistration {
  id: number;
}

/**
 * A store of this journey alone: registered through /register like a new seller, then logged in.
 * Journeys that change store-wide settings (flags, switches, theme, calendar) use one so they
 * never depend on, or disturb, what other journeys do with #demo.
 */
export async function registerFreshStore(page: Page): Promise<FreshStore> {
  const suffix = uniqueSuffix();
  const store: StoreRegistration = {
    email: `ajustes.${suffix}@mostrador.local`,
    password: 'clave1234',
    name: `Ajustes ${suffix}`,
    hashtag: `#ajustes${suffix}`,
  };
  const register = new RegisterPage(page);
  await register.goto();
  await register.fill(store);
  await register.captcha.solve();
  await register.submit.click();
  await expectToast(page, 'Usuario registrado exitosamente');
  const login = new LoginPage(page);
  await login.expectShown();
  await login.login(store.email, store.password);
  await expect(page).toHaveURL(/\/home$/);
  const id = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('mostrador.session') ?? 'null') as {
      store?: { id: number };
    } | null;
    return session?.store?.id ?? 0;
  });
  expect(id).toBeGreaterThan(0);
  return { ...store, id };
}

/** What only the platform administrator can set (spec section 6), through the API. */
export async function setReportUrl(
  request: APIRequestContext,
  storeId: number,
  url: string | null,
): Promise<void> {
  const login = await request.post('/api/user/login', {
    data: { email: ACCOUNTS.platformAdmin.email, password: ACCOUNTS.platformAdmin.password },
  });
  expect(login.ok()).toBe(true);
  const { jwt_token: token } = (await login.json()) as { jwt_token: string };
  const res = await request.post(`/api/admin/stores/${storeId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { report_general: url },
  });
  expect(res.ok()).toBe(true);
}

/** Logs in as one of the demo accounts and waits for /home. */
export async function loginAs(page: Page, account: { email: string; password: string }): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
}
