/*
 * A message read against the order's own items when every other reader took it for an order of
 * nothing sold (order-reading.ts): what it changes, and what it leaves to the readers before.
 */
import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { shelfProducts } from './fixtures.catalogue';
import { readAgainstOrder } from './order-reading';

const products = shelfProducts([
  ['Papa negra suelta x kilo', 'kg'],
  ['Batata x kilo', 'kg'],
  ['Fideos moños Matarazzo 500 g', 'unit'],
  ['Kiwi x kilo', 'kg'],
]);
const index = new CatalogueIndex(products);
const order = products.slice(0, 3);
const read = (text: string) => readAgainstOrder(text, order, index);

describe('[ASSISTANT] a message read against the order', () => {
  it('doubles, halves, sets and takes off the item a clause names', () => {
    expect(read('perdon la papa es el doble, vamos a hacer ñoquis')).toEqual([
      { op: 'scale', target: 'papa negra suelta x kilo', factor: 2 },
    ]);
    expect(read('la batata la mitad')).toEqual([{ op: 'scale', target: 'batata x kilo', factor: 0.5 }]);
    expect(read('sacsme la batat')).toEqual([{ op: 'remove', target: 'batata x kilo', count: null }]);
    expect(read('son 2 paketes de moños no 3')).toEqual([
      { op: 'set', target: 'fideos monos matarazzo 500 g', amount: 2, unit: null },
    ]);
  });

  it('gives an amount said alone to the one item the message names', () => {
    expect(read('los chicos quieren mas moños, mandame 4')).toEqual([
      { op: 'set', target: 'fideos monos matarazzo 500 g', amount: 4, unit: null },
    ]);
  });

  it('leaves alone a message that asks for another product, names two items or changes nothing', () => {
    expect(read('la papa el doble, y agregame 2 kilos de kiwi')).toBeUndefined();
    expect(read('la papa y la batata el doble')).toBeUndefined();
    expect(read('vamos a hacer ñoquis el domingo')).toBeUndefined();
    expect(readAgainstOrder('sacame la batata', [], index)).toBeUndefined();
  });
});
