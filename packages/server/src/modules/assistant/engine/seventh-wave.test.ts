/*
 * Orders and changes as the seventh evaluation wave's writers put them (bench/assistant-eval/
 * independent-7): dictated lists with no commas, changes of every item or of a kind, a line split
 * in two, verbs with their 'me', and what is said around the change. Read against a small shelf of
 * real names from the evaluation catalogues.
 */
import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { editsOf } from './edits';
import { shelfProducts } from './fixtures.catalogue';
import { understand } from './understand';
import { normalize } from './text';

const products = shelfProducts([
  ['fideos matarazzo x 500 gr penne rigate', 'unit'],
  ['arroz gallo oro x 1 kg.', 'unit'],
  ['aceite de girasol natura x 1,5 lt.', 'unit'],
  ['QUESO RALLADO DOS ALAMOS 80GR', 'unit'],
  ['MANTEQUILLA SOPROLE 250GR', 'unit'],
  ['LECHE CONDENSADA NESTLE 397G', 'unit'],
  ['COMPOTERA POSTR POLICSAN UN', 'unit'],
  ['Néctar Del Valle Sabor Manzana 1L', 'unit'],
  ['fideos lucchetti tallarin nro. 5 x 500 gr.', 'unit'],
  ['fideos lucchetti al huevo tallarin nro 7 x 500 gr', 'unit'],
  ['AJO AGUAS CLARAS KG', 'kg'],
  ['AJO EN POLVO MARCO POLO KG', 'kg'],
  ['Lechuga criolla', 'unit'],
  ['Limón', 'kg'],
  ['Zanahoria', 'kg'],
  ['AGUA MINERAL S/G CACHANTUN 1,6LT', 'unit'],
  ['AGUA MINERAL C/G CACHANTUN 1,6LT', 'unit'],
  ['Mantel de hule', 'meter'],
]);
const index = new CatalogueIndex(products);
const named = (...names: string[]) => names.map((name) => products.find((p) => p.name.startsWith(name))!);
const ordered = (message: string) => {
  const read = understand(message, index);
  return read.intent === 'add_items' ? read.items.map((item) => [item.product.name, item.amount]) : read;
};
const edits = (message: string) => editsOf(normalize(message));

describe('orders as the seventh wave writes them', () => {
  it('splits a dictated list at a count said in words, only where the piece names no product whole', () => {
    expect(
      ordered(
        'hola buen día necesito tres paquetes de fideos matarazzo penne rigate dos arroz gallo oro de un kilo y un aceite natura de girasol de un litro y medio',
      ),
    ).toEqual([
      ['fideos matarazzo x 500 gr penne rigate', 3],
      ['arroz gallo oro x 1 kg.', 2],
      ['aceite de girasol natura x 1,5 lt.', 1],
    ]);
    // A brand of two words holding a number word, and what the product is for, stay one piece.
    expect(ordered('me manda 2 mantequillas soprole de 250 y un queso rallado dos alamos de 80')).toEqual([
      ['MANTEQUILLA SOPROLE 250GR', 2],
      ['QUESO RALLADO DOS ALAMOS 80GR', 1],
    ]);
    expect(ordered('1 leche condensada pa hacer un postre')).toEqual([['LECHE CONDENSADA NESTLE 397G', 1]]);
  });

  it("reads 'sabor', 'número', 'por favorcito', 'm mandas' and 'voy a querer' as customers mean them", () => {
    expect(ordered('me regala 2 Néctar Del Valle sabor manzana de 1 litro')).toEqual([
      ['Néctar Del Valle Sabor Manzana 1L', 2],
    ]);
    expect(ordered('2 paquetes de fideos Lucchetti tallarín número 5')).toEqual([
      ['fideos lucchetti tallarin nro. 5 x 500 gr.', 2],
    ]);
    expect(ordered('casera, me manda medio kilo de ajo por favorcito')).toEqual([
      ['AJO AGUAS CLARAS KG', 0.5],
    ]);
    expect(ordered('hola m mandas 2 lechugas')).toEqual([['Lechuga criolla', 2]]);
    expect(ordered('buenas, voy a querer 2 lechugas')).toEqual([['Lechuga criolla', 2]]);
    // ('2 m de mantel': metres, not 'me'.)
    expect(ordered('2 m de mantel de hule')).toEqual([['Mantel de hule', 2]]);
  });
});

