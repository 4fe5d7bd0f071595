import { DEFAULT_COLOR_SET } from '@mostrador/core/format/theme';

/** The store's colours (StorePublic.color_set over the spec's defaults) as CSS variables. */
export function applyTheme(colorSet: Record<string, string> | null | undefined): void {
  const root = document.documentElement;
  const colours: Record<string, string> = { ...DEFAULT_COLOR_SET, ...(colorSet ?? {}) };
  for (const [key, value] of Object.entries(colours)) {
    // Only plain colour values reach the style: a store's text cannot inject other CSS.
    if (/^#[0-9a-fA-F]{3,8}$|^[a-z]+$|^rgba?\([\d\s.,%]+\)$/.test(value)) {
      root.style.setProperty(`--${key.replace(/_/g, '-')}`, value);
    }
  }
}
