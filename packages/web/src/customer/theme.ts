import { DEFAULT_COLOR_SET } from '@mostrador/core/format/theme';

/**
 * The store's colours (StorePublic.color_set over the spec's defaults) as CSS variables, for the
 * page root or for one element (the settings preview of the widget).
 */
export function themeVariables(colorSet: Record<string, string> | null | undefined): Record<string, string> {
  const colours: Record<string, string> = { ...DEFAULT_COLOR_SET, ...(colorSet ?? {}) };
  const variables: Record<string, string> = {};
  for (const [key, value] of Object.entries(colours)) {
    // Only plain colour values reach the style: a store's text cannot inject other CSS.
    if (/^#[0-9a-fA-F]{3,8}$|^[a-z]+$|^rgba?\([\d\s.,%]+\)$/.test(value)) {
      variables[`--${key.replace(/_/g, '-')}`] = value;
    }
  }
  return variables;
}

/** The store's colours on the page root. */
export function applyTheme(colorSet: Record<string, string> | null | undefined): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(colorSet))) root.style.setProperty(name, value);
}
