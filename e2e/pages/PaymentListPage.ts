import { expect, type Locator, type Page } from '@playwright/test';
import { DataTableView } from './DataTableView';
import { FilterBar } from './FilterBar';

/** /paymentlist (Cobros): filters payment, method, date, client, estado; Completar per row. */
export class PaymentListPage {
  readonly filters: FilterBar;
  readonly table: DataTableView;

  constructor(readonly page: Page) {
    this.filters = new FilterBar(page, '/api/store/orders');
    this.table = new DataTableView(page, 'Listado de cobros');
  }

  async goto(): Promise<void> {
    await this.page.goto('/paymentlist');
    await expect(this.page.getByRole('heading', { name: 'Cobros' })).toBeVisible();
  }

  complete(alphanumId: string): Locator {
    return this.page.getByRole('button', { name: `Completar ${alphanumId}`, exact: true });
  }
}
