import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { editsByClause } from './clause-edits';
import { TEST_CATALOGUE } from './fixtures.catalogue';
import { normalize } from './text';

const index = new CatalogueIndex(TEST_CATALOGUE);
const products = (...ids: number[]) => TEST_CATALOGUE.filter((p) => ids.includes(p.id));
const read = (message: string, ...order: number[]) =>
  editsByClause(normalize(message), products(...order), index);

describe('a change read clause by clause against the order', () => {
  it('takes an item and its amount as how much it is now, and leaves what says why', () => {
    expect(read('la banana un cuarto, me confundi, un kilo es un monton', 30, 31)).toEqual([
      { op: 'set', target: 'banana', amount: 0.25, unit: null },
    ]);
    expect(read('perdona, la leche que sea descremada, que me he liado', 9, 12)).toEqual([
      { op: 'replace', target: 'leche', with: 'descremada' },
    ]);
  });

  it('keeps an order asked for beside the change, sold or not', () => {
    expect(read('las bananas que sean 2 kg, y sumale un limon', 30, 31)).toEqual([
      { op: 'set', target: 'bananas', amount: 2, unit: 'kg' },
      { op: 'add', target: 'un limon', amount: 1 },
    ]);
    // (Not sold: the conversation says so and the store hears of it.)
    expect(read('la manzana sacala, y quiero un carbon', 30, 31)?.[1]).toEqual({
      op: 'add',
      target: 'un carbon',
      amount: 1,
    });
  });

  it('reads nothing when a clause may be an order it cannot place, or nothing changes', () => {
    // ('2 garrafas' could be an order of something not sold: the message is read as before.)
    expect(read('la banana un cuarto, 2 garrafas', 30)).toBeUndefined();
    expect(read('me confundi, perdon', 30)).toBeUndefined();
    expect(read('la banana un cuarto, perdon', ...[])).toBeUndefined();
    expect(read('la banana un cuarto')).toBeUndefined();
  });
});
