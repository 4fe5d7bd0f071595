import { z } from 'zod';
import { toCents } from '../format/money';
import { isTimeZone } from './dates';
import { OTHER_CONCEPT_SIGNS, type OtherConceptSign } from './math';
import { ORDER_MSG, ORDER_TEXT } from './messages';
import { ITEM_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './statuses';
import type { OrderDetail } from './types';

/** Largest money value one field takes; keeps every order total inside numeric(14,2). */
export const MAX_MONEY = 1_000_000_000;
/** Largest item quantity. */
export const MAX_QUANTITY = 1_000_000;

const text = (max: number) =>
  z.string({ error: ORDER_TEXT.textTooLong }).trim().max(max, ORDER_TEXT.textTooLong).nullable().optional();

const money = (message: string) =>
  z.number({ error: message }).finite(message).min(0, message).max(MAX_MONEY, ORDER_TEXT.valueTooLarge);

const quantity = z
  .number({ error: ORDER_TEXT.amountPositive })
  .finite(ORDER_TEXT.amountPositive)
  .max(MAX_QUANTITY, ORDER_TEXT.amountTooLarge)
  // Quantities keep two decimals: 0.004 rounds to 0 and is not a quantity.
  .refine((value) => toCents(value) > 0, ORDER_TEXT.amountPositive);

const id = z.number({ error: ORDER_TEXT.itemNotFound }).int(ORDER_TEXT.itemNotFound).positive();

/**
 * One row of `items` in POST /store/orders/{id}. With `id`: a change to that item (only the fields
 * sent). Without `id`: a new item (AGREGAR ITEM) of `product_id` with `amount`. Other keys an item
 * of GET /store/orders/{id} carries (product_denormalized, total...) are ignored, so the screen
 * may send its rows back as they are.
 */
export const orderItemSaveSchema = z
  .object({
    id: id.optional(),
    product_id: z
      .number({ error: ORDER_TEXT.productRequired })
      .int(ORDER_TEXT.productRequired)
      .positive(ORDER_TEXT.productRequired)
      .nullable()
      .optional(),
    amount: quantity.optional(),
    revised_price: money(ORDER_TEXT.priceInvalid).nullable().optional(),
    revised_amount: quantity.nullable().optional(),
    store_observations: text(1000),
    status: z.enum(ITEM_STATUSES, { error: ORDER_TEXT.statusInvalid }).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.id !== undefined) return;
    if (!item.product_id) {
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: ORDER_TEXT.productRequired });
    } else if (item.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: ORDER_TEXT.amountPositive });
    }
  });
export type OrderItemSaveInput = z.output<typeof orderItemSaveSchema>;

const conceptDescription = z
  .string({ error: ORDER_MSG.conceptDescriptionRequired })
  .trim()
  .min(1, ORDER_MSG.conceptDescriptionRequired)
  .max(200, ORDER_TEXT.textTooLong);

/** One row of `other_concepts`: with `id` a change, without it a new concept; amount is signed. */
export const otherConceptSaveSchema = z.object({
  id: z.number({ error: ORDER_TEXT.conceptNotFound }).int(ORDER_TEXT.conceptNotFound).positive().optional(),
  description: conceptDescription,
  amount: z
    .number({ error: ORDER_MSG.conceptValuePositive })
    .finite(ORDER_MSG.conceptValuePositive)
    .refine((value) => Math.abs(toCents(value)) > 0, ORDER_MSG.conceptValuePositive)
    .refine((value) => Math.abs(value) <= MAX_MONEY, ORDER_TEXT.valueTooLarge),
});
export type OtherConceptSaveInput = z.output<typeof otherConceptSaveSchema>;

