import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type CatalogueProduct } from './catalogue-index';
import { understand } from './understand';

// Names as a Mexican supermarket writes them (mx-super catalogue of the evaluation).
const NAMES = [
  'Cilantro Rollo',
  'Espinacas Rollo',
  'Aguacate Hass por Kg',
  'Aguacate Hass Enmallado Pieza',
  'Bebida Hidratante Powerade Naranja 500ml',
  'Bebida Hidratante Powerade Frutas 500ml',
  "Nueces y Fruta Deshidratada Nature's Heart Nutty Berry Mix 70g",
  'Cloro Blanqueador Desinfectante Clorox Original 3.8L',
  'Cloro Blanqueador Desinfectante Clorox Original 1.89L',
  'Blanqueador Clorox Triple Acción Original 5.8L',
  'Tomate Saladet por kg',
  'Papa Blanca por kg',
  'yerba mate playadito x 500 gr. suave',
  'Huevo San Juan Blanco 30 Piezas',
  'Croissant Pieza',
  'Pasta Dental Crest Complete 4en1 2 Unidades de 90ml',
  'Bolillo',
  'Crema León Entera 200g',
  'Crema León Entera 900g',
  'Fibra Verde 3M Scotch Brite Grande Aroma Limón',
  'Leche Entera Milkaut Larga Vida 1L',
];
// Names as the demo store writes them (an Argentine almacén).
const ALMACEN = [
  'Cerveza roja Patagonia 473 ml',
  'Cerveza negra Patagonia 473 ml',
  'Cerveza negra Patagonia 1 l',
  'Cerveza negra Quilmes 1 l',
  'Fideos tirabuzón Lucchetti 500 g',
  'Fideos tirabuzón Matarazzo 500 g',
  'Fideos spaghetti Matarazzo 500 g',
  'Gaseosa cola Manaos 2,25 l',
  'Gaseosa pomelo Manaos 1,5 l',
  'Gaseosa pomelo Manaos 2,25 l',
  'Mermelada de durazno BC La Campagnola 390 g',
  'Mermelada de ciruela BC La Campagnola 390 g',
  'Helado dulce de leche Frigor 1 kg',
  'Cerveza rubia Quilmes 1 l',
  'Cerveza roja Quilmes 1 l',
  'Sandía por kg',
  'Manteca La Serenísima 100 g',
  'Manteca La Serenísima 200 g',
  'Leche entera La Serenísima sachet 1 l',
  'Leche descremada La Serenísima sachet 1 l',
  'Papas fritas congeladas McCain 720 g',
  'arroz gallo oro x 1 kg.',
  'Jugo de durazno Cepita 1 l',
  'Jugo de manzana Cepita 1 l',
  'Manzana roja por kg',
  'Medialunas de manteca por docena',
  'Pan lactal blanco Bimbo 390 g',
  'Pan lactal blanco Bimbo 550 g',
  'Shampoo anticaspa Dove 340 ml',
  'Shampoo cabello normal Dove 340 ml',
  'Yogur bebible vainilla Ser 900 g',
  'Yogur bebible vainilla La Serenísima 900 g',
  'Té en saquitos común La Virginia x25',
  'Té en saquitos boldo La Virginia x25',
  'Alimento para perros adultos Dog Chow 3 kg',
  'Alimento para perros adultos Dog Chow 15 kg',
  'Bolsas de residuo Reforzadas 45x60',
];
const catalogue = (names: string[]): CatalogueProduct[] =>
  names.map((name, at) => ({
    id: at + 1,
    name,
    brand: null,
    kind: null,
    quantity_unit: / por kg$/i.test(name) ? 'kg' : / por docena$/i.test(name) ? 'dozen' : 'unit',
    price_per_unit: 10,
    tags: [],
  }));
const index = new CatalogueIndex(catalogue(NAMES));
const almacen = new CatalogueIndex(catalogue(ALMACEN));

/** The lines the message adds, as [name, amount]; what is left unresolved, as its reason. */
function read(message: string, store = index) {
  const result = understand(message, store, []);
  if (result.intent !== 'add_items') return result.intent;
  return {
    items: result.items.map((item) => [item.product.name, item.amount]),
    unresolved: result.unresolved.map((u) => u.reason),
  };
}

