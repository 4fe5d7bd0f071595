import { expect, type Locator, type Page } from '@playwright/test';

/** /home for store users: banners, report frame, order panels, client figures. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  panel(title: 'Pedidos' | 'Entregas' | 'Últimos clientes'): Locator {
    return this.page.getByRole('region', { name: title });
  }

  tab(panel: Locator, title: string): Locator {
    return panel.getByRole('tab', { name: new RegExp(`^${title}`) });
  }

  orders(panel: Locator, title: string): Locator {
    return panel
      .getByRole('table', { name: title })
      .locator('tbody tr')
      .or(panel.getByRole('list', { name: title }).getByRole('button'));
  }

  /** The figure under a client metric's label. */
  metric(label: string): Locator {
    return this.page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  }

  async expectShown(storeName: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: `Bienvenido a ${storeName}` })).toBeVisible();
  }
}
