import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '@mostrador/core';
import { messageOf, type TestContext } from '../../../test/helpers';
import { call, createSettingsTestApp, storeWithTeam } from '../settings/settings.fixtures';
import { findPromoForDay } from './marketing.assistant';
import { MARKETING_TEXT } from './marketing.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSettingsTestApp();
});
afterAll(() => ctx.close());

const PATH = '/store/promos/';
const WEEK = [
  { day_of_week: '6', tag: '', promo_msg: 'Domingo cerrado' },
  { day_of_week: '0', tag: 'pastas', promo_msg: 'Lunes de pastas' },
  { day_of_week: '7', tag: 'ofertas', promo_msg: 'Siempre: envío gratis desde $30.000' },
  { day_of_week: '2', promo_msg: 'Miércoles verde' },
  { day_of_week: '7', promo_msg: 'Siempre: 10% con transferencia' },
];

describe('GET and POST /api/store/promos/', () => {
  it('saves the calendar, lists Monday first, and a new save replaces it', async () => {
    const { owner } = await storeWithTeam(ctx);
    expect((await call(ctx, owner, 'GET', PATH)).json()).toEqual([]);
    const res = await call(ctx, owner, 'POST', PATH, WEEK);
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(MARKETING_TEXT.promosSaved);
    const list = res.json().promos;
    expect(list.map((p: { day_of_week: string; tag: string }) => [p.day_of_week, p.tag])).toEqual([
      ['0', 'pastas'],
      ['2', ''],
      ['6', ''],
      ['7', 'ofertas'],
      ['7', ''],
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      day_of_week: '0',
      tag: 'pastas',
      promo_msg: 'Lunes de pastas',
    });
    expect((await call(ctx, owner, 'GET', PATH)).json()).toEqual(list);
    const replaced = await call(ctx, owner, 'POST', PATH, [{ day_of_week: '4', promo_msg: 'Viernes' }]);
    expect(replaced.json().promos).toMatchObject([{ day_of_week: '4', promo_msg: 'Viernes' }]);
    expect((await call(ctx, owner, 'POST', PATH, [])).json().promos).toEqual([]);
  });

  it('is open to every store user: crew reads and saves the calendar too', async () => {
    const { owner, crew } = await storeWithTeam(ctx);
    const saved = await call(ctx, crew, 'POST', PATH, WEEK.slice(0, 2));
    expect(saved.statusCode).toBe(200);
    expect((await call(ctx, crew, 'GET', PATH)).json()).toHaveLength(2);
    expect((await call(ctx, owner, 'GET', PATH)).json()).toHaveLength(2);
    expect((await call(ctx, undefined, 'GET', PATH)).statusCode).toBe(401);
  });

  it.each([
    [[{ day_of_week: '8', promo_msg: 'x' }], TEXT.promoDayInvalid],
    [[{ day_of_week: 1, promo_msg: 'x' }], TEXT.promoDayInvalid],
    [[{ day_of_week: '1', promo_msg: '' }], TEXT.promoMessageRequired],
    [
      [
        { day_of_week: '3', promo_msg: 'a' },
        { day_of_week: '3', promo_msg: 'b' },
      ],
      TEXT.promoDayRepeated.replace('{day}', 'Jueves'),
    ],
    [{ day_of_week: '1', promo_msg: 'x' }, TEXT.invalidRequest],
  ])('refuses %j with its message and keeps the saved calendar', async (payload, message) => {
    const { owner } = await storeWithTeam(ctx);
    await call(ctx, owner, 'POST', PATH, WEEK);
    const res = await call(ctx, owner, 'POST', PATH, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
    expect((await call(ctx, owner, 'GET', PATH)).json()).toHaveLength(WEEK.length);
  });

  it('keeps each store’s calendar apart, and gives the assistant the promo of a day', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    await call(ctx, a.owner, 'POST', PATH, WEEK);
    const aIds = (await call(ctx, a.owner, 'GET', PATH)).json().map((p: { id: number }) => p.id);
    // B sending A's ids only ever writes B's own calendar.
    await call(ctx, b.crew, 'POST', PATH, [{ id: aIds[0], day_of_week: '0', promo_msg: 'De B' }]);
    expect((await call(ctx, a.owner, 'GET', PATH)).json()).toHaveLength(WEEK.length);
    expect((await call(ctx, b.owner, 'GET', PATH)).json()).toMatchObject([{ promo_msg: 'De B' }]);
    expect(await findPromoForDay(ctx.database.db, a.store.id, '0')).toMatchObject({
      promo_msg: 'Lunes de pastas',
    });
    expect(await findPromoForDay(ctx.database.db, b.store.id, '0')).toMatchObject({ promo_msg: 'De B' });
    expect(await findPromoForDay(ctx.database.db, a.store.id, '5')).toBeUndefined();
  });
});
