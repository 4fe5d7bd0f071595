import { expect, test } from '@playwright/test';
import { ProductStorePage } from '../pages/ProductStorePage';
import { createProducts } from '../support/catalogue-api';
import { uniqueSuffix } from '../support/accounts';

test.describe('[PRODUCTOS][FILTRAR]', () => {
  test('[PRODUCTOS][FILTRAR] name, TIPO, MARCA, ID and TAG each narrow the list, export follows them, and Limpiar resets', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const alfa = `Café Álfa ${suffix}`;
    const beta = `Té Beta ${suffix}`;
    await createProducts(request, [
      {
        kind: `Infusiones ${suffix}`,
        brand: `Cabrales ${suffix}`,
        name: alfa,
        price_per_unit: 100,
        original_id: `FA-${suffix}`,
        tags: [`Molido-${suffix}`],
      },
      {
        kind: `Hebras ${suffix}`,
        brand: `Taragüi ${suffix}`,
        name: beta,
        price_per_unit: 200,
        original_id: `FB-${suffix}`,
        tags: [`saquitos-${suffix}`],
      },
    ]);
    const store = new ProductStorePage(page);
    await store.open();

    // Text: accent- and case-insensitive, every word must match a part of the name.
    await store.filter({ name: `cafe alfa ${suffix}` });
    await expect(store.products()).toHaveCount(1);
    await expect(store.product(alfa)).toBeVisible();

    await store.filter({ name: suffix });
    await expect(store.products()).toHaveCount(2);

    await store.filter({ kind: `Hebras ${suffix}` });
    await expect(store.products()).toHaveCount(1);
    await expect(store.product(beta)).toBeVisible();

    await store.resetFilters();
    await store.filter({ brand: `Cabrales ${suffix}` });
    await expect(store.products()).toHaveCount(1);
    await expect(store.product(alfa)).toBeVisible();

    await store.resetFilters();
    await store.filter({ id: `FB-${suffix}` });
    await expect(store.products()).toHaveCount(1);
    await expect(store.product(beta)).toBeVisible();
    // Export: the server makes the spreadsheet of what the filters show.
    const download = page.waitForEvent('download');
    await store.filterPanel.getByRole('button', { name: 'Exportar' }).click();
    expect((await download).suggestedFilename()).toBe('datosExportadosProductos.xlsx');

    // TAG: the whole tag, in any case; a part of it finds nothing.
    await store.resetFilters();
    await store.filter({ tag: `MOLIDO-${suffix}` });
    await expect(store.products()).toHaveCount(1);
    await expect(store.product(alfa)).toBeVisible();
    await store.filter({ tag: 'molido' });
    await expect(store.emptyText).toBeVisible();

    await store.resetFilters();
    await expect(store.emptyText).toBeHidden();
    await expect(store.product(alfa)).toBeVisible();
    await expect(store.product(beta)).toBeVisible();
  });
});
