import { z } from 'zod';
import { MSG, TEXT } from './messages';
import { fieldLabel } from './field-labels';
import { limitedText } from './settings-fields';

/** Spec section 9: '0' Monday to '6' Sunday, '7' no particular day. */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const NO_WEEKDAY: Weekday = '7';

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  '0': 'Lunes',
  '1': 'Martes',
  '2': 'Miércoles',
  '3': 'Jueves',
  '4': 'Viernes',
  '5': 'Sábado',
  '6': 'Domingo',
  '7': 'Ninguno',
};

/** The promo calendar's weekday of a date ('0' Monday), in the date's local time. */
export function weekdayOf(date: Date): Weekday {
  return String((date.getDay() + 6) % 7) as Weekday;
}

export const promoEntrySchema = z.object({
  id: z.number().int().positive().optional(),
  day_of_week: z.enum(WEEKDAYS, { error: TEXT.promoDayInvalid }),
  /** A product tag the promo points to (optional). */
  tag: limitedText(60),
  promo_msg: z
    .string({ error: TEXT.promoMessageRequired })
    .trim()
    .min(1, TEXT.promoMessageRequired)
    .max(1000, TEXT.textTooLong.replace('{max}', '1000')),
});
export type PromoEntryInput = z.input<typeof promoEntrySchema>;

export const PROMOS_MAX = 50;

/**
 * POST /store/promos/: the whole weekly calendar, which replaces the saved one. At most one promo
 * per weekday; entries on '7' (no day) may repeat.
 */
export const savePromosSchema = z
  .array(promoEntrySchema)
  .max(PROMOS_MAX, TEXT.invalidRequest)
  .superRefine((promos, ctx) => {
    const seen = new Set<string>();
    promos.forEach((promo, index) => {
      if (promo.day_of_week === NO_WEEKDAY) return;
      if (seen.has(promo.day_of_week)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'day_of_week'],
          message: TEXT.promoDayRepeated.replace('{day}', WEEKDAY_LABELS[promo.day_of_week]),
        });
      }
      seen.add(promo.day_of_week);
    });
  });

export const promoEntryViewSchema = z.object({
  id: z.number().int(),
  day_of_week: z.enum(WEEKDAYS),
  tag: z.string(),
  promo_msg: z.string(),
});
export type PromoEntry = z.infer<typeof promoEntryViewSchema>;

/** Spec section 9: the user message and the reply message of a referral code. */
export const REFERRAL_MESSAGE_MAX = 25;
/** The prefix of a referral url that opens WhatsApp; any other url is a web one. */
export const WHATSAPP_LINK_PREFIX = 'https://wa.me/';
/** Spec section 4: defaults of a new referral code (active, destination web, type '1'). */
export const REFCODE_DEFAULTS = { active: true, is_web: true, reference_type: '1' } as const;

/** reference_type '1' reads Simple, any other value Otro. */
export function referenceTypeLabel(referenceType: string): 'Simple' | 'Otro' {
  return referenceType === '1' ? 'Simple' : 'Otro';
}

/** Where a referral url leads, as the list shows it. */
export function refcodeDestination(url: string): 'WhatsApp' | 'Web' {
  return url.startsWith(WHATSAPP_LINK_PREFIX) ? 'WhatsApp' : 'Web';
}

export const REFCODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/**
 * POST /store/refcodes/: without `code` a new referral code is made (the server picks the code
 * and builds the url); with the `code` of one of the store's codes, that code is updated.
 */
export const refcodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(REFCODE_PATTERN, TEXT.invalidField.replace('{field}', fieldLabel('code')))
    .optional(),
  description: z
    .string({ error: MSG.refcodeDescriptionRequired })
    .trim()
    .min(1, MSG.refcodeDescriptionRequired)
    .max(200, MSG.refcodeDescriptionRequired),
  client_msg_preamble: z
    .string({ error: MSG.refcodeUserMessage })
    .trim()
    .max(REFERRAL_MESSAGE_MAX, MSG.refcodeUserMessage)
    .nullish()
    .transform((value) => value ?? ''),
  use_confirm_finisher: z
    .string({ error: MSG.refcodeReplyMessage })
    .trim()
    .max(REFERRAL_MESSAGE_MAX, MSG.refcodeReplyMessage)
    .nullish()
    .transform((value) => value ?? ''),
  active: z.boolean().default(REFCODE_DEFAULTS.active),
  is_web: z.boolean().default(REFCODE_DEFAULTS.is_web),
  reference_type: z.string().trim().min(1).max(20).default(REFCODE_DEFAULTS.reference_type),
});
export type RefcodeInput = z.input<typeof refcodeSchema>;

export const refcodeViewSchema = z.object({
  code: z.string(),
  active: z.boolean(),
  is_web: z.boolean(),
  description: z.string(),
  client_msg_preamble: z.string(),
  use_confirm_finisher: z.string(),
  reference_type: z.string(),
  url: z.string(),
  created_at: z.string(),
});
export type Refcode = z.infer<typeof refcodeViewSchema>;
