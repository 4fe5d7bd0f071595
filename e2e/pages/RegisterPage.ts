import { expect, type Locator, type Page } from '@playwright/test';
import { Captcha } from './Captcha';

export interface StoreRegistration {
  email: string;
  password: string;
  repeatPassword?: string;
  name: string;
  hashtag: string;
}

export class RegisterPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly repeatPassword: Locator;
  readonly name: Locator;
  readonly hashtag: Locator;
  readonly submit: Locator;
  readonly captcha: Captcha;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Contraseña', { exact: true });
    this.repeatPassword = page.getByLabel('Repetir contraseña', { exact: true });
    this.name = page.getByLabel('Nombre fantasia', { exact: true });
    this.hashtag = page.getByLabel('Hashtag', { exact: true });
    this.submit = page.getByRole('button', { name: 'Registrar', exact: true });
    this.captcha = new Captcha(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
    await expect(this.page.getByRole('heading', { name: 'REGISTRO DEL VENDEDOR' })).toBeVisible();
  }

  async fill(store: StoreRegistration): Promise<void> {
    await this.email.fill(store.email);
    await this.password.fill(store.password);
    await this.repeatPassword.fill(store.repeatPassword ?? store.password);
    await this.name.fill(store.name);
    await this.hashtag.fill(store.hashtag);
  }
}
