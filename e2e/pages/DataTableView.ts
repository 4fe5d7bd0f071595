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
    // The rows are read all at once and read again until they fit: counted first and checked one
    // by one, a list still showing the previous page (15 rows) changed under the check when the
    // filtered answer (1 row) arrived.
    let count = 0;
    await expect(async () => {
      const shown = (await this.rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' '));
      count = shown.length;
      expect(count, 'filas').toBeGreaterThan(0);
      for (const row of shown)
        for (const text of texts) {
          if (typeof text === 'string') expect(row).toContain(text.replace(/\s+/g, ' '));
          else expect(row).toMatch(text);
        }
    }).toPass({ timeout: 10_000 });
    return count;
  }
}
