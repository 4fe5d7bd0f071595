import { describe, expect, it } from 'vitest';
import { chosenOption, isNo, isYes, saysYes, tellsOfReceived } from './answers';

describe('short answers to the assistant', () => {
  it.each([
    'sí',
    'dale',
    'órale',
    'simón',
    'hágale',
    'sip',
    'de acuerdo',
    'sí señor',
    'confirmo',
    'ta',
    'ta, gracias',
    'así es',
    'está bien',
    'sisi',
    'bárbaro',
    '👍',
    '👌🏽',
  ])('%s is a yes', (text) => {
    expect(isYes(text)).toBe(true);
    expect(isNo(text)).toBe(false);
  });

  // (The ninth wave: Mexico's 'ya quedó', Cuba's 'bomba', 'adelante' with thanks.)
  it.each([
    'Ok, adelante, muchas gracias',
    'bomba, ya quedó',
    'Arre, quedamos así',
    'eso es todo, mándalo ya',
    // (Chile's 'ya' and a goodbye after the yes.)
    "'ta bien, ahí nos vemos, gracias",
    'ya, gracias, así mándalo',
  ])('%s says yes to the summary', (text) => {
    expect(saysYes(text)).toBe(true);
  });

  it.each(['no, gracias', 'sí, pero sacá la coca', 'bomba', 'ya no', 'ya no, chau'])(
    '%s is no plain yes',
    (text) => {
      expect(saysYes(text)).toBe(false);
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

  it('tells a complaint about what came from an order', () => {
    expect(tellsOfReceived('me llegó un yogurt echado a perder')).toBe(true);
    expect(tellsOfReceived('hola, me vino una leche cortada, qué hago?')).toBe(true);
    expect(tellsOfReceived('me mandás una leche?')).toBe(false);
    expect(tellsOfReceived('¿cuándo me llega el pedido?')).toBe(false);
  });
});
