import type { StoreLanguage, UpdateStoreInput } from '@mostrador/core';
import { useQuery } from '@tanstack/react-query';
import { apiJson, type RequestOptions } from './client';

/** GET /store/me: the store as its own staff read it (the server's store view, spec section 3). */
export interface StoreDetails {
  id: number;
  hashtag: string;
  name: string;
  legal_name: string | null;
  tax_code: string | null;
  address: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
  state: string | null;
  phone: string | null;
  email: string | null;
  creatoremail: string;
  prefered_language: StoreLanguage;
  curr_symbol: string;
  enabled: boolean;
  delivery_enabled: boolean;
  takeaway_enabled: boolean;
  notifications_enabled: boolean;
  notifications_cart_enabled: boolean;
  identifiers: { exclusive_whatsapp: string | null };
  urls: { report_slim: string | null; report_general: string | null };
  social_networks: Record<string, unknown>;
  dialog_messages: Record<string, string | null | undefined>;
  color_set: Record<string, string>;
  media: unknown[];
  widget_logo: string | null;
  header_logo: string | null;
  title: string | null;
  subtitle: string | null;
  created_at: string;
  /** IANA zone of the store: the back office shows every date in it. */
  time_zone: string;
}

/** Query keys of the store area; mutations invalidate `all` so every view reloads. */
export const storeKeys = {
  all: ['store'] as const,
  me: () => [...storeKeys.all, 'me'] as const,
};

export function getMyStore(options: Pick<RequestOptions, 'signal'> = {}): Promise<StoreDetails> {
  return apiJson<StoreDetails>('/store/me', options);
}

export function updateStore(storeId: number, changes: UpdateStoreInput) {
  return apiJson<{ message: string; store: StoreDetails }>(`/store/${storeId}`, {
    method: 'POST',
    body: changes,
  });
}

/** The caller's store, fresh from the server (an admin may have changed its urls or state). */
export function useMyStore(enabled: boolean) {
  return useQuery({
    queryKey: storeKeys.me(),
    queryFn: ({ signal }) => getMyStore({ signal }),
    enabled,
  });
}
