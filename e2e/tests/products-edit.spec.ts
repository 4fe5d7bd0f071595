import { expect, test } from '@playwright/test';
import { ProductStorePage } from '../pages/ProductStorePage';
import { expectToast } from '../pages/Toast';
import { createProducts } from '../support/catalogue-api';
import { uniqueSuffix } from '../support/accounts';

test.describe('[PRODUCTOS][EDITAR]', () => {
  test('[PRODUCTOS][EDITAR] a new price, new tags and an image url are saved from the row', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Yerba de prueba ${suffix}`;
    await createProducts(request, [
      { kind: 'Almacén', name, price_per_unit: 3200, original_id: `YER-${suffix}`, tags: ['clasica'] },
    ]);
    const store = new ProductStorePage(page);
    await store.open();
    await store.filter({ id: `YER-${suffix}` });
    const row = store.product(name);
    await expect(row).toContainText('$ 3.200,00');

    const price = row.getByLabel('Nuevo precio');
    await price.fill('-3');
    await expect(price).toHaveValue('0');
    await price.fill('3499.9');
    await row.getByLabel('Nuevos tags').fill('clasica, oferta, Nuevo');
    await row.getByLabel('URL de imagen').fill('no es una url');
    await row.getByRole('button', { name: `Guardar cambios de ${name}` }).click();
    await expect(row.getByLabel('URL de imagen')).toHaveAccessibleDescription(
      'Por favor ingrese una URL de imagen valida (debe comenzar con http:// o https://)',
    );

    await row.getByLabel('URL de imagen').fill(`https://img.example.com/yerba-${suffix}.jpg`);
    await row.getByRole('button', { name: `Guardar cambios de ${name}` }).click();
    await expectToast(page, 'Producto actualizado correctamente');
    await expect(row).toContainText('$ 3.499,90');
    await expect(row.getByText('oferta', { exact: true })).toBeVisible();
    await expect(row.getByText('Nuevo', { exact: true })).toBeVisible();
    // Saved: the row's inputs start over from the stored values.
    await expect(row.getByLabel('Nuevo precio')).toHaveValue('');
    await expect(row.getByRole('button', { name: `Guardar cambios de ${name}` })).toBeDisabled();

    await store.filter({ id: '', tag: 'nuevo' });
    await expect(store.product(name)).toBeVisible();
  });

  test('[PRODUCTOS][ELIMINAR] a product is deleted after the confirmation', async ({ page, request }) => {
    const suffix = uniqueSuffix();
    const name = `Producto a borrar ${suffix}`;
    await createProducts(request, [{ kind: 'Varios', name, price_per_unit: 50 }]);
    const store = new ProductStorePage(page);
    await store.open();
    await store.filter({ name });
    await expect(store.products()).toHaveCount(1);

    await store
      .product(name)
      .getByRole('button', { name: `Eliminar ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar producto' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(store.products()).toHaveCount(1);

    await store
      .product(name)
      .getByRole('button', { name: `Eliminar ${name}` })
      .click();
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expectToast(page, 'Productos eliminados correctamente');
    await expect(store.emptyText).toBeVisible();
  });
});
