import { expect, type Locator, type Page } from '@playwright/test';
import { DataTableView } from './DataTableView';
import { FilterBar } from './FilterBar';

/** /clientlist (Clientes) and the client screen it opens. */
export class ClientListPage {
  readonly filters: FilterBar;
  readonly table: DataTableView;
  readonly dialog: Locator;
  readonly clientOrders: DataTableView;
  readonly clientActivity: DataTableView;

  constructor(readonly page: Page) {
    this.filters = new FilterBar(page, '/api/store/clients');
    this.table = new DataTableView(page, 'Listado de clientes');
    this.dialog = page.getByRole('dialog', { name: 'Cliente' });
    this.clientOrders = new DataTableView(page, 'Pedidos del cliente');
    this.clientActivity = new DataTableView(page, 'Actividad reciente del cliente');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/clientlist${query}`);
    await expect(this.page.getByRole('heading', { name: 'Clientes', exact: true })).toBeVisible();
  }
}
