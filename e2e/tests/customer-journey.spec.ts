import { expect, test, type APIRequestContext } from '@playwright/test';
import { CustomerCataloguePage, CustomerOrderPage, StoreChat } from '../pages/CustomerPages';
import { MarketingPage } from '../pages/MarketingPage';
import { OrderListPage } from '../pages/OrderListPage';
import { ACCOUNTS, uniqueSuffix } from '../support/accounts';
import { loginAs } from '../support/fresh-store';
import { StoreApi, money } from '../support/store-api';

const MANTEL = 'Mantel de hule';
const JUGO = 'Jugo de naranja Baggio 1 l';
const VINO = 'Vino tinto Malbec Norton 750 ml';
const LECHE = 'Leche entera Sancor 1 l';
const CERVEZA = 'Cerveza roja Andes 1 l';

interface CustomerOrder {
  id: number;
  alphanum_id: string;
  total_price: number;
  items: { name: string; amount: number; total: number }[];
}

async function customerOrder(request: APIRequestContext, token: string): Promise<CustomerOrder> {
  const response = await request.post('/api/client/orderstatus', { data: { token } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as CustomerOrder;
}

test.describe('[CLIENTE][PEDIDO]', () => {
  // The customer pages are phone pages: the journey runs once, on the phone project.
  test.skip(({ isMobile }) => !isMobile, 'viaje de cliente en teléfono');

  test('[CLIENTE][PEDIDO] orders by chat, edits the order, adds from the catalogue, pays, and the store sees it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const chat = new StoreChat(page);
    await chat.open('demo');
    await expect(page.getByRole('heading', { name: 'QUIERO COMPRAR' })).toBeVisible();
    await expect(chat.log).toContainText('¿Qué te gustaría pedir hoy?');
    const sessionId = await page.evaluate(() => localStorage.getItem('mostrador.customer.session_id'));
    expect(sessionId).toMatch(/^dfmessenger-[0-9a-f]{10}$/);

    // Three products in free text.
    await chat.say('quiero 2 manteles de hule, 3 jugos de naranja baggio y 1 vino malbec norton');
    await expect(chat.log).toContainText(
      `Agregué a tu pedido:\n• 2 met ${MANTEL}\n• 3 unid ${JUGO}\n• 1 unid ${VINO}`,
    );

    await chat.say('ver mi pedido');
    const card = chat.orderCard();
    await expect(card).toContainText(MANTEL);
    await expect(card).toContainText(JUGO);
    await expect(card).toContainText(VINO);
    await card.getByRole('link', { name: 'Ver pedido' }).click();

    const order = new CustomerOrderPage(page);
    await order.expectShown();
    const token = page.url().split('/orderstatus/')[1]!;
    await expect(order.fact('Estado')).toHaveText('Provisorio');
    await expect(order.items).toHaveCount(3);

    // Chat intents reach the open order page (BroadcastChannel 'mostrador-order'): the same
    // customer, in another tab, adds an item and takes it out again.
    const other = await page.context().newPage();
    const otherChat = new StoreChat(other);
    await otherChat.open('demo');
    await otherChat.say('quiero 1 cerveza roja andes');
    await otherChat.log.getByRole('button', { name: CERVEZA, exact: true }).click();
    await expect(otherChat.log).toContainText(`Agregué a tu pedido:\n• 1 unid ${CERVEZA}`);
    await expect(order.item(CERVEZA)).toBeVisible();
    await expect(order.items).toHaveCount(4);
    await otherChat.say('sacá la cerveza');
    await expect(order.item(CERVEZA)).toHaveCount(0);
    await other.close();

    // Quantity change and delete, each answered and then reloaded 300 ms later.
    await order.changeQuantity(JUGO, 4);
    await expect(page.getByLabel(`Cantidad de ${JUGO}`, { exact: true })).toHaveValue('4');
    await expect
      .poll(async () => (await customerOrder(request, token)).items.find((i) => i.name === JUGO)?.amount)
      .toBe(4);
    await order.deleteItem(VINO);
    await expect(order.item(VINO)).toHaveCount(0);
    await expect(order.items).toHaveCount(2);

    // The catalogue: the plus button steps by 1 for units; zero is not added.
    await page.getByRole('link', { name: 'Ver catálogo' }).click();
    const catalogue = new CustomerCataloguePage(page);
    await catalogue.expectShown();
    await catalogue.search(LECHE);
    await catalogue.plus(LECHE, 2);
    await expect(page.getByRole('spinbutton', { name: `Cantidad de ${LECHE}` })).toHaveValue('2');
    await page.getByRole('button', { name: /^Agregar al pedido/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Productos agregados al pedido' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a mi pedido' }).click();
    await order.expectShown();
    await expect(order.items).toHaveCount(3);
    await expect(order.item(LECHE)).toBeVisible();

    const beforeFinish = await customerOrder(request, token);
    expect(beforeFinish.items.map((i) => [i.name, i.amount]).sort()).toEqual(
      [
        [JUGO, 4],
        [LECHE, 2],
        [MANTEL, 2],
      ].sort(),
    );
    await expect(order.fact('Total')).toHaveText(money(beforeFinish.total_price));

    // Finishing the order asks what it still needs (issue 17), then the payment: the customer
    // pays in the sandbox checkout.
    await order.finish({ pickup: true, name: 'Ana', phone: '11 4444 5555', method: 'MercadoPago' });
    await expect(order.fact('Estado')).toHaveText('Pendiente');
    await expect(page.getByRole('button', { name: 'Finalizar pedido' })).toHaveCount(0);
    await expect(page.getByLabel(`Cantidad de ${JUGO}`, { exact: true })).toHaveCount(0);
    await order.payButton('Pagar').click();
    const checkout = page.frameLocator('iframe[title="Checkout"]');
    await expect(checkout.getByText(money(beforeFinish.total_price))).toBeVisible();
    await expect(order.payButton('Esperando')).toBeDisabled();
    await checkout.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Procesando \d+$/ })).toBeVisible();
    await expect(order.payButton('Pago recibido')).toBeDisabled({ timeout: 30_000 });

    // The store sees the order, and the customer's activity of spec section 7.
    await loginAs(page, ACCOUNTS.storeAdmin);
    const list = new OrderListPage(page);
    await list.goto();
    await list.filters.open();
    await list.filters.fill('Numero de pedido', beforeFinish.alphanum_id);
    await list.filters.search();
    await expect(list.table.rows).toHaveCount(1);
    await expect(list.table.rows.first()).toContainText(beforeFinish.alphanum_id);

    const api = await StoreApi.login(request, ACCOUNTS.storeAdmin);
    const detail = await api.get<{ client: { id: number } | null; payment_status: string }>(
      `/store/orders/${beforeFinish.id}`,
    );
    expect(detail.payment_status).toBe('done');
    const activity = await api.get<{ items: { activity_name: string }[] }>(
      `/store/clients/${detail.client!.id}/activity`,
    );
    const names = activity.items.map((row) => row.activity_name);
    for (const name of [
      'Ingreso al resumen del pedido',
      'Cambio de cantidad',
      'Elimino un item',
      'Click en ver catalogo',
      'Click en finalizar pedido',
      'Click en pagar',
    ]) {
      expect(names, name).toContain(name);
    }
  });
});

