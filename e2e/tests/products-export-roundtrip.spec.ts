import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ProductStorePage } from '../pages/ProductStorePage';
import { expectToast } from '../pages/Toast';
import { createProducts } from '../support/catalogue-api';
import { uniqueSuffix } from '../support/accounts';

const IMPORT_TIMEOUT = 30_000;

/* Issue 19 item 9: the exported spreadsheet goes back as it is to the price and stock updates. */
test.describe('[PRODUCTOS][EXPORTAR]', () => {
  test('[PRODUCTOS][EXPORTAR] the exported .xlsx is accepted by the price and stock updates, with a note', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Galletitas de prueba ${suffix}`;
    await createProducts(request, [
      { kind: 'Almacén', brand: 'Terrabusi', name, price_per_unit: 1500, original_id: `GAL-${suffix}` },
    ]);
    const store = new ProductStorePage(page);
    await store.open();
    await store.filter({ id: `GAL-${suffix}` });
    await expect(store.products()).toHaveCount(1);
    const download = page.waitForEvent('download');
    await store.filterPanel.getByRole('button', { name: 'Exportar' }).click();
    const exported = await readFile(await (await download).path());

    await store.openSection('Actualizar');
    const prices = page.getByRole('region', { name: 'Actualizacion de precios' });
    await expect(prices).toContainText('También acepta la planilla que descarga Exportar, tal cual');
    for (const [title, toast] of [
      ['Actualizacion de precios', 'Actualización de precios enviada correctamente'],
      ['Actualizacion de stock', 'Actualización de stock enviada correctamente'],
    ] as const) {
      await page.getByLabel(`Archivo de ${title}`).setInputFiles({
        name: 'datosExportadosProductos.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: exported,
      });
      await page.getByRole('button', { name: `Enviar ${title}` }).click();
      await expectToast(page, toast);
      await expect(store.uploadStatus).toHaveAttribute('data-status-color', 'green', {
        timeout: IMPORT_TIMEOUT,
      });
      await expect(store.uploadStatus).toContainText(title);
      await expect(store.uploadStatus).toContainText(
        'Se ignoraron las columnas que este archivo no usa: Marca, Tipo',
      );
    }
    await expect(store.product(name)).toContainText('$ 1.500,00');
  });
});
