import { expect, test } from '@playwright/test';
import { AdminStoresPage } from '../pages/AdminStoresPage';
import { CustomerCataloguePage } from '../pages/CustomerPages';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS, uniqueSuffix } from '../support/accounts';
import { createProducts } from '../support/catalogue-api';
import { loginAs } from '../support/fresh-store';

/* Issue 19 item 16: the customer catalogue's category filter, and the FAQ text upload's format. */
test.describe('[CATALOGO][CATEGORIA]', () => {
  test('[CATALOGO][CATEGORIA] the customer filters the catalogue by category, accents aside', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    await createProducts(request, [
      { kind: 'Almacén', name: `Leche ${suffix}`, category: `Lácteos ${suffix}`, price_per_unit: 1200 },
      { kind: 'Almacén', name: `Lavandina ${suffix}`, category: `Limpieza ${suffix}`, price_per_unit: 800 },
    ]);
    const session = `dfmessenger-${suffix
      .replace(/[^0-9a-f]/g, '')
      .padEnd(10, '0')
      .slice(0, 10)}`;
    const preset = await request.post('/api/presetstore', { data: { session, store: 'demo' } });
    expect(preset.ok(), await preset.text()).toBe(true);
    const { product_list_token: token } = (await preset.json()) as { product_list_token: string };

    await page.goto(`/productlist/${token}`);
    const catalogue = new CustomerCataloguePage(page);
    await catalogue.expectShown();
    await page.getByRole('textbox', { name: 'Categoría' }).fill(`lacteos ${suffix}`);
    const products = page.getByRole('list', { name: 'Productos' }).getByRole('listitem');
    await expect(products).toHaveCount(1);
    await expect(products.first()).toContainText(`Leche ${suffix}`);
    await page.getByRole('textbox', { name: 'Categoría' }).fill(`limpieza ${suffix}`);
    await expect(products).toHaveCount(1);
    await expect(products.first()).toContainText(`Lavandina ${suffix}`);
  });
});

test.describe('[FAQ][TEXTO]', () => {
  test('[FAQ][TEXTO] the editor explains the lines it cannot split or splits at a first ?', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.platformAdmin);
    const stores = new AdminStoresPage(page);
    await stores.open();
    await stores.find('#demo');
    await page.getByRole('button', { name: 'Editar FAQ de #demo', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const editor = dialog.getByLabel('FAQ (una por linea)');
    const suffix = uniqueSuffix();
    await editor.fill(
      [
        `¿Hacen factura A ${suffix}? Sí, a pedido`,
        `Horario de atencion ${suffix} De 9 a 18`,
        `¿Precio mayorista ${suffix}? Consultar? por WhatsApp`,
      ].join('\n'),
    );
    await expect(
      dialog.getByText(/^Linea 2: no se sabe donde termina la pregunta; terminela con \?/),
    ).toBeVisible();
    await expect(
      dialog.getByText(`Linea 3: tiene mas de un ?; se toma «¿Precio mayorista ${suffix}?» como pregunta`, {
        exact: false,
      }),
    ).toBeVisible();

    // Two columns pasted from a spreadsheet (a tab between them) are read as question and answer.
    await editor.fill(`Horario de atencion ${suffix}\tDe 9 a 18`);
    await expect(dialog.getByText(/^Linea 1:/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'FAQ actualizadas correctamente');
    const list = await stores.openFaqList('#demo');
    await expect(
      list.getByRole('listitem').filter({ hasText: `Horario de atencion ${suffix}` }),
    ).toContainText('De 9 a 18');
  });
});
