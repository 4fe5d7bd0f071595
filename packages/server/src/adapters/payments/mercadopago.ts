import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  InvalidSignatureError,
  type Checkout,
  type CheckoutRequest,
  type NotificationInput,
  type PaymentNotice,
  type PaymentProvider,
  type ProviderPaymentStatus,
} from './provider';

export interface MercadoPagoOptions {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  apiBase?: string;
  fetch?: typeof fetch;
}

const header = (headers: NotificationInput['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * MercadoPago Checkout Pro: a preference per order (its id is the payment_id the browser SDK opens
 * with the public key), and webhooks checked with the x-signature HMAC of
 * 'id:{data.id};request-id:{x-request-id};ts:{ts};'. The payment's state is then read from the API,
 * never taken from the notification body.
 */
export function mercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const api = options.apiBase ?? 'https://api.mercadopago.com';
  const http = options.fetch ?? fetch;
  const auth = { authorization: `Bearer ${options.accessToken}` };

  return {
    kind: 'mercadopago',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const response = await http(`${api}/checkout/preferences`, {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'application/json',
          'x-idempotency-key': `order-${request.orderId}-${request.reference}`,
        },
        body: JSON.stringify({
          items: [
            { title: request.title, quantity: 1, unit_price: request.total, currency_id: request.currency },
          ],
          external_reference: request.reference,
          notification_url: request.notificationUrl,
          back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.returnUrl },
          auto_return: 'approved',
          ...(request.payerEmail ? { payer: { email: request.payerEmail } } : {}),
        }),
      });
      if (!response.ok) throw new Error(`MercadoPago respondio ${response.status} al crear la preferencia`);
      const preference = (await response.json()) as { id: string; init_point: string };
      return { payment_id: preference.id, public_key: options.publicKey, init_point: preference.init_point };
    },

    async readNotification(input: NotificationInput): Promise<PaymentNotice | null> {
      const body = (input.body ?? {}) as { type?: string; data?: { id?: string | number } };
      const dataId = String(input.query['data.id'] ?? body.data?.id ?? '');
      const type = String(input.query.type ?? body.type ?? '');
      const signature = header(input.headers, 'x-signature') ?? '';
      const requestId = header(input.headers, 'x-request-id') ?? '';
      const parts = Object.fromEntries(
        signature.split(',').map((part) => part.trim().split('=') as [string, string]),
      );
      if (!parts.ts || !parts.v1 || !dataId) throw new InvalidSignatureError();
      const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${parts.ts};`;
      const expected = createHmac('sha256', options.webhookSecret).update(manifest).digest('hex');
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== 32 || !timingSafeEqual(given, Buffer.from(expected, 'hex')))
        throw new InvalidSignatureError();
      if (type !== 'payment') return null;
      const response = await http(`${api}/v1/payments/${encodeURIComponent(dataId)}`, { headers: auth });
      if (!response.ok) throw new Error(`MercadoPago respondio ${response.status} al leer el pago ${dataId}`);
      const payment = (await response.json()) as {
        id: number | string;
        status: ProviderPaymentStatus;
        external_reference: string;
        transaction_amount?: number;
      };
      return {
        provider: 'mercadopago',
        providerPaymentId: String(payment.id),
        status: payment.status,
        reference: payment.external_reference,
        amount: payment.transaction_amount ?? null,
      };
    },
  };
}

/** Signs a notification the way MercadoPago does (used by tests and by the sandbox). */
export function signMercadoPagoNotification(
  secret: string,
  dataId: string,
  requestId: string,
  ts: string,
): string {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}
