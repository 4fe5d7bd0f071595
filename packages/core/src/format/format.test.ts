import { describe, expect, it } from 'vitest';
import {
  defaultTitlebarText,
  formatDateTime,
  formatIsoDateTime,
  formatMoney,
  formatQuantity,
  generatePassword,
  storeSlug,
} from '../index';

describe('formats', () => {
  it.each([
    [1234.5, '$', '$ 1.234,50'],
    [0, '$', '$ 0,00'],
    [-12.345, 'US$', 'US$ -12,35'],
    [1000000, '€', '€ 1.000.000,00'],
  ])('money %d %s -> %s', (amount, sign, expected) => {
    expect(formatMoney(amount, sign)).toBe(expected);
  });

  it.each([
    [0.5, 'es', '0,5'],
    [1 / 3, 'es', '0,33'],
    [12, 'es', '12'],
    [1.25, 'en', '1.25'],
  ])('item amount %d (%s) -> %s', (amount, language, expected) => {
    expect(formatQuantity(amount, language)).toBe(expected);
  });

  it('formats dates both ways', () => {
    const date = new Date(2026, 10, 21, 9, 5, 7);
    expect(formatDateTime(date)).toBe('21/11/2026 09:05');
    expect(formatIsoDateTime(date)).toBe('2026-11-21 09:05:07');
  });

  it('derives store texts from the hashtag', () => {
    expect(defaultTitlebarText('#demo')).toBe('Tienda demo');
    expect(storeSlug('#Demo1')).toBe('Demo1');
  });

  it('generates 8-character passwords with letters and digits', () => {
    let seed = 0;
    const random = (max: number) => (seed++ * 7) % max;
    for (let i = 0; i < 50; i += 1) {
      expect(generatePassword(random)).toMatch(/^(?=.*\d)(?=.*[a-zA-Z])[a-zA-Z0-9]{8}$/);
    }
  });
});
