import type { OrderDetail, OrderListRow, Page as ListPage, ProductView } from '@mostrador/core';
import { expect, test, type Page } from '@playwright/test';
import { DataTableView } from '../pages/DataTableView';
import { expectLockedWithTooltip } from '../pages/LockedControl';
import { LoginPage } from '../pages/LoginPage';
import { OrderDetailPage } from '../pages/OrderDetailPage';
import { PaymentListPage } from '../pages/PaymentListPage';
import { expectToast } from '../pages/Toast';
import { clickAndExpectToast } from '../pages/ToastAction';
import { ACCOUNTS, uniqueSuffix } from '../support/accounts';
import { StoreApi, money } from '../support/store-api';

const PAYMENT_FIXED = 'No es posible modificar esto, el pago ya fue fijado.';
const QUANTITY_UNAVAILABLE =
  'No es posible modificar esto, solo disponible en estado Pendiente o Provisorio.';
// Issue 19: once approved, both payment buttons name that reason (not the status).
const PAYMENT_APPROVED = 'No es posible modificar esto, el pago ya fue aprobado.';
const CLAIM = 'e2e-operaciones';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * A demo order of its own for this journey: pending, payment not requested, with a method, a
 * client and plain items. The journey marks it (store observation) so no later run takes it.
 */
async function claimOrder(api: StoreApi, tag: string): Promise<OrderDetail> {
  const candidates = await api.get<ListPage<OrderListRow>>('/store/orders?estado=pending&payment=pending');
  for (const row of candidates.items) {
    // A delivery order: this journey sets a shipping cost, which a pickup order does not take.
    if (!row.payment_method || !row.client || !row.delivery) continue;
    const order = await api.get<OrderDetail>(`/store/orders/${row.id}`);
    const plain = order.items.every((item) => item.product_id !== null && item.revised_price === null);
    if (order.store_observation?.startsWith(CLAIM) || order.items.length === 0 || !plain) continue;
    return (await api.post<{ order: OrderDetail }>(`/store/orders/${row.id}`, { store_observation: tag }))
      .order;
  }
  throw new Error('No quedan pedidos pendientes de la demo para esta prueba');
}

async function login(page: Page) {
  const form = new LoginPage(page);
  await form.goto();
  await form.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
  await expect(page).toHaveURL(/\/home$/);
}

