import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard (INFORMES): the general report frame or the store's own report. */
export class ReportsPage {
  readonly heading: Locator;
  readonly frame: Locator;
  readonly pdfNote: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'INFORMES', exact: true });
    this.frame = page.locator('iframe[title="Informe general de la tienda"]');
    this.pdfNote = page.getByText('Puede descargar este informe en pdf desde el menú del propio informe.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
    await expect(this.heading).toBeVisible();
  }

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }
}
