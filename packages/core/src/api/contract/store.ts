import { z } from 'zod';
import { STORE_LANGUAGES } from '../../validation/fields';
import { updateStoreSchema } from '../../validation/store';
import { endpoint } from '../endpoint';
import { messageResponse } from '../responses';

const optionalText = z.string().nullable().optional();

/** The store as its own staff read it (every field of spec section 3). */
export const storeDetailsResponse = z.object({
  id: z.number().int(),
  hashtag: z.string(),
  name: z.string(),
  legal_name: z.string().nullable(),
  tax_code: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  creatoremail: z.string(),
  prefered_language: z.enum(STORE_LANGUAGES),
  curr_symbol: z.string(),
  enabled: z.boolean(),
  delivery_enabled: z.boolean(),
  takeaway_enabled: z.boolean(),
  notifications_enabled: z.boolean(),
  notifications_cart_enabled: z.boolean(),
  identifiers: z.object({ exclusive_whatsapp: z.string().nullable() }),
  urls: z.object({ report_slim: z.string().nullable(), report_general: z.string().nullable() }),
  social_networks: z.object({
    whatsapp: optionalText,
    yt: optionalText,
    facebook: optionalText,
    instagram: optionalText,
    maps: optionalText,
    /** The setup wizard's checks and dates (WIZARD_FLAGS, WIZARD_TIMESTAMPS). */
    flags: z.record(z.string(), z.union([z.boolean(), z.string(), z.null()]).optional()).optional(),
  }),
  dialog_messages: z.object({
    dialog_init: optionalText,
    pre_order: optionalText,
    order_close: optionalText,
  }),
  color_set: z.record(z.string(), z.string()),
  media: z.array(
    z.object({
      media_url: z.string(),
      media_type: z.string(),
      link: z.string(),
      description: z.string(),
      highlighted: z.boolean(),
    }),
  ),
  widget_logo: z.string().nullable(),
  header_logo: z.string().nullable(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  created_at: z.string(),
  /** IANA zone of the store: the back office shows every date in it. */
  time_zone: z.string(),
});
export type StoreDetails = z.infer<typeof storeDetailsResponse>;

/** The staff's own store (DATOS DEL NEGOCIO). */
export const storeApi = {
  'GET /api/store/me': endpoint({ response: storeDetailsResponse }),
  'POST /api/store/:storeId': endpoint({
    params: z.object({ storeId: z.coerce.number().int().positive() }),
    body: updateStoreSchema,
    response: messageResponse.extend({ store: storeDetailsResponse }),
  }),
};
