import { expect, type Locator, type Page } from '@playwright/test';

/** The ALTCHA widget: the journey ticks it like a person and lets the browser solve the proof. */
export class Captcha {
  readonly widget: Locator;
  readonly checkbox: Locator;
  readonly label: Locator;

  constructor(page: Page) {
    this.widget = page.locator('altcha-widget');
    this.checkbox = this.widget.getByRole('checkbox', { name: 'No soy un robot' });
    this.label = this.widget.getByText('No soy un robot', { exact: true });
  }

  async solve(): Promise<void> {
    // The widget draws its tick over the box, so the click goes to the label, as a person may do.
    await this.label.click();
    await expect(this.widget.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 30_000 });
  }

  async expectUnsolved(): Promise<void> {
    await expect(this.checkbox).not.toBeChecked();
    await expect(this.widget.getByText('Verificado', { exact: true })).toHaveCount(0);
  }
}
