import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  InvalidSignatureError,
  type Checkout,
  type CheckoutRequest,
  type NotificationInput,
  type PaymentNotice,
  type PaymentProvider,
} from './provider';

/**
 * The built-in checkout used when no payment credentials are configured: the customer pays on our
 * own sandbox page, which posts a notification signed with our secret through the same path a real
 * provider's webhook takes. The whole payment flow runs offline.
 */
export function sandboxProvider(secret: string, publicBaseUrl = ''): PaymentProvider {
  const sign = (payload: string) =>
    createHmac('sha256', `${secret}:sandbox-payments`).update(payload).digest('hex');
  return {
    kind: 'sandbox',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const id = `sbx-${randomBytes(9).toString('base64url')}`;
      const query = new URLSearchParams({
        ref: request.reference,
        amount: request.total.toFixed(2),
        currency: request.currency,
        title: request.title,
        return: request.returnUrl,
        sig: sign(`${id}|${request.reference}|${request.total.toFixed(2)}`),
      });
      return {
        payment_id: id,
        public_key: 'sandbox',
        // The customer page /sandbox-checkout/{id} reads GET /api/payments/sandbox/{id} and pays there.
        init_point: `${publicBaseUrl}/sandbox-checkout/${id}?${query}`,
      };
    },

    async readNotification(input: NotificationInput): Promise<PaymentNotice | null> {
      const body = (input.body ?? {}) as Record<string, unknown>;
      const payload = `${body.payment_id}|${body.checkout_id}|${body.reference}|${body.status}|${body.amount}`;
      const given = Buffer.from(String(body.signature ?? ''), 'hex');
      const expected = Buffer.from(sign(payload), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new InvalidSignatureError();
      if (body.status !== 'approved' && body.status !== 'rejected' && body.status !== 'in_process')
        return null;
      return {
        provider: 'sandbox',
        providerPaymentId: String(body.payment_id),
        status: body.status,
        reference: String(body.reference),
        amount: Number(body.amount),
      };
    },
  };
}

/** The checkout page's own check that its link was issued by us for this order and amount. */
export function sandboxLinkIsValid(
  secret: string,
  checkoutId: string,
  reference: string,
  amount: string,
  sig: string,
): boolean {
  const expected = createHmac('sha256', `${secret}:sandbox-payments`)
    .update(`${checkoutId}|${reference}|${amount}`)
    .digest('hex');
  return sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
}

/** A signed notification from the sandbox page, for the notification route. */
export function signSandboxNotification(
  secret: string,
  notice: { payment_id: string; checkout_id: string; reference: string; status: string; amount: string },
) {
  const payload = `${notice.payment_id}|${notice.checkout_id}|${notice.reference}|${notice.status}|${notice.amount}`;
  return {
    ...notice,
    signature: createHmac('sha256', `${secret}:sandbox-payments`).update(payload).digest('hex'),
  };
}
