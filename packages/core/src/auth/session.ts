import { z } from 'zod';

/** Roles a store user can have; 'admin' is the store owner who registered it. */
export const STORE_ROLES = ['admin', 'crew'] as const;
export type StoreRole = (typeof STORE_ROLES)[number];

export const storePublicDataSchema = z.object({
  color_set: z.record(z.string(), z.string()),
  widget_logo: z.string().nullable(),
});
export type StorePublicData = z.infer<typeof storePublicDataSchema>;

export const sessionStoreSchema = z.object({
  id: z.number().int(),
  hashtag: z.string(),
  name: z.string(),
  curr_symbol: z.string(),
  prefered_language: z.string(),
  enabled: z.boolean(),
  urls: z.object({ report_slim: z.string().nullable(), report_general: z.string().nullable() }),
  header_logo: z.string().nullable(),
});
export type SessionStore = z.infer<typeof sessionStoreSchema>;

/** The user session of spec section 3, answered by POST /user/login and saved by the browser. */
export const userSessionSchema = z.object({
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() }),
  is_admin: z.boolean(),
  userType: z.enum(['admin', 'store']),
  store: sessionStoreSchema.nullable(),
  store_role: z.enum(STORE_ROLES).nullable(),
  enabled: z.boolean(),
  jwt_token: z.string(),
  session_id: z.string(),
  store_public_data: storePublicDataSchema.nullable(),
  product_list_token: z.string().nullable(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** Spec section 8: shown when a disabled user or store tries to work. */
export function inactiveUserMessage(supportEmail: string): string {
  return `El usuario esta inactivo, por favor envie un mail a ${supportEmail} para solicitar la activacion de su cuenta.`;
}

/** 8 random letters or digits, always with at least one of each so it passes the password rules. */
export function generatePassword(random: (max: number) => number): string {
  const letters = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  for (;;) {
    let out = '';
    for (let i = 0; i < 8; i += 1) out += all[random(all.length)];
    if (/[0-9]/.test(out) && /[A-Za-z]/.test(out)) return out;
  }
}
