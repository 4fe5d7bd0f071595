import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type CatalogueProduct } from './catalogue-index';
import { understand } from './understand';

const product = (id: number, name: string): CatalogueProduct => ({
  id,
  name,
  brand: null,
  kind: null,
  quantity_unit: 'unit',
  price_per_unit: 1000,
  tags: [],
});
const index = new CatalogueIndex([
  product(1, 'huevos blancos x 6 unidades carton'),
  product(2, 'leche entera la serenisima x 1 lt.'),
  product(3, 'carbon vegetal x 4 kg'),
]);
const withoutCharcoal = new CatalogueIndex([product(1, 'huevos blancos x 6 unidades carton')]);

describe('product questions', () => {
  it.each(['tienes leche entera?', 'cuentan con leche entera?', 'ustedes tienen leche entera?'])(
    '%s asks about the product, as tenés does',
    (message) => {
      const understood = understand(message, index);
      expect(understood.intent).toBe('product_query');
      if (understood.intent === 'product_query') expect(understood.options.map((p) => p.id)).toEqual([2]);
    },
  );

  it('never reads a mistyped word as a packaging word: charcoal is not an egg carton', () => {
    expect(understand('venden carbón?', withoutCharcoal)).toEqual({
      intent: 'product_absent',
      text: 'carbon',
    });
    const sold = understand('venden carbón?', index);
    expect(sold.intent === 'product_query' && sold.options.map((p) => p.id)).toEqual([3]);
    // Typed right, a packaging word still matches.
    const eggs = understand('un carton de huevos', withoutCharcoal);
    expect(eggs.intent === 'add_items' && eggs.items.map((i) => i.product.id)).toEqual([1]);
  });
});
