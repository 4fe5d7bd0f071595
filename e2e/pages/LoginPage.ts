import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly showPassword: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Contraseña', { exact: true });
    this.submit = page.getByRole('button', { name: 'Ingresar', exact: true });
    this.showPassword = page.getByRole('button', { name: 'Mostrar contraseña' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.page.getByRole('heading', { name: 'INGRESO' })).toBeVisible();
  }

  async fill(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  /** Types the credentials and submits; the caller asserts where that leads. */
  async login(email: string, password: string): Promise<void> {
    await this.fill(email, password);
    await this.submit.click();
  }
}
