import { z } from 'zod';
import { TEXT } from './messages';
import { limitedText } from './settings-fields';

/** The checkout payment provider; a payment method with its name is the default checkout method. */
export const CHECKOUT_PROVIDER_METHOD = 'MercadoPago';
/** Spec section 9: the default checkout method's message when the store leaves it empty. */
export const CHECKOUT_METHOD_DEFAULT_INFO = 'Termina tu compra con el botón Pagar';

/** 'MercadoPago', 'Mercado Pago' and 'mercadopago' all name the provider. */
export function isCheckoutProviderMethod(name: string): boolean {
  return name.replace(/\s+/g, '').toLowerCase() === CHECKOUT_PROVIDER_METHOD.toLowerCase();
}

/** The message to the customer, with the checkout method's default when it is empty. */
export function paymentMethodInfo(name: string, methodInfo: string | null | undefined): string {
  const info = (methodInfo ?? '').trim();
  return !info && isCheckoutProviderMethod(name) ? CHECKOUT_METHOD_DEFAULT_INFO : info;
}

export const PAYMENT_METHODS_MAX = 30;
const CONFIG_KEYS_MAX = 30;

/** config: named text settings (for example an alias or a bank account for transfers). */
const configField = z
  .record(
    z.string().trim().min(1, TEXT.invalidRequest).max(60, TEXT.textTooLong.replace('{max}', '60')),
    z.string().max(2000, TEXT.textTooLong.replace('{max}', '2000')),
  )
  .nullish()
  .transform((config, ctx) => {
    const entries = Object.entries(config ?? {});
    if (entries.length > CONFIG_KEYS_MAX) {
      ctx.addIssue({ code: 'custom', message: TEXT.invalidRequest });
      return z.NEVER;
    }
    return Object.fromEntries(entries.map(([key, value]) => [key.trim(), value.trim()]));
  });

export const paymentMethodSchema = z
  .object({
    /** Present for a method the store already has; absent for a new one. */
    id: z.number().int().positive().optional(),
    name: z
      .string({ error: TEXT.paymentMethodNameRequired })
      .trim()
      .min(1, TEXT.paymentMethodNameRequired)
      .max(60, TEXT.textTooLong.replace('{max}', '60')),
    enabled_delivery: z.boolean().default(true),
    enabled_pickup: z.boolean().default(true),
    method_info: limitedText(1000),
    config: configField,
  })
  .transform((method) => ({ ...method, method_info: paymentMethodInfo(method.name, method.method_info) }));
export type PaymentMethodInput = z.input<typeof paymentMethodSchema>;

/**
 * POST /store/payment_methods/: the store's whole list. Entries with an id update that method,
 * entries without one are new, and methods left out are removed. Names are unique, ignoring case.
 */
export const savePaymentMethodsSchema = z
  .array(paymentMethodSchema)
  .max(PAYMENT_METHODS_MAX, TEXT.invalidRequest)
  .superRefine((methods, ctx) => {
    const seen = new Set<string>();
    methods.forEach((method, index) => {
      const key = method.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: TEXT.paymentMethodRepeated.replace('{name}', method.name),
        });
      }
      seen.add(key);
    });
  });

export const paymentMethodViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled_delivery: z.boolean(),
  enabled_pickup: z.boolean(),
  method_info: z.string(),
  config: z.record(z.string(), z.string()),
});
export type PaymentMethod = z.infer<typeof paymentMethodViewSchema>;
