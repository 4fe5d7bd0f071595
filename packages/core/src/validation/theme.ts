import { z } from 'zod';
import { DEFAULT_COLOR_SET, DEFAULT_HOME_TITLE, defaultTitlebarText } from '../format/theme';
import { TEXT } from './messages';
import { isHttpUrl, isPictureAddress, limitedText, optionalPictureField } from './settings-fields';

export type ColorKey = keyof typeof DEFAULT_COLOR_SET;
export const COLOR_KEYS = Object.keys(DEFAULT_COLOR_SET) as ColorKey[];
/** The widget's title bar text lives in color_set beside the colours (spec section 3). */
export const TITLEBAR_TEXT_KEY = 'titlebar_text';

export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const colorField = z.string({ error: TEXT.colorInvalid }).trim().regex(HEX_COLOR_PATTERN, TEXT.colorInvalid);

/** Any subset of the colours (hex) and the title bar text; unknown keys are refused. */
export const colorSetSchema = z
  .object({
    ...(Object.fromEntries(COLOR_KEYS.map((key) => [key, colorField.optional()])) as Record<
      ColorKey,
      z.ZodOptional<typeof colorField>
    >),
    [TITLEBAR_TEXT_KEY]: z.string().trim().max(40, TEXT.textTooLong.replace('{max}', '40')).optional(),
  })
  .strict();

/** Spec section 9: 8 media slots. */
export const MEDIA_SLOTS = 8;
export const MEDIA_MAIN_IMAGE = 0;
export const MEDIA_MAIN_VIDEO = 1;
/** Slots 2 to 7: six promo images with description and link. */
export const MEDIA_PROMO_SLOTS = [2, 3, 4, 5, 6, 7] as const;

export type MediaType = 'image' | 'video';
export function mediaTypeOfSlot(slot: number): MediaType {
  return slot === MEDIA_MAIN_VIDEO ? 'video' : 'image';
}

export const themeMediaViewSchema = z.object({
  media_url: z.string(),
  media_type: z.enum(['image', 'video']),
  link: z.string(),
  description: z.string(),
  highlighted: z.boolean(),
});
export type ThemeMedia = z.infer<typeof themeMediaViewSchema>;

export function emptyMediaEntry(slot: number): ThemeMedia {
  return { media_url: '', media_type: mediaTypeOfSlot(slot), link: '', description: '', highlighted: false };
}

const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * A video-site id (spec section 5); a YouTube or Vimeo link is reduced to its id so a pasted link
 * also works. undefined when neither.
 */
export function videoIdOf(value: string): string | undefined {
  const text = value.trim();
  if (VIDEO_ID_PATTERN.test(text)) return text;
  if (!isHttpUrl(text)) return undefined;
  const url = new URL(text);
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1];
  } else if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    id = url.pathname.match(/(\d{6,12})/)?.[1];
  }
  return id && VIDEO_ID_PATTERN.test(id) ? id : undefined;
}

const mediaEntryInput = z.object({
  media_url: limitedText(2000),
  media_type: z.string().optional(),
  link: limitedText(2000),
  description: limitedText(200),
  highlighted: z.boolean().default(false),
});

/**
 * Exactly 8 slots: 0 the main image, 1 the main video (a video id), 2 to 7 promo images with
 * description and link. Pictures are empty or a picture's address (isPictureAddress), links complete
 * http(s) urls; media_type follows the slot.
 */
export const mediaSchema = z
  .array(mediaEntryInput, { error: TEXT.mediaSlots })
  .length(MEDIA_SLOTS, TEXT.mediaSlots)
  .transform((entries, ctx): ThemeMedia[] =>
    entries.map((entry, slot) => {
      let mediaUrl = entry.media_url;
      if (slot === MEDIA_MAIN_VIDEO) {
        const id = mediaUrl ? videoIdOf(mediaUrl) : '';
        if (id === undefined)
          ctx.addIssue({ code: 'custom', path: [slot, 'media_url'], message: TEXT.videoIdInvalid });
        mediaUrl = id ?? '';
      } else if (mediaUrl && !isPictureAddress(mediaUrl)) {
        ctx.addIssue({ code: 'custom', path: [slot, 'media_url'], message: TEXT.urlInvalid });
      }
      if (entry.link && !isHttpUrl(entry.link)) {
        ctx.addIssue({ code: 'custom', path: [slot, 'link'], message: TEXT.urlInvalid });
      }
      return { ...entry, media_url: mediaUrl, media_type: mediaTypeOfSlot(slot) };
    }),
  );

/** Spec section 9: where the widget sits on the page. */
export const WIDGET_POSITIONS = ['left', 'center', 'right'] as const;
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];
export const DEFAULT_WIDGET_POSITION: WidgetPosition = 'right';

/**
 * POST /store/theme: any subset of the theme. color_set is merged into the saved one; media
 * replaces all 8 slots; an empty title, subtitle or logo clears it (the defaults then apply).
 */
