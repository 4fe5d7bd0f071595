import { describe, expect, it } from 'vitest';
import { sortSpanish } from './collation';

describe('sortSpanish', () => {
  it.each([
    [
      ['Limpieza', 'Lácteos', 'Almacén'],
      ['Almacén', 'Lácteos', 'Limpieza'],
    ],
    [
      ['ñoquis', 'Nueces', 'oliva'],
      ['Nueces', 'ñoquis', 'oliva'],
    ],
    [
      ['bebidas', 'Aceites', 'Ábaco'],
      ['Ábaco', 'Aceites', 'bebidas'],
    ],
    [
      ['Pack 10', 'Pack 9'],
      ['Pack 9', 'Pack 10'],
    ],
  ])('%j -> %j', (names, sorted) => {
    expect(sortSpanish(names)).toEqual(sorted);
  });
});
