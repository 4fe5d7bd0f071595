/*
 * A request no name has every word of, anchored by a word few names have (a brand, most often):
 * the customer's own word for the kind is let go in an order ('crema dental kolynos' is the Kolynos
 * toothpaste), while a question is answered for what it asked ('¿hay coca de frambuesa?' is not).
 */
import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { shelfProducts } from './fixtures.catalogue';
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
  const read = understand(text, index);
  return read.intent === 'add_items'
    ? read.items.map((item) => `${item.amount} ${item.product.name}`)
    : read.intent;
};

describe('[ASSISTANT] a rare word anchors an order no name has every word of', () => {
  it("lets the customer's own word for the kind go", () => {
    expect(names('1 crema dental kolynos')).toEqual(['1 Pasta dental Kolynos 180 g']);
    expect(names('2 paquetes de papas a la francesa mccain')).toEqual([
      '2 Papas fritas congeladas McCain 720 g',
    ]);
    expect(names('1 comida de gato cat chow')).toEqual(['1 Alimento para gatos Cat Chow 3 kg']);
  });

  it('answers a question for what it asked, not with the brand’s others', () => {
    expect(understand('¿hay coca cola de frambuesa?', index).intent).toBe('product_absent');
  });

  it('keeps what is most of the request: one word found of three is not the product', () => {
    const read = understand('quiero 2 garrafas de gas butano', index);
    expect(read.intent === 'add_items' ? read.items : []).toEqual([]);
  });
});
