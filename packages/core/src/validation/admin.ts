import { z } from 'zod';
import type { Expect, Same } from '../api/type-checks';
import { updateStoreSchema } from './store';

export const ADMIN_MSG = {
  urlInvalid: 'Por favor ingrese una url valida (debe comenzar con https://)',
  whatsappInvalid: 'Por favor ingrese un numero de WhatsApp valido (solo numeros, con codigo de pais)',
  planNumber: 'Por favor ingrese un numero entero mayor o igual a 0',
  planValue: 'Por favor ingrese un valor mayor o igual a 0',
  batch: 'El lote debe ser un numero entre 1 y 1000',
} as const;

const optionalUrl = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .trim()
      .regex(/^https:\/\/\S+$/, ADMIN_MSG.urlInvalid)
      .max(2000, ADMIN_MSG.urlInvalid),
  ])
  .optional()
  .transform((value) => (value === '' ? null : value));

const count = z
  .number({ error: ADMIN_MSG.planNumber })
  .int(ADMIN_MSG.planNumber)
  .min(0, ADMIN_MSG.planNumber);

/** The notification plan of a store, set by the platform administrator. */
export const notificationPlanSchema = z
  .object({
    notif_promo: z.boolean().optional(),
    notif_cart: z.boolean().optional(),
    notif_value: z.number({ error: ADMIN_MSG.planValue }).min(0, ADMIN_MSG.planValue).optional(),
    notif_amount: count.optional(),
    notif_left: count.optional(),
    notif_users: count.optional(),
    notif_quantity: count.optional(),
    notif_batch: z
      .number({ error: ADMIN_MSG.batch })
      .int(ADMIN_MSG.batch)
      .min(1, ADMIN_MSG.batch)
      .max(1000, ADMIN_MSG.batch)
      .optional(),
  })
  .strict();

/**
 * POST /admin/stores/{id}: what only the platform administrator sets (the dedicated WhatsApp
 * number, the report urls, the notification plan) plus the store's business fields.
 */
export const adminUpdateStoreSchema = updateStoreSchema
  .pick({
    name: true,
    legal_name: true,
    tax_code: true,
    address: true,
    city: true,
    postcode: true,
    country: true,
    state: true,
    phone: true,
    email: true,
  })
  .extend({
    exclusive_whatsapp: z
      .union([
        z.literal(''),
        z.null(),
        z
          .string()
          .trim()
          .regex(/^\+?[0-9]{8,15}$/, ADMIN_MSG.whatsappInvalid),
      ])
      .optional()
      .transform((value) => (value === '' ? null : value)),
    report_slim: optionalUrl,
    report_general: optionalUrl,
    notification_plan: notificationPlanSchema.optional(),
  })
  .strict();
export type AdminUpdateStoreInput = z.input<typeof adminUpdateStoreSchema>;

export const ADMIN_STORE_SORTS = ['created_at', 'name', 'hashtag', 'creatoremail'] as const;

/** GET /admin/stores/: search, sort and page of the stores table. */
export const adminStoresQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(ADMIN_STORE_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(15),
});

/** Spec section 4: the confirmations of the store enabled toggle. */
export function storeToggleMessage(hashtag: string, enabled: boolean): string {
  return enabled ? `Cuenta ${hashtag} activada` : `Cuenta ${hashtag} desactivada`;
}

export type NotificationPlan = Required<z.output<typeof notificationPlanSchema>>;

/** One row of GET /admin/stores/ (every column of spec section 2 plus the notification plan). */
export const adminStoreRowResponse = z.object({
  id: z.number().int(),
  created_at: z.string(),
  name: z.string(),
  user_email: z.string().nullable(),
  creatoremail: z.string(),
  hashtag: z.string(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  /** The latest upload's status, 'none' before any (spec section 4's legend). */
  csv_status: z.enum(['none', 'pending', 'processing', 'complete', 'failed']),
  exclusive_whatsapp: z.string().nullable(),
  report_slim: z.string().nullable(),
  report_general: z.string().nullable(),
  tax_code: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  legal_name: z.string().nullable(),
  notif_promo: z.boolean(),
  notif_cart: z.boolean(),
  notif_value: z.number(),
  notif_amount: z.number().int(),
  notif_left: z.number().int(),
  notif_users: z.number().int(),
  notif_quantity: z.number().int(),
  notif_batch: z.number().int(),
});
export type AdminStoreRow = z.infer<typeof adminStoreRowResponse>;

/** The row carries the whole plan, every field of it. */
type _RowCarriesThePlan = Expect<Same<Pick<AdminStoreRow, keyof NotificationPlan>, NotificationPlan>>;

/** The stores table's fields edited inline, in the order of the table's columns. */
export const ADMIN_INLINE_FIELDS = [
  'exclusive_whatsapp',
  'report_slim',
  'report_general',
  'tax_code',
  'phone',
  'address',
  'city',
  'postcode',
  'legal_name',
] as const;
export type AdminInlineField = (typeof ADMIN_INLINE_FIELDS)[number];
