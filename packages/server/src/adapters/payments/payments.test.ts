import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mercadoPagoProvider, signMercadoPagoNotification } from './mercadopago';
import { InvalidSignatureError } from './provider';
import { sandboxLinkIsValid, sandboxProvider, signSandboxNotification } from './sandbox';

/** A local server answering as MercadoPago documents its preference and payment calls. */
let server: Server;
let base = '';
const received: Array<{ url: string; auth?: string; body: string }> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ url: req.url ?? '', auth: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/checkout/preferences') {
        res.end(
          JSON.stringify({ id: '123-pref', init_point: 'https://mp.example/checkout?pref_id=123-pref' }),
        );
      } else if (req.url === '/v1/payments/999') {
        res.end(
          JSON.stringify({
            id: 999,
            status: 'approved',
            external_reference: 'ord-abc',
            transaction_amount: 1500.5,
          }),
        );
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = {
  orderId: 7,
  reference: 'ord-abc',
  title: 'Pedido A1B2 - Almacén',
  total: 1500.5,
  currency: 'ARS',
  returnUrl: 'http://localhost/orderstatus/t',
  notificationUrl: 'http://localhost/api/client/payments/webhook/mercadopago',
};

describe('MercadoPago adapter', () => {
  const provider = () =>
    mercadoPagoProvider({
      accessToken: 'TEST-token',
      publicKey: 'TEST-pk',
      webhookSecret: 'secreto',
      apiBase: base,
    });

  it('creates a preference with our reference and answers the SDK data', async () => {
    const checkout = await provider().createCheckout(request);
    expect(checkout).toEqual({
      payment_id: '123-pref',
      public_key: 'TEST-pk',
      init_point: 'https://mp.example/checkout?pref_id=123-pref',
    });
    const sent = received.find((r) => r.url === '/checkout/preferences')!;
    expect(sent.auth).toBe('Bearer TEST-token');
    expect(JSON.parse(sent.body)).toMatchObject({
      external_reference: 'ord-abc',
      items: [{ unit_price: 1500.5, currency_id: 'ARS' }],
    });
  });

  it('reads a signed notification and confirms the payment with the API', async () => {
    const headers = {
      'x-signature': signMercadoPagoNotification('secreto', '999', 'req-1', '1700000000'),
      'x-request-id': 'req-1',
    };
    const notice = await provider().readNotification({
      headers,
      query: { 'data.id': '999', type: 'payment' },
      body: { type: 'payment', data: { id: '999' } },
    });
    expect(notice).toEqual({
      provider: 'mercadopago',
      providerPaymentId: '999',
      status: 'approved',
      reference: 'ord-abc',
      amount: 1500.5,
    });
  });

  it.each([
    ['a forged signature', { 'x-signature': 'ts=1700000000,v1=' + '0'.repeat(64), 'x-request-id': 'req-1' }],
    [
      'a signature for another payment',
      {
        'x-signature': signMercadoPagoNotification('secreto', '998', 'req-1', '1700000000'),
        'x-request-id': 'req-1',
      },
    ],
    [
      'a signature made with another secret',
      {
        'x-signature': signMercadoPagoNotification('otro', '999', 'req-1', '1700000000'),
        'x-request-id': 'req-1',
      },
    ],
    ['no signature', {}],
  ])('refuses %s', async (_case, headers) => {
    await expect(
      provider().readNotification({ headers, query: { 'data.id': '999', type: 'payment' }, body: {} }),
    ).rejects.toBeInstanceOf(InvalidSignatureError);
  });
});

describe('sandbox checkout', () => {
  it('issues links only it accepts and reads only its own signed notices', async () => {
    const provider = sandboxProvider('clave');
    const checkout = await provider.createCheckout(request);
    const url = new URL(checkout.init_point, 'http://x');
    const q = url.searchParams;
    expect(
      sandboxLinkIsValid('clave', checkout.payment_id, q.get('ref')!, q.get('amount')!, q.get('sig')!),
    ).toBe(true);
    expect(sandboxLinkIsValid('clave', checkout.payment_id, q.get('ref')!, '1.00', q.get('sig')!)).toBe(
      false,
    );
    const body = signSandboxNotification('clave', {
      payment_id: 'p1',
      checkout_id: checkout.payment_id,
      reference: 'ord-abc',
      status: 'approved',
      amount: '1500.50',
    });
    expect(await provider.readNotification({ headers: {}, query: {}, body })).toMatchObject({
      status: 'approved',
      reference: 'ord-abc',
      amount: 1500.5,
    });
    await expect(
      provider.readNotification({ headers: {}, query: {}, body: { ...body, amount: '1.00' } }),
    ).rejects.toBeInstanceOf(InvalidSignatureError);
  });
});