test.describe('[CLIENTE][CHAT]', () => {
  test.skip(({ isMobile }) => !isMobile, 'viaje de cliente en teléfono');

  test('[CLIENTE][CHAT] a question the assistant cannot answer reaches the store as unanswered', async ({
    page,
  }) => {
    const question = `¿Hacen tortas de cumpleaños personalizadas ${uniqueSuffix()}?`;
    const chat = new StoreChat(page);
    await chat.open('demo');
    await chat.say(question);
    await expect(chat.log).toContainText('Le paso tu consulta a la tienda para que te respondan.');

    await loginAs(page, ACCOUNTS.storeAdmin);
    const marketing = new MarketingPage(page);
    await marketing.goto('?section=faqs2');
    // The section is applied 500 ms after the page opens.
    await expect(marketing.tab('PERSONALIZADO')).toHaveAttribute('aria-selected', 'true');
    await marketing.openTab('SIN RESPONDER');
    await expect(marketing.table('Preguntas sin responder').row(question)).toBeVisible();
  });
});

test.describe('[CLIENTE][QR]', () => {
  test.skip(({ isMobile }) => !isMobile, 'viaje de cliente en teléfono');

  test('[CLIENTE][QR] a QR link opens the chat with its user message and the reply message', async ({
    page,
  }) => {
    // VIDRIERA is a web QR of the demo seed: user message 'Hola', reply '¡Gracias por venir!'.
    await page.goto('/s/demo?ref=VIDRIERA');
    const chat = new StoreChat(page);
    await expect(chat.log).toBeVisible();
    await expect(chat.log.locator('.bubble-user')).toHaveText(['Hola VIDRIERA']);
    await expect(chat.log).toContainText('¡Gracias por venir!');
  });
});