/** The OTROS add dialog: a concept, a positive value and Descuento (-) or Recargo (+). */
export const otherConceptFormSchema = z.object({
  description: conceptDescription,
  value: z.coerce
    .number({ error: ORDER_MSG.conceptValuePositive })
    .finite(ORDER_MSG.conceptValuePositive)
    .refine((value) => toCents(value) > 0, ORDER_MSG.conceptValuePositive)
    .refine((value) => value <= MAX_MONEY, ORDER_TEXT.valueTooLarge),
  sign: z.enum(Object.keys(OTHER_CONCEPT_SIGNS) as [OtherConceptSign, ...OtherConceptSign[]], {
    error: ORDER_MSG.conceptValuePositive,
  }),
});
export type OtherConceptFormInput = z.input<typeof otherConceptFormSchema>;

/** The ENVIO form (shipping[0]); eta is ISO 8601 (the form converts its DD/MM/YYYY HH:mm). */
export const shipmentSaveSchema = z.object({
  tracking_code: text(100),
  transport_co: text(100),
  eta: z
    .union([z.iso.datetime({ offset: true, error: ORDER_TEXT.dateInvalid }), z.literal('')], {
      error: ORDER_TEXT.dateInvalid,
    })
    .nullable()
    .optional(),
  link: text(500).refine((value) => !value || /^https?:\/\/\S+$/i.test(value), ORDER_TEXT.linkInvalid),
  observations: text(1000),
});
export type ShipmentSaveInput = z.output<typeof shipmentSaveSchema>;

/**
 * POST /store/orders/{id}: the order screen's save (spec section 7). Every field is optional: what
 * is not sent stays as it is, and a field sent with its stored value is not a change (so the screen
 * may send the whole form). `payment_status: 'required'` is 'Solicitar pago'; `'done'` is Completar.
 */
const saveOrderFields = z
  .object({
    items: z.array(orderItemSaveSchema).max(200, ORDER_TEXT.tooManyRows).optional(),
    other_concepts: z.array(otherConceptSaveSchema).max(50, ORDER_TEXT.tooManyRows).optional(),
    other_concepts_del: z
      .array(z.number({ error: ORDER_TEXT.conceptNotFound }).int(ORDER_TEXT.conceptNotFound).positive())
      .max(50, ORDER_TEXT.tooManyRows)
      .optional(),
    shipping: z.array(shipmentSaveSchema).max(1, ORDER_TEXT.oneShipment).optional(),
    status: z.enum(ORDER_STATUSES, { error: ORDER_TEXT.statusInvalid }).optional(),
    payment_status: z.enum(PAYMENT_STATUSES, { error: ORDER_TEXT.paymentStatusInvalid }).optional(),
    store_observation: text(2000),
    payment_info: text(500),
    shipping_cost: money(ORDER_TEXT.shippingCostInvalid).nullable().optional(),
  })
  .strict();

/**
 * What GET /store/orders/{id} shows but its save does not change (the spec's save is "the full
 * payload minus display fields"): a client that sends them back has them ignored; any other
 * unknown key is refused with a Spanish message.
 */
export const ORDER_DISPLAY_FIELDS = [
  'id',
  'alphanum_id',
  'original_id',
  'created_at',
  'client_id',
  'client',
  'total_price',
  'estado',
  'payment_label',
  'payment_method',
  'delivery',
  'nitems',
  'curr_symbol',
  'payment_data',
  'client_observation',
  'delivery_address',
  'updated_at',
  'token',
  'customer_status_label',
  'store',
  'rules',
  'unlocks',
  'payment_history',
  'undo_complete',
  'time_zone',
] as const satisfies readonly (keyof OrderDetail)[];

const withoutDisplayFields = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const rest: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of ORDER_DISPLAY_FIELDS) delete rest[key];
  return rest;
};

export const saveOrderSchema = z.preprocess(withoutDisplayFields, saveOrderFields);
export type SaveOrderInput = z.output<typeof saveOrderSchema>;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

// PostgreSQL text holds no NUL, so nothing matches one: dropped rather than sent to a query (the
// exports stream their rows, and a query failing there cut the download short).
const filterText = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: ORDER_TEXT.textTooLong })
    .max(200, ORDER_TEXT.textTooLong)
    .transform((value) => value.replaceAll('\u0000', ''))
    .optional(),
);