test.describe('[PEDIDOS][EDITAR]', () => {
  test('[PEDIDOS][EDITAR] items, discount, surcharge, shipping, payment request and completion', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const api = await StoreApi.login(request, ACCOUNTS.storeAdmin);
    const order = await claimOrder(api, `${CLAIM} ${uniqueSuffix()}`);
    const item = order.items[0]!;
    // A quantity the item does not have yet, written as the screen writes it ('3,5').
    const newAmount = item.amount + 2;
    const amountText = String(newAmount).replace('.', ',');
    const catalogue = await api.get<ListPage<ProductView>>('/store/products/1&7');
    const product = catalogue.items.find(
      (candidate) =>
        !order.items.some((line) => line.product_id === candidate.id || line.name === candidate.name),
    );
    if (!product) throw new Error('No hay un producto fuera del pedido en la primera pagina');
    const suffix = uniqueSuffix();
    const discount = `Descuento fiel ${suffix}`;
    const surcharge = `Recargo tarjeta ${suffix}`;

    await login(page);
    const detail = new OrderDetailPage(page);
    await detail.goto(order.id, order.alphanum_id);
    await detail.expectTotal(money(order.total_price));
    await expect(detail.save).toBeDisabled();

    // PEDIDO: a new quantity and the done checkbox.
    await detail.quantity(item.name).fill(amountText);
    await detail.done(item.name).check();
    await expect(detail.save).toBeEnabled();
    await expect(page.getByText('Hay cambios sin guardar.')).toBeVisible();

    // AGREGAR ITEM: pages of 7; an item already in the order is refused; a new one joins.
    await detail.openTab('AGREGAR ITEM');
    await expect(new DataTableView(page, 'Productos para agregar').rows).toHaveCount(
      Math.min(7, catalogue.total),
    );
    await detail.searchProduct(item.name);
    await detail.addButton(item.name).click();
    await expectToast(page, 'El item que desea agregar ya existe en el pedido');
    await detail.searchProduct(product.name);
    await page.getByRole('textbox', { name: `Cantidad de ${product.name}`, exact: true }).fill('2');
    await detail.addButton(product.name).click();
    await expectToast(page, 'Item agregado al pedido, recuerde guardar los cambios.');

    // OTROS: the form's messages, then a discount and a surcharge.
    await detail.openTab('OTROS');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(detail.field('Concepto')).toHaveAccessibleDescription(
      'Por favor ingrese un concepto a definir',
    );
    await expect(detail.field('Valor')).toHaveAccessibleDescription('Por favor ingrese valor mayor a 0');
    await detail.addConcept(discount, '100', 'Descuento (-)');
    await detail.addConcept(surcharge, '50,5', 'Recargo (+)');

    const afterItems =
      cents(order.total_price) -
      cents(item.total) +
      Math.round(newAmount * cents(item.product_denormalized.price_per_unit)) +
      2 * cents(product.price_per_unit) -
      10_000 +
      5_050;
    await detail.expectTotal(money(afterItems / 100));
    await detail.saveAndExpect();
    await detail.expectTotal(money(afterItems / 100));

    await detail.openTab('PEDIDO');
    const items = new DataTableView(page, 'Items del pedido');
    await expect(items.rows).toHaveCount(order.items.length + 1);
    await expect(detail.quantity(item.name)).toHaveValue(amountText);
    await expect(detail.done(item.name)).toBeChecked();
    await expect(items.row(item.name)).toContainText(`${item.name} *`);
    await expect(page.getByText('* Editado por el vendedor')).toBeVisible();

    // A revised price: the item turns blue, its price and quantity read '--'; status En proceso.
    await detail.revisedPrice(product.name).fill('4000');
    await expect(items.row(product.name).getByText('--', { exact: true })).toHaveCount(2);
    await detail.chooseStatus('Proceso');
    await detail.saveAndExpect();
    const afterRevision = afterItems - 2 * cents(product.price_per_unit) + 400_000;
    await detail.expectTotal(money(afterRevision / 100));
    await expect(detail.status).toContainText('Proceso');

    // ENVIO: shipping cost and the shipment form, with a wrong date first.
    await detail.openTab('ENVIO');
    await detail.field('Costo de envio').fill('1200');
    await detail.field('Codigo de seguimiento').fill(`TRK-${suffix}`);
    await detail.field('Empresa').fill('Andreani');
    await detail.field('Fecha de llegada').fill('31/02/2030 10:00');
    await detail.field('Link').fill(`https://seguimiento.example/${suffix}`);
    await detail.field('Observacion').fill('Dejar en porteria');
    await detail.save.click();
    const dateMessage = 'Por favor ingrese una fecha valida (dia/mes/año hora:minutos)';
    await expect(detail.field('Fecha de llegada')).toHaveAccessibleDescription(dateMessage);
    await expectToast(page, dateMessage);
    await detail.field('Fecha de llegada').fill('25/12/2030 10:30');
    await detail.saveAndExpect();
    const afterShipping = afterRevision - cents(order.shipping_cost) + 120_000;
    await detail.expectTotal(money(afterShipping / 100));
    await expect(detail.field('Fecha de llegada')).toHaveValue('25/12/2030 10:30');
    await expect(detail.field('Codigo de seguimiento')).toHaveValue(`TRK-${suffix}`);

    // 'Solicitar pago' fixes the amount.
    await clickAndExpectToast(page, detail.requestPayment, 'Orden actualizada correctamente');
    await expect(page.getByText('Estado del pago: Solicitado')).toBeVisible();

    // Cobros: Completar approves the requested payment, once.
    const payments = new PaymentListPage(page);
    await payments.goto();
    await payments.filters.open();
    await payments.filters.choose('Pago', 'Solicitado');
    await payments.filters.fill('Cliente', order.client!.name);
    await payments.filters.search();
    const row = payments.table.row(order.alphanum_id);
    await expect(row).toContainText('Solicitado');
    await expect(row).toContainText(money(afterShipping / 100));
    const exported = page.waitForRequest(/\/api\/store\/orders\/export\?.*payment=required.*view=payments/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    await exported;
    expect((await download).suggestedFilename()).toBe('datosExportadosCobros.xlsx');
    await payments.complete(order.alphanum_id).click();
    const confirm = page.getByRole('dialog', { name: `Completar cobro del pedido ${order.alphanum_id}` });
    await expect(confirm.getByLabel('Monto recibido')).toHaveValue(money(afterShipping / 100));
    await clickAndExpectToast(
      page,
      confirm.getByRole('button', { name: 'Confirmar cobro' }),
      'Pago actualizado correctamente',
    );
    // The list reloads: the payment left the requested ones and is found among the approved.
    await expect(row).toHaveCount(0);
    await payments.filters.choose('Pago', 'Aprobado');
    await payments.filters.search();
    await expect(row).toContainText('Aprobado');
    await expectLockedWithTooltip(page, payments.complete(order.alphanum_id), PAYMENT_APPROVED);

    // Back on the order, every locked field says why.
    await detail.goto(order.id, order.alphanum_id);
    await expect(page.getByText('Estado del pago: Aprobado')).toBeVisible();
    await expect(page.getByText('Información del pago: Aprobado')).toBeVisible();
    await detail.expectTotal(money(afterShipping / 100));
    await expectLockedWithTooltip(page, detail.quantity(item.name), QUANTITY_UNAVAILABLE);
    await expectLockedWithTooltip(page, detail.revisedPrice(item.name), PAYMENT_FIXED);
    await expectLockedWithTooltip(page, detail.requestPayment, PAYMENT_APPROVED);
    await detail.openTab('AGREGAR ITEM');
    await expectLockedWithTooltip(page, detail.addButton(product.name).first(), QUANTITY_UNAVAILABLE);
    await detail.openTab('ENVIO');
    await expectLockedWithTooltip(page, detail.field('Costo de envio'), PAYMENT_FIXED);
    await expect(detail.field('Codigo de seguimiento')).toBeEnabled();
    await detail.openTab('OTROS');
    await expectLockedWithTooltip(page, detail.field(`Valor de ${discount}`), PAYMENT_FIXED);
    await expectLockedWithTooltip(
      page,
      page.getByRole('button', { name: `Eliminar ${surcharge}`, exact: true }),
      PAYMENT_FIXED,
    );
    await expectLockedWithTooltip(page, detail.field('Concepto'), PAYMENT_FIXED);

    // The server holds the same figures the screen showed.
    const saved = await api.get<OrderDetail>(`/store/orders/${order.id}`);
    expect(cents(saved.total_price)).toBe(afterShipping);
    expect(saved.payment_status).toBe('done');
    expect(saved.status).toBe('preparing');
    expect(saved.other_concepts.map((concept) => concept.amount).sort((a, b) => a - b)).toEqual([-100, 50.5]);
    expect(saved.shipping[0]?.tracking_code).toBe(`TRK-${suffix}`);
  });

  test('[PEDIDOS][EDITAR] leaving with unsaved changes asks first; a missing order goes home', async ({
    page,
    request,
  }) => {
    const api = await StoreApi.login(request, ACCOUNTS.storeAdmin);
    const [order] = (await api.get<ListPage<OrderListRow>>('/store/orders?estado=done')).items;
    if (!order) throw new Error('la demo no tiene pedidos entregados');
    await login(page);
    const detail = new OrderDetailPage(page);
    await detail.goto(order.id, order.alphanum_id);
    await detail.field('Observación de la tienda').fill(`Nota ${uniqueSuffix()}`);
    await page.getByRole('link', { name: 'Ver cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await detail.expectShown(order.alphanum_id);
    await page.getByRole('link', { name: 'Ver cliente' }).click();
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`/clientlist\\?client=${order.client_id}$`));
    await expect(page.getByRole('dialog', { name: 'Cliente' })).toBeVisible();

    await page.goto('/orderdetail/999999999');
    await expectToast(page, 'Pedido no encontrado');
    await expect(page).toHaveURL(/\/home$/);
  });
});
