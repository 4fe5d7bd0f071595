import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxNotification } from '../../adapters/payments/sandbox';
import { appSettings, orders, paymentNotices } from '../../db/schema';
import { createStore, createTestApp, messageOf, type TestContext } from '../../../test/helpers';
import { addCheckoutMethod, addItems, addProduct, preset } from '../customer/customer.fixtures';
import { SANDBOX_PAYMENT_INFO } from './payments.service';

let t: TestContext;
let secret: string;
let hashtag: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { store } = await createStore(t.database);
  hashtag = store.hashtag.slice(1);
  await addCheckoutMethod(t.database.db, store.id);
  productId = (await addProduct(t.database.db, store.id, { price_per_unit: 1250 })).id;
  const [row] = await t.database.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, 'sandbox_payments_key'));
  secret = row!.value;
});
afterAll(() => t.close());

/** A confirmed order whose payment is required, and its customer's session. */
async function requiredOrder() {
  const { session } = await preset(t.app, hashtag);
  const order = await addItems(t.app, session, [{ product_id: productId, amount: 2 }]);
  await t.app.inject({
    method: 'POST',
    url: `/api/client/order/${order.id}/confirm`,
    // Closing needs the mode, a name and a phone (issue 17).
    payload: { session_id: session, delivery: false, first_name: 'Ana', phone: '11 4444 5555' },
  });
  return { session, order };
}

const checkout = (session: string, orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/order/${orderId}/checkout`,
    payload: { session_id: session },
  });

const paymentOf = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** What the sandbox page would post, for a chosen provider payment id and status. */
function notice(
  checkoutId: string,
  reference: string,
  paymentId: string,
  status: string,
  amount = '2500.00',
) {
  return signSandboxNotification(secret, {
    payment_id: paymentId,
    checkout_id: checkoutId,
    reference,
    status,
    amount,
  });
}

async function startedCheckout() {
  const { session, order } = await requiredOrder();
  const res = await checkout(session, order.id);
  const data = (await paymentOf(order.id)).payment_data as { payment_id: string; reference: string };
  return { session, order, res, checkoutId: data.payment_id, reference: data.reference };
}

const webhook = (body: unknown, provider = 'sandbox') =>
  t.app.inject({ method: 'POST', url: `/api/payments/webhook/${provider}`, payload: body as object });

describe('the offline journey: Finalizar pedido, Pagar, sandbox, Pago recibido', () => {
  it('pays through the sandbox page and the signed notification', async () => {
    const { session, order, res, checkoutId } = await startedCheckout();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payment_status: 'required',
      payment_data: { provider: 'sandbox', payment_id: checkoutId, public_key: 'sandbox' },
    });
    expect(res.json().payment_data.init_point).toMatch(/^\/sandbox-checkout\/sbx-/);
    const again = await checkout(session, order.id);
    expect(again.json().payment_data.payment_id).toBe(checkoutId);

    const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${checkoutId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      payment_id: checkoutId,
      total: 2500,
      curr_symbol: '$',
      return_url: `/orderstatus/${order.token}`,
    });
    expect(page.json().title).toContain(`Pedido ${(await paymentOf(order.id)).alphanum_id}`);

    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${checkoutId}/pay`,
      payload: { outcome: 'approved' },
    });
    expect(pay.statusCode).toBe(204);
    const paid = await paymentOf(order.id);
    // A sandbox approval says it is a test (issue 18): never taken for money received.
    expect(paid).toMatchObject({ payment_status: 'done', payment_info: SANDBOX_PAYMENT_INFO });
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/client/orderstatus',
      payload: { token: order.token, session_id: session },
    });
    expect(view.json().payment_status).toBe('done');
  });

  it('keeps the payment required after a rejection, so the customer can pay again', async () => {
    const { checkoutId, order } = await startedCheckout();
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${checkoutId}/pay`,
      payload: { outcome: 'rejected' },
    });
    expect((await paymentOf(order.id)).payment_status).toBe('required');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${checkoutId}/pay`,
      payload: { outcome: 'tal vez' },
    });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Por favor indique el resultado del pago');
  });
});

