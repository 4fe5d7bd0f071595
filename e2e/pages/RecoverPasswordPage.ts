import { expect, type Locator, type Page } from '@playwright/test';
import { Captcha } from './Captcha';

/** RECUPERAR CONTRASEÑA: one locator set per step of the stepper. */
export class RecoverPasswordPage {
  readonly email: Locator;
  readonly sendCode: Locator;
  readonly code: Locator;
  readonly next: Locator;
  readonly newPassword: Locator;
  readonly repeatPassword: Locator;
  readonly save: Locator;
  readonly captcha: Captcha;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true });
    this.sendCode = page.getByRole('button', { name: 'Enviar codigo' });
    this.code = page.getByLabel('Codigo', { exact: true });
    this.next = page.getByRole('button', { name: 'Siguiente' });
    this.newPassword = page.getByLabel('Nueva contraseña', { exact: true });
    this.repeatPassword = page.getByLabel('Repetir contraseña', { exact: true });
    this.save = page.getByRole('button', { name: 'Cambiar contraseña' });
    this.captcha = new Captcha(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/recoverpass');
    await expect(this.page.getByRole('heading', { name: 'RECUPERAR CONTRASEÑA' })).toBeVisible();
  }
}
