import { useEffect, useRef, useState } from 'react';
import { CustomerApiError, customerApi, errorText } from '../api';
import { ACTIVITY, logActivity, recoverSession } from '../session';
import { CT } from '../texts';
import type { CustomerOrder, PaymentData } from '../types';
import { openMercadoPago, openSandbox, loadMercadoPago, type CheckoutWatch } from './checkout';

/**
 * The order pays online when its checkout was prepared or its method is the provider's (core's
 * isCheckoutProviderMethod rule, not imported: its module brings zod into this bundle).
 */
function isOnlineCheckout(order: CustomerOrder): boolean {
  const method = (order.payment_method ?? '').replace(/\s+/g, '').toLowerCase();
  return order.payment_data !== null || method === 'mercadopago';
}

/** Spec section 9: the payment countdown. */
export const PAYMENT_COUNTDOWN_S = 15;

type Phase = 'ready' | 'opened' | 'waiting' | 'processing';

interface Props {
  order: CustomerOrder;
  onReload: () => Promise<void>;
}

/**
 * The customer's payment button (spec section 4): 'Pagar' when the payment was requested,
 * 'Ver estado' once the checkout was opened, 'Esperando' while it is on screen, 'Procesando' with
 * a 15-second countdown after it closes (and while the provider is processing), then the session
 * is re-checked and the order reloaded; 'Pago recibido' when done.
 */
export function PaymentButton({ order, onReload }: Props) {
  const [phase, setPhase] = useState<Phase>(order.payment_status === 'processing' ? 'processing' : 'ready');
  const [seconds, setSeconds] = useState(PAYMENT_COUNTDOWN_S);
  const [payment, setPayment] = useState<PaymentData | null>(order.payment_data);
  /** The server's reason when this store has no online payment (403): shown instead of 'Pagar'. */
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const reloadRef = useRef(onReload);
  useEffect(() => {
    reloadRef.current = onReload;
  }, [onReload]);

  // Prepares the checkout as soon as the payment is requested, so 'Pagar' opens it at once. The
  // order link alone is enough (issue 17): a link opened on another device pays too.
  useEffect(() => {
    if (order.payment_status !== 'required' || payment || !isOnlineCheckout(order)) return;
    customerApi
      .checkout(order.token)
      .then((answer) => {
        setPayment(answer.payment_data);
        if (answer.payment_data?.provider === 'mercadopago') return loadMercadoPago();
      })
      .catch((error: unknown) => {
        if (error instanceof CustomerApiError && error.status === 403) setUnavailable(error.message);
        else console.warn('checkout', errorText(error));
      });
  }, [order, payment]);

  useEffect(() => {
    if (phase !== 'processing') return;
    const started = Date.now();
    const timer = setInterval(() => {
      const left = PAYMENT_COUNTDOWN_S - Math.floor((Date.now() - started) / 1000);
      setSeconds(Math.max(0, left));
      if (left <= 0) {
        clearInterval(timer);
        void recoverSession()
          .then(() => reloadRef.current())
          .finally(() => setPhase('ready'));
      }
    }, 250);
    return () => clearInterval(timer);
  }, [phase]);

  if (order.payment_status === 'done') {
    return (
      <button type="button" className="button pay" disabled>
        Pago recibido
      </button>
    );
  }
  // Not the online checkout: the method's instructions instead of a 'Pagar' that cannot work,
  // from the confirmation on (a transfer can be made before the store asks for it).
  if (!isOnlineCheckout(order)) {
    // While provisional, the 'Finalizar pedido' form shows the chosen method's instructions.
    return order.method_info && order.status !== 'provisional' ? (
      <div className="note pay-info">
        <strong>{CT.howToPay}</strong>
        <p>{order.method_info}</p>
      </div>
    ) : null;
  }
  if (order.payment_status === 'pending') return null;
  if (unavailable && !payment) {
    return (
      <p className="payment-unavailable" role="status">
        {unavailable}
      </p>
    );
  }

  const watch: CheckoutWatch = {
    onShown: () => setPhase('waiting'),
    onClosed: () => {
      setSeconds(PAYMENT_COUNTDOWN_S);
      setPhase('processing');
    },
  };
  const open = () => {
    if (!payment) return;
    logActivity(ACTIVITY.payClicked, { order_id: order.id });
    setPhase('opened');
    if (payment.provider === 'mercadopago') {
      // Provider errors are only logged (spec section 8).
      openMercadoPago(payment, watch).catch((error: unknown) =>
        console.warn('mercadopago', errorText(error)),
      );
    } else {
      openSandbox(payment, watch);
    }
  };

  if (phase === 'processing') {
    return (
      <button type="button" className="button pay" disabled aria-live="polite">
        Procesando {seconds}
      </button>
    );
  }
  if (phase === 'waiting') {
    return (
      <button type="button" className="button pay" disabled>
        Esperando
      </button>
    );
  }
  return (
    <button type="button" className="button pay button-primary" disabled={!payment} onClick={open}>
      {phase === 'opened' ? 'Ver estado' : 'Pagar'}
    </button>
  );
}
