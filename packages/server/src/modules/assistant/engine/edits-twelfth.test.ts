/*
 * Changes of the twelfth reading (session 33), read into clauses without the order: 'mejor' before
 * the verb, 'en vez de' after what it becomes, the amounts after 'quise decir', an item refused
 * and then an addition, 'las dos' after a replacement, a wish of how the products come.
 */
import { describe, expect, it } from 'vitest';
import { editsOf } from './edits';
import { normalize } from './text';

const edits = (message: string) => editsOf(normalize(message));

describe('changes of the twelfth reading', () => {
  it.each([
    [
      'el dove mejor cambiemelo por el pantene 2 en 1',
      [{ op: 'replace', target: 'dove', with: 'el pantene 2 en 1' }],
    ],
    [
      'mejor cheerios de manzana canela en vez de los de miel',
      [{ op: 'replace', target: 'miel', with: 'cheerios de manzana canela' }],
    ],
    [
      'quise decir 1 kilo de manzana y 2 de platano',
      [
        { op: 'set', target: 'manzana', amount: 1, unit: 'kg' },
        { op: 'set', target: 'platano', amount: 2, unit: null },
      ],
    ],
    // (Without amounts, what the item touched last was meant to be.)
    ['quise decir naranja de jugo', [{ op: 'replace', target: '', with: 'naranja de jugo' }]],
    [
      'el queso no, y suma otra leche igual',
      [
        { op: 'remove', target: 'queso', count: null },
        { op: 'add', target: 'leche', amount: 1, same: true },
      ],
    ],
    [
      'mejor cambia la coca zero por coca normal, las dos',
      [{ op: 'replace', target: 'coca zero', with: 'coca normal' }],
    ],
    [
      'lo de la paulina pasalo a una sola de 200',
      [{ op: 'replace', target: 'paulina', with: 'de 200', amount: 1 }],
    ],
    [
      'la acelga no, mejor espinaca, de la fresca, tambien un kilo',
      [
        { op: 'remove', target: 'acelga', count: null },
        { op: 'add', target: 'espinaca de la fresca', amount: 1, unit: 'kg' },
      ],
    ],
    ['canbia el nescafe x un dolca de 170', [{ op: 'replace', target: 'nescafe', with: 'un dolca de 170' }]],
  ])('%s', (message, expected) => {
    expect(edits(message)).toEqual(expected);
  });

  it('reads a wish of how the products come as no change', () => {
    expect(edits('1 kg de mollejas y 1/2 de chinchulines, que sean fresquitos')).toEqual([]);
  });

  it("marks 'poné' with how many as a restatement; 'más' and 'agregá' add", () => {
    expect(edits('saca el queso y ponle 2 cremas')).toEqual([
      { op: 'remove', target: 'queso', count: null },
      { op: 'add', target: 'cremas', amount: 2, restates: true },
    ]);
    expect(edits('saca el queso y agregale 2 cremas')).toEqual([
      { op: 'remove', target: 'queso', count: null },
      { op: 'add', target: 'cremas', amount: 2 },
    ]);
    expect(edits('y ponle 2 cremas mas')).toEqual([{ op: 'add', target: 'cremas', amount: 2 }]);
  });
});