describe('requests as customers phrase them', () => {
  it('reads the opening verbs of a request, however many and however polite', () => {
    for (const message of [
      'quiero pedir 6 croissants',
      'me puede mandar 6 croissants',
      'me encarga 6 croissants',
      'buen dia me apoya con 6 croissants',
      'queria pedirte 6 croissants',
      'quiero hacer un pedido de 6 croissants',
      'kiero 6 croissants',
      'me hace el favor de mandarme 6 croissants',
      'quisiera ordenar 6 croissants',
      // ('solo', 'nomás' before the amount say it is all.)
      'nomás 6 croissants',
      'quiero solo 6 croissants',
    ])
      expect(read(message), message).toEqual({ items: [['Croissant Pieza', 6]], unresolved: [] });
  });

  it('leaves a polite question about setting goods aside to the store', () => {
    expect(read('me pueden apartar 50 bolillos para el sábado?')).not.toMatchObject({
      items: [['Bolillo', 50]],
    });
  });

  it('reads a package word that the product name carries after its noun', () => {
    expect(read('un rollo de cilantro')).toEqual({ items: [['Cilantro Rollo', 1]], unresolved: [] });
    expect(read('3 piezas de aguacate hass')).toEqual({
      items: [['Aguacate Hass Enmallado Pieza', 3]],
      unresolved: [],
    });
    expect(read('3 aguacates hass en pieza')).toEqual({
      items: [['Aguacate Hass Enmallado Pieza', 3]],
      unresolved: [],
    });
  });

  it('gives the second of two items the noun the first one named', () => {
    expect(read('ocupo 3 powerade de naranja y 2 de frutas')).toEqual({
      items: [
        ['Bebida Hidratante Powerade Naranja 500ml', 3],
        ['Bebida Hidratante Powerade Frutas 500ml', 2],
      ],
      unresolved: [],
    });
  });

  it('drops what a correction after a question mark replaces', () => {
    expect(read('dos aguacates hass enmallados? no, mejor 2 kilos de aguacate')).toEqual({
      items: [['Aguacate Hass por Kg', 2]],
      unresolved: [],
    });
  });

  it('takes what the item before said for what the next one leaves unsaid', () => {
    const lines = (message: string) => read(message, almacen);
    expect(lines('una patagonia roja de 473 y dos negras de litro')).toEqual({
      items: [
        ['Cerveza roja Patagonia 473 ml', 1],
        ['Cerveza negra Patagonia 1 l', 2],
      ],
      unresolved: [],
    });
    expect(lines('un paquete de fideos tirabuzon lucchetti y otro de matarazzo')).toEqual({
      items: [
        ['Fideos tirabuzón Lucchetti 500 g', 1],
        ['Fideos tirabuzón Matarazzo 500 g', 1],
      ],
      unresolved: [],
    });
    // In the package of the one before.
    expect(lines('2 manaos cola y una de pomelo')).toEqual({
      items: [
        ['Gaseosa cola Manaos 2,25 l', 2],
        ['Gaseosa pomelo Manaos 2,25 l', 1],
      ],
      unresolved: [],
    });
    // 'uno de manzana' after juices is the apple juice, though apples are sold too.
    expect(lines('me pasas 2 jugos cepita de durazno y uno de manzana')).toEqual({
      items: [
        ['Jugo de durazno Cepita 1 l', 2],
        ['Jugo de manzana Cepita 1 l', 1],
      ],
      unresolved: [],
    });
    // 'otra de ciruela' in a list is another product, not a change of the order.
    expect(lines('una mermelada de durazno y otra de ciruela')).toEqual({
      items: [
        ['Mermelada de durazno BC La Campagnola 390 g', 1],
        ['Mermelada de ciruela BC La Campagnola 390 g', 1],
      ],
      unresolved: [],
    });
  });

  it('reads a count said right before what is sold by the dozen as pieces, and after de as dozens', () => {
    const lines = (message: string) => read(message, almacen);
    expect(lines('mandame 4 medialunas')).toEqual({
      items: [['Medialunas de manteca por docena', 0.33]],
      unresolved: [],
    });
    expect(lines('2 de medialunas')).toEqual({
      items: [['Medialunas de manteca por docena', 2]],
      unresolved: [],
    });
    expect(lines('una docena de medialunas')).toEqual({
      items: [['Medialunas de manteca por docena', 1]],
      unresolved: [],
    });
  });

  it('takes a size alone after a product as that product in the size', () => {
    expect(read('2 manaos de pomelo de 1,5 y una de 2,25', almacen)).toEqual({
      items: [
        ['Gaseosa pomelo Manaos 1,5 l', 2],
        ['Gaseosa pomelo Manaos 2,25 l', 1],
      ],
      unresolved: [],
    });
  });

  it("does not take a brand for the nickname cut from another ('serenísima' is not Ser)", () => {
    expect(read('un yogur bebible de vainilla de la serenisima', almacen)).toEqual({
      items: [['Yogur bebible vainilla La Serenísima 900 g', 1]],
      unresolved: [],
    });
    expect(read('2 tés de boldo la virginia', almacen)).toEqual({
      items: [['Té en saquitos boldo La Virginia x25', 2]],
      unresolved: [],
    });
  });

  it('lets go of the package said before what it is when no name of that product has it', () => {
    expect(read('una bolsa de dog chow de 15 kg', almacen)).toEqual({
      items: [['Alimento para perros adultos Dog Chow 15 kg', 1]],
      unresolved: [],
    });
    expect(read('2 bolsas de residuo', almacen)).toEqual({
      items: [['Bolsas de residuo Reforzadas 45x60', 2]],
      unresolved: [],
    });
  });

  it('takes a count corrected in the same message for the item said last', () => {
    expect(read('hola! 2 manaos de pomelo de 1,5, no, mejor 3', almacen)).toEqual({
      items: [['Gaseosa pomelo Manaos 1,5 l', 3]],
      unresolved: [],
    });
    expect(read('entonces 2 manaos cola', almacen)).toEqual({
      items: [['Gaseosa cola Manaos 2,25 l', 2]],
      unresolved: [],
    });
    // ('..., entonces …' in the middle opens a piece as at the start.)
    expect(read('un helado frigor de dulce de leche, entonces 2 manaos cola', almacen)).toEqual({
      items: [
        ['Helado dulce de leche Frigor 1 kg', 1],
        ['Gaseosa cola Manaos 2,25 l', 2],
      ],
      unresolved: [],
    });
  });

  it('reads a word spelt as it sounds in the plural', () => {
    expect(read('2 yervas playadito suave de medio')).toEqual({
      items: [['yerba mate playadito x 500 gr. suave', 2]],
      unresolved: [],
    });
  });

  it('reads pounds, and the largest of what the words name as written', () => {
    expect(read('me regala una libra de tomate saladet y libra y media de papa')).toEqual({
      items: [
        ['Tomate Saladet por kg', 0.5],
        ['Papa Blanca por kg', 0.75],
      ],
      unresolved: [],
    });
    // ('Blanqueador' is what a regional word finds; 'cloro' is written on the other ones.)
    expect(read('regáleme un cloro grande')).toEqual({
      items: [['Cloro Blanqueador Desinfectante Clorox Original 3.8L', 1]],
      unresolved: [],
    });
  });

  it('reads Colombian courtesy, the diminutive of grande, and what is for dandruff', () => {
    const lines = (message: string) => read(message, almacen);
    expect(lines('bien pueda me regala 3 panes bimbo grandecitos por fa')).toEqual({
      items: [['Pan lactal blanco Bimbo 550 g', 3]],
      unresolved: [],
    });
    expect(lines('un shampoo dove para la caspa')).toEqual({
      items: [['Shampoo anticaspa Dove 340 ml', 1]],
      unresolved: [],
    });
  });

  it('reads bullets inside a line and what brackets say of an item', () => {
    expect(read('para mañana: * 2 quilmes roja de litro * 1 sandia (un kilo mas o menos)', almacen)).toEqual({
      items: [
        ['Cerveza roja Quilmes 1 l', 2],
        ['Sandía por kg', 1],
      ],
      unresolved: [],
    });
  });

  it('takes a beer said with no colour as the blond one', () => {
    expect(read('2 quilmes de litro', almacen)).toEqual({
      items: [['Cerveza rubia Quilmes 1 l', 2]],
      unresolved: [],
    });
  });

  it("reads shorthand such as 'ddl'", () => {
    expect(read('un helado de ddl frigor de kilo', almacen)).toEqual({
      items: [['Helado dulce de leche Frigor 1 kg', 1]],
      unresolved: [],
    });
  });

  it("knows 'pasta de dientes' as the store's 'pasta dental'", () => {
    expect(read('una pasta de dientes crest complete')).toEqual({
      items: [['Pasta Dental Crest Complete 4en1 2 Unidades de 90ml', 1]],
      unresolved: [],
    });
  });

  it('reads a count after a comma as how many of the product before it', () => {
    expect(read('manteca la serenisima de 100, 3', almacen)).toEqual({
      items: [['Manteca La Serenísima 100 g', 3]],
      unresolved: [],
    });
    expect(read('leche milkaut, dos')).toEqual({
      items: [['Leche Entera Milkaut Larga Vida 1L', 2]],
      unresolved: [],
    });
    // A product said with its own amount keeps it: the next count is not its own.
    expect(read('2 cremas leon de 200, 3 bolillos')).toEqual({
      items: [
        ['Crema León Entera 200g', 2],
        ['Bolillo', 3],
      ],
      unresolved: [],
    });
  });

  it("reads 'una X x 6' as six of it when no package holds six", () => {
    expect(read('una leche milkaut x 6')).toEqual({
      items: [['Leche Entera Milkaut Larga Vida 1L', 6]],
      unresolved: [],
    });
  });

  it("reads 'grande' as the size when no name of the product carries it", () => {
    expect(read('1 crema leon entera grande')).toEqual({
      items: [['Crema León Entera 900g', 1]],
      unresolved: [],
    });
  });

  it('takes milk said with no more as the whole one', () => {
    expect(read('4 leches la serenisima sachet', almacen)).toEqual({
      items: [['Leche entera La Serenísima sachet 1 l', 4]],
      unresolved: [],
    });
  });

  it("reads '1 kg y 1/2' as one and a half, in a list too", () => {
    expect(read('1 kg y 1/2 de sandia y 2 quilmes de litro', almacen)).toEqual({
      items: [
        ['Sandía por kg', 1.5],
        ['Cerveza rubia Quilmes 1 l', 2],
      ],
      unresolved: [],
    });
  });

  it('reads a can as the small package of a drink sold in bottles too', () => {
    expect(read('4 latas de patagonia negra', almacen)).toEqual({
      items: [['Cerveza negra Patagonia 473 ml', 4]],
      unresolved: [],
    });
    expect(read('una cerveza negra patagonia en lata', almacen)).toEqual({
      items: [['Cerveza negra Patagonia 473 ml', 1]],
      unresolved: [],
    });
  });

  it('reads a fraction before a unit after the product too', () => {
    expect(read('sandia 1/2 kg', almacen)).toEqual({ items: [['Sandía por kg', 0.5]], unresolved: [] });
    expect(read('- sandia 3/4 kilo\n- 2 quilmes de litro', almacen)).toEqual({
      items: [
        ['Sandía por kg', 0.75],
        ['Cerveza rubia Quilmes 1 l', 2],
      ],
      unresolved: [],
    });
  });

  it("reads 'unos 6', the plural in -ces, 'paq' and a brand written in two words", () => {
    expect(read('unos 6 bolillos')).toEqual({ items: [['Bolillo', 6]], unresolved: [] });
    expect(read('dos arroces gallo oro de un kilo', almacen)).toEqual({
      items: [['arroz gallo oro x 1 kg.', 2]],
      unresolved: [],
    });
    expect(read('1 paq de fideos spaghetti matarazzo', almacen)).toEqual({
      items: [['Fideos spaghetti Matarazzo 500 g', 1]],
      unresolved: [],
    });
    expect(read('1 papas fritas mc cain', almacen)).toEqual({
      items: [['Papas fritas congeladas McCain 720 g', 1]],
      unresolved: [],
    });
  });
});
