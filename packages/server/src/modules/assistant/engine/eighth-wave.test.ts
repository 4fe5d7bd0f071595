/*
 * Orders and changes as the eighth evaluation wave's writers put them (bench/assistant-eval/
 * independent-8): a greeting asked as a question before the order, the amount corrected with
 * 'son', an item kept while another changes, an item then how many of it.
 */
import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { editsOf } from './edits';
import { shelfProducts } from './fixtures.catalogue';
import { normalize } from './text';
import { understand } from './understand';

const products = shelfProducts([
  ['mayonesa heinz light x 200 gr.', 'unit'],
  ['fideos matarazzo x 500 gr penne rigate', 'unit'],
  ['Cereal Nestlé Trix 430g', 'unit'],
  ['agua mineral glaciar x 6,3 lt.', 'unit'],
  ['Refresco Coca-Cola Original 600ml', 'unit'],
  ['Refresco Coca-Cola Original 2.5L', 'unit'],
]);
const index = new CatalogueIndex(products);
const ordered = (message: string) => {
  const read = understand(message, index);
  return read.intent === 'add_items' ? read.items.map((item) => [item.product.name, item.amount]) : read;
};
const edits = (message: string) => editsOf(normalize(message));

describe('[ASSISTANT] the eighth wave: whole conversations', () => {
  it('reads the order after a greeting asked as a question', () => {
    expect(ordered('Hola, ¿cómo va? Mandame 2 mayonesas heinz light y 2 paquetes de penne rigate')).toEqual([
      ['mayonesa heinz light x 200 gr.', 2],
      ['fideos matarazzo x 500 gr penne rigate', 2],
    ]);
    expect(ordered('Quiero apartar 2 cereales trix')).toEqual([['Cereal Nestlé Trix 430g', 2]]);
  });

  it('reads a size in hundreds said in words', () => {
    expect(ordered('dos coca colas de seiscientos')).toEqual([['Refresco Coca-Cola Original 600ml', 2]]);
  });

  it('asks nothing to be set aside in a question about reserving', () => {
    expect(understand('se puede reservar para el mes que viene?', index).intent).not.toBe('add_items');
  });

  it("corrects the amount with 'son'", () => {
    const order = [products[3]!];
    expect(understand('son 2, me equivoqué', index, order)).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'set', target: '', amount: 2, unit: null }],
    });
  });

  it('keeps the item said to stay, and reads an item then how many of it', () => {
    expect(edits('sacá la harina, el queso sí')).toEqual([{ op: 'remove', target: 'harina', count: null }]);
    expect(edits('el tregar no va, y casancrem poneme 2')).toEqual([
      { op: 'remove', target: 'tregar', count: null },
      { op: 'set', target: 'casancrem', amount: 2, unit: null },
    ]);
    // ('otra leche igual' is one more of the same, not the leche kept.)
    expect(edits('el queso no, que mi viejo está a dieta, y sumá otra leche igual')).toEqual([
      { op: 'remove', target: 'queso', count: null },
      { op: 'add', target: 'leche', amount: 1, same: true },
    ]);
  });
});
