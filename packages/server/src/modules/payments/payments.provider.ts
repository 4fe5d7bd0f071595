import type { Config } from '../../config';
import { mercadoPagoProvider } from '../../adapters/payments/mercadopago';
import type { PaymentProvider } from '../../adapters/payments/provider';
import { sandboxProvider } from '../../adapters/payments/sandbox';

/** MercadoPago when all three of its credentials are configured; otherwise the offline sandbox. */
export function choosePaymentProvider(config: Config, sandboxSecret: string): PaymentProvider {
  if (config.MP_ACCESS_TOKEN && config.MP_PUBLIC_KEY && config.MP_WEBHOOK_SECRET) {
    return mercadoPagoProvider({
      accessToken: config.MP_ACCESS_TOKEN,
      publicKey: config.MP_PUBLIC_KEY,
      webhookSecret: config.MP_WEBHOOK_SECRET,
      ...(config.MP_API_BASE ? { apiBase: config.MP_API_BASE } : {}),
    });
  }
  return sandboxProvider(sandboxSecret, (config.PUBLIC_URL ?? '').replace(/\/+$/, ''));
}
