import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The platform administrator's /home: the stores table and what each row does. */
export class AdminStoresPage {
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByLabel('Buscar por hashtag, nombre o email');
  }

  async open(): Promise<void> {
    await this.page.goto('/home');
    await expect(this.page.getByRole('heading', { name: 'TIENDAS' })).toBeVisible();
  }

  async find(hashtag: string): Promise<void> {
    await this.search.fill(hashtag);
    await expect(this.activeSwitch(hashtag)).toBeVisible();
  }

  activeSwitch(hashtag: string): Locator {
    return this.page.getByRole('switch', { name: `Activa ${hashtag}`, exact: true });
  }

  statusLight(hashtag: string): Locator {
    return this.page.getByRole('img', { name: new RegExp(`^Estado del CSV de ${hashtag}:`) });
  }

  /** Flips the toggle and accepts the confirmation ('Activar' or 'Desactivar'). */
  async toggle(hashtag: string, confirm: 'Activar' | 'Desactivar'): Promise<void> {
    await this.activeSwitch(hashtag).click();
    await this.page.getByRole('dialog').getByRole('button', { name: confirm, exact: true }).click();
  }

  async uploadFaqFile(hashtag: string, name: string, text: string): Promise<void> {
    await this.page.getByRole('button', { name: `Editar FAQ de ${hashtag}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
    await expect(dialog.getByLabel('FAQ (una por linea)')).toHaveValue(text);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
  }

  async openFaqList(hashtag: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Ver FAQ de usuario de ${hashtag}`, exact: true }).click();
    return this.page.getByRole('dialog');
  }

  async uploadProducts(hashtag: string, name: string, csv: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Subir CSV de productos de ${hashtag}`, exact: true })
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  }

  /** Inline edit of one field of the row: pencil, type, Enter. */
  async editField(hashtag: string, label: string, value: string): Promise<void> {
    await this.page.getByRole('button', { name: `Editar ${label} (${hashtag})`, exact: true }).click();
    const field = this.page.getByRole('textbox', { name: label, exact: true });
    await field.fill(value);
    await field.press('Enter');
  }

  async downloadLogs(hashtag: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: `Descargar logs de ${hashtag}`, exact: true }).click();
    return download;
  }
}
