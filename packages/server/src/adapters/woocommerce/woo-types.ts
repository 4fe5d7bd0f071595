import { z } from 'zod';

/**
 * The parts of WooCommerce's REST API v3 resources the sync reads, parsed leniently: WooCommerce
 * sends money as strings, nulls where a field is unset, and plugins add fields of their own.
 */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const money = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    const parsed = Number(value);
    return value === null || value === undefined || value === '' || !Number.isFinite(parsed) ? 0 : parsed;
  });
const named = z
  .array(z.object({ name: text }))
  .nullish()
  .transform((value) => value ?? []);
const image = z.object({ src: text }).nullish();

export const wooProductSchema = z.object({
  id: z.number().int(),
  name: text,
  type: text,
  status: text,
  description: text,
  short_description: text,
  price: text,
  regular_price: text,
  manage_stock: z.boolean().nullish(),
  stock_quantity: z.number().nullish(),
  categories: named,
  tags: named,
  /** Product brands, part of WooCommerce since 9.6. */
  brands: named.optional(),
  images: z
    .array(z.object({ src: text }))
    .nullish()
    .transform((value) => value ?? []),
});
export type WooProduct = z.infer<typeof wooProductSchema>;

export const wooVariationSchema = z.object({
  id: z.number().int(),
  status: text,
  description: text,
  price: text,
  regular_price: text,
  manage_stock: z.union([z.boolean(), z.literal('parent')]).nullish(),
  stock_quantity: z.number().nullish(),
  image,
  attributes: z
    .array(z.object({ name: text, option: text }))
    .nullish()
    .transform((value) => value ?? []),
});
export type WooVariation = z.infer<typeof wooVariationSchema>;

const address = z
  .object({
    first_name: text,
    last_name: text,
    address_1: text,
    address_2: text,
    city: text,
    state: text,
    postcode: text,
    country: text,
    email: text.optional(),
    phone: text.optional(),
  })
  .nullish();

export const wooOrderSchema = z.object({
  id: z.number().int(),
  number: text,
  status: text,
  date_created_gmt: text,
  date_paid_gmt: text,
  customer_note: text,
  payment_method_title: text,
  billing: address,
  shipping: address,
  discount_total: money,
  shipping_total: money,
  total_tax: money,
  total: money,
  line_items: z
    .array(
      z.object({
        id: z.number().int(),
        name: text,
        product_id: z.number().int().nullish(),
        variation_id: z.number().int().nullish(),
        quantity: z.number(),
        subtotal: money,
        image: image.optional(),
      }),
    )
    .nullish()
    .transform((value) => value ?? []),
  shipping_lines: z
    .array(z.object({ method_id: text, method_title: text }))
    .nullish()
    .transform((value) => value ?? []),
  fee_lines: z
    .array(z.object({ name: text, total: money }))
    .nullish()
    .transform((value) => value ?? []),
});
export type WooOrder = z.infer<typeof wooOrderSchema>;
export type WooAddress = z.infer<typeof address>;
