import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { ProductStorePage } from '../pages/ProductStorePage';
import { expectToast } from '../pages/Toast';
import { createProducts } from '../support/catalogue-api';
import { uniqueSuffix } from '../support/accounts';

// The server's own image library makes a real photo for the journey to upload.
const photon = createRequire(import.meta.url)(
  '@silvia-odwyer/photon-node',
) as typeof import('@silvia-odwyer/photon-node');

function photo(width: number, height: number): Buffer {
  const px = new Uint8Array(width * height * 4);
  for (let i = 0; i < px.length; i += 4) px.set([20, 120, 200, 255], i);
  return Buffer.from(new photon.PhotonImage(px, width, height).get_bytes_jpeg(90));
}

/* Issue 19 item 8: photos stored by the server, products editable after creation, MARCA follows TIPO. */
test.describe('[PRODUCTOS][FOTO]', () => {
  test('[PRODUCTOS][FOTO] a photo is uploaded from the row, the product is edited, MARCA follows TIPO', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Agua tonica ${suffix}`;
    const drinks = `Bebidas ${suffix}`;
    await createProducts(request, [
      {
        kind: drinks,
        brand: `Cunnington ${suffix}`,
        name,
        price_per_unit: 900,
        original_id: `FOT-${suffix}`,
      },
      { kind: drinks, brand: `Baggio ${suffix}`, name: `Jugo ${suffix}`, price_per_unit: 700 },
      {
        kind: `Limpieza ${suffix}`,
        brand: `Ayudin ${suffix}`,
        name: `Lavandina ${suffix}`,
        price_per_unit: 500,
      },
    ]);
    const store = new ProductStorePage(page);
    await store.open();
    await store.filter({ id: `FOT-${suffix}` });
    const row = store.product(name);
    await expect(row).toBeVisible();

    // A GIF is refused by the form before it is sent.
    const picker = row.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'animada.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expectToast(page, 'La imagen debe ser JPG, PNG o WebP');

    await picker.setInputFiles({ name: 'tonica.jpg', mimeType: 'image/jpeg', buffer: photo(1600, 1200) });
    await expectToast(page, 'Imagen guardada');
    const thumbnail = row.getByRole('button', { name: `Ver imagen de ${name}` }).locator('img');
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/images\/\d+\/[\w-]+$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

    // Name, kind, brand, unit and description after creation.
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editar ${name}` });
    const renamed = `Agua tónica ${suffix}`;
    await dialog.getByLabel('Nombre').fill(renamed);
    await dialog.getByLabel('Descripción').fill('Botella de 1,5 litros');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Producto actualizado correctamente');
    await expect(dialog).toHaveCount(0);
    await expect(store.product(renamed)).toBeVisible();

    // MARCA lists only the brands of the chosen TIPO.
    await store.resetFilters();
    await store.filterPanel.getByRole('combobox', { name: 'TIPO' }).click();
    await page.getByRole('option', { name: drinks, exact: true }).click();
    await store.filterPanel.getByRole('combobox', { name: 'MARCA' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.filter({ hasText: suffix })).toHaveText([
      `Baggio ${suffix}`,
      `Cunnington ${suffix}`,
    ]);
    await page.keyboard.press('Escape');
  });
});
