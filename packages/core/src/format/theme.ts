/** Default widget colours of spec section 9, keyed as the store's color_set stores them. */
export const DEFAULT_COLOR_SET = {
  theme_header_bg: '#ffffff',
  theme_title_color: '#134859',
  bot_message: '#ffffff',
  titlebar_color: '#134859',
  titlebar_font_color: '#ed841e',
  input_box_color: '#f0f0f0',
  input_font_color: '#000000',
  chat_background: '#e5ddd5',
  font_color: '#000000',
  send_icon: '#134859',
  user_message: '#dcf8c6',
  chip_color: '#f5ddb9',
} as const;

export const DEFAULT_HOME_TITLE = 'QUIERO COMPRAR';
export const DEFAULT_CURRENCY = '$';
export const APP_VERSION = '3.70';

/** 'Tienda ' followed by the hashtag without '#'. */
export function defaultTitlebarText(hashtag: string): string {
  return `Tienda ${hashtag.replace(/^#/, '')}`;
}

/** /s/{hashtag without #}: the public store home page. */
export function storeSlug(hashtag: string): string {
  return hashtag.replace(/^#/, '');
}
