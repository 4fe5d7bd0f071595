import { expect, type Locator, type Page } from '@playwright/test';

/** The store's public home (/s/:id) and its chat widget. */
export class StoreChat {
  readonly log: Locator;
  readonly input: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.log = page.getByRole('log', { name: 'Conversación con la tienda' });
    this.input = page.getByRole('textbox', { name: 'Escribí tu mensaje' });
    this.send = page.getByRole('button', { name: 'Enviar', exact: true });
  }

  async open(store: string): Promise<void> {
    await this.page.goto(`/s/${store}`);
    await this.page.getByRole('button', { name: 'Abrir el chat de la tienda' }).click();
    await expect(this.log).toBeVisible();
  }

  /** Sends a text and waits for the assistant's answer to it. */
  async say(text: string): Promise<void> {
    // The conversation of the session is restored from the server when the chat opens (issue 17),
    // so the bubbles before this one are not counted: the last one must be this text.
    await this.input.fill(text);
    await this.send.click();
    await expect(this.log.locator('.bubble-user').last()).toHaveText(text);
    await expect(this.log.getByLabel('Escribiendo')).toHaveCount(0);
  }

  /** The latest order summary card the assistant showed. */
  orderCard(): Locator {
    return this.log.getByRole('region', { name: 'Resumen de tu pedido' }).last();
  }
}

/** /orderstatus/:token: RESUMEN DEL PEDIDO. */
export class CustomerOrderPage {
  readonly heading: Locator;
  readonly items: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'RESUMEN DEL PEDIDO' });
    this.items = page.getByRole('list', { name: 'Items del pedido' }).getByRole('listitem');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/orderstatus\/[^/]+$/);
    await expect(this.heading).toBeVisible();
  }

  item(name: string): Locator {
    return this.items.filter({ hasText: name });
  }

  /** Facts of the first accordion ('Estado', 'Total'...). */
  fact(label: string): Locator {
    return this.page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .first()
      .locator('xpath=following-sibling::dd[1]');
  }

  async changeQuantity(name: string, amount: number): Promise<void> {
    await this.page.getByLabel(`Cantidad de ${name}`, { exact: true }).fill(String(amount));
    await this.page.getByRole('button', { name: `Actualizar cantidad de ${name}` }).click();
  }

  async deleteItem(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
  }

  payButton(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** 'Finalizar pedido' and its form of what the order still needs (issue 17). */
  async finish(details: {
    pickup?: boolean;
    address?: string;
    name?: string;
    phone?: string;
    method?: string;
  }) {
    await this.page.getByRole('button', { name: 'Finalizar pedido' }).click();
    const form = this.page.getByRole('form', { name: 'Para finalizar tu pedido' });
    await expect(form).toBeVisible();
    if (details.pickup !== undefined) {
      await form
        .getByRole('radio', { name: details.pickup ? 'Retiro en el local' : 'Envío a domicilio' })
        .check();
    }
    if (details.address) await form.getByLabel('Dirección de entrega').fill(details.address);
    if (details.name) await form.getByLabel('Nombre', { exact: true }).fill(details.name);
    if (details.phone) await form.getByLabel('Teléfono').fill(details.phone);
    if (details.method) await form.getByLabel('Medio de pago').selectOption(details.method);
    await form.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(form).toHaveCount(0);
  }
}

/** /productlist/:token: the customer catalogue. */
export class CustomerCataloguePage {
  constructor(readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/productlist\/[^/]+$/);
    await expect(this.page.getByRole('heading', { name: 'CATÁLOGO' })).toBeVisible();
  }

  async search(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Buscar por nombre' }).fill(name);
    await expect(
      this.page.getByRole('list', { name: 'Productos' }).getByRole('listitem').first(),
    ).toContainText(name);
  }

  async plus(name: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1)
      await this.page.getByRole('button', { name: `Sumar ${name}`, exact: true }).click();
  }
}
