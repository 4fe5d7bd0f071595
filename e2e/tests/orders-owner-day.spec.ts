import AxeBuilder from '@axe-core/playwright';
import type { OrderDetail, OrderListRow, Page as ListPage } from '@mostrador/core';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DataTableView } from '../pages/DataTableView';
import { expectLockedWithTooltip } from '../pages/LockedControl';
import { LoginPage } from '../pages/LoginPage';
import { OrderDetailPage } from '../pages/OrderDetailPage';
import { clickAndExpectToast } from '../pages/ToastAction';
import { ACCOUNTS, uniqueSuffix } from '../support/accounts';
import { placeDeliveryOrder } from '../support/customer-order';
import { StoreApi, money } from '../support/store-api';

/*
 * Issue 19, orders and payments: the order screen leads the owner (unlock notes, grouped statuses),
 * real reasons in tooltips, totals explained on both sides, delivery or pickup, dates in the
 * store's time zone, Completar with confirmation, history and undo, who may complete, payment
 * alerts and Cobros' filters and totals.
 */

const CLAIM = 'e2e-dia-del-duenio';
const REQUESTED = 'No es posible modificar esto, el pago ya fue solicitado al cliente.';
const CREW_REFUSED = 'El administrador de la tienda no habilitó al equipo para completar cobros.';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function login(page: Page, account: { email: string; password: string } = ACCOUNTS.storeAdmin) {
  const form = new LoginPage(page);
  await form.goto();
  await form.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
}

