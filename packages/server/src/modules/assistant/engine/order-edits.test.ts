import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { shelfProducts } from './fixtures.catalogue';
import { understand } from './understand';

/** A few real shelf names (La Gallega, Chedraui): the order's items and their neighbours. */
const shelf: Array<[string, 'unit' | 'kg']> = [
  ['gaseosa coca cola x 1.5 lt.', 'unit'],
  ['coca-cola light x 1,5 lt.', 'unit'],
  ['papa negra suelta x kilo', 'kg'],
  ['cebolla x kg.', 'kg'],
  ['arroz gallo oro x 1 kg.', 'unit'],
  ['manteca ilolay x 200 gr', 'unit'],
  ['manteca ilolay x 500 gr.', 'unit'],
  ['Agua Natural Bonafont 20L (Líquido)', 'unit'],
  ['Bolillo', 'unit'],
  ['Jugo Jumex Naranja 1.89 L', 'unit'],
  ['Dulce de leche clásico Sancor 400 g', 'unit'],
  ['Leche entera La Serenísima 1 l', 'unit'],
  ['Dulce de leche clásico La Serenísima 400 g', 'unit'],
  ['Leche descremada La Serenísima 1 l', 'unit'],
  ['fernet branca x 750 ml.', 'unit'],
  ['fernet 1882 x750ml.', 'unit'],
];
const products = shelfProducts(shelf);
const index = new CatalogueIndex(products);
const named = (...names: string[]) => names.map((name) => products.find((p) => p.name.startsWith(name))!);
const order = named('gaseosa coca cola', 'papa negra', 'arroz gallo', 'manteca ilolay x 200', 'Agua Natural');
const read = (message: string, items = order) => understand(message, index, items);

describe('changes read against the open order', () => {
  it('sets the amount of the item named with a change word, whatever verb carries it', () => {
    for (const [message, target, amount] of [
      ['de la coca poneme 4', 'coca', 4],
      ['me equivoqué, eran 3 cocas', 'coca cola', 3],
      ['nomás quiero 1 coca', 'coca cola', 1],
      ['no, perdón, la papa es medio kilo', 'papa', 0.5],
      ['mejor ponle 2 arroz nada más', 'arroz', 2],
      ['arroz uno solo', 'arroz', 1],
      ['perdón, quise decir 4 cocas', 'coca cola', 4],
      ['del arroz nada más uno', 'arroz', 1],
      ['nomás una coca', 'coca cola', 1],
      // The amount after 'no' is the one the order has when the message says what it is.
      ['son 3 cocas no 2', 'coca cola', 3],
      ['eran 2 arroz, no 1', 'arroz', 2],
      // (The package of the amount names no other product.)
      ['el arroz solo una bolsa', 'arroz', 1],
    ] as const)
      expect(read(message), message).toEqual({
        intent: 'edit_order',
        edits: [expect.objectContaining({ op: 'set', target, amount })],
      });
  });

  it('takes off the item said with a negation, and keeps only the one said after dejá solo', () => {
    for (const message of [
      'siempre no las cocas',
      'el arroz no, gracias',
      'al final sin arroz',
      'che ya no traigas arroz',
      'me arrepentí del arroz',
      // ('no quiero nada de' one item is not the whole order.)
      'al final no quiero nada de arroz',
    ])
      expect(read(message), message).toMatchObject({ intent: 'edit_order', edits: [{ op: 'remove' }] });
    expect(read('no quiero nada')).toEqual({ intent: 'discard_order' });
    // A 'no' that corrects what was said ('era') refuses nothing.
    expect(
      read('no, el dulce de leche era de la serenísima', named('Dulce de leche clásico Sancor')),
    ).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'replace', target: 'dulce leche', with: 'serenisima' }],
    });
    expect(read('sin garrafón mejor')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'remove', target: 'garrafon', count: null }],
    });
    expect(read('una coca menos')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'remove', target: 'coca cola', count: 1 }],
    });
    expect(read('nada más dejá el arroz')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'keep_only', target: 'arroz' }],
    });
    expect(read('dejame solo las cocas')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'keep_only', target: 'cocas' }],
    });
  });

  it('turns the item into the product or size said, and reads the verb first when there is one', () => {
    expect(read('la coca que sea light')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'replace', target: 'coca', with: 'light' }],
    });
    // The item is what is named before the change word; La Serenísima is what it becomes.
    expect(
      read('el dulce de leche mejor el de la serenisima', named('Dulce de leche', 'Leche entera')),
    ).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'replace', target: 'dulce leche', with: 'de la serenisima' }],
    });
    expect(read('la manteca mejor de 500')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'replace', target: 'manteca', with: 'de 500' }],
    });
    expect(read('quita el jumex y deja los boing', named('Jugo Jumex', 'Bolillo'))).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'remove', target: 'jumex', count: null }],
    });
  });

  it('changes the item touched last when a change word first names none of the order', () => {
    const milk = named('Leche entera');
    for (const [message, words] of [
      ['me equivoqué, era descremada', 'descremada'],
      ['mejor que sean light', 'light'],
      ['que sean de sancor', 'sancor'],
    ] as const)
      expect(read(message, milk), message).toEqual({
        intent: 'edit_order',
        edits: [{ op: 'replace', target: '', with: words }],
      });
    // 'una docena entera' is the whole dozen, not whole milk.
    expect(read('al final una docena entera', milk)).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'set', target: '', amount: 1, unit: 'dozen' }],
    });
    // The same product in another package.
    expect(read('me equivoqué, era la de 500', named('manteca ilolay x 200'))).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'replace', target: '', with: 'de 500' }],
    });
    // 'una sola' (after the Uruguayan 'ta') is one of the item touched last.
    expect(read('ta, una sola', milk)).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'set', target: '', amount: 1, unit: null }],
    });
    // 'siempre sí' (México) is a change of mind, as 'mejor'.
    expect(read('siempre sí quiero 2 kilos', named('papa negra'))).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'set', target: '', amount: 2, unit: 'kg' }],
    });
    // A word no product has is no change.
    expect(read('mejor que sean mañana', milk).intent).not.toBe('edit_order');
  });

  it('reads a number that names a product as that product, not an amount', () => {
    expect(read('el fernet que sea 1882', named('fernet branca'))).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'replace', target: 'fernet', with: 'fernet 1882' }],
    });
  });

  it('leaves orders, questions and other products alone', () => {
    // Another product ('light' is one), a plain order, a question, and no order at all.
    expect(read('2 coca light').intent).toBe('add_items');
    expect(read('1 kilo de cebolla').intent).toBe('add_items');
    expect(read('no tienen coca light?').intent).not.toBe('edit_order');
    expect(read('cebolla solo 1 kilo', [])).toMatchObject({ intent: 'add_items' });
    expect(read('cebolla solo 1 kilo', named('cebolla'))).toMatchObject({
      intent: 'edit_order',
      edits: [{ op: 'set', target: 'cebolla', amount: 1, unit: 'kg' }],
    });
  });
});
