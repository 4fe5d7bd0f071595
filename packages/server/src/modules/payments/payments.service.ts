import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, CUSTOMER_TEXT, ORDER_MSG, isCheckoutProviderMethod, toCents } from '@mostrador/core';
import type { Db } from '../../db/client';
import { withPlatformScope, withStoreScope } from '../../db/scope';
import {
  InvalidSignatureError,
  type NotificationInput,
  type PaymentNotice,
  type PaymentProvider,
} from '../../adapters/payments/provider';
import { signSandboxNotification } from '../../adapters/payments/sandbox';
import { insertPaymentEvent, lockOrder, setOrderPayment } from '../orders/orders.api';
import { findStoreById } from '../stores/stores.api';
import { requireEnabled } from '../customer/customer-access';
import { nextPaymentStatus } from './payment-status';
import {
  findCheckout,
  findCheckoutByReference,
  findOrder,
  insertCheckout,
  insertNotice,
  otherPaymentInProcess,
  setAppliedStatus,
} from './payments.repository';
import type { StoreRow } from '../../db/rows';

export interface PaymentsOptions {
  db: Db;
  /** null: no MercadoPago settings and the sandbox off (PAYMENTS_SANDBOX): no online payment. */
  provider: PaymentProvider | null;
  /** Signs the sandbox's notifications (the same key the sandbox provider checks). */
  sandboxSecret: string;
  /** Public address of this server ('' keeps links relative, enough for the sandbox). */
  publicUrl: string;
  /** ISO currency the provider charges in (the checkout's locale is es-AR: ARS). */
  currency: string;
  log: FastifyBaseLogger;
}

export interface SandboxCheckoutView {
  payment_id: string;
  reference: string;
  title: string;
  total: number;
  curr_symbol: string;
  return_url: string;
}

const money = (value: number) => toCents(value);

/** How the owner's screens (order detail, Cobros, the payment history) mark a sandbox payment. */
export const SANDBOX_NOTE = 'Prueba';
export const SANDBOX_PAYMENT_INFO = 'Prueba: aprobado en el checkout de prueba, sin cobro real';

/** PAGOS: how online payment stands on this server, for the store owner. */
export const ONLINE_PAYMENT_TEXT = {
  mercadopago: 'Pagos en linea con MercadoPago activos.',
  sandbox:
    'Pagos de prueba: el boton Pagar abre un checkout de prueba donde el cliente aprueba o rechaza el pago; no se cobra dinero real. Los pagos de prueba se marcan como Prueba en Cobros y en el pedido.',
  off: 'El pago en linea no esta disponible: el servidor no tiene configurado MercadoPago. Los clientes que elijan MercadoPago veran que deben coordinar el pago con la tienda; use Solicitar pago y Completar para registrar cobros por otros medios.',
} as const;

/**
 * Checkouts and payment notifications. The provider is MercadoPago when configured, else the
 * built-in sandbox; both reach the order through the same notification path, which applies each
 * (provider, payment, status) once and only moves the payment status forward.
 */
