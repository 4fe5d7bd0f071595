import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLOR_SET,
  emptyMediaEntry,
  firstIssueMessage,
  imageHintProblem,
  IMAGE_HINTS,
  resolveTheme,
  TEXT,
  themeSchema,
  videoIdOf,
} from '../index';

function problem(value: unknown) {
  const result = themeSchema.safeParse(value);
  return result.success ? undefined : firstIssueMessage(result.error);
}

const slots = (overrides: Record<number, object> = {}) =>
  Array.from({ length: 8 }, (_, slot) => ({ ...emptyMediaEntry(slot), ...overrides[slot] }));

describe('theme', () => {
  it.each([
    [{ color_set: { titlebar_color: '#123456' } }, undefined],
    [{ color_set: { titlebar_color: '#abc' } }, undefined],
    [{ color_set: { titlebar_color: 'azul' } }, TEXT.colorInvalid],
    [{ color_set: { titlebar_color: '#12345g' } }, TEXT.colorInvalid],
    [{ color_set: { titlebar_text: 'Tienda Demo' } }, undefined],
    [{ color_set: { color_rosa: '#ffffff' } }, 'El campo «color_rosa» no corresponde a estos datos'],
    [{ header_logo: 'https://cdn.tienda.com/logo.png' }, undefined],
    [{ header_logo: 'logo.png' }, TEXT.urlInvalid],
    [{ widget_logo: '' }, undefined],
    [{ widget_position: 'center' }, undefined],
    [{ widget_position: 'top' }, 'El campo posicion del widget no es valido'],
    [{ media: slots() }, undefined],
    [{ media: slots().slice(0, 7) }, TEXT.mediaSlots],
    [{ media: [...slots(), emptyMediaEntry(2)] }, TEXT.mediaSlots],
    [{ media: slots({ 0: { media_url: 'foto.jpg' } }) }, TEXT.urlInvalid],
    [{ media: slots({ 1: { media_url: 'no es un video' } }) }, TEXT.videoIdInvalid],
    [{ media: slots({ 1: { media_url: 'dQw4w9WgXcQ' } }) }, undefined],
    [{ media: slots({ 3: { media_url: 'https://cdn.x.com/p.jpg', link: 'promo' } }) }, TEXT.urlInvalid],
    [{ title: 'x'.repeat(61) }, TEXT.textTooLong.replace('{max}', '60')],
    [{ subtitle: 'Almacén de barrio' }, undefined],
    [{ otra: 1 }, 'El campo «otra» no corresponde a estos datos'],
  ])('%o -> %s', (value, expected) => {
    expect(problem(value)).toBe(expected);
  });

  it('sets each slot’s media type and reduces a video link to its id', () => {
    const parsed = themeSchema.parse({
      media: slots({
        0: { media_url: 'https://cdn.x.com/main.jpg', media_type: 'video' },
        1: { media_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      }),
    });
    expect(parsed.media?.[0]).toMatchObject({ media_url: 'https://cdn.x.com/main.jpg', media_type: 'image' });
    expect(parsed.media?.[1]).toMatchObject({ media_url: 'dQw4w9WgXcQ', media_type: 'video' });
    expect(parsed.media?.slice(2).every((m) => m.media_type === 'image')).toBe(true);
  });

  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', '76979871'],
    ['https://example.com/video', undefined],
    ['hola mundo', undefined],
  ])('video %s -> %s', (value, expected) => {
    expect(videoIdOf(value)).toBe(expected);
  });
});

describe('theme with defaults', () => {
  it('fills the spec defaults for a store that saved nothing', () => {
    const theme = resolveTheme({
      hashtag: '#demo',
      title: null,
      subtitle: null,
      header_logo: null,
      widget_logo: null,
      color_set: {},
      media: [],
    });
    expect(theme.title).toBe('QUIERO COMPRAR');
    expect(theme.color_set).toEqual({ ...DEFAULT_COLOR_SET, titlebar_text: 'Tienda demo' });
    expect(theme.color_set.theme_header_bg).toBe('#ffffff');
    expect(theme.media).toHaveLength(8);
    expect(theme.media[1]).toEqual(emptyMediaEntry(1));
    expect(theme.widget_position).toBe('right');
  });

  it.each([
    [{ titlebar_color: '#000000' }, 'titlebar_color', '#000000'],
    [{ titlebar_color: 'rojo' }, 'titlebar_color', DEFAULT_COLOR_SET.titlebar_color],
    [{ titlebar_text: 'Almacén' }, 'titlebar_text', 'Almacén'],
    [{ titlebar_text: '' }, 'titlebar_text', 'Tienda demo'],
  ])('color_set %o gives %s = %s', (colorSet, key, expected) => {
    const theme = resolveTheme({
      hashtag: '#demo',
      title: 'Hola',
      subtitle: 'Sub',
      header_logo: null,
      widget_logo: null,
      color_set: colorSet,
      media: [{ media_url: 'https://x.com/a.jpg' }],
      widget_position: 'left',
    });
    expect(theme.color_set[key as keyof typeof theme.color_set]).toBe(expected);
    expect(theme).toMatchObject({ title: 'Hola', subtitle: 'Sub', widget_position: 'left' });
    expect(theme.media[0]).toMatchObject({ media_url: 'https://x.com/a.jpg', media_type: 'image' });
  });
});

describe('image hints', () => {
  it.each([
    ['header_logo', { width: 1000, height: 200 }, undefined],
    ['header_logo', { width: 2000, height: 400 }, undefined],
    ['header_logo', { width: 999, height: 200 }, IMAGE_HINTS.header_logo.hint],
    ['header_logo', { width: 1000, height: 400 }, IMAGE_HINTS.header_logo.hint],
    ['main_image', { width: 800, height: 800 }, undefined],
    ['main_image', { width: 1200, height: 900 }, undefined],
    ['main_image', { width: 1600, height: 900 }, IMAGE_HINTS.main_image.hint],
    ['widget_logo', { width: 640, height: 640 }, undefined],
    ['widget_logo', { width: 640, height: 640, transparent: true }, IMAGE_HINTS.widget_logo.hint],
    ['widget_logo', { width: 500, height: 500 }, IMAGE_HINTS.widget_logo.hint],
  ] as const)('%s %o -> %s', (kind, image, expected) => {
    expect(imageHintProblem(kind, image)).toBe(expected);
  });
});
