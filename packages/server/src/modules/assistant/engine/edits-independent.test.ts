/*
 * Changes as people who never saw the rules write them (bench/assistant-eval/independent): read
 * into clauses without the order.
 */
import { describe, expect, it } from 'vitest';
import { editsOf } from './edits';
import { normalize } from './text';

const edits = (message: string) => editsOf(normalize(message));

describe('changes written by independent writers', () => {
  // Written by people who never saw these rules (bench/assistant-eval/independent): why after the
  // change, the item then only that much, forms with no change verb, sentences and dashes.
  it.each([
    [
      'agregame 2 cocas mas y saca el fernet que ya tengo',
      [
        { op: 'add', target: 'cocas', amount: 2 },
        { op: 'remove', target: 'fernet', count: null },
      ],
    ],
    ['mejor solo uno, ya tengo otro lleno', [{ op: 'set', target: '', amount: 1, unit: null }]],
    [
      'el jugo que sean 6 para las loncheras de los niños',
      [{ op: 'set', target: 'jugo', amount: 6, unit: null }],
    ],
    ['lo primero que te pedi que sean 2 kg', [{ op: 'set', target: 'primero', amount: 2, unit: 'kg' }]],
    ['el pollo es 1 kilo nada mas', [{ op: 'set', target: 'pollo', amount: 1, unit: 'kg' }]],
    ['del queso dejame solo 750', [{ op: 'set', target: 'queso', amount: 750, unit: null }]],
    ['el dulce de leche el de kilo', [{ op: 'replace', target: 'dulce leche', with: 'de kilo' }]],
    ['el skip por ariel', [{ op: 'replace', target: 'skip', with: 'ariel' }]],
    ['la harina la quiero favorita', [{ op: 'replace', target: 'harina', with: 'favorita' }]],
    ['la espinaca que sea la de atado mejor', [{ op: 'replace', target: 'espinaca', with: 'de atado' }]],
    ['los huevos mejor traeme el maple de 30', [{ op: 'replace', target: 'huevos', with: 'maple de 30' }]],
    ['mejor mandamelo de 1.89', [{ op: 'replace', target: '', with: 'de 1.89' }]],
    ['el queso llevalo a un kilo', [{ op: 'set', target: 'queso', amount: 1, unit: 'kg' }]],
    [
      'el papel de 4 cámbielo por uno solo de 18',
      [{ op: 'replace', target: 'papel 4', with: 'uno solo de 18' }],
    ],
    [
      'quise decir playadito de medio kilo, no de kilo',
      [{ op: 'replace', target: 'playadito', with: 'de medio kilo' }],
    ],
    [
      'cambiame los malbec trapiche por alamos, tambien malbec',
      [{ op: 'replace', target: 'malbec trapiche', with: 'alamos malbec' }],
    ],
    [
      'ponle otras 2 donas pero de cobertura blanca',
      [{ op: 'add', target: 'donas de cobertura blanca', amount: 2 }],
    ],
    // (What stays is said too: it stays when ordered, and comes instead when it is not.)
    [
      'las de harina ya no, solo las de maiz',
      [
        { op: 'remove', target: 'harina', count: null },
        { op: 'keep_only', target: 'maiz' },
      ],
    ],
    [
      'de los 12 bolillos que sean 8, el pan molido dejalo igual',
      [{ op: 'set', target: 'bolillos', amount: 8, unit: null }],
    ],
    ['al pepino quitele medio kilo', [{ op: 'remove', target: 'pepino', count: 0.5, unit: 'kg' }]],
    [
      'ya no el cafe ole, y del coffee mate deja 1',
      [
        { op: 'remove', target: 'cafe ole', count: null },
        { op: 'set', target: 'coffee mate', amount: 1, unit: null },
      ],
    ],
    [
      'las papas fritas no, sacalas. y el pollo que sea kilo y medio',
      [
        { op: 'remove', target: 'papas fritas', count: null },
        { op: 'set', target: 'pollo', amount: 1.5, unit: 'kg' },
      ],
    ],
    [
      '- el cafe cambialo x uno de 250 - agregame otro azucar igual',
      [
        { op: 'replace', target: 'cafe', with: 'uno de 250' },
        { op: 'add', target: 'azucar', amount: 1, same: true },
      ],
    ],
    ['son 3 las yerbas', [{ op: 'set', target: 'yerbas', amount: 3, unit: null }]],
    [
      'quise decir naranja de jugo, es para exprimir',
      [{ op: 'replace', target: '', with: 'naranja de jugo' }],
    ],
    [
      'la coca cambiala por una pepsi, y si no tenes pepsi sacala nomas',
      [{ op: 'replace', target: 'coca', with: 'una pepsi', orRemove: true }],
    ],
    ['el shampoo mejor para cabello normal', [{ op: 'replace', target: 'shampoo', with: 'cabello normal' }]],
    ['solo dejame la papaya lo demas no', [{ op: 'keep_only', target: 'papaya' }]],
    ['mejor el de 1,5 que rinde mas', [{ op: 'replace', target: '', with: 'de 1.5' }]],
    ['sacme el zapallito', [{ op: 'remove', target: 'zapallito', count: null }]],
    [
      'no, la betarraga sacala, me equivoque era rabanitos, un paquete',
      [
        { op: 'remove', target: 'betarraga', count: null },
        { op: 'add', target: 'rabanitos', amount: 1 },
      ],
    ],
  ])('%s', (message, expected) => {
    expect(edits(message)).toEqual(expected);
  });
});
