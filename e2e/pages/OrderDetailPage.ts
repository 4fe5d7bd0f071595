import { expect, type Locator, type Page } from '@playwright/test';
import { clickAndExpectToast } from './ToastAction';

/** /orderdetail/{id}: header, tabs PEDIDO, AGREGAR ITEM, ENVIO, OTROS, MONTO and the action bar. */
export class OrderDetailPage {
  readonly save: Locator;
  readonly requestPayment: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.save = page.getByRole('button', { name: 'Guardar', exact: true });
    this.requestPayment = page.getByRole('button', { name: 'Solicitar pago', exact: true });
    this.status = page.getByRole('combobox', { name: /^Estado/ });
  }

  async goto(id: number, alphanumId: string): Promise<void> {
    await this.page.goto(`/orderdetail/${id}`);
    await this.expectShown(alphanumId);
  }

  async expectShown(alphanumId: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: `PEDIDO ${alphanumId}` })).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  // Clicked again until selected: right after a save the order is read again and the tabs are drawn
  // anew, and a click landing on the old ones is lost (seen on the phone under load).
  async openTab(name: 'PEDIDO' | 'AGREGAR ITEM' | 'ENVIO' | 'OTROS'): Promise<void> {
    await expect(async () => {
      await this.tab(name).click();
      await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** The header and the disabled MONTO tab both show the total. */
  async expectTotal(text: string): Promise<void> {
    await expect(this.page.getByLabel('Total', { exact: true })).toHaveText(text);
    await expect(this.tab('MONTO')).toHaveText(`MONTO ${text}`);
    await expect(this.tab('MONTO')).toBeDisabled();
  }

  quantity(item: string): Locator {
    return this.page.getByRole('textbox', { name: `Cantidad de ${item}`, exact: true });
  }

  revisedPrice(item: string): Locator {
    return this.page.getByRole('textbox', { name: `Precio revisado de ${item}`, exact: true });
  }

  done(item: string): Locator {
    return this.page.getByRole('checkbox', { name: `Listo: ${item}`, exact: true });
  }

  addButton(product: string): Locator {
    return this.page.getByRole('button', { name: `Agregar ${product}`, exact: true });
  }

  async searchProduct(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Buscar producto' }).fill(name);
    const answered = this.page.waitForResponse((r) => r.url().includes('/api/store/products/') && r.ok());
    await this.page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await answered;
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async chooseStatus(label: string): Promise<void> {
    await this.status.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.status).toContainText(label);
  }

  async chooseConceptType(label: 'Descuento (-)' | 'Recargo (+)'): Promise<void> {
    await this.page.getByRole('combobox', { name: /^Tipo/ }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async addConcept(description: string, value: string, type: 'Descuento (-)' | 'Recargo (+)'): Promise<void> {
    await this.field('Concepto').fill(description);
    await this.field('Valor').fill(value);
    await this.chooseConceptType(type);
    await this.page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(this.page.getByText(description, { exact: true })).toBeVisible();
  }

  /** Guardar, the spec's toast, then the reload 500 ms later clears the unsaved flag. */
  async saveAndExpect(message = 'Orden actualizada correctamente'): Promise<void> {
    await expect(this.save).toBeEnabled();
    await clickAndExpectToast(this.page, this.save, message);
    await expect(this.save).toBeDisabled();
  }
}