const page = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: ORDER_TEXT.pageInvalid })
    .int(ORDER_TEXT.pageInvalid)
    .min(1, ORDER_TEXT.pageInvalid)
    .max(1_000_000, ORDER_TEXT.pageInvalid)
    .default(1),
);

/** The browser's time zone, so date filters and "this month" match what the seller sees. */
export const timeZoneSchema = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: ORDER_TEXT.timeZoneInvalid })
    .refine(isTimeZone, ORDER_TEXT.timeZoneInvalid)
    .default('UTC'),
);

export const pageQuerySchema = z.object({ page });

/** /clientlist filters (spec sections 2 and 5): text fields word by word, dates by prefix. */
export const clientFiltersSchema = z.object({
  email: filterText,
  first_name: filterText,
  last_name: filterText,
  phone: filterText,
  first_seen: filterText,
  last_seen: filterText,
  tz: timeZoneSchema,
});
export type ClientFilters = z.output<typeof clientFiltersSchema>;
export const clientListQuerySchema = clientFiltersSchema.extend({ page });

/**
 * /orderlist (client, date, estado, order number, original id) and /paymentlist (payment, method,
 * date, client, estado) filters: one call serves both screens.
 */
export const orderFiltersSchema = z.object({
  client: filterText,
  date: filterText,
  estado: z.preprocess(
    emptyToUndefined,
    z.enum(ORDER_STATUSES, { error: ORDER_TEXT.statusInvalid }).optional(),
  ),
  order_number: filterText,
  original_id: filterText,
  payment: z.preprocess(
    emptyToUndefined,
    z.enum(PAYMENT_STATUSES, { error: ORDER_TEXT.paymentStatusInvalid }).optional(),
  ),
  method: filterText,
  /** Cobros leaves out provisional orders whose payment was not requested (carts, not sales). */
  hide_unrequested: z.preprocess(
    (value) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    z.boolean({ error: ORDER_TEXT.filterInvalid }).optional(),
  ),
  tz: timeZoneSchema,
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;
export const orderListQuerySchema = orderFiltersSchema.extend({ page });

export const ORDER_EXPORT_VIEWS = ['orders', 'payments'] as const;
export const orderExportQuerySchema = orderFiltersSchema.extend({
  view: z.preprocess(
    emptyToUndefined,
    z.enum(ORDER_EXPORT_VIEWS, { error: ORDER_TEXT.viewInvalid }).default('orders'),
  ),
});

export const dashboardQuerySchema = z.object({ tz: timeZoneSchema });

/** Completar's confirmation (issue 19): the amount the seller saw, how it was paid, a receipt note. */
export const completePaymentSchema = z
  .object({
    amount: money(ORDER_TEXT.priceInvalid),
    method: z.string({ error: ORDER_TEXT.textTooLong }).trim().max(100, ORDER_TEXT.textTooLong).optional(),
    note: text(500),
  })
  .strict();
export type CompletePaymentInput = z.output<typeof completePaymentSchema>;

/** Delivery or pickup; a delivery needs its address. */
export const orderDeliverySchema = z
  .object({
    delivery: z.boolean({ error: ORDER_TEXT.deliveryInvalid }),
    delivery_address: text(500),
  })
  .strict()
  .refine((value) => !value.delivery || Boolean(value.delivery_address?.trim()), {
    message: ORDER_TEXT.deliveryAddressRequired,
    path: ['delivery_address'],
  });
export type OrderDeliveryInput = z.output<typeof orderDeliverySchema>;

/** The store admin's payment setting. */
export const paymentSettingsSchema = z
  .object({ crew_can_complete_payments: z.boolean({ error: ORDER_TEXT.settingInvalid }) })
  .strict();

/** Payment alerts since a moment (ISO 8601, what the previous answer's `now` said). */
export const paymentAlertsQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: ORDER_TEXT.dateInvalid }),
});
