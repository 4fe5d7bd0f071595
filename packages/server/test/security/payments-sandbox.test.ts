import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_TEXT } from '@mostrador/core';
import { loadConfig } from '../../src/config';
import { orders, paymentEvents } from '../../src/db/schema';
import {
  addCheckoutMethod,
  addItems,
  addProduct,
  preset,
} from '../../src/modules/customer/customer.fixtures';
import { sandboxEnabled } from '../../src/modules/payments/payments.provider';
import {
  ONLINE_PAYMENT_TEXT,
  SANDBOX_NOTE,
  SANDBOX_PAYMENT_INFO,
} from '../../src/modules/payments/payments.service';
import {
  bearer,
  createStore,
  createTestApp,
  createUser,
  login,
  messageOf,
  type TestContext,
} from '../helpers';

/**
 * Issue 18, finding 6: the sandbox checkout lets a customer approve their own payment, so it runs
 * only where it is meant to (the embedded demo database, or PAYMENTS_SANDBOX=true), the owner is
 * told in PAGOS, and a sandbox payment is marked as a test wherever the owner reads it.
 */

describe('when the sandbox runs', () => {
  it.each([
    [undefined, 'pglite', true],
    [undefined, 'postgres', false],
    [true, 'postgres', true],
    [false, 'pglite', false],
  ] as const)('PAYMENTS_SANDBOX=%s on %s: %s', (setting, kind, on) => {
    expect(sandboxEnabled({ PAYMENTS_SANDBOX: setting }, kind)).toBe(on);
  });

  it('reads PAYMENTS_SANDBOX, unset by default', () => {
    expect(loadConfig({}).PAYMENTS_SANDBOX).toBeUndefined();
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).PAYMENTS_SANDBOX).toBe(false);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'quizas' })).toThrow(/PAYMENTS_SANDBOX/);
  });
});

/** A store selling with the checkout method, a confirmed order that needs paying, its session. */
async function storeWithRequiredOrder(t: TestContext) {
  const fixture = await createStore(t.database);
  await addCheckoutMethod(t.database.db, fixture.store.id);
  const product = await addProduct(t.database.db, fixture.store.id, { price_per_unit: 1250 });
  const { session } = await preset(t.app, fixture.store.hashtag.slice(1));
  const order = await addItems(t.app, session, [{ product_id: product.id, amount: 2 }]);
  await t.app.inject({
    method: 'POST',
    url: `/api/client/order/${order.id}/confirm`,
    payload: { session_id: session, delivery: false, first_name: 'Ana', phone: '11 4444 5555' },
  });
  const owner = (await login(t.app, fixture.admin.email, fixture.admin.password)).jwt_token;
  return { ...fixture, owner, session, orderId: order.id };
}

const checkout = (t: TestContext, session: string, orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/order/${orderId}/checkout`,
    payload: { session_id: session },
  });

const orderRow = async (t: TestContext, id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const onlinePayment = (t: TestContext, token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/store/online_payment', headers: token ? bearer(token) : {} });

describe('production without MercadoPago (PAYMENTS_SANDBOX=false)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS_SANDBOX: false, LOGIN_MAX_PER_ADDRESS: 100_000 });
  });
  afterAll(() => t.close());

  it('offers no online payment: the customer is told, and no checkout is made', async () => {
    const { session, orderId } = await storeWithRequiredOrder(t);
    expect((await orderRow(t, orderId)).payment_status).toBe('required');
    const res = await checkout(t, session, orderId);
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(CUSTOMER_TEXT.onlinePaymentOff);
    expect((await orderRow(t, orderId)).payment_data).toBeNull();
  });

  it('refuses the sandbox pay route and its notifications', async () => {
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/sbx-cualquiera/pay',
      payload: { outcome: 'approved' },
    });
    expect(pay.statusCode).toBe(404);
    expect(messageOf(pay)).toBe(CUSTOMER_TEXT.paymentNotFound);
    const view = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/sbx-cualquiera' });
    expect(view.statusCode).toBe(404);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', payload: {} });
    expect(webhook.statusCode).toBe(404);
  });

  it('tells the store admin in PAGOS; crew and anonymous callers are refused', async () => {
    const { owner, store } = await storeWithRequiredOrder(t);
    const res = await onlinePayment(t, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: null, message: ONLINE_PAYMENT_TEXT.off });
    const crew = await createUser(t.database, { store_id: store.id, store_role: 'crew' });
    const crewToken = (await login(t.app, crew.email, crew.password)).jwt_token;
    expect((await onlinePayment(t, crewToken)).statusCode).toBe(403);
    expect((await onlinePayment(t)).statusCode).toBe(401);
  });
});

describe('the demo sandbox (PAYMENTS_SANDBOX=true)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS_SANDBOX: true, LOGIN_MAX_PER_ADDRESS: 100_000 });
  });
  afterAll(() => t.close());

  it('says so in PAGOS, and marks an approved sandbox payment as Prueba for the owner', async () => {
    const { owner, session, orderId, store } = await storeWithRequiredOrder(t);
    expect((await onlinePayment(t, owner)).json()).toEqual({
      provider: 'sandbox',
      message: ONLINE_PAYMENT_TEXT.sandbox,
    });
    expect((await checkout(t, session, orderId)).statusCode).toBe(200);
    const { payment_id } = (await orderRow(t, orderId)).payment_data as { payment_id: string };
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${payment_id}/pay`,
      payload: { outcome: 'approved' },
    });
    expect(pay.statusCode).toBe(204);
    const paid = await orderRow(t, orderId);
    expect(paid).toMatchObject({ payment_status: 'done', payment_info: SANDBOX_PAYMENT_INFO });
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.store_id, store.id), eq(paymentEvents.order_id, orderId)))
      .orderBy(paymentEvents.id);
    expect(event).toMatchObject({ kind: 'provider', to_status: 'done', note: SANDBOX_NOTE });
    // The owner's order detail shows it.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/store/orders/${orderId}`,
      headers: bearer(owner),
    });
    expect(JSON.stringify(detail.json())).toContain(SANDBOX_PAYMENT_INFO);
  });
});
