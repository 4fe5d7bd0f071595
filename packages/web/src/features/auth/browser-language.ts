import type { StoreLanguage } from '@mostrador/core';

/**
 * The store's language from the browser's (spec section 3): Portuguese is stored as 'po', the
 * product's own code; anything but Spanish, English or Portuguese falls back to Spanish.
 */
export function storeLanguageFromBrowser(language: string = navigator.language): StoreLanguage {
  const primary = language.toLowerCase().split('-')[0];
  if (primary === 'en') return 'en';
  if (primary === 'pt') return 'po';
  return 'es';
}
