/** What the order page needs to open a checkout, and what a payment notification tells us. */
export interface CheckoutRequest {
  orderId: number;
  reference: string;
  title: string;
  total: number;
  currency: string;
  payerEmail?: string | null;
  returnUrl: string;
  notificationUrl: string;
}

export interface Checkout {
  /** The provider's id for this checkout (MercadoPago: the preference id). */
  payment_id: string;
  /** The public key the browser SDK needs (sandbox: 'sandbox'). */
  public_key: string;
  /** Where the customer pays. */
  init_point: string;
}

/** Provider payment states, mapped onto the order's payment_status by the payments service. */
export type ProviderPaymentStatus =
  'approved' | 'in_process' | 'pending' | 'rejected' | 'cancelled' | 'refunded';

export interface PaymentNotice {
  provider: 'mercadopago' | 'sandbox';
  /** The provider's payment id: with the status, what makes a notice unique. */
  providerPaymentId: string;
  status: ProviderPaymentStatus;
  /** Our reference, set when the checkout was created. */
  reference: string;
  amount: number | null;
}

export interface NotificationInput {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface PaymentProvider {
  readonly kind: 'mercadopago' | 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Checks a notification's signature and answers the payment it reports, as confirmed by the
   * provider itself; null when the notification is not about a payment. Throws on a bad signature.
   */
  readNotification(input: NotificationInput): Promise<PaymentNotice | null>;
}

export class InvalidSignatureError extends Error {
  constructor() {
    super('Firma de notificacion de pago invalida');
  }
}