describe('changes as the seventh wave writes them', () => {
  it.each([
    // Of every item, or of every item of a kind.
    ['uno menos de cada uno, somos 5 al final', [{ op: 'remove', target: '', every: 'all', count: 1 }]],
    ['que sean media docena de cada una', [{ op: 'set', target: '', every: 'all', amount: 6, unit: null }]],
    [
      'las bebidas que sean 3 de cada una',
      [{ op: 'set', target: 'bebidas', every: true, amount: 3, unit: null }],
    ],
    ['de las dos cosas que sean 2', [{ op: 'set', target: '', amount: 2, unit: null, every: true }]],
    [
      'las gaseosas sacalas todas, compré en otro lado',
      [{ op: 'remove', target: 'gaseosas', count: null, every: true }],
    ],
    // Taken off, said without a verb of taking off.
    [
      'al final no voy a necesitar la cebolla, me trajeron del campo',
      [{ op: 'remove', target: 'cebolla', count: null }],
    ],
    // A line split in two: some stay, the others become another product.
    [
      'dejame 3 y las otras 3 que sean quilmes stout de 473',
      [{ op: 'replace', target: '', with: 'quilmes stout de 473', count: 3 }],
    ],
    // What was asked, then what came; the amount said again.
    [
      'no no, te dije de naranja no de frutas, los mismos 2',
      [
        { op: 'replace', target: 'frutas', with: 'de naranja' },
        { op: 'set', target: '', amount: 2, unit: null },
      ],
    ],
    [
      'que sean con gas, las mismas 6',
      [
        { op: 'replace', target: '', with: 'con gas' },
        { op: 'set', target: '', amount: 6, unit: null },
      ],
    ],
    [
      'mejor una bc de 500 en vez de las dos de 250',
      [{ op: 'replace', target: 'bc', with: 'de 500', amount: 1 }],
    ],
    [
      'mejor uno solo pero el de 1.4 litros',
      [{ op: 'replace', target: '', with: 'de 1.4 litros', amount: 1 }],
    ],
    // Verbs with their 'me', the please around them, the reason after them.
    [
      'el lavaplatos ponemelo de 750 mejor, el chiquito no me dura nada',
      [{ op: 'replace', target: 'lavaplatos', with: 'de 750' }],
    ],
    ['la mortadela hazme el favor y me la quitas', [{ op: 'remove', target: 'mortadela', count: null }]],
    ['sácame el copete que mi señora me reta jaja', [{ op: 'remove', target: 'copete', count: null }]],
    ['las mantecas el doble, ta?', [{ op: 'scale', target: 'mantecas', factor: 2 }]],
  ])('%s', (message, expected) => {
    expect(edits(message)).toEqual(expected);
  });

  it('keeps a reason that names an item out of the change, and a removal said with a subject in', () => {
    expect(
      edits('mi mami dice que ya tiene papas, asi que las papas no, y de la pechuga mejor kilo y medio'),
    ).toEqual([
      { op: 'remove', target: 'papas', count: null },
      { op: 'set', target: 'pechuga', amount: 1.5, unit: 'kg' },
    ]);
  });

  it('reads the chatter around a change as understand() cleans it', () => {
    const order = shelfProducts([
      ['MONSTER ENERGY 473CC', 'unit'],
      ['fernet capri x700ml.', 'unit'],
      ['Papa negra', 'kg'],
      ['Cebolla', 'kg'],
    ]);
    const read = (message: string) => understand(message, index, order);
    expect(read('1 monster menos xfa q no me alcanza jaja')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'remove', target: 'monster', count: 1 }],
    });
    expect(read('xq no me cambias el capri x un branca de 750 comun')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'replace', target: 'capri', with: 'un branca de 750 comun' }],
    });
    expect(read('de papa el doble pues mami')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'scale', target: 'papa', factor: 2 }],
    });
  });

  it('keeps only what is said when the rest is refused, and reads a swap joined by y', () => {
    const order = shelfProducts([
      ['Pan Marraqueta pan central KG', 'kg'],
      ['QUESILLO COLUN 160GR', 'unit'],
      ['HIERBA MANZANILLA LIPTON CJTA 20BL', 'unit'],
    ]);
    expect(understand('sabe que al final mándeme solo el pan nomás, lo demás no', index, order)).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'keep_only', target: 'pan' }],
    });
    expect(edits('y en vez de la manzanilla mandeme menta lipton')).toEqual([
      { op: 'replace', target: 'manzanilla', with: 'menta lipton' },
    ]);
  });

  it('reads an amount for each of two items of the order clause by clause', () => {
    expect(
      understand('lechuga una sola y limon medio kilo', index, named('Zanahoria', 'Lechuga', 'Limón')),
    ).toEqual({
      intent: 'edit_order',
      edits: [
        { op: 'set', target: 'lechuga', amount: 1, unit: null },
        { op: 'set', target: 'limon', amount: 0.5, unit: 'kg' },
      ],
    });
  });
});
