import { expect, type Locator, type Page } from '@playwright/test';
import { clickAndExpectToast } from './ToastAction';
import { LoginPage } from './LoginPage';
import { ACCOUNTS } from '../support/accounts';

export interface ProductFilters {
  name?: string;
  kind?: string;
  brand?: string;
  id?: string;
  tag?: string;
}

export interface ProductForm {
  kind?: string;
  name?: string;
  brand?: string;
  unit?: string;
  price?: string;
  originalId?: string;
  tags?: string;
  description?: string;
}

/** /productstore (LISTADO DE PRODUCTOS): the table (cards on phones), its filters and management panel. */
export class ProductStorePage {
  readonly heading: Locator;
  readonly filtersToggle: Locator;
  readonly filterPanel: Locator;
  readonly uploadStatus: Locator;
  readonly emptyText: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'LISTADO DE PRODUCTOS' });
    this.filtersToggle = page.getByRole('button', { name: /^Filtros/ });
    this.filterPanel = page.getByRole('region', { name: /^Filtros/ });
    this.uploadStatus = page.getByRole('status', { name: 'Estado del último archivo' });
    this.emptyText = page.getByText('No se encontraron resultados.');
  }

  /** Logs in as the demo store's owner and opens the screen. */
  async open(): Promise<void> {
    const login = new LoginPage(this.page);
    await login.goto();
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    await expect(this.page).toHaveURL(/\/home$/);
    await this.goto();
  }

  /** Opens the screen for the store already logged in. */
  async goto(): Promise<void> {
    await this.page.goto('/productstore');
    await expect(this.heading).toBeVisible();
  }

  /** A product's table row on desktop, its card on phones. */
  product(text: string): Locator {
    return this.page.getByRole('row').or(this.page.getByRole('listitem')).filter({ hasText: text });
  }

  /** Every product shown on the page (table rows without the header, or cards). */
  products(): Locator {
    return this.page
      .getByRole('table', { name: 'Productos' })
      .locator('tbody')
      .getByRole('row')
      .or(this.page.getByRole('list', { name: 'Productos' }).getByRole('listitem'));
  }

  async openSection(title: 'Agregar' | 'Actualizar' | 'Modificar'): Promise<void> {
    const summary = this.page
      .getByRole('region', { name: 'Gestión de productos' })
      .getByRole('button', { name: title, exact: true });
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
  }

  formField(label: string): Locator {
    // Not exact: the required fields' labels end with an asterisk.
    return this.page.getByRole('form', { name: 'Agregar' }).getByLabel(label);
  }

  async fillProductForm(values: ProductForm): Promise<void> {
    if (values.kind !== undefined) await this.formField('Tipo').fill(values.kind);
    if (values.name !== undefined) await this.formField('Nombre').fill(values.name);
    if (values.brand !== undefined) await this.formField('Marca').fill(values.brand);
    if (values.unit !== undefined) {
      await this.page
        .getByRole('form', { name: 'Agregar' })
        .getByRole('combobox', { name: 'Unidad' })
        .click();
      await this.page.getByRole('option', { name: values.unit, exact: true }).click();
    }
    if (values.price !== undefined) await this.formField('Precio').fill(values.price);
    if (values.originalId !== undefined) await this.formField('ID original').fill(values.originalId);
    if (values.tags !== undefined) await this.formField('Tags').fill(values.tags);
    if (values.description !== undefined) await this.formField('Descripción').fill(values.description);
  }

  async submitProductForm(): Promise<void> {
    await this.page.getByRole('button', { name: 'Crear producto' }).click();
  }

  /** Creates the product and sees 'Producto creado' (watched from before the click: it shows 2 s). */
  async createProduct(): Promise<void> {
    await clickAndExpectToast(
      this.page,
      this.page.getByRole('button', { name: 'Crear producto' }),
      'Producto creado',
    );
  }

  private async expandFilters(): Promise<void> {
    if ((await this.filtersToggle.getAttribute('aria-expanded')) !== 'true') await this.filtersToggle.click();
    await expect(this.filtersToggle).toHaveAttribute('aria-expanded', 'true');
  }

  private async choose(combo: 'TIPO' | 'MARCA', option: string): Promise<void> {
    await this.filterPanel.getByRole('combobox', { name: combo }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Types the given filters (the rest are left as they are) and presses Buscar. */
  async filter(filters: ProductFilters): Promise<void> {
    await this.expandFilters();
    const panel = this.filterPanel;
    if (filters.name !== undefined) await panel.getByLabel('Nombre', { exact: true }).fill(filters.name);
    if (filters.kind !== undefined) await this.choose('TIPO', filters.kind);
    if (filters.brand !== undefined) await this.choose('MARCA', filters.brand);
    if (filters.id !== undefined) await panel.getByLabel('ID', { exact: true }).fill(filters.id);
    if (filters.tag !== undefined) await panel.getByLabel('TAG', { exact: true }).fill(filters.tag);
    await panel.getByRole('button', { name: 'Buscar', exact: true }).click();
  }

  async resetFilters(): Promise<void> {
    await this.expandFilters();
    await this.filterPanel.getByRole('button', { name: 'Limpiar', exact: true }).click();
  }

  /** Chooses a file for one of the mass uploads and sends it. */
  async upload(title: string, fileName: string, content: string): Promise<void> {
    await this.page.getByLabel(`Archivo de ${title}`).setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(content, 'utf8'),
    });
    await expect(this.page.getByText(fileName, { exact: true })).toBeVisible();
    await this.page.getByRole('button', { name: `Enviar ${title}` }).click();
  }
}