/** A pending delivery order placed by a customer for this journey alone, marked as this journey's. */
async function claimOrder(api: StoreApi, request: APIRequestContext): Promise<OrderDetail> {
  const placed = await placeDeliveryOrder(request, api);
  const tag = `${CLAIM} ${uniqueSuffix()}`;
  return (await api.post<{ order: OrderDetail }>(`/store/orders/${placed.id}`, { store_observation: tag }))
    .order;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('[PEDIDOS][DIA]', () => {
  test('[PEDIDOS][DIA] the screen leads: unlock in place, grouped statuses, totals, pickup, real reasons', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const api = await StoreApi.login(request, ACCOUNTS.storeAdmin);
    const order = await claimOrder(api, request);
    await login(page);
    const detail = new OrderDetailPage(page);
    await detail.goto(order.id, order.alphanum_id);

    // The status dropdown: the usual flow apart from the endings, each with what it does.
    await detail.status.click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByText('Flujo habitual')).toBeVisible();
    await expect(listbox.getByText('Finales')).toBeVisible();
    await expect(page.getByRole('option', { name: 'Descartado', exact: true })).toHaveAccessibleDescription(
      'El pedido no sigue (carrito abandonado o de prueba).',
    );
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    // The status field says what the current status means (its help text, not the closing menu's).
    await expect(detail.status).toHaveAccessibleDescription(
      'Confirmado por el cliente: se revisan cantidades y se agregan items.',
    );

    // The totals explained.
    const summary = page.getByRole('region', { name: 'Resumen del monto' });
    await expect(summary).toContainText('Subtotal de productos');
    await expect(summary).toContainText('Envío');
    await expect(summary).toContainText(money(order.total_price));

    // ENVIO: shipping cost is locked in Pendiente; the note says which status opens it, and offers it.
    await detail.openTab('ENVIO');
    await expect(detail.field('Costo de envio')).toBeDisabled();
    const note = page.getByRole('note').filter({ hasText: 'Se habilita en En proceso.' }).first();
    await expect(note).toBeVisible();
    await expectNoAxeViolations(page);
    await clickAndExpectToast(
      page,
      note.getByRole('button', { name: 'Pasar a En proceso' }),
      'Orden actualizada correctamente',
    );
    await expect(detail.status).toContainText('Proceso');
    await expect(detail.field('Costo de envio')).toBeEnabled();
    await detail.field('Costo de envio').fill('900');
    await detail.saveAndExpect();

    // Pickup: no shipping cost, the total drops by it; the cost field says why it is locked.
    await page.getByRole('radio', { name: 'Retira en sucursal' }).check();
    await clickAndExpectToast(
      page,
      page.getByRole('button', { name: 'Guardar entrega' }),
      'Entrega del pedido actualizada',
    );
    await expect(summary).toContainText('Retira en sucursal (sin costo de envío)');
    await expectLockedWithTooltip(
      page,
      detail.field('Costo de envio'),
      'No es posible modificar esto, el pedido se retira en sucursal y no lleva costo de envio.',
    );
    const pickup = await api.get<OrderDetail>(`/store/orders/${order.id}`);
    expect(pickup).toMatchObject({ delivery: false, shipping_cost: 0 });
    // Back to delivery, with the address.
    await page.getByRole('radio', { name: 'Envío a domicilio' }).check();
    await page.getByLabel('Dirección de entrega').fill('Av. Belgrano 1500, CABA');
    await clickAndExpectToast(
      page,
      page.getByRole('button', { name: 'Guardar entrega' }),
      'Entrega del pedido actualizada',
    );

    // PEDIDO in En proceso: quantities locked, the note offers Pendiente.
    await detail.openTab('PEDIDO');
    await expect(page.getByRole('button', { name: 'Pasar a Pendiente' })).toBeVisible();

    // After 'Solicitar pago' the tooltip names the real reason, not the status.
    await clickAndExpectToast(page, detail.requestPayment, 'Orden actualizada correctamente');
    await expectLockedWithTooltip(page, detail.requestPayment, REQUESTED);
  });

  test('[PEDIDOS][DIA] Completar asks, keeps who and when, the admin undoes; crew only when allowed', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const api = await StoreApi.login(request, ACCOUNTS.storeAdmin);
    const order = await claimOrder(api, request);
    await api.post(`/store/orders/${order.id}`, { payment_status: 'required' });
    await api.put('/store/payments/settings', { crew_can_complete_payments: false });

    // Crew: Completar is locked with the store's reason.
    const crewContext = await browser.newContext();
    const crewPage = await crewContext.newPage();
    await login(crewPage, ACCOUNTS.crew);
    const crewDetail = new OrderDetailPage(crewPage);
    await crewDetail.goto(order.id, order.alphanum_id);
    await expectLockedWithTooltip(
      crewPage,
      crewPage.getByRole('button', { name: 'Completar', exact: true }),
      CREW_REFUSED,
    );

    // The admin lets the crew complete (PAGOS).
    await login(page);
    await page.goto('/options?section=sales');
    const setting = page.getByLabel('El equipo puede completar cobros');
    await expect(setting).not.toBeChecked();
    // PAGOS keeps a notice of its own on screen, so the toast is looked for by its words.
    await setting.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Configuracion de cobros guardada' }),
    ).toBeVisible();
    await expect(setting).toBeChecked();
    await expectNoAxeViolations(page);

    // The admin keeps /home open: the crew's Completar reaches it as a toast and a badge.
    await page.goto('/home');
    // Watched from now: on a busy machine the crew's steps outlast the toast.
    const alertShown = page
      .getByRole('alert')
      .filter({
        hasText: new RegExp(
          `Cambio de pago en el pedido ${order.alphanum_id}: Aprobado|cambios de pago nuevos`,
        ),
      })
      .waitFor({ state: 'visible', timeout: 120_000 });
    await crewDetail.goto(order.id, order.alphanum_id);
    await crewPage.getByRole('button', { name: 'Completar', exact: true }).click();
    const dialog = crewPage.getByRole('dialog', { name: `Completar cobro del pedido ${order.alphanum_id}` });
    await expect(dialog.getByLabel('Monto recibido')).toHaveValue(money(order.total_price));
    await dialog.getByLabel('Método de pago').fill('Transferencia');
    await dialog.getByLabel('Nota del comprobante (opcional)').fill('Comprobante 4411');
    await expectNoAxeViolations(crewPage);
    await clickAndExpectToast(
      crewPage,
      dialog.getByRole('button', { name: 'Confirmar cobro' }),
      'Pago actualizado correctamente',
    );
    const history = crewPage.getByRole('heading', { name: 'Historial del cobro' }).locator('xpath=..');
    await expect(history).toContainText('Cobro completado');
    await expect(history).toContainText('por Equipo Demo');
    await expect(history).toContainText('Comprobante 4411');
    await expect(history).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // Crew cannot undo.
    await expect(crewPage.getByRole('button', { name: 'Deshacer cobro' })).toHaveCount(0);
    await crewContext.close();

    // The admin's tab polls every 15 s; the toast may come while the crew is still busy.
    await alertShown;
    await expect(page.getByRole('status').filter({ hasText: /cambios? de pago sin ver/ })).toBeVisible();
    if (test.info().project.name === 'desktop') {
      // The side menu is open on a desktop: Cobros carries the count.
      await expect(page.getByRole('link', { name: /Cobros/ }).getByText(/^\d+$/)).toBeVisible();
    }

    // The admin undoes it from the order: back to requested, in the history.
    const detail = new OrderDetailPage(page);
    await detail.goto(order.id, order.alphanum_id);
    await page.getByRole('button', { name: 'Deshacer cobro' }).click();
    await clickAndExpectToast(
      page,
      page.getByRole('dialog', { name: 'Deshacer el cobro' }).getByRole('button', { name: 'Deshacer cobro' }),
      'Cobro deshecho: el pago vuelve a Solicitado',
    );
    await expect(page.getByText('Estado del pago: Solicitado')).toBeVisible();
    await expect(page.getByText('Cobro deshecho ·')).toBeVisible();

    await api.put('/store/payments/settings', { crew_can_complete_payments: false });
  });

  test('[PEDIDOS][DIA] Cobros hides provisional carts, filters by number and totals what is filtered', async ({
    page,
    request,
  }) => {
    const api = await StoreApi.login(request, ACCOUNTS.storeAdmin);
    const [cart] = (await api.get<ListPage<OrderListRow>>('/store/orders?estado=provisional&payment=pending'))
      .items;
    if (!cart) throw new Error('la demo no tiene pedidos provisorios');
    await login(page);
    await page.goto('/paymentlist');
    const table = new DataTableView(page, 'Listado de cobros');
    await expect(page.getByTestId('payment-totals')).toContainText('cobros filtrados');
    await expect(table.rows.first()).toBeVisible();
    await expect(table.row(cart.alphanum_id)).toHaveCount(0);
    await page.getByLabel('Mostrar pedidos provisorios sin cobro solicitado').check();
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByLabel('Numero de pedido').fill(cart.alphanum_id);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(table.row(cart.alphanum_id)).toHaveCount(1);
    await expect(page.getByTestId('payment-totals')).toContainText(
      `1 cobros filtrados, total ${money(cart.total_price)}`,
    );
    await expectNoAxeViolations(page);
  });

  test('[PEDIDOS][DIA] the customer sees the totals explained, the agreed price and dates as DD/MM/YYYY HH:mm', async ({
    page,
    request,
  }) => {
    const api = await StoreApi.login(request, ACCOUNTS.storeAdmin);
    const order = await claimOrder(api, request);
    const item = order.items[0]!;
    await api.post(`/store/orders/${order.id}`, { status: 'preparing' });
    await api.post(`/store/orders/${order.id}`, {
      items: [{ id: item.id, revised_price: 1234 }],
      other_concepts: [{ description: 'Promo socio', amount: -100 }],
      shipping: [{ tracking_code: `TRK-${uniqueSuffix()}`, eta: '2026-11-25T14:00:00.000Z' }],
    });
    const saved = await api.get<OrderDetail>(`/store/orders/${order.id}`);
    await page.goto(`/orderstatus/${saved.token}`);
    const summary = page.getByRole('region', { name: 'Resumen del monto' });
    await expect(summary).toContainText('Subtotal de productos');
    await expect(summary).toContainText('Promo socio (Descuento)');
    await expect(summary).toContainText(money(-100));
    await expect(summary).toContainText(money(saved.total_price));
    await expect(page.getByText('precio acordado con la tienda')).toBeVisible();
    await page.getByRole('tab', { name: 'ENVIO' }).click();
    // The demo store's clock is Buenos Aires (UTC-3): 14:00 UTC is 11:00 there.
    await expect(page.getByText('25/11/2026 11:00')).toBeVisible();
    await expect(page.getByText('2026-11-25T14:00:00.000Z')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
