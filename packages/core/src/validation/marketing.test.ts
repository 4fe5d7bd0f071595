import { describe, expect, it } from 'vitest';
import {
  firstIssueMessage,
  MSG,
  promoEntrySchema,
  refcodeDestination,
  refcodeSchema,
  referenceTypeLabel,
  savePromosSchema,
  TEXT,
  weekdayOf,
} from '../index';

function problem(
  schema: typeof refcodeSchema | typeof promoEntrySchema | typeof savePromosSchema,
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? undefined : firstIssueMessage(result.error);
}

describe('referral code', () => {
  it.each([
    [{ description: 'Volante del barrio' }, undefined],
    [{ description: '' }, MSG.refcodeDescriptionRequired],
    [{ description: '   ' }, MSG.refcodeDescriptionRequired],
    [{}, MSG.refcodeDescriptionRequired],
    [{ description: 'Volante', client_msg_preamble: 'x'.repeat(25) }, undefined],
    [{ description: 'Volante', client_msg_preamble: 'x'.repeat(26) }, MSG.refcodeUserMessage],
    [{ description: 'Volante', use_confirm_finisher: 'x'.repeat(25) }, undefined],
    [{ description: 'Volante', use_confirm_finisher: 'x'.repeat(26) }, MSG.refcodeReplyMessage],
    [{ description: 'Volante', code: 'no valido!' }, 'El campo codigo no es valido'],
  ])('%o -> %s', (value, expected) => {
    expect(problem(refcodeSchema, value)).toBe(expected);
  });

  it('defaults: active, destination web, type 1', () => {
    expect(refcodeSchema.parse({ description: 'Volante' })).toEqual({
      description: 'Volante',
      client_msg_preamble: '',
      use_confirm_finisher: '',
      active: true,
      is_web: true,
      reference_type: '1',
    });
  });

  it.each([
    ['1', 'Simple'],
    ['2', 'Otro'],
    ['', 'Otro'],
  ])('reference type %j reads %s', (value, label) => {
    expect(referenceTypeLabel(value)).toBe(label);
  });

  it.each([
    ['https://wa.me/5491155551234?text=Hola%20ABCD', 'WhatsApp'],
    ['https://mostrador.app/s/demo?ref=ABCD', 'Web'],
    ['/s/demo?ref=ABCD', 'Web'],
  ])('url %s leads to %s', (url, destination) => {
    expect(refcodeDestination(url)).toBe(destination);
  });
});

describe('promo calendar', () => {
  it.each([
    [{ day_of_week: '0', promo_msg: 'Lunes de pastas' }, undefined],
    [{ day_of_week: '7', promo_msg: 'Siempre' }, undefined],
    [{ day_of_week: '8', promo_msg: 'x' }, TEXT.promoDayInvalid],
    [{ day_of_week: 3, promo_msg: 'x' }, TEXT.promoDayInvalid],
    [{ promo_msg: 'x' }, TEXT.promoDayInvalid],
    [{ day_of_week: '1', promo_msg: '' }, TEXT.promoMessageRequired],
    [{ day_of_week: '1' }, TEXT.promoMessageRequired],
  ])('%o -> %s', (value, expected) => {
    expect(problem(promoEntrySchema, value)).toBe(expected);
  });

  it.each([
    [
      [
        { day_of_week: '0', promo_msg: 'a' },
        { day_of_week: '1', promo_msg: 'b' },
      ],
      undefined,
    ],
    [
      [
        { day_of_week: '7', promo_msg: 'a' },
        { day_of_week: '7', promo_msg: 'b' },
      ],
      undefined,
    ],
    [
      [
        { day_of_week: '2', promo_msg: 'a' },
        { day_of_week: '2', promo_msg: 'b' },
      ],
      TEXT.promoDayRepeated.replace('{day}', 'Miércoles'),
    ],
  ])('calendar %# -> %s', (value, expected) => {
    expect(problem(savePromosSchema, value)).toBe(expected);
  });

  it.each([
    ['2026-11-23T12:00:00', '0'],
    ['2026-11-25T12:00:00', '2'],
    ['2026-11-28T12:00:00', '5'],
    ['2026-11-29T12:00:00', '6'],
  ])('%s is weekday %s (0 Monday)', (date, expected) => {
    expect(weekdayOf(new Date(date))).toBe(expected);
  });
});