export const themeSchema = z
  .object({
    title: limitedText(60).optional(),
    subtitle: limitedText(200).optional(),
    header_logo: optionalPictureField.optional(),
    widget_logo: optionalPictureField.optional(),
    color_set: colorSetSchema.optional(),
    media: mediaSchema.optional(),
    widget_position: z.enum(WIDGET_POSITIONS).optional(),
  })
  .strict();
export type ThemeInput = z.input<typeof themeSchema>;

type ThemeColorKey = ColorKey | typeof TITLEBAR_TEXT_KEY;
const THEME_COLOR_KEYS: [ThemeColorKey, ...ThemeColorKey[]] = [TITLEBAR_TEXT_KEY, ...COLOR_KEYS];

/** Every colour of the theme, the title bar's text colour included. */
export const themeColorSetSchema = z.record(z.enum(THEME_COLOR_KEYS), z.string());
export type ThemeColorSet = z.infer<typeof themeColorSetSchema>;

/** GET /store/theme: the store's style with the defaults filled in. */
export const themeViewSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  header_logo: z.string(),
  widget_logo: z.string(),
  color_set: themeColorSetSchema,
  media: z.array(themeMediaViewSchema),
  widget_position: z.enum(WIDGET_POSITIONS),
});
export type Theme = z.infer<typeof themeViewSchema>;

export interface StoredTheme {
  hashtag: string;
  title: string | null;
  subtitle: string | null;
  header_logo: string | null;
  widget_logo: string | null;
  color_set: Record<string, string>;
  media: ReadonlyArray<Partial<Omit<ThemeMedia, 'media_type'> & { media_type: string }> | null | undefined>;
  widget_position?: string | null;
}

/**
 * A store's theme with the spec section 9 defaults filled in: title 'QUIERO COMPRAR', default
 * colours, title bar text 'Tienda ' + hashtag without '#', and always 8 media slots.
 */
export function resolveTheme(stored: StoredTheme): Theme {
  const colors = Object.fromEntries(
    COLOR_KEYS.map((key) => {
      const value = stored.color_set[key];
      return [key, value && HEX_COLOR_PATTERN.test(value) ? value : DEFAULT_COLOR_SET[key]];
    }),
  ) as Record<ColorKey, string>;
  const media = Array.from({ length: MEDIA_SLOTS }, (_, slot) => {
    const entry = stored.media[slot];
    const empty = emptyMediaEntry(slot);
    if (!entry) return empty;
    return {
      media_url: entry.media_url ?? '',
      media_type: empty.media_type,
      link: entry.link ?? '',
      description: entry.description ?? '',
      highlighted: entry.highlighted ?? false,
    };
  });
  const position = WIDGET_POSITIONS.find((p) => p === stored.widget_position) ?? DEFAULT_WIDGET_POSITION;
  return {
    title: stored.title || DEFAULT_HOME_TITLE,
    subtitle: stored.subtitle ?? '',
    header_logo: stored.header_logo ?? '',
    widget_logo: stored.widget_logo ?? '',
    color_set: {
      ...colors,
      [TITLEBAR_TEXT_KEY]: stored.color_set[TITLEBAR_TEXT_KEY] || defaultTitlebarText(stored.hashtag),
    },
    media,
    widget_position: position,
  };
}

/** Spec section 5 image hints: minimum size, accepted shapes and transparency. */
export const IMAGE_HINTS = {
  header_logo: {
    minWidth: 1000,
    minHeight: 200,
    ratios: [5],
    opaque: false,
    hint: 'Logo del encabezado: al menos 1000x200 px, proporción 5:1',
  },
  main_image: {
    minWidth: 800,
    minHeight: 800,
    ratios: [1, 4 / 3],
    opaque: false,
    hint: 'Imagen principal: al menos 800x800 px, proporción 1:1 o 4:3',
  },
  widget_logo: {
    minWidth: 640,
    minHeight: 640,
    ratios: [1],
    opaque: true,
    hint: 'Avatar del widget: al menos 640x640 px, cuadrado y sin transparencia',
  },
} as const;
export type ImageKind = keyof typeof IMAGE_HINTS;

/**
 * The hint to show when an image does not fit its slot (undefined when it fits). Ratios allow 2%
 * of slack, as exported images are often a few pixels off.
 */
export function imageHintProblem(
  kind: ImageKind,
  image: { width: number; height: number; transparent?: boolean },
): string | undefined {
  const rule = IMAGE_HINTS[kind];
  const ratio = image.width / image.height;
  const fits =
    image.width >= rule.minWidth &&
    image.height >= rule.minHeight &&
    rule.ratios.some((wanted) => Math.abs(ratio - wanted) / wanted <= 0.02) &&
    !(rule.opaque && image.transparent);
  return fits ? undefined : rule.hint;
}
