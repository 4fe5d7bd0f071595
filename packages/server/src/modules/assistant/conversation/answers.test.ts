import { describe, expect, it } from 'vitest';
import { chosenOption, isNo, isYes } from './answers';

describe('short answers to the assistant', () => {
  it.each(['sí', 'dale', 'órale', 'simón', 'hágale', 'sip', 'de acuerdo', 'sí señor', 'confirmo'])(
    '%s is a yes',
    (text) => {
      expect(isYes(text)).toBe(true);
      expect(isNo(text)).toBe(false);
    },
  );

  it.each(['no', 'mejor no', 'todavía no', 'nop'])('%s is a no', (text) => {
    expect(isNo(text)).toBe(true);
    expect(isYes(text)).toBe(false);
  });

  it('reads an option by its number or its place', () => {
    expect(chosenOption('el 2', 3)).toBe(1);
    expect(chosenOption('la última', 3)).toBe(2);
    expect(chosenOption('opción 4', 3)).toBeUndefined();
  });
});
