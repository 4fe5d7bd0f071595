import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A server-paged list of the back office (ui/data/DataTable): a table on desktop, a list of cards
 * on phones. Rows are found the same way in both.
 */
export class DataTableView {
  readonly rows: Locator;
  readonly empty: Locator;

  constructor(
    readonly page: Page,
    label: string,
  ) {
    this.rows = page
      .getByRole('table', { name: label })
      .locator('tbody tr')
      .or(page.getByRole('list', { name: label }).getByRole('listitem'));
    this.empty = page.getByText('No se encontraron resultados.');
  }

  row(text: string | RegExp): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** Every row shown contains each of the texts (and there is at least one row). */
  async expectEveryRowContains(...texts: (string | RegExp)[]): Promise<number> {
    await expect(this.rows.first()).toBeVisible();
    const count = await this.rows.count();
    for (let i = 0; i < count; i += 1) {
      for (const text of texts) await expect(this.rows.nth(i)).toContainText(text);
    }
    return count;
  }
}
