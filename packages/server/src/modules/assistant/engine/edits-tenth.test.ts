/*
 * Changes as the fifth and ninth waves' writers phrase them, read into clauses without the order:
 * what stays after a removal ('solo limón y cebolla', 'mejor solo el pan tostado', Mexico's
 * 'pura'), what is sent instead ('quítelo y mande 2 de elote'), the item then its weight ('el vacío
 * kilo y medio') and 'de las lechugas solo una'.
 */
import { describe, expect, it } from 'vitest';
import { editsOf } from './edits';
import { normalize } from './text';

const edits = (message: string) => editsOf(normalize(message));

describe('changes of the tenth reading', () => {
  it.each([
    [
      'ya no las papas, compré en la feria. solo limón y cebolla, pero de limón pon 2 kilos',
      [
        { op: 'remove', target: 'papas', count: null, every: true },
        { op: 'keep_only', target: 'limon y cebolla' },
        { op: 'set', target: 'limon', amount: 2, unit: 'kg' },
      ],
    ],
    [
      'No, siempre no el serrano, pura carne, tortilla y cilantro',
      [
        { op: 'remove', target: 'serrano', count: null },
        { op: 'keep_only', target: 'carne y tortilla y cilantro' },
      ],
    ],
    [
      'uy no, quitame los pancakes y el jarabe, mejor solo el pan tostado, ando a dieta jaja',
      [
        { op: 'remove', target: 'pancakes', count: null },
        { op: 'remove', target: 'jarabe', count: null },
        { op: 'keep_only', target: 'pan tostado' },
      ],
    ],
    [
      'quitelo y mande 2 de elote en grano selecto',
      [
        { op: 'remove', target: '', count: null },
        { op: 'add', target: 'elote grano selecto', amount: 2 },
      ],
    ],
    [
      'el vacio kilo y medio y la morcilla volala',
      [
        { op: 'set', target: 'vacio', amount: 1.5, unit: 'kg' },
        { op: 'remove', target: 'morcilla', count: null },
      ],
    ],
    ['de las lechugas solo una', [{ op: 'set', target: 'lechugas', amount: 1, unit: null }]],
    // (Two more of them is no 'solo'; 'siempre no el six, mejor 2 topo chico' adds what comes instead.)
    [
      'siempre no el six, mejor 2 topo chico de 1.5',
      [
        { op: 'remove', target: 'six', count: null },
        { op: 'add', target: 'topo chico de 1.5', amount: 2, restates: true },
      ],
    ],
    // 'Forget it' with the item left at an amount: nothing comes off.
    ['no nada, olvídalo, déjalo en 2 nomás', [{ op: 'set', target: '', amount: 2, unit: null }]],
    [
      'no no perdón, dejalo en 4 como estaba, me confundí con otra cosa',
      [{ op: 'set', target: '', amount: 4, unit: null }],
    ],
    ['los jugos que sean de manzana mejor los dos', [{ op: 'replace', target: 'jugos', with: 'de manzana' }]],
    [
      'che mejor un solo fernet pero que sea branca común de 750',
      [
        { op: 'set', target: 'fernet', amount: 1, unit: null },
        { op: 'replace', target: 'fernet', with: 'branca comun de 750' },
      ],
    ],
    [
      'la acelga cámbiela por una espinaca en atado, y del zapallo con medio kilo me alcanza.',
      [
        { op: 'replace', target: 'acelga', with: 'una espinaca en atado' },
        { op: 'set', target: 'zapallo', amount: 0.5, unit: 'kg' },
      ],
    ],
    ['oye sácame la mantequila', [{ op: 'remove', target: 'mantequila', count: null }]],
    [
      'quite los chiles y ponga mejor una salsa Búfalo de la grande',
      [{ op: 'replace', target: 'chiles', with: 'salsa bufalo grande' }],
    ],
    // Why, said last after 'que', and what is not needed.
    [
      'sabes qué, los chinchulines sácalos nomás, que mi señora dice que ya tiene en el freezer',
      [{ op: 'remove', target: 'chinchulines', count: null }],
    ],
    [
      'Vaya, disculpe, la margarina no la ocupo, y el pan tostado que sean 2',
      [
        { op: 'remove', target: 'margarina', count: null },
        { op: 'set', target: 'pan tostado', amount: 2, unit: null },
      ],
    ],
    [
      'el chuño ya no nomás, ayer mi hermana me trajo de Oruro',
      [{ op: 'remove', target: 'chuno', count: null }],
    ],
    // The list of what it adds goes on; the size of what it adds.
    [
      'la papa sacala y añádale medio kilo de cebolla blanca y un cuarto de chile serrano',
      [
        { op: 'remove', target: 'papa', count: null },
        { op: 'add', target: 'medio kilo de cebolla blanca', amount: 1 },
        { op: 'add', target: 'un cuarto de chile serrano', amount: 1 },
      ],
    ],
    [
      'el Elite quítalo y pon otro Campanita pero del de 80',
      [
        { op: 'remove', target: 'elite', count: null },
        { op: 'add', target: 'campanita de 80', amount: 1 },
      ],
    ],
    // An apology between two clauses says nothing; the item in a place of the order.
    ['el 2 no, sorry, ya tengo chayote', [{ op: 'remove', target: 'segundo', count: null }]],
    ['la coca no, perdon, la fanta', [{ op: 'replace', target: 'coca', with: 'la fanta' }]],
    // One more, then how many in all; a forgotten reason said last.
    [
      'oye y ponle otra sprite zero igual, que sean dos, se me olvidaba que viene mi hermana',
      [{ op: 'set', target: 'sprite zero', amount: 2, unit: null }],
    ],
  ])('%s', (message, expected) => {
    expect(edits(message)).toEqual(expected);
  });
});
