import { resolveTheme, type Theme, type themeSchema } from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { updateStore } from '../stores/stores.api';
import type { StoreRow } from '../../db/rows';

export const THEME_TEXT = {
  saved: 'Datos del estilo guardados',
} as const;

/** The store's theme with the spec section 9 defaults filled in. */
export function themeOf(store: StoreRow): Theme {
  return resolveTheme(store);
}

/** The theme lives in the store's own columns (color_set, media, logos, title, widget_position). */
export function createThemeService(db: Db) {
  return {
    get: (store: StoreRow) => themeOf(store),

    /** A partial save: color_set is merged key by key; an empty text or logo returns to its default. */
    async save(store: StoreRow, input: z.output<typeof themeSchema>) {
      const { color_set, title, subtitle, header_logo, widget_logo, media, widget_position } = input;
      const updated = await updateStore(db, store.id, {
        ...(title === undefined ? {} : { title: title || null }),
        ...(subtitle === undefined ? {} : { subtitle: subtitle || null }),
        ...(header_logo === undefined ? {} : { header_logo: header_logo || null }),
        ...(widget_logo === undefined ? {} : { widget_logo: widget_logo || null }),
        ...(color_set === undefined ? {} : { color_set: mergeColorSet(store.color_set, color_set) }),
        ...(media === undefined ? {} : { media }),
        ...(widget_position === undefined ? {} : { widget_position }),
      });
      return { message: THEME_TEXT.saved, theme: themeOf(updated ?? store) };
    },
  };
}

/** Keys sent replace the saved ones; an empty title bar text is dropped so the default applies. */
function mergeColorSet(saved: Record<string, string>, change: Record<string, string | undefined>) {
  const merged: Record<string, string> = { ...saved };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export type ThemeService = ReturnType<typeof createThemeService>;
