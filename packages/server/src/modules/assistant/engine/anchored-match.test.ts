/*
 * A request no name has every word of, anchored by a word few names have (a brand, most often):
 * the customer's own word for the kind is let go when the order's last try asks for it ('comida
 * de gato cat chow' is the Cat Chow cat food); every other reading, a question's too, is as before
 * ('¿hay coca de frambuesa?' is not sold).
 */
import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { shelfProducts } from './fixtures.catalogue';
import { readRequest } from './request';
import { resolveRequest } from './resolve';
import { understand } from './understand';

const products = shelfProducts([
  ['Pasta dental Kolynos 180 g', 'unit'],
  ['Pasta dental Colgate 180 g', 'unit'],
  ['Crema de leche La Serenísima 200 ml', 'unit'],
  ['Papas fritas congeladas McCain 720 g', 'unit'],
  ['Papas fritas congeladas Granja del Sol 720 g', 'unit'],
  ['Alimento para gatos Cat Chow 3 kg', 'unit'],
  ['Alimento para perros Dog Chow 3 kg', 'unit'],
  ['Gaseosa cola Coca-Cola 1,5 l', 'unit'],
  ['Yogur bebible frambuesa Sancor 900 g', 'unit'],
  ['Papa negra', 'kg'],
]);
const index = new CatalogueIndex(products);
const names = (text: string) => {
  const found = resolveRequest(
    index,
    readRequest(text, (w) => index.hasWord(w)),
    true,
  );
  return found.kind === 'found' ? [`${found.amount} ${found.product.name}`] : found.kind;
};

describe('[ASSISTANT] a rare word anchors an order no name has every word of', () => {
  it("lets the customer's own word for the kind go", () => {
    expect(names('2 paquetes de papas a la francesa mccain')).toEqual([
      '2 Papas fritas congeladas McCain 720 g',
    ]);
    expect(names('1 comida de gato cat chow')).toEqual(['1 Alimento para gatos Cat Chow 3 kg']);
  });

  it('answers a question for what it asked, not with the brand’s others', () => {
    expect(understand('¿hay coca cola de frambuesa?', index).intent).toBe('product_absent');
  });

  it('never lets go a word that heads products of the store: the kind asked for is not sold', () => {
    // ('crema' heads the cream: a toothpaste asked for as 'crema dental' is left to the question.)
    expect(names('1 crema dental kolynos')).toBe('not_found');
  });

  it('keeps what is most of the request: one word found of three is not the product', () => {
    expect(names('2 garrafas de gas butano')).toBe('not_found');
  });

  it('is not tried unless asked for', () => {
    expect(
      resolveRequest(
        index,
        readRequest('1 comida de gato cat chow', (w) => index.hasWord(w)),
      ).kind,
    ).toBe('not_found');
  });

  it('reads what it keeps in the names, and takes no guess among several', () => {
    const shelf = new CatalogueIndex([
      {
        id: 1,
        name: 'Crema Ácida Entera León 450g',
        brand: 'Leche León',
        kind: 'Lácteos',
        quantity_unit: 'unit',
        price_per_unit: 31,
        tags: [],
      },
      {
        id: 2,
        name: 'Papel Higiénico Kleenex 4 Rollos',
        brand: 'Kleenex',
        kind: 'Papel',
        quantity_unit: 'unit',
        price_per_unit: 50,
        tags: [],
      },
      {
        id: 3,
        name: 'Toallas de Papel Kleenex 1 Rollo',
        brand: 'Kleenex',
        kind: 'Papel',
        quantity_unit: 'unit',
        price_per_unit: 40,
        tags: [],
      },
    ]);
    const kind = (text: string) =>
      resolveRequest(
        shelf,
        readRequest(text, (w) => shelf.hasWord(w)),
        true,
      ).kind;
    expect(kind('2 litros de leche lala entera')).toBe('not_found');
    expect(kind('1 papel de baño kleenex')).toBe('not_found');
  });
});
