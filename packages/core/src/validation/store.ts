import { z } from 'zod';
import { MSG } from './messages';
import { EMAIL_PATTERN, STORE_LANGUAGES } from './fields';

const optionalText = (max = 200) => z.string().trim().max(max).nullable().optional();

/** If the field is sent it must not be blank: partial saves (a switch) need not resend it. */
const presentText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message).optional();

export const WIZARD_FLAGS = [
  'store',
  'crew',
  'wsnumber',
  'products',
  'sales',
  'bot',
  'qrs',
  'calendar',
  'pms',
  'faqs1',
  'faqs2',
] as const;
export type WizardFlag = (typeof WIZARD_FLAGS)[number];

export const WIZARD_TIMESTAMPS = ['storeTS', 'qrsTS', 'calendarTS', 'pmsTS', 'faqs1TS', 'faqs2TS'] as const;

const flagsSchema = z
  .object({
    ...Object.fromEntries(WIZARD_FLAGS.map((flag) => [flag, z.boolean().optional()])),
    ...Object.fromEntries(WIZARD_TIMESTAMPS.map((ts) => [ts, z.string().max(40).nullable().optional()])),
  })
  .strict();

export const socialNetworksSchema = z.object({
  whatsapp: optionalText(),
  yt: optionalText(),
  facebook: optionalText(),
  instagram: optionalText(),
  maps: optionalText(500),
  flags: flagsSchema.optional(),
});

export const dialogMessagesSchema = z.object({
  dialog_init: optionalText(1000),
  pre_order: optionalText(1000),
  order_close: optionalText(1000),
});

/**
 * POST /store/{storeId}: a partial update of the store's own data by its admin. Fields the spec
 * lets only the platform administrator set (enabled, urls, identifiers) are not accepted here.
 */
export const updateStoreSchema = z
  .object({
    name: presentText(MSG.companyNameRequired, 120),
    legal_name: presentText(MSG.legalNameRequired),
    tax_code: presentText(MSG.taxCodeRequired, 40),
    address: presentText(MSG.addressRequired),
    city: presentText(MSG.cityRequired, 100),
    postcode: presentText(MSG.postcodeRequired, 20),
    country: presentText(MSG.countryRequired, 100),
    state: presentText(MSG.stateRequired, 100),
    phone: z
      .string({ error: MSG.phoneInvalid })
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, MSG.phoneInvalid)
      .optional(),
    email: z
      .string({ error: MSG.emailInvalid })
      .trim()
      .regex(EMAIL_PATTERN, MSG.emailInvalid)
      .max(254, MSG.emailInvalid)
      .optional(),
    prefered_language: z.enum(STORE_LANGUAGES).optional(),
    curr_symbol: z
      .string({ error: MSG.currencySymbol })
      .trim()
      .min(1, MSG.currencySymbol)
      .max(3, MSG.currencySymbol)
      .optional(),
    delivery_enabled: z.boolean().optional(),
    takeaway_enabled: z.boolean().optional(),
    notifications: z.boolean().optional(),
    notifications_cart: z.boolean().optional(),
    social_networks: socialNetworksSchema.optional(),
    dialog_messages: dialogMessagesSchema.optional(),
  })
  .strict();
export type UpdateStoreInput = z.input<typeof updateStoreSchema>;

/**
 * Delivery and takeaway: at least one stays on. Turning one off while the other is off forces the
 * other on (spec section 4).
 */
export function applySalesModes(
  current: { delivery_enabled: boolean; takeaway_enabled: boolean },
  change: { delivery_enabled?: boolean; takeaway_enabled?: boolean },
) {
  const next = {
    delivery_enabled: change.delivery_enabled ?? current.delivery_enabled,
    takeaway_enabled: change.takeaway_enabled ?? current.takeaway_enabled,
  };
  if (!next.delivery_enabled && !next.takeaway_enabled) {
    if (change.delivery_enabled === false) next.takeaway_enabled = true;
    else next.delivery_enabled = true;
  }
  return next;
}
