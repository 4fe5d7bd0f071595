import { z } from 'zod';
import { MAX_QUANTITY } from '../orders/schemas';
import { ORDER_TEXT } from '../orders/messages';
import { toCents } from '../format/money';
import { CUSTOMER_TEXT } from './messages';
import { customerSessionIdSchema } from './session';

/** Request bodies of the customer calls (docs/api-cliente.md). */

/** Order and catalogue tokens are 32 or more URL-safe characters; anything else names nothing. */
export const customerTokenSchema = z
  .string({ error: CUSTOMER_TEXT.tokenInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,200}$/, CUSTOMER_TEXT.tokenInvalid);

/** An optional session: pages send null or '' when the browser has none. */
const optionalSession = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  customerSessionIdSchema.optional(),
);

const customerQuantity = z
  .number({ error: ORDER_TEXT.amountPositive })
  .finite(ORDER_TEXT.amountPositive)
  .max(MAX_QUANTITY, ORDER_TEXT.amountTooLarge)
  .refine((value) => toCents(value) > 0, ORDER_TEXT.amountPositive);

const shortText = (max: number) =>
  z.string({ error: ORDER_TEXT.textTooLong }).trim().max(max, ORDER_TEXT.textTooLong).nullish();

export const presetStoreSchema = z.object({
  session: customerSessionIdSchema,
  store: z.string({ error: CUSTOMER_TEXT.storeNotFound }).trim().min(1, CUSTOMER_TEXT.storeNotFound).max(60),
});

export const sessionBodySchema = z.object({ session_id: customerSessionIdSchema });

export const orderStatusRequestSchema = z.object({
  token: customerTokenSchema,
  session_id: optionalSession,
});

const filterText = z.string().max(200).optional();

export const productListRequestSchema = z.object({
  token: customerTokenSchema,
  session_id: optionalSession,
  page: z.coerce
    .number()
    .int()
    .min(1, ORDER_TEXT.pageInvalid)
    .max(1_000_000, ORDER_TEXT.pageInvalid)
    .default(1),
  name: filterText,
  kind: filterText,
  brand: filterText,
  tags: filterText,
  /** Spec section 2: the catalogue filters by category too (the product's category field). */
  category: filterText,
});

/** A cart line (spec section 3): a catalogue product, or free text (raw or name) the store prices. */
export const cartLineSchema = z
  .object({
    product_id: z
      .number({ error: ORDER_TEXT.productRequired })
      .int(ORDER_TEXT.productRequired)
      .positive(ORDER_TEXT.productRequired)
      .nullish(),
    amount: customerQuantity,
    raw: shortText(500),
    quantity_unit: shortText(20),
    name: shortText(200),
  })
  .refine((line) => Boolean(line.product_id || line.raw || line.name), CUSTOMER_TEXT.lineRequired);
export type CartLineInput = z.output<typeof cartLineSchema>;

export const CART_LINES_MAX = 50;

export const addItemsSchema = z.object({
  items: z
    .array(cartLineSchema, { error: CUSTOMER_TEXT.itemsRequired })
    .min(1, CUSTOMER_TEXT.itemsRequired)
    .max(CART_LINES_MAX, CUSTOMER_TEXT.tooManyItems),
  session_id: customerSessionIdSchema,
});

export const updateItemSchema = z.object({ amount: customerQuantity, session_id: customerSessionIdSchema });

/** DELETE sends the session in the body or, as some clients drop DELETE bodies, in the query. */
export const optionalSessionQuerySchema = z.object({ session_id: optionalSession });

export const ACTIVITY_PAYLOAD_MAX_CHARS = 4000;

export const logActivitySchema = z.object({
  activity_name: z
    .string({ error: CUSTOMER_TEXT.activityRequired })
    .trim()
    .min(1, CUSTOMER_TEXT.activityRequired)
    .max(100, ORDER_TEXT.textTooLong),
  payload: z
    .record(z.string(), z.unknown())
    .nullish()
    .refine(
      (payload) => !payload || JSON.stringify(payload).length <= ACTIVITY_PAYLOAD_MAX_CHARS,
      CUSTOMER_TEXT.payloadTooLarge,
    ),
  session_id: customerSessionIdSchema,
});

export const refCodeRequestSchema = z.object({
  ref_code: z
    .string({ error: CUSTOMER_TEXT.refCodeRequired })
    .trim()
    .min(1, CUSTOMER_TEXT.refCodeRequired)
    .max(60, CUSTOMER_TEXT.refCodeNotFound),
  session_id: customerSessionIdSchema,
});

export const sandboxPaySchema = z.object({
  outcome: z.enum(['approved', 'rejected'], { error: CUSTOMER_TEXT.outcomeInvalid }),
});
