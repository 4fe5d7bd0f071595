import { expect, type Page } from '@playwright/test';
import { DataTableView } from './DataTableView';
import { FilterBar } from './FilterBar';

/** /orderlist (Pedidos): filters client, date, estado, order number, original id. */
export class OrderListPage {
  readonly filters: FilterBar;
  readonly table: DataTableView;

  constructor(readonly page: Page) {
    this.filters = new FilterBar(page, '/api/store/orders');
    this.table = new DataTableView(page, 'Listado de pedidos');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/orderlist${query}`);
    await expect(this.page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  }
}
