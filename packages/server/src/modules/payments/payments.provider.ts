import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { mercadoPagoProvider } from '../../adapters/payments/mercadopago';
import type { PaymentProvider } from '../../adapters/payments/provider';
import { sandboxProvider } from '../../adapters/payments/sandbox';

/**
 * MercadoPago when all three of its credentials are configured; otherwise the offline sandbox
 * where it is allowed (sandboxEnabled); otherwise none: online payment is unavailable.
 */
export function choosePaymentProvider(
  config: Config,
  sandboxSecret: string,
  databaseKind: Database['kind'],
): PaymentProvider | null {
  if (config.MP_ACCESS_TOKEN && config.MP_PUBLIC_KEY && config.MP_WEBHOOK_SECRET) {
    return mercadoPagoProvider({
      accessToken: config.MP_ACCESS_TOKEN,
      publicKey: config.MP_PUBLIC_KEY,
      webhookSecret: config.MP_WEBHOOK_SECRET,
      ...(config.MP_API_BASE ? { apiBase: config.MP_API_BASE } : {}),
    });
  }
  if (!sandboxEnabled(config, databaseKind)) return null;
  return sandboxProvider(sandboxSecret, (config.PUBLIC_URL ?? '').replace(/\/+$/, ''));
}

/**
 * The sandbox lets a customer approve their own payment, so it is never on by accident in
 * production: by default only on the embedded demo database, or where PAYMENTS_SANDBOX=true.
 */
export function sandboxEnabled(config: Pick<Config, 'PAYMENTS_SANDBOX'>, databaseKind: Database['kind']) {
  return config.PAYMENTS_SANDBOX ?? databaseKind === 'pglite';
}
