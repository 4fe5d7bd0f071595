/*
 * Changes as a fourth wave of independent writers phrase them (session 23: AR, UY, PY, CL, CO, PE,
 * MX, SV, NI, DO, CU, PR, Spaniards in Uruguay, Brazilians in Argentina): read into clauses
 * without the order. The conversation side is in conversation/changes-said.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { editsOf } from './edits';
import { normalize } from './text';

const edits = (message: string) => editsOf(normalize(message));

describe('changes written by a fourth wave of independent writers', () => {
  it.each([
    // The item named, and what it becomes asked next.
    ['sabe que cambieme las cervezas', [{ op: 'replace_unsaid', target: 'cervezas' }]],
    ['me equivoque con los vinos', [{ op: 'replace_unsaid', target: 'vinos' }]],
    ['la coca cambiala', [{ op: 'replace_unsaid', target: 'coca' }]],
    // 'haceme': make it that much.
    ['las medialunas haceme una docena', [{ op: 'set', target: 'medialunas', amount: 1, unit: 'dozen' }]],
    ['el queso haceme 500', [{ op: 'set', target: 'queso', amount: 500, unit: null }]],
    ['las birras haceme el doble', [{ op: 'scale', target: 'birras', factor: 2 }]],
    ['de soga haceme 4 metros y medio mejor', [{ op: 'set', target: 'soga', amount: 4.5, unit: 'meter' }]],
    ['agregele 1 kilo mas de papas', [{ op: 'add', target: 'papas', amount: 1, unit: 'kg' }]],
    ['el alimento no lo mande, mi marido ya lo compro', [{ op: 'remove', target: 'alimento', count: null }]],
    // The item a sentence speaks of, then the pronoun.
    [
      'mi mama me dice que la yerba ya tiene. sacala. y que la banana sea medio kilo nomas',
      [
        { op: 'remove', target: 'yerba', count: null },
        { op: 'set', target: 'banana', amount: 0.5, unit: 'kg' },
      ],
    ],
    ['del queso dame solo un cuarto', [{ op: 'set', target: 'queso', amount: 0.25, unit: null }]],
    [
      'de la cruz de malta mandame 1 sola, me regalaron una',
      [{ op: 'set', target: 'cruz malta', amount: 1, unit: null }],
    ],
    // One package of that size, never that weight of the item's packages.
    ['una sola yerba pero de kilo', [{ op: 'replace', target: 'yerba', with: 'de kilo', amount: 1 }]],
    [
      'la yerba mejor una sola de kilo, la misma',
      [{ op: 'replace', target: 'yerba', with: 'de kilo', amount: 1 }],
    ],
    [
      'del cafe mejor 1 de 500 en vez de los dos chicos',
      [{ op: 'replace', target: 'cafe', with: 'de 500', amount: 1 }],
    ],
    ['el dulce de leche el chico mejor, de 400', [{ op: 'replace', target: 'dulce leche', with: 'de 400' }]],
    [
      'una sola yerba nomas y agregale un kilo de limon',
      [
        { op: 'set', target: 'yerba', amount: 1, unit: null },
        { op: 'add', target: 'un kilo de limon', amount: 1 },
      ],
    ],
    ['el punto 2 borralo', [{ op: 'remove', target: 'segundo', count: null }]],
    [
      'del papel higienico mandeme 3 paquetes mejor',
      [{ op: 'set', target: 'papel higienico', amount: 3, unit: null }],
    ],
    ['el jamon que sean 300, gracias majos', [{ op: 'set', target: 'jamon', amount: 300, unit: null }]],
    [
      'el salmon esta carisimo, poneme 300 gramos',
      [{ op: 'set', target: 'salmon', amount: 300, unit: 'gr' }],
    ],
    ['en vez del centeno el de 7 granos', [{ op: 'replace', target: 'centeno', with: 'el de 7 granos' }]],
    [
      'el chile con un cuarto basta, y agregueme 1 kilo de cebolla blanca',
      [
        { op: 'set', target: 'chile', amount: 0.25, unit: null },
        { op: 'add', target: '1 kilo de cebolla blanca', amount: 1 },
      ],
    ],
    ['dije 3 marias y eran 2', [{ op: 'set', target: 'marias', amount: 2, unit: null }]],
    ['saca lo de limpieza', [{ op: 'remove', target: 'limpieza', count: null, every: true }]],
    [
      'de los yogures que uno sea de fresa, el otro si de durazno',
      [{ op: 'replace', target: 'yogures', with: 'de fresa', count: 1 }],
    ],
    ['el shampoo que sea pantene en vez de dove', [{ op: 'replace', target: 'shampoo', with: 'pantene' }]],
    // 'el mismo de 3' says the size again; it is no amount.
    ['el de perro mejor old prince, el mismo de 3', [{ op: 'replace', target: 'perro', with: 'old prince' }]],
    [
      'el jamon mejor que sea granja iris, y son 200 no 300',
      [
        { op: 'replace', target: 'jamon', with: 'granja iris' },
        { op: 'set', target: '', amount: 200, unit: null },
      ],
    ],
    ['los jugos eran de naranja no de manzana', [{ op: 'replace', target: 'jugos', with: 'de naranja' }]],
    ['y de salame sacale 200 gr', [{ op: 'remove', target: 'salame', count: 200, unit: 'gr' }]],
    [
      'mejor 2 de dedalitos, las letritas no las comen',
      [
        { op: 'set', target: 'dedalitos', amount: 2, unit: null },
        { op: 'remove', target: 'letritas', count: null },
      ],
    ],
    [
      'no tengo el envase, la coca hacela descartable',
      [{ op: 'replace', target: 'coca', with: 'descartable' }],
    ],
    [
      'el crudo no, poneme 200 mas de cremoso',
      [
        { op: 'remove', target: 'crudo', count: null },
        { op: 'add', target: 'cremoso', amount: 200 },
      ],
    ],
  ])('%s', (message, expected) => {
    expect(edits(message)).toEqual(expected);
  });

  it('leaves alone what only looks like these shapes', () => {
    // 'cambiá X a 5', 'cambiá X por Y' say how; 'lo de la coca' is one item.
    expect(edits('cambia las aguas a 5')).toEqual([{ op: 'set', target: 'aguas', amount: 5, unit: null }]);
    expect(edits('cambiame la coca por sprite')).toEqual([{ op: 'replace', target: 'coca', with: 'sprite' }]);
    expect(edits('olvida lo de la coca')).toEqual([{ op: 'remove', target: 'coca', count: null }]);
    // ('una sola de cada una' is every item, not 'only one of cada').
    expect(edits('una sola de cada una')).toEqual([
      { op: 'set', target: '', amount: 1, unit: null, every: 'all' },
    ]);
  });
});