describe('POST /client/order/{id}/checkout', () => {
  it('refuses an order whose payment was not requested, and other sessions', async () => {
    const { session } = await preset(t.app, hashtag);
    const open = await addItems(t.app, session, [{ product_id: productId, amount: 1 }]);
    const notRequired = await checkout(session, open.id);
    expect(notRequired.statusCode).toBe(409);
    expect(messageOf(notRequired)).toBe('El pago de este pedido no fue solicitado');
    const { order } = await requiredOrder();
    const stranger = await checkout(session, order.id);
    expect(stranger.statusCode).toBe(404);
    const { store } = await createStore(t.database);
    const otherStore = await preset(t.app, store.hashtag);
    expect((await checkout(otherStore.session, order.id)).statusCode).toBe(404);
    expect((await paymentOf(order.id)).payment_data).toBeNull();
  });
});

describe('POST /payments/webhook/{provider}', () => {
  it('refuses a forged signature and a provider that is not configured', async () => {
    const { order, checkoutId, reference } = await startedCheckout();
    const forged = { ...notice(checkoutId, reference, 'p-1', 'approved'), signature: 'ab'.repeat(32) };
    const res = await webhook(forged);
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe('Firma de notificacion de pago invalida');
    const tampered = { ...notice(checkoutId, reference, 'p-1', 'rejected'), status: 'approved' };
    expect((await webhook(tampered)).statusCode).toBe(401);
    expect((await webhook(notice(checkoutId, reference, 'p-1', 'approved'), 'mercadopago')).statusCode).toBe(
      404,
    );
    expect((await paymentOf(order.id)).payment_status).toBe('required');
  });

  it('applies a replayed notice once and never moves done back', async () => {
    const { order, checkoutId, reference } = await startedCheckout();
    const approved = notice(checkoutId, reference, 'p-2', 'approved');
    const first = await webhook(approved);
    expect(first.json()).toEqual({ received: true, applied: true });
    const replay = await webhook(approved);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().applied).toBe(false);
    const late = await webhook(notice(checkoutId, reference, 'p-2', 'in_process'));
    expect(late.json().applied).toBe(false);
    expect((await paymentOf(order.id)).payment_status).toBe('done');
    const rows = await t.database.db
      .select()
      .from(paymentNotices)
      .where(eq(paymentNotices.order_id, order.id));
    expect(rows.map((row) => [row.status, row.applied_status])).toEqual([
      ['approved', 'done'],
      ['in_process', 'done'],
    ]);
  });

  it('moves to processing, and a late rejection of another payment leaves a payment in process', async () => {
    const { order, checkoutId, reference } = await startedCheckout();
    await webhook(notice(checkoutId, reference, 'p-3', 'in_process'));
    expect((await paymentOf(order.id)).payment_status).toBe('processing');
    await webhook(notice(checkoutId, reference, 'p-4', 'in_process'));
    await webhook(notice(checkoutId, reference, 'p-3', 'rejected'));
    expect((await paymentOf(order.id)).payment_status).toBe('processing');
    await webhook(notice(checkoutId, reference, 'p-4', 'approved', '1.00'));
    expect((await paymentOf(order.id)).payment_status).toBe('processing');
    await webhook(notice(checkoutId, reference, 'p-4', 'rejected'));
    expect((await paymentOf(order.id)).payment_status).toBe('required');
  });

  it('ignores a notice for an unknown checkout', async () => {
    const res = await webhook(notice('sbx-nada', 'ord-nada', 'p-9', 'approved'));
    expect(res.json()).toEqual({ received: true, applied: false });
  });
});

describe('GET /payments/sandbox/{payment_id}', () => {
  it('answers 404 for an unknown checkout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/sbx-desconocido' });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('Pago no encontrado');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/sbx-desconocido/pay',
      payload: { outcome: 'approved' },
    });
    expect(pay.statusCode).toBe(404);
  });
});
