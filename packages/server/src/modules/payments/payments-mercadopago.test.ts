import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMercadoPagoNotification } from '../../adapters/payments/mercadopago';
import { orders } from '../../db/schema';
import { createStore, createTestApp, messageOf, type TestContext } from '../../../test/helpers';
import { addCheckoutMethod, addItems, addProduct, preset } from '../customer/customer.fixtures';

/** A local server answering MercadoPago's preference and payment calls. */
let server: Server;
let t: TestContext;
let reference = '';
const payments = new Map<string, { status: string; amount: number }>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/checkout/preferences') {
        reference = (JSON.parse(body) as { external_reference: string }).external_reference;
        res.end(JSON.stringify({ id: 'pref-1', init_point: 'https://mp.test/checkout?pref_id=pref-1' }));
        return;
      }
      const payment = payments.get((req.url ?? '').replace('/v1/payments/', ''));
      if (!payment) {
        res.statusCode = 404;
        res.end('{}');
        return;
      }
      res.end(
        JSON.stringify({
          id: Number((req.url ?? '').split('/').pop()),
          status: payment.status,
          external_reference: reference,
          transaction_amount: payment.amount,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    MP_ACCESS_TOKEN: 'TEST-token',
    MP_PUBLIC_KEY: 'TEST-pk',
    MP_WEBHOOK_SECRET: 'secreto-webhook',
    MP_API_BASE: base,
    PUBLIC_URL: 'https://tienda.test',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const notify = (dataId: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/webhook/mercadopago?data.id=${dataId}&type=payment`,
    headers: { 'x-signature': signature, 'x-request-id': 'req-1' },
    payload: { type: 'payment', data: { id: dataId } },
  });

describe('MercadoPago when its credentials are configured', () => {
  it('creates the preference and applies a signed, API-confirmed payment', async () => {
    const { store } = await createStore(t.database);
    await addCheckoutMethod(t.database.db, store.id, 'Mercado Pago');
    const product = await addProduct(t.database.db, store.id, { price_per_unit: 300 });
    const { session } = await preset(t.app, store.hashtag);
    const order = await addItems(t.app, session, [{ product_id: product.id, amount: 1 }]);
    await t.app.inject({
      method: 'POST',
      url: `/api/client/order/${order.id}/confirm`,
      // Closing needs the mode, a name and a phone (issue 17).
      payload: { session_id: session, delivery: false, first_name: 'Ana', phone: '11 4444 5555' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/client/order/${order.id}/checkout`,
      payload: { session_id: session },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment_data).toEqual({
      provider: 'mercadopago',
      payment_id: 'pref-1',
      public_key: 'TEST-pk',
      init_point: 'https://mp.test/checkout?pref_id=pref-1',
    });

    payments.set('555', { status: 'approved', amount: 300 });
    const forged = await notify('555', signMercadoPagoNotification('otro', '555', 'req-1', '1700000000'));
    expect(forged.statusCode).toBe(401);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(before!.payment_status).toBe('required');

    const ok = await notify(
      '555',
      signMercadoPagoNotification('secreto-webhook', '555', 'req-1', '1700000000'),
    );
    expect(ok.json()).toEqual({ received: true, applied: true });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.payment_status).toBe('done');
  });

  it('turns the sandbox off', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/sbx-1' });
    expect(page.statusCode).toBe(404);
    expect(messageOf(page)).toBe('Pago no encontrado');
    const hook = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', payload: {} });
    expect(hook.statusCode).toBe(404);
  });
});
