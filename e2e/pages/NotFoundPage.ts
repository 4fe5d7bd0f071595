import { expect, type Page } from '@playwright/test';

export class NotFoundPage {
  constructor(readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(
      this.page.getByRole('heading', { name: 'Lo sentimos, esta pagina no existe.' }),
    ).toBeVisible();
  }

  async goHome(): Promise<void> {
    await this.page.getByRole('link', { name: 'Volver al inicio' }).click();
  }
}
