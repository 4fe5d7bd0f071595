import { expect, type Locator, type Page } from '@playwright/test';
import { DataTableView } from './DataTableView';

/** /marketing: codes, promo calendar, sharing and the store admin's FAQs. */
export class MarketingPage {
  readonly heading: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'MARKETING', exact: true });
    this.dialog = page.getByRole('dialog');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/marketing${query}`);
    await expect(this.heading).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  table(label: string): DataTableView {
    return new DataTableView(this.page, label);
  }

  dialogField(label: string): Locator {
    return this.dialog.getByRole('textbox', { name: label, exact: true });
  }

  /** The message a field shows under it (spec section 5). */
  fieldError(field: Locator, message: string): Locator {
    return field
      .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]')
      .getByText(message, { exact: true });
  }

  /**
   * Opens the list and picks the option. On a busy machine a click can land while the row is
   * still being drawn and the list never opens, so the click is tried again until the option shows.
   */
  async chooseOption(combobox: Locator, option: string): Promise<void> {
    const choice = this.page.getByRole('option', { name: option, exact: true });
    await expect(async () => {
      if (!(await choice.isVisible())) await combobox.click();
      await choice.click({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(combobox).toHaveText(option);
  }
}
