import { DEFAULT_COLOR_SET, type SessionStore, type StorePublicData } from '@mostrador/core';
import type { StoreRow } from '../../db/rows';

/** The store as its own staff read it (every field of spec section 3). */
export function storeView(store: StoreRow) {
  return {
    id: store.id,
    hashtag: store.hashtag,
    name: store.name,
    legal_name: store.legal_name,
    tax_code: store.tax_code,
    address: store.address,
    city: store.city,
    postcode: store.postcode,
    country: store.country,
    state: store.state,
    phone: store.phone,
    email: store.email,
    creatoremail: store.creatoremail,
    prefered_language: store.prefered_language,
    curr_symbol: store.curr_symbol,
    enabled: store.enabled,
    delivery_enabled: store.delivery_enabled,
    takeaway_enabled: store.takeaway_enabled,
    notifications_enabled: store.notifications_enabled,
    notifications_cart_enabled: store.notifications_cart_enabled,
    identifiers: { exclusive_whatsapp: store.identifiers.exclusive_whatsapp ?? null },
    urls: {
      report_slim: store.urls.report_slim ?? null,
      report_general: store.urls.report_general ?? null,
    },
    social_networks: store.social_networks,
    dialog_messages: store.dialog_messages,
    color_set: { ...DEFAULT_COLOR_SET, ...store.color_set },
    media: store.media,
    widget_logo: store.widget_logo,
    header_logo: store.header_logo,
    title: store.title,
    subtitle: store.subtitle,
    created_at: store.created_at.toISOString(),
    /** IANA zone the back office shows dates in (issue 19). */
    time_zone: store.time_zone,
  };
}

/** The short store block saved in the browser's user session. */
export function sessionStore(store: StoreRow): SessionStore {
  return {
    id: store.id,
    hashtag: store.hashtag,
    name: store.name,
    curr_symbol: store.curr_symbol,
    prefered_language: store.prefered_language,
    enabled: store.enabled,
    urls: {
      report_slim: store.urls.report_slim ?? null,
      report_general: store.urls.report_general ?? null,
    },
    header_logo: store.header_logo,
  };
}

export function storePublicData(store: StoreRow): StorePublicData {
  return { color_set: { ...DEFAULT_COLOR_SET, ...store.color_set }, widget_logo: store.widget_logo };
}
