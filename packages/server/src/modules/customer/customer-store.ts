import {
  MEDIA_MAIN_IMAGE,
  MEDIA_MAIN_VIDEO,
  MEDIA_PROMO_SLOTS,
  TITLEBAR_TEXT_KEY,
  STORE_LANGUAGES,
  storeSlug,
  type StoreLanguage,
} from '@mostrador/core';
import { themeOf } from '../settings/settings.assistant';
import type { StorePublic } from './customer.types';
import type { StoreRow } from '../../db/rows';

const LANGUAGES: readonly StoreLanguage[] = STORE_LANGUAGES;

/** The assistant's greeting when the store wrote none (dialog_messages.dialog_init). */
export function defaultGreeting(storeName: string): string {
  return `¡Hola! Bienvenido a ${storeName}. ¿Qué te gustaría pedir hoy?`;
}

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

/**
 * What the customer pages show of a store: the theme with spec section 9's defaults (title 'QUIERO
 * COMPRAR', default colours, 'Tienda ' + hashtag), media split into main image, video and the
 * promos that have an image, and the social links that are set. Nothing private leaves here.
 */
export function storePublicView(store: StoreRow): StorePublic {
  const theme = themeOf(store);
  const social = store.social_networks;
  const links = {
    whatsapp: filled(social.whatsapp),
    instagram: filled(social.instagram),
    facebook: filled(social.facebook),
    maps: filled(social.maps),
    youtube: filled(social.yt),
  };
  const mainImage = theme.media[MEDIA_MAIN_IMAGE]?.media_url;
  return {
    hashtag: storeSlug(store.hashtag),
    name: store.name,
    address: store.address,
    curr_symbol: store.curr_symbol,
    language: LANGUAGES.find((language) => language === store.prefered_language) ?? 'es',
    title: theme.title,
    subtitle: theme.subtitle,
    header_logo: theme.header_logo || null,
    widget_logo: theme.widget_logo || null,
    color_set: theme.color_set,
    main_image: mainImage ? { media_url: mainImage } : null,
    video_id: theme.media[MEDIA_MAIN_VIDEO]?.media_url || null,
    promos: MEDIA_PROMO_SLOTS.map((slot) => theme.media[slot]!)
      .filter((entry) => entry.media_url)
      .map(({ media_url, description, link, highlighted }) => ({
        media_url,
        description,
        link,
        highlighted,
      })),
    social: Object.fromEntries(Object.entries(links).filter(([, value]) => value !== undefined)),
    widget: { position: theme.widget_position, titlebar_text: theme.color_set[TITLEBAR_TEXT_KEY] },
    dialog_init: filled(store.dialog_messages.dialog_init) ?? defaultGreeting(store.name),
  };
}
