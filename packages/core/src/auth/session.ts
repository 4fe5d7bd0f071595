/** Roles a store user can have; 'admin' is the store owner who registered it. */
export const STORE_ROLES = ['admin', 'crew'] as const;
export type StoreRole = (typeof STORE_ROLES)[number];

export interface StorePublicData {
  color_set: Record<string, string>;
  widget_logo: string | null;
}

export interface SessionStore {
  id: number;
  hashtag: string;
  name: string;
  curr_symbol: string;
  prefered_language: string;
  enabled: boolean;
  urls: { report_slim: string | null; report_general: string | null };
  header_logo: string | null;
}

/** The user session of spec section 3, answered by POST /user/login and saved by the browser. */
export interface UserSession {
  user: { id: number; email: string; name: string | null };
  is_admin: boolean;
  userType: 'admin' | 'store';
  store: SessionStore | null;
  store_role: StoreRole | null;
  enabled: boolean;
  jwt_token: string;
  session_id: string;
  store_public_data: StorePublicData | null;
  product_list_token: string | null;
}

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
