import { expect, test } from '@playwright/test';
import { ProductStorePage } from '../pages/ProductStorePage';
import { expectToast } from '../pages/Toast';
import { createProducts } from '../support/catalogue-api';
import { uniqueSuffix } from '../support/accounts';

/** An import runs in the background; on a busy machine it may take a few seconds. */
const IMPORT_TIMEOUT = 30_000;

test.describe('[PRODUCTOS][ARCHIVOS]', () => {
  test('[PRODUCTOS][ARCHIVOS] a price file turns the status green and the list shows the new price', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Aceite de prueba ${suffix}`;
    await createProducts(request, [
      { kind: 'Almacén', name, price_per_unit: 2900, original_id: `ACE-${suffix}` },
    ]);
    const store = new ProductStorePage(page);
    await store.open();
    await store.filter({ id: `ACE-${suffix}` });
    await expect(store.product(name)).toContainText('$ 2.900,00');

    await store.openSection('Actualizar');
    await store.upload(
      'Actualizacion de precios',
      `precios-${suffix}.csv`,
      `id_original;precio\nACE-${suffix};3150,75\n`,
    );
    await expectToast(page, 'Actualización de precios enviada correctamente');

    await expect(store.uploadStatus).toHaveAttribute('data-status-color', 'green', {
      timeout: IMPORT_TIMEOUT,
    });
    await expect(store.uploadStatus).toContainText('Estado: Completo');
    await expect(store.uploadStatus).toContainText(`precios-${suffix}.csv`);
    // The table refreshes by itself when the file is done.
    await expect(store.product(name)).toContainText('$ 3.150,75');
  });

  test('[PRODUCTOS][ARCHIVOS] a broken file turns the status red and says which rows are wrong', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Harina de prueba ${suffix}`;
    await createProducts(request, [
      { kind: 'Almacén', name, price_per_unit: 900, original_id: `HAR-${suffix}` },
    ]);
    const store = new ProductStorePage(page);
    await store.open();

    await store.openSection('Modificar');
    await store.upload(
      'Modificacion de productos',
      `roto-${suffix}.csv`,
      `id_original;precio;unidad\nHAR-${suffix};abc;unid\nNO-EXISTE-${suffix};10;kg\n`,
    );
    await expectToast(page, 'CSV enviado correctamente');

    await expect(store.uploadStatus).toHaveAttribute('data-status-color', 'red', { timeout: IMPORT_TIMEOUT });
    await expect(store.uploadStatus).toContainText('Estado: Fallido');
    await expect(store.uploadStatus).toContainText('No se aplico ningun cambio');
    await expect(store.uploadStatus).toContainText('Fila 2, columna "precio", valor "abc"');
    await expect(store.uploadStatus).toContainText(
      `Fila 3, columna "id_original", valor "NO-EXISTE-${suffix}"`,
    );

    // Nothing changed.
    await store.filter({ id: `HAR-${suffix}` });
    await expect(store.product(name)).toContainText('$ 900,00');
  });
});
