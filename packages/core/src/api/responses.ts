import { z } from 'zod';
import { STORE_ROLES } from '../auth/session';
import { orderListRowResponse } from './views/operations';
import type { ProductView } from '../products/product-schemas';
import type { Page } from '../filters/filters';
import type { Expect, Same } from './type-checks';

/*
 * The answers of the API, as zod schemas the server serializes with (fields a schema does not
 * name never leave the server) and OpenAPI documents. Each schema is checked against the type
 * the web reads (below), so the two cannot drift. The contract (./contract) names each route's
 * answer (ADR 0025).
 */

/** The `{ message }` of a change, in Spanish. */
export const messageResponse = z.object({ message: z.string() });

/**
 * A file download (.xlsx, .csv, .zip, an image): the route sends the bytes with their own
 * content type, so the serializer never sees them; the schema documents them in OpenAPI.
 */
export const fileResponse = z.unknown().meta({ type: 'string', format: 'binary', description: 'Archivo' });

/** GET /api/health. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
});
/** GET /api/health when the database does not answer (503). */
export const healthDownResponse = z.object({
  status: z.literal('error'),
  message: z.string(),
  version: z.string(),
});

/** A page of a list (spec section 5: 15 rows a page). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

const named = z.object({ name: z.string() }).nullable();

/** A product as the staff calls answer it. */
export const productViewResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: named,
  kind: named,
  brandname: z.string(),
  kindname: z.string(),
  quantity_unit: z.string(),
  price_per_unit: z.number(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  image_url: z.string().nullable(),
  original_id: z.string().nullable(),
  category: z.string().nullable(),
  active: z.boolean(),
  stock: z.number().nullable(),
  curr_symbol: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const productPageResponse = pageOf(productViewResponse);

/** A page of /orderlist and /paymentlist. */
export const orderPageResponse = pageOf(orderListRowResponse);

/** The names the store's products use (the TIPO and MARCA combos), in Spanish order. */
export const namesResponse = z.array(z.string());

/** A member of the store's team (SEGURIDAD, /userlist): never a password hash or a token version. */
export const storeUserResponse = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(STORE_ROLES).nullable(),
});

type _ProductViewAgrees = Expect<
  Same<z.infer<typeof productViewResponse>, Omit<ProductView, 'quantity_unit'> & { quantity_unit: string }>
>;
type _ProductPageAgrees = Expect<
  Same<z.infer<typeof productPageResponse>, Page<z.infer<typeof productViewResponse>>>
>;

/** A member of the store's team, as the web reads it. */
export type StoreUserView = z.infer<typeof storeUserResponse>;
