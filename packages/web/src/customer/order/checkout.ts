import type { PaymentData } from '../types';

const MERCADOPAGO_SDK = 'https://sdk.mercadopago.com/js/v2';

interface MercadoPagoInstance {
  checkout(options: { preference: { id: string }; autoOpen: boolean }): unknown;
}
declare global {
  interface Window {
    MercadoPago?: new (publicKey: string, options: { locale: string }) => MercadoPagoInstance;
  }
}

let sdkPromise: Promise<void> | null = null;

/** The provider's SDK, loaded only for orders paid through MercadoPago (it is large). */
export function loadMercadoPago(): Promise<void> {
  sdkPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = MERCADOPAGO_SDK;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      sdkPromise = null;
      reject(new Error('No se pudo cargar el checkout de MercadoPago'));
    };
    document.head.appendChild(script);
  });
  return sdkPromise;
}

export interface CheckoutWatch {
  /** The checkout is on screen ('Esperando'). */
  onShown: () => void;
  /** The customer closed it or it finished ('Procesando'). */
  onClosed: () => void;
}

/** MercadoPago's modal is an iframe it adds to the page; its coming and going drive the button. */
function watchProviderOverlay(watch: CheckoutWatch): void {
  const find = () => document.querySelector('iframe[src*="mercadopago"], iframe[src*="mercadolibre"]');
  let isShown = false;
  const observer = new MutationObserver(() => {
    const frame = find();
    if (frame && !isShown) {
      isShown = true;
      watch.onShown();
    } else if (!frame && isShown) {
      observer.disconnect();
      watch.onClosed();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

export async function openMercadoPago(data: PaymentData, watch: CheckoutWatch): Promise<void> {
  await loadMercadoPago();
  if (!window.MercadoPago) throw new Error('No se pudo cargar el checkout de MercadoPago');
  const mp = new window.MercadoPago(data.public_key, { locale: 'es-AR' });
  watchProviderOverlay(watch);
  mp.checkout({ preference: { id: data.payment_id }, autoOpen: true });
}

/** The built-in sandbox checkout, in an overlay with an iframe of /sandbox-checkout/:paymentId. */
export function openSandbox(data: PaymentData, watch: CheckoutWatch): void {
  const overlay = document.createElement('div');
  overlay.className = 'checkout-overlay';
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', 'Checkout');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'checkout-close';
  close.textContent = 'Cerrar';
  const frame = document.createElement('iframe');
  frame.title = 'Checkout';
  frame.src = `/sandbox-checkout/${encodeURIComponent(data.payment_id)}`;
  const finish = () => {
    window.removeEventListener('message', onMessage);
    overlay.remove();
    watch.onClosed();
  };
  // The checkout page tells its opener when the payment was sent, so the overlay closes by itself.
  const onMessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.origin === window.location.origin && event.data?.type === 'mostrador-sandbox-done') finish();
  };
  window.addEventListener('message', onMessage);
  close.addEventListener('click', finish);
  frame.addEventListener('load', () => watch.onShown(), { once: true });
  overlay.append(close, frame);
  document.body.appendChild(overlay);
  close.focus();
}
