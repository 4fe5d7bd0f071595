import { z } from 'zod';
import { TEXT } from './messages';
import { isHttpUrl } from './settings-fields';

/** What stands for a stored secret in answers: the secret itself never leaves the server. */
export const SECRET_MASK = '••••';

/**
 * '••••' plus the last 4 characters, so the owner can tell which key is saved; short secrets show
 * the mask alone, as 4 of few characters would give most of it away.
 */
export function maskSecret(secret: string): string {
  return secret.length >= 8 ? `${SECRET_MASK}${secret.slice(-4)}` : SECRET_MASK;
}

/**
 * The shop's base URL is the start of every API address the server builds (its path is kept, for
 * WordPress in a folder): a query or fragment would swallow the API path and the credentials, and
 * a user:password@ part would send them elsewhere.
 */
export const WOO_URL_TEXT = {
  queryOrFragment:
    "La URL de la tienda no puede llevar '?' ni '#': escriba solo la direccion de la tienda (https://...)",
  credentials:
    'La URL de la tienda no puede llevar usuario ni clave: escriba la clave y el secreto en sus campos',
} as const;

/** A credential field as sent: a new value, null to remove it, or ''/the mask/absent to keep it. */
const credentialField = z
  .string()
  .trim()
  .max(300, TEXT.textTooLong.replace('{max}', '300'))
  .nullish()
  .transform((value) => (value === '' || value?.startsWith(SECRET_MASK) ? undefined : value));

/**
 * POST /store/integration_settings (WooCommerce). Fields left out keep their saved value; the api
 * key and the secret are only replaced when a new value is typed, and removed with null.
 */
export const integrationSettingsSchema = z.object({
  woo_base_url: z
    .string({ error: TEXT.urlInvalid })
    .trim()
    .max(300, TEXT.urlInvalid)
    .refine((value) => value === '' || isHttpUrl(value), TEXT.urlInvalid)
    .refine((value) => !/[?#]/.test(value), WOO_URL_TEXT.queryOrFragment)
    .refine((value) => value === '' || !/^https?:\/\/[^/]*@/i.test(value), WOO_URL_TEXT.credentials)
    .transform((value) => value.replace(/\/+$/, ''))
    .nullish(),
  woo_api_key: credentialField,
  woo_secret: credentialField,
  woo_auto_products: z.boolean().optional(),
  woo_auto_orders: z.boolean().optional(),
});
export type IntegrationSettingsInput = z.input<typeof integrationSettingsSchema>;

/**
 * The answer of GET and POST /store/integration_settings. The api key and the secret appear only
 * as a mask ('••••1234') with has_api_key / has_secret; '' when none is saved.
 */
export const integrationSettingsViewSchema = z.object({
  woo_base_url: z.string(),
  woo_api_key: z.string(),
  has_api_key: z.boolean(),
  woo_secret: z.string(),
  has_secret: z.boolean(),
  woo_auto_products: z.boolean(),
  woo_auto_orders: z.boolean(),
});
export type IntegrationSettings = z.infer<typeof integrationSettingsViewSchema>;

/** What POST /store/integrations/woocommerce/sync runs: products, orders or both (left out: both). */
export const WOO_SYNC_TARGETS = ['products', 'orders'] as const;
export type WooSyncTarget = (typeof WOO_SYNC_TARGETS)[number];

export const wooSyncRequestSchema = z
  .object({
    targets: z
      .array(z.enum(WOO_SYNC_TARGETS, { error: 'Indique products u orders para sincronizar' }))
      .min(1, 'Indique products u orders para sincronizar')
      .optional(),
  })
  .nullish();
