import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COLOR_SET, emptyMediaEntry, TEXT } from '@mostrador/core';
import { login, messageOf, type TestContext } from '../../../test/helpers';
import { THEME_TEXT } from './theme.service';
import { call, createSettingsTestApp, storeWithTeam } from './settings.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSettingsTestApp();
});
afterAll(() => ctx.close());

const PATH = '/store/theme';
const slots = (overrides: Record<number, object> = {}) =>
  Array.from({ length: 8 }, (_, slot) => ({ ...emptyMediaEntry(slot), ...overrides[slot] }));

describe('GET and POST /api/store/theme', () => {
  it('answers the spec defaults for a store that saved nothing', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'GET', PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      title: 'QUIERO COMPRAR',
      subtitle: '',
      header_logo: '',
      widget_logo: '',
      color_set: { ...DEFAULT_COLOR_SET, titlebar_text: `Tienda ${store.hashtag.slice(1)}` },
      media: slots(),
      widget_position: 'right',
    });
  });

  it('saves a partial theme, merges colours and keeps what was not sent', async () => {
    const { owner, admin } = await storeWithTeam(ctx);
    const first = await call(ctx, owner, 'POST', PATH, {
      title: 'Almacén Rosa',
      header_logo: 'https://cdn.tienda.com/logo.png',
      color_set: { titlebar_color: '#ff0000', titlebar_text: 'Hola' },
      widget_position: 'left',
    });
    expect(first.statusCode).toBe(200);
    expect(messageOf(first)).toBe(THEME_TEXT.saved);
    const second = await call(ctx, owner, 'POST', PATH, { color_set: { chip_color: '#00ff00' } });
    const theme = second.json().theme;
    expect(theme).toMatchObject({
      title: 'Almacén Rosa',
      header_logo: 'https://cdn.tienda.com/logo.png',
      widget_position: 'left',
      color_set: { titlebar_color: '#ff0000', chip_color: '#00ff00', titlebar_text: 'Hola' },
    });
    expect((await call(ctx, owner, 'GET', PATH)).json()).toEqual(theme);
    // The login session carries the same colours for the widget.
    const session = await login(ctx.app, admin.email, admin.password);
    expect(
      (session as unknown as { store_public_data: { color_set: object } }).store_public_data.color_set,
    ).toMatchObject({ titlebar_color: '#ff0000', chip_color: '#00ff00' });
  });

  it('saves the 8 media slots, reduces a video link to its id, and returns to defaults when cleared', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const media = slots({
      0: { media_url: 'https://cdn.tienda.com/main.jpg' },
      1: { media_url: 'https://youtu.be/dQw4w9WgXcQ' },
      2: {
        media_url: 'https://cdn.tienda.com/p1.jpg',
        description: 'Promo',
        link: 'https://tienda.com/promo',
      },
    });
    const res = await call(ctx, owner, 'POST', PATH, { media, title: 'Otro' });
    expect(res.json().theme.media[1]).toEqual({ ...emptyMediaEntry(1), media_url: 'dQw4w9WgXcQ' });
    expect(res.json().theme.media[2]).toMatchObject({
      description: 'Promo',
      link: 'https://tienda.com/promo',
    });
    const cleared = await call(ctx, owner, 'POST', PATH, { title: '', color_set: { titlebar_text: '' } });
    expect(cleared.json().theme.title).toBe('QUIERO COMPRAR');
    expect(cleared.json().theme.color_set.titlebar_text).toBe(`Tienda ${store.hashtag.slice(1)}`);
    expect(cleared.json().theme.media[0].media_url).toBe('https://cdn.tienda.com/main.jpg');
  });

  it.each([
    [{ color_set: { titlebar_color: 'rojo' } }, TEXT.colorInvalid],
    [{ color_set: { no_existe: '#ffffff' } }, 'El campo «no_existe» no corresponde a estos datos'],
    [{ media: slots().slice(0, 7) }, TEXT.mediaSlots],
    [{ media: slots({ 0: { media_url: 'main.jpg' } }) }, TEXT.urlInvalid],
    [{ media: slots({ 1: { media_url: 'un video' } }) }, TEXT.videoIdInvalid],
    [{ media: slots({ 4: { link: 'www.promo' } }) }, TEXT.urlInvalid],
    [{ widget_logo: 'avatar.png' }, TEXT.urlInvalid],
    [{ widget_position: 'arriba' }, 'El campo posicion del widget no es valido'],
    [{ hashtag: '#otra' }, 'El campo hashtag no corresponde a estos datos'],
  ])('refuses %j with its message', async (payload, message) => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', PATH, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('is for the store admin only', async () => {
    const { crew } = await storeWithTeam(ctx);
    expect((await call(ctx, crew, 'GET', PATH)).statusCode).toBe(403);
    expect((await call(ctx, crew, 'POST', PATH, { title: 'x' })).statusCode).toBe(403);
  });

  it('only ever changes the caller’s own store', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    await call(ctx, b.owner, 'POST', PATH, { title: 'De B', color_set: { titlebar_color: '#000000' } });
    const theirs = (await call(ctx, a.owner, 'GET', PATH)).json();
    expect(theirs.title).toBe('QUIERO COMPRAR');
    expect(theirs.color_set.titlebar_color).toBe(DEFAULT_COLOR_SET.titlebar_color);
  });
});
