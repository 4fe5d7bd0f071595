/* The closing data's request schemas (zod): kept apart from closing.ts so the customer pages' bundle reads the rules without zod. */
import { z } from 'zod';
import { ADDRESS_MAX, CLOSING_TEXT, NAME_MAX, isValidPhone } from './closing';
import { customerSessionIdSchema } from './session';

const address = z
  .string({ error: CLOSING_TEXT.addressRequired })
  .trim()
  .min(3, CLOSING_TEXT.addressRequired)
  .max(ADDRESS_MAX, CLOSING_TEXT.addressTooLong);
const name = z
  .string({ error: CLOSING_TEXT.nameRequired })
  .trim()
  .min(1, CLOSING_TEXT.nameRequired)
  .max(NAME_MAX, CLOSING_TEXT.nameTooLong);
const lastName = z
  .string({ error: CLOSING_TEXT.nameRequired })
  .trim()
  .max(NAME_MAX, CLOSING_TEXT.nameTooLong);
const phone = z
  .string({ error: CLOSING_TEXT.phoneInvalid })
  .trim()
  .max(30, CLOSING_TEXT.phoneInvalid)
  .refine(isValidPhone, CLOSING_TEXT.phoneInvalid);

/** The data a customer gives to close an order; every field optional (only what is missing). */
export const orderDetailsSchema = z.object({
  delivery: z.boolean({ error: CLOSING_TEXT.modeRequired }).optional(),
  address: address.optional(),
  first_name: name.optional(),
  last_name: lastName.optional(),
  phone: phone.optional(),
  payment_method: z
    .string({ error: CLOSING_TEXT.methodRequired })
    .trim()
    .min(1, CLOSING_TEXT.methodRequired)
    .max(100, CLOSING_TEXT.methodUnknown)
    .optional(),
});
export type OrderDetails = z.output<typeof orderDetailsSchema>;

const optionalText = (schema: z.ZodType<string>) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable(),
  );

/**
 * POST /store/clients/{id}: the owner edits a client's name, phone and address (issue 17). An
 * empty text clears the field; a given phone follows the customer's phone rule.
 */
export const clientContactSchema = z.object({
  first_name: optionalText(name).optional(),
  last_name: optionalText(lastName).optional(),
  phone: optionalText(phone).optional(),
  address: optionalText(address).optional(),
});
export type ClientContactInput = z.output<typeof clientContactSchema>;

/** POST /client/order/{id}/details and /confirm (the details optional on confirm). */
export const orderDetailsRequestSchema = orderDetailsSchema.extend({
  session_id: customerSessionIdSchema,
});

/**
 * POST /store/clients/: the store registers a client itself (a phone or counter order): a name
 * and a phone are required, as the chat asks them to close an order; last name and address optional.
 */
export const newClientSchema = z.object({
  first_name: z.preprocess((value) => value ?? '', name),
  last_name: optionalText(lastName).optional(),
  phone: z.preprocess((value) => value ?? '', phone),
  address: optionalText(address).optional(),
});
export type NewClientInput = z.output<typeof newClientSchema>;
