/*
 * Changes as the waves' writers phrase them, read into clauses without the order: what the item
 * had, said after 'en vez de' to name it ('las yerbas mejor 1 de kilo en vez de 2 de medio'); the
 * item 'es de' a size ('la rosamonte es de medio kilo también'); what it is not, before a comma
 * ('el azúcar era de medio kilo no de kilo, y que sean 2'); a brand said again as a year.
 */
import { describe, expect, it } from 'vitest';
import { editsOf } from './edits';
import { normalize } from './text';

const edits = (message: string) => editsOf(normalize(message));

describe('changes of the eleventh reading', () => {
  it.each([
    [
      'las yerbas mejor 1 de kilo en vez de 2 de medio',
      [{ op: 'replace', target: 'yerbas', with: 'de kilo', amount: 1 }],
    ],
    [
      'las papas mejor en vez de 3 chicas manda 2 de las de 72',
      [{ op: 'replace', target: 'papas', with: 'de 72', amount: 2 }],
    ],
    [
      'la rosamonte es de medio kilo tambien',
      [{ op: 'replace', target: 'rosamonte', with: 'de medio kilo' }],
    ],
    [
      'el azucar era de medio kilo no de kilo, y que sean 2',
      [
        { op: 'replace', target: 'azucar', with: 'de medio kilo' },
        { op: 'set', target: '', amount: 2, unit: null },
      ],
    ],
    ['el fernet ponelo de 450, el mismo 1882', [{ op: 'replace', target: 'fernet', with: 'de 450' }]],
  ])('%s', (message, expected) => {
    expect(edits(message)).toEqual(expected);
  });

  it("reads 'es' as a change only before a size", () => {
    expect(edits('la leche es para la nena')).toEqual([]);
  });
});
