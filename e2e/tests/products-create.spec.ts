import { expect, test } from '@playwright/test';
import { ProductStorePage } from '../pages/ProductStorePage';
import { uniqueSuffix } from '../support/accounts';

test.describe('[PRODUCTOS][CREAR]', () => {
  test('[PRODUCTOS][CREAR] kind and name are required, the price never goes below 0, and the new product is listed', async ({
    page,
  }) => {
    const store = new ProductStorePage(page);
    const suffix = uniqueSuffix();
    const name = `Galletitas de prueba ${suffix}`;
    await store.open();
    await store.openSection('Agregar');

    // (A click right as the section opens can land while it is still sliding open, on a busy CI
    // machine: the submit is tried again until the validation shows, which is what is checked.)
    await expect(async () => {
      await store.submitProductForm();
      await expect(store.formField('Tipo')).toHaveAccessibleDescription('Por favor ingrese un tipo valido', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(store.formField('Nombre')).toHaveAccessibleDescription('Por favor ingrese un nombre valido');

    await store.fillProductForm({ price: '-15' });
    await expect(store.formField('Precio')).toHaveValue('0');

    await store.fillProductForm({
      kind: `Almacén ${suffix}`,
      name,
      brand: `Marca ${suffix}`,
      unit: 'gr',
      price: '1234.5',
      originalId: `GAL-${suffix}`,
      tags: 'oferta, sin tacc',
      description: 'Paquete de prueba',
    });
    await store.createProduct();
    // The form is empty again, ready for the next product.
    await expect(store.formField('Nombre')).toHaveValue('');

    await store.filter({ name });
    await expect(store.products()).toHaveCount(1);
    const row = store.product(name);
    await expect(row).toContainText(`Almacén ${suffix}`);
    await expect(row).toContainText(`Marca ${suffix}`);
    await expect(row).toContainText('$ 1.234,50');
    await expect(row).toContainText('gr');
    await expect(row).toContainText(`GAL-${suffix}`);
    await expect(row.getByText('oferta', { exact: true })).toBeVisible();
    await expect(row.getByText('sin tacc', { exact: true })).toBeVisible();
  });

  test('[PRODUCTOS][CREAR] the photo opens the image popup with the default image when there is none', async ({
    page,
  }) => {
    const store = new ProductStorePage(page);
    const suffix = uniqueSuffix();
    const name = `Producto sin foto ${suffix}`;
    await store.open();
    await store.openSection('Agregar');
    await store.fillProductForm({ kind: 'Varios', name, price: '10' });
    await store.createProduct();

    await store.filter({ name });
    await store
      .product(name)
      .getByRole('button', { name: `Ver imagen de ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('img', { name })).toHaveAttribute('src', '/sin-imagen.svg');
    await expect(dialog).toContainText('Varios');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });
});
