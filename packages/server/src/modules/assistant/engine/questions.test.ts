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
/** A store of these names, in order (ids from 1). */
const shelfOf = (...names: string[]) => new CatalogueIndex(names.map((name, at) => product(at + 1, name)));
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

  it('asks the price when the verb of a request asks for it, and of the product a correction names', () => {
    for (const message of [
      'me pasas el precio de la leche entera?',
      'en cuánto dejas el carbón? no, perdón, la leche entera',
      // ('qué sale', 'qué vale': the price, as Argentina and Uruguay ask it.)
      '¿qué sale la leche entera?',
      'que vale la leche entera la serenisima?',
    ]) {
      const understood = understand(message, index);
      expect(understood.intent, message).toBe('product_query');
      if (understood.intent === 'product_query') expect(understood.options.map((p) => p.id)).toEqual([2]);
    }
  });

  it('reads an amount ordered after a question as the order of the product asked about', () => {
    const understood = understand('¿tienen leche entera? dame 2', index);
    expect(
      understood.intent === 'add_items' && understood.items.map((i) => [i.product.id, i.amount]),
    ).toEqual([[2, 2]]);
  });

  it('reads the words left after dropping a kind as said, never as typos', () => {
    const shelf = shelfOf(
      'leche entera la serenisima x 1 lt.',
      'pollo x kilo',
      'leche descremada sancor x 1 lt.',
      'leche chocolatada cindor x 1 lt.',
    );
    expect(understand('venden leche en polvo?', shelf)).toEqual({
      intent: 'product_absent',
      text: 'leche polvo',
    });
  });

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

  it("reads 'helado' alone as the product, and beside another as how cold it comes", () => {
    expect(understand('tienen helado?', withoutCharcoal)).toEqual({
      intent: 'product_absent',
      text: 'helado',
    });
    const beer = new CatalogueIndex([product(1, 'cerveza quilmes lata x 473 ml')]);
    const cold = understand('una cerveza quilmes bien helada', beer);
    expect(cold.intent === 'add_items' && cold.items.map((i) => i.product.id)).toEqual([1]);
  });

  it("reads '0 % alcohol' in a name as 'sin alcohol'", () => {
    const beers = new CatalogueIndex([
      product(1, 'cerveza quilmes lata x 473 ml'),
      product(2, 'cerveza quilmes lata x 473 ml 0.0 % alcohol'),
    ]);
    const asked = understand('venden cerveza sin alcohol?', beers);
    expect(asked.intent === 'product_query' && asked.options.map((p) => p.id)).toEqual([2]);
  });

  it('does not take a word for another one a letter away at its start, nor ice cream for dulce de leche', () => {
    const shelf = shelfOf(
      'Galleta Marinela Maxi Tubos Canelitas 224g',
      'dulce de leche ilolay x 400 gr.',
      'Tomate Saladet por kg',
    );
    expect(understand('tiene panela?', shelf)).toEqual({ intent: 'product_absent', text: 'panela' });
    expect(understand('venden helado de dulce de leche?', shelf).intent).toBe('product_absent');
    // A regional name is not a typo: 'jitomate' is the Mexican tomato.
    const tomato = understand('a cómo está el jitomate saladet?', shelf);
    expect(tomato.intent === 'product_query' && tomato.options.map((p) => p.id)).toEqual([3]);
  });

  it("takes 'jitomate' for the red tomato, never the tomatillo ('Tomate Verde'), which 'tomate' may be", () => {
    const shelf = shelfOf('Tomate Verde por kg', 'Tomate Saladet por kg');
    const red = understand('2 jitomates', shelf);
    expect(red.intent === 'add_items' && red.items.map((i) => i.product.id)).toEqual([2]);
    const either = understand('2 tomates', shelf);
    expect(either.intent === 'add_items' && either.unresolved.map((u) => u.options.length)).toEqual([2]);
  });

  it("reads two words of lack in a row as the product's name ('Quilmes bajo cero')", () => {
    const beers = shelfOf('cerveza quilmes bajo cero x 1 lt.', 'cerveza quilmes cristal x 1 lt.');
    const asked = understand('3 quilmes bajo cero de litro', beers);
    expect(asked.intent === 'add_items' && asked.items.map((i) => [i.product.id, i.amount])).toEqual([
      [1, 3],
    ]);
  });

  it("does not read a lone qualifier ('el común') as the product that has it in its name", () => {
    const shelf = shelfOf('carne picada comun ternera x kg.', 'queso crema casancrem x 290 gr.');
    expect(understand('el común', shelf).intent).toBe('unknown');
    expect(understand('carne picada común', shelf).intent).toBe('add_items');
  });

  it("keeps what follows 'de' in a name ('crema de leche' is not 'queso crema') and drops a kind said first", () => {
    const shelf = new CatalogueIndex([
      product(1, 'queso crema casancrem x 290 gr.'),
      product(2, 'queso cremoso la paulina x kg.'),
      product(3, 'queso rallado la paulina x 40 gr.'),
      { ...product(4, 'Molida de Res kg'), quantity_unit: 'kg' },
    ]);
    expect(understand('¿tienen crema de leche?', shelf)).toEqual({
      intent: 'product_absent',
      text: 'crema leche',
    });
    const meat = understand('1 kilo de carne molida', shelf);
    expect(meat.intent === 'add_items' && meat.items.map((i) => i.product.id)).toEqual([4]);
    // 'Dulce' opens three names here (a kind of this store), yet 'dulce de batata' is not the batata.
    const sweets = shelfOf(
      'dulce de leche ilolay x 400 gr.',
      'dulce de leche la paulina x 1 kg.',
      'dulce de membrillo x 500 gr.',
      'batata x kilo',
    );
    expect(understand('¿tienen dulce de batata?', sweets).intent).toBe('product_absent');
  });

  it('asks the price of the dozen as of the product sold by the dozen', () => {
    const bakery = new CatalogueIndex([{ ...product(1, 'Medialunas de manteca'), quantity_unit: 'dozen' }]);
    const understood = understand('¿cuánto sale la docena de medialunas?', bakery);
    expect(understood.intent).toBe('product_query');
  });

  it('closes the order only when the order is named or the verb is alone', () => {
    expect(understand('cerrá el pedido', index).intent).toBe('confirm_order');
    expect(understand('cerralo', index).intent).toBe('confirm_order');
    expect(understand('si compro una caja cerrada me hacen descuento?', index).intent).not.toBe(
      'confirm_order',
    );
    expect(understand('¿están cerrados hoy?', index).intent).not.toBe('confirm_order');
  });

  it('orders what follows a question when the order names its own products', () => {
    const understood = understand(
      'hola amigo, vos tienes leche entera? mandame 2 leches enteras y 1 carbon',
      index,
    );
    expect(understood.intent).toBe('add_items');
    if (understood.intent === 'add_items')
      expect(understood.items.map((item) => [item.product.id, item.amount])).toEqual([
        [2, 2],
        [3, 1],
      ]);
  });

  it("answers 'quiero hacer un pedido' as the opening it is, not as a product", () => {
    for (const message of [
      'Buenas noches, quiero hacer pedido',
      'quiero hacer un pedido',
      'hola quisiera pedir',
    ])
      expect(understand(message, index).intent).toBe('open_order');
    expect(understand('quiero pedir 2 leches enteras', index).intent).toBe('add_items');
  });
});
