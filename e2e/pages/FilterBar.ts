import { expect, type Locator, type Page } from '@playwright/test';

/** The expandable filter bar (ui/data/FilterPanel): Buscar waits for the list it asks for. */
export class FilterBar {
  readonly toggle: Locator;

  constructor(
    readonly page: Page,
    /** The API path of the list the bar filters ('/api/store/orders'). */
    private readonly listPath: string,
  ) {
    this.toggle = page.getByRole('button', { name: /^(Filtros|Productos disponibles)/ });
  }

  async open(): Promise<void> {
    if ((await this.toggle.getAttribute('aria-expanded')) !== 'true') await this.toggle.click();
    await expect(this.toggle).toHaveAttribute('aria-expanded', 'true');
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  combo(label: string): Locator {
    return this.page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  async choose(label: string, option: string): Promise<void> {
    await this.combo(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(this.combo(label)).toContainText(option);
  }

  /**
   * Clicks and waits for the list the click asks for. A combination already loaded answers from
   * the cache without a request, so no request within a moment means the list is already shown.
   */
  private async submit(button: Locator): Promise<void> {
    const sent = this.page
      .waitForRequest((request) => new URL(request.url()).pathname.startsWith(this.listPath), {
        timeout: 2000,
      })
      .catch(() => null);
    await button.click();
    const request = await sent;
    if (request) expect((await request.response())?.ok(), `${request.url()}`).toBeTruthy();
  }

  async search(): Promise<void> {
    const button = this.page.getByRole('button', { name: 'Buscar', exact: true });
    await this.submit(button);
    // Once, on the phone layout of a busy machine, the click focused Buscar without submitting and
    // the list stayed unfiltered. The toggle counts the fields applied: until it counts the fields
    // filled, Buscar is pressed again, so a lost click never reads as a wrong list.
    await expect(async () => {
      const [applied, filled] = await Promise.all([this.appliedCount(), this.filledCount()]);
      if (applied === filled) return;
      await this.submit(button);
      throw new Error(`Buscar aplicó ${applied} filtros de ${filled}`);
    }).toPass({ timeout: 10_000 });
  }

  /** The ' (n)' the toggle shows for the fields applied. */
  private async appliedCount(): Promise<number> {
    return Number(/\((\d+)\)$/.exec((await this.toggle.textContent()) ?? '')?.[1] ?? 0);
  }

  /** The panel's fields holding a value (a select keeps its value in a hidden input). */
  private filledCount(): Promise<number> {
    return this.page
      .locator('#filtros input:not([type=checkbox]):not([type=radio])')
      .evaluateAll(
        (inputs) => inputs.filter((input) => (input as HTMLInputElement).value.trim() !== '').length,
      );
  }

  async clear(): Promise<void> {
    await this.submit(this.page.getByRole('button', { name: 'Limpiar', exact: true }));
  }
}
