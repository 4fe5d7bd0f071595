/*
 * Changes of the thirteenth reading (session 34), read into clauses without the order: what was
 * meant instead of an item ('eran tallarines no spaghetti'), what stays after an item taken off
 * ('los red bull no, solo el monster'), a change of another item after 'y' and 'también', a
 * place named then the item, and why said after an amount. Phrasing from the independent waves'
 * development halves (Argentina, Chile, Colombia, Ecuador, México, Venezuela).
 */
import { describe, expect, it } from 'vitest';
import { editsOf } from './edits';
import { normalize } from './text';

const edits = (message: string) => editsOf(normalize(message));

describe('changes of the thirteenth reading', () => {
  it.each([
    [
      'quise decir 3 kilos de pechuga de pollo sin hueso, no de molida',
      [{ op: 'replace', target: 'molida', with: '3 kilos de pechuga de pollo sin hueso' }],
    ],
    ['eran tallarines no spaghetti', [{ op: 'replace', target: 'spaghetti', with: 'tallarines' }]],
    [
      'quise decir playadito de medio kilo, no de kilo',
      [{ op: 'replace', target: 'playadito', with: 'de medio kilo' }],
    ],
    [
      'la margarina no la ocupo, y el pan tostado que sean 2',
      [
        { op: 'remove', target: 'margarina', count: null },
        { op: 'set', target: 'pan tostado', amount: 2, unit: null },
      ],
    ],
    [
      'el chayote no, y la zanahoria que sea un kilo',
      [
        { op: 'remove', target: 'chayote', count: null },
        { op: 'set', target: 'zanahoria', amount: 1, unit: 'kg' },
      ],
    ],
    [
      'el chayote no, y la zanahoria tambien',
      [
        { op: 'remove', target: 'chayote', count: null },
        { op: 'remove', target: 'zanahoria', count: null },
      ],
    ],
    [
      'de papa mejor 2 kg y de batata 2 kg tambien',
      [
        { op: 'set', target: 'papa', amount: 2, unit: 'kg' },
        { op: 'set', target: 'batata', amount: 2, unit: 'kg' },
      ],
    ],
    [
      'la papa que sea 2 kilos, y 2 cebollas tambien',
      [
        { op: 'set', target: 'papa', amount: 2, unit: 'kg' },
        { op: 'add', target: 'cebollas', amount: 2 },
      ],
    ],
    [
      'lo ultimo que te pedi saca nomas, la coca nomas',
      [
        { op: 'remove', target: '', count: null },
        { op: 'keep_only', target: 'coca' },
      ],
    ],
    ['lo ultimo que te pedi sacalo, me acorde que me quedaba', [{ op: 'remove', target: '', count: null }]],
    ['lo del medio no, la mayonesa, ya tengo', [{ op: 'remove', target: 'mayonesa', count: null }]],
    [
      'agregale un paquete de hamburguesas swift, y las negras ponlas en 4 que eso esta sabroso',
      [
        { op: 'add', target: 'paquete de hamburguesas swift', amount: 1 },
        { op: 'set', target: 'negras', amount: 4, unit: null },
      ],
    ],
    [
      'el whiskas mejor el de 1 kilo nomas, ando corto de plata este mes',
      [{ op: 'replace', target: 'whiskas', with: 'de 1 kilo' }],
    ],
    [
      'el limon medio kilo nada mas, y anademe una lechuga criolla',
      [
        { op: 'set', target: 'limon', amount: 0.5, unit: 'kg' },
        { op: 'add', target: 'lechuga criolla', amount: 1 },
      ],
    ],
    [
      'champinones solo uno y los atunes que sean de limon',
      [
        { op: 'set', target: 'champinones', amount: 1, unit: null },
        { op: 'replace', target: 'atunes', with: 'de limon' },
      ],
    ],
    [
      'que sea 1 solo de 15 kilos en vez de los dos de 3',
      [{ op: 'replace', target: '', with: 'de 15 kilos', amount: 1 }],
    ],
    [
      'no quiere arroz. solo aceite',
      [
        { op: 'remove', target: 'arroz', count: null },
        { op: 'keep_only', target: 'aceite' },
      ],
    ],
    [
      'saca las leches, deja solo el queso',
      [
        { op: 'remove', target: 'leches', count: null, every: true },
        { op: 'keep_only', target: 'queso' },
      ],
    ],
    [
      'los red bull no, solo el monster',
      [
        { op: 'remove', target: 'red bull', count: null },
        { op: 'keep_only', target: 'monster' },
      ],
    ],
    [
      'borra todo y dejame solo el aceite, despues te escribo lo demas',
      [{ op: 'keep_only', target: 'aceite' }],
    ],
    [
      'la manteca que sea la de 200, y otra cosa, la nalga que sea kilo y medio',
      [
        { op: 'replace', target: 'manteca', with: 'de 200' },
        { op: 'set', target: 'nalga', amount: 1.5, unit: 'kg' },
      ],
    ],
    // (A number of the name is no amount; a count in words after 'de' is the package's.)
    ['el arroz mejor grado 1', [{ op: 'replace', target: 'arroz', with: 'grado 1' }]],
    [
      'no mejor que los huevos sean el maple de treinta',
      [{ op: 'replace', target: 'huevos', with: 'maple de 30' }],
    ],
    // ('si no hay, quitalo y ya' after 'en vez de': or off, when it is not sold.)
    [
      'en vez del forti mejor mandame una leche lala entera, si no hay quitalo y ya',
      [{ op: 'replace', target: 'forti', with: 'una leche lala entera', orRemove: true }],
    ],
    // ('nomás' said of a removal's list is 'just those', not what stays.)
    [
      'saque la rucula y la zanahoria nomas, lo demas si',
      [
        { op: 'remove', target: 'rucula', count: null },
        { op: 'remove', target: 'zanahoria', count: null },
      ],
    ],
    [
      'saca el cloro, y las esponjas deja una nomas',
      [
        { op: 'remove', target: 'cloro', count: null },
        { op: 'set', target: 'esponjas', amount: 1, unit: null },
      ],
    ],
  ])('%s', (message, expected) => {
    expect(edits(message)).toEqual(expected);
  });
});