export function createPaymentsService(options: PaymentsOptions) {
  const { db, provider, log } = options;
  const base = options.publicUrl.replace(/\/+$/, '');
  const orderTitle = (alphanumId: string, storeName: string) => `Pedido ${alphanumId} - ${storeName}`;

  async function receiveNotification(providerName: string, input: NotificationInput) {
    if (!provider || providerName !== provider.kind) {
      throw new AppError('not_found', CUSTOMER_TEXT.paymentNotFound);
    }
    const active = provider;
    let notice;
    try {
      notice = await provider.readNotification(input);
    } catch (error) {
      if (error instanceof InvalidSignatureError) {
        throw new AppError('unauthorized', CUSTOMER_TEXT.signatureInvalid);
      }
      throw error;
    }
    if (!notice) return { applied: false };
    // The provider's reference names the checkout and so the store: that one row is the platform's
    // lookup; the notice is applied in the store's scope.
    const storeId = await withPlatformScope(
      async () => (await findCheckoutByReference(db, active.kind, notice.reference))?.store_id,
    );
    if (storeId === undefined) {
      log.warn({ reference: notice.reference }, 'aviso de pago sin checkout conocido');
      return { applied: false };
    }
    const applied = await withStoreScope(storeId, () => applyNotice(notice));
    return { applied };
  }

  async function applyNotice(notice: PaymentNotice) {
    return db.transaction(async (tx) => {
      const checkout = await findCheckoutByReference(tx, notice.provider, notice.reference);
      if (!checkout) {
        log.warn({ reference: notice.reference }, 'aviso de pago sin checkout conocido');
        return false;
      }
      const order = await lockOrder(tx, checkout.store_id, checkout.order_id);
      if (!order) return false;
      const noticeId = await insertNotice(tx, {
        store_id: checkout.store_id,
        order_id: checkout.order_id,
        provider: notice.provider,
        provider_payment_id: notice.providerPaymentId,
        status: notice.status,
        amount: notice.amount,
        applied_status: order.payment_status,
        raw: { reference: notice.reference },
      });
      if (noticeId === undefined) return false;
      const next = nextPaymentStatus(order.payment_status, {
        status: notice.status,
        amountMatches: notice.amount !== null && money(notice.amount) === money(checkout.amount),
        otherInProcess:
          (notice.status === 'rejected' || notice.status === 'cancelled') &&
          (await otherPaymentInProcess(tx, checkout.store_id, checkout.order_id, notice.providerPaymentId)),
      });
      if (notice.status === 'approved' && next !== 'done') {
        log.warn({ orderId: order.id, amount: notice.amount }, 'pago aprobado por otro monto: no se aplica');
      }
      if (next === order.payment_status) return false;
      const sandbox = notice.provider === 'sandbox';
      await setOrderPayment(tx, checkout.store_id, checkout.order_id, {
        payment_status: next,
        // A sandbox approval always says so: the owner must never take it for money received.
        ...(next === 'done' && sandbox ? { payment_info: SANDBOX_PAYMENT_INFO } : {}),
        ...(next === 'done' && !sandbox && !order.payment_info?.trim()
          ? { payment_info: ORDER_MSG.paymentApproved }
          : {}),
      });
      await setAppliedStatus(tx, noticeId, next);
      // The order's payment history, and the back office's payment alerts, see the change.
      await insertPaymentEvent(tx, {
        store_id: checkout.store_id,
        order_id: checkout.order_id,
        kind: 'provider',
        from_status: order.payment_status,
        to_status: next,
        amount: notice.amount,
        method: order.payment_method,
        note: sandbox ? SANDBOX_NOTE : null,
        previous_info: order.payment_info,
      });
      return true;
    });
  }

  /** The sandbox's own checkouts, only while the sandbox is the active provider. */
  async function sandboxCheckout(paymentId: string) {
    if (provider?.kind !== 'sandbox') throw new AppError('not_found', CUSTOMER_TEXT.paymentNotFound);
    // The payment id names the checkout and so the store (the platform's lookup); the store and
    // the order are read in the store's scope.
    const checkout = await withPlatformScope(() => findCheckout(db, 'sandbox', paymentId));
    if (!checkout) throw new AppError('not_found', CUSTOMER_TEXT.paymentNotFound);
    return withStoreScope(checkout.store_id, async () => {
      const store = requireEnabled(await findStoreById(db, checkout.store_id));
      const order = await findOrder(db, checkout.store_id, checkout.order_id);
      if (!order) throw new AppError('not_found', CUSTOMER_TEXT.paymentNotFound);
      return { checkout, store, order };
    });
  }

  return {
    providerKind: provider?.kind ?? null,

    /** GET /store/online_payment: what the owner reads in PAGOS about online payment. */
    onlinePayment() {
      const kind = provider?.kind ?? null;
      return { provider: kind, message: ONLINE_PAYMENT_TEXT[kind ?? 'off'] };
    },

    /**
     * 'Pagar': a checkout for the order's current total, created once and reused while the total
     * stays the same. The provider is called outside the transaction (it is a network call); the
     * order is then re-checked under its lock before the checkout is recorded.
     */
    async startCheckout(store: StoreRow, orderId: number) {
      // 403, not 409: the page tells this apart from a provider error (which it only logs).
      if (!provider) throw new AppError('forbidden', CUSTOMER_TEXT.onlinePaymentOff);
      const order = await findOrder(db, store.id, orderId);
      if (!order) throw new AppError('not_found', CUSTOMER_TEXT.orderNotFound);
      if (order.payment_status !== 'required') {
        throw new AppError('conflict', CUSTOMER_TEXT.paymentNotRequired);
      }
      if (!order.payment_method || !isCheckoutProviderMethod(order.payment_method)) {
        throw new AppError('conflict', CUSTOMER_TEXT.checkoutUnavailable);
      }
      const saved = order.payment_data as Record<string, unknown> | null;
      if (saved?.provider === provider.kind && typeof saved.payment_id === 'string') {
        const existing = await findCheckout(db, provider.kind, saved.payment_id);
        if (existing && money(existing.amount) === money(order.total_price)) return;
      }
      const reference = `ord-${randomBytes(12).toString('base64url')}`;
      let checkout;
      try {
        checkout = await provider.createCheckout({
          orderId,
          reference,
          title: orderTitle(order.alphanum_id, store.name),
          total: order.total_price,
          currency: options.currency,
          returnUrl: `${base}/orderstatus/${order.token}`,
          notificationUrl: `${base}/api/payments/webhook/${provider.kind}`,
        });
      } catch (error) {
        // Spec section 8: a payment provider error is logged only; the customer may try again.
        log.error({ err: error, orderId }, 'no se pudo crear el checkout');
        throw new AppError('conflict', CUSTOMER_TEXT.checkoutFailed);
      }
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, store.id, orderId);
        if (
          !locked ||
          locked.payment_status !== 'required' ||
          money(locked.total_price) !== money(order.total_price)
        ) {
          throw new AppError('conflict', CUSTOMER_TEXT.paymentNotRequired);
        }
        await insertCheckout(tx, {
          reference,
          store_id: store.id,
          order_id: orderId,
          provider: provider.kind,
          checkout_id: checkout.payment_id,
          amount: order.total_price,
        });
        await setOrderPayment(tx, store.id, orderId, {
          payment_data: { provider: provider.kind, reference, ...checkout },
        });
      });
    },

    receiveNotification,

    async sandboxView(paymentId: string): Promise<SandboxCheckoutView> {
      const { checkout, store, order } = await sandboxCheckout(paymentId);
      return {
        payment_id: checkout.checkout_id,
        reference: checkout.reference,
        title: orderTitle(order.alphanum_id, store.name),
        total: checkout.amount,
        curr_symbol: store.curr_symbol,
        return_url: `${base}/orderstatus/${order.token}`,
      };
    },

    /** The sandbox page's button: a notification signed like a provider's, through the same path. */
    async sandboxPay(paymentId: string, outcome: 'approved' | 'rejected') {
      const { checkout } = await sandboxCheckout(paymentId);
      const body = signSandboxNotification(options.sandboxSecret, {
        payment_id: `sbxpay-${randomBytes(9).toString('base64url')}`,
        checkout_id: checkout.checkout_id,
        reference: checkout.reference,
        status: outcome,
        amount: checkout.amount.toFixed(2),
      });
      await receiveNotification('sandbox', { headers: {}, query: {}, body });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
