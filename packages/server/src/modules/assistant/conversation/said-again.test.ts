/*
 * What a customer says again of the order: how many in all with 'poné' ('ponle 2 cremas'), or
 * after the item's name ('huevo 12'), the amounts meant ('quise decir 1 kilo de manzana y 2 de
 * plátano'), and which of two items a replacement is a version of. Phrasing from the independent
 * waves' development halves (Chile, México, Spain, the Dominican Republic). A real database with
 * the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['CREMA NESTLE 236GR', 'Nestlé', 'Lácteos', 'unit'],
  ['CREMA LIQUIDA UHT SOPROLE 200CC', 'Soprole', 'Lácteos', 'unit'],
  ['LECHE CONDENSADA NESTLE 397G', 'Nestlé', 'Lácteos', 'unit'],
  ['FRUTILLA AGRONEGOCIOS KG', '', 'Verdulería', 'kg'],
  ['HUEVO BLANCO PRIMERA CHAMPION UN', 'Champion', 'Almacén', 'unit'],
  ['LECHE ENTERA CJ COLUN 1LT', 'Colun', 'Lácteos', 'unit'],
  ['Manzana Roja Mediana por Kg', '', 'Verdulería', 'kg'],
  ['Plátano Chiapas por Kg', '', 'Verdulería', 'kg'],
  ['aceite de oliva natura suave x 500 ml.', 'Natura', 'Almacén', 'unit'],
  ['aceite de oliva natura fuerte x 500 ml.', 'Natura', 'Almacén', 'unit'],
  ['aceite natura girasol y oliva x 900 ml.', 'Natura', 'Almacén', 'unit'],
  ['Shampoo Dove Derma Care Fuerza Anticaída 675ml', 'Dove', 'Perfumería', 'unit'],
  ['Shampoo con Acondicionador Pantene 2 en 1 Cuidado Clásico 700ml', 'Pantene', 'Perfumería', 'unit'],
  ['Cereal Nestlé Cheerios Miel con Avena 480g', 'Nestlé', 'Almacén', 'unit'],
  ['Cereal Nestlé Cheerios Manzana Canela con Avena 480g', 'Nestlé', 'Almacén', 'unit'],
  ['Molida de Res kg', '', 'Carnicería', 'kg'],
  ['Tortilla de Maíz Amarillo Kg', '', 'Tortillería', 'kg'],
  ['AJO AGUAS CLARAS KG', '', 'Verdulería', 'kg'],
  ['AJO EN POLVO SOBRE 15GRS', '', 'Almacén', 'unit'],
  ['Pan Molido por Kilogramo', '', 'Panadería', 'kg'],
  ['Leche entera La Serenísima 1 l', 'La Serenísima', 'Lácteos', 'unit'],
  ['Leche descremada La Serenísima 1 l', 'La Serenísima', 'Lácteos', 'unit'],
  ['Leche descremada Sancor 1 l', 'Sancor', 'Lácteos', 'unit'],
  ['queso cremoso la paulina x kg.', 'La Paulina', 'Lácteos', 'kg'],
  ['leche larga vida ilolay x 1 litro entera', 'Ilolay', 'Lácteos', 'unit'],
  ['manteca la paulina x 100 gr.', 'La Paulina', 'Lácteos', 'unit'],
  ['manteca la paulina x 200 gr.', 'La Paulina', 'Lácteos', 'unit'],
  ["Cereal Kellogg's Zucaritas 200g", "Kellogg's", 'Almacén', 'unit'],
  ["Cereal Kellogg's Zucaritas 600g", "Kellogg's", 'Almacén', 'unit'],
  ["Cereal Kellogg's Zucaritas 840g", "Kellogg's", 'Almacén', 'unit'],
  ['Dulce de Tamarindo Pulparindo Caja de 280g', 'De La Rosa', 'Almacén', 'unit'],
  ['mollejas x kg.', '', 'Carnicería', 'kg'],
  ['chinchulines x kg.', '', 'Carnicería', 'kg'],
  ['CAFE TRAD 170 GRS NESCAFE UM', 'Nescafé', 'Almacén', 'unit'],
  ['CAFE DOLCA NESCAFE 170GR', 'Nescafé', 'Almacén', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 13);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] what a customer says again of the order', () => {
  it("reads 'poné' with how many of an item ordered as the amount in all; 'más' and 'agregá' still add", async () => {
    expect(
      await linesAfter('1 kilo de frutillas y 1 crema nestle', 'ponle 2 cremas y 1 leche condensada'),
    ).toEqual(['1 FRUTILLA AGRONEGOCIOS KG', '2 CREMA NESTLE 236GR', '1 LECHE CONDENSADA NESTLE 397G']);
    expect(await linesAfter('1 crema nestle', 'ponle 2 cremas mas')).toEqual(['3 CREMA NESTLE 236GR']);
    expect(await linesAfter('1 crema nestle', 'agregale 2 cremas nestle')).toEqual(['3 CREMA NESTLE 236GR']);
  });

  it("reads an amount said after the item's name, and nothing else, as how many in all", async () => {
    expect(await linesAfter('6 huevo blanco, 1 leche entera colun', 'huevo 12 por favor')).toEqual([
      '12 HUEVO BLANCO PRIMERA CHAMPION UN',
      '1 LECHE ENTERA CJ COLUN 1LT',
    ]);
  });

  it("reads the amounts after 'quise decir' as the ones meant, 'd' and 'al revés' aside", async () => {
    expect(
      await linesAfter(
        'me mandas 2 kilos de manzana roja y 1 de platano',
        'perdon keria decir 1 kilo d mansana y 2 d platano, al reves jaja',
      ),
    ).toEqual(['1 Manzana Roja Mediana por Kg', '2 Plátano Chiapas por Kg']);
    // ('mare', the Dominican Republic: an exclamation, no product.)
    expect(
      await linesAfter(
        '1 kg de tortillas y medio kilo de pan molido',
        'mare me equivoque, el pan molido es un cuarto nomas',
      ),
    ).toEqual(['1 Tortilla de Maíz Amarillo Kg', '0.25 Pan Molido por Kilogramo']);
  });

  it('changes the one item of several the product said is a version of', async () => {
    expect(
      await linesAfter(
        '1 aceite natura girasol y oliva y 1 aceite de oliva natura suave',
        'el de oliva cambiamelo por el fuerte, el suave no tiene gusto a nada',
      ),
    ).toEqual(['1 aceite natura girasol y oliva x 900 ml.', '1 aceite de oliva natura fuerte x 500 ml.']);
  });

  it("reads 'mejor' before the verb and 'en vez de' after what it becomes", async () => {
    expect(
      await linesAfter('1 shampoo dove derma care', 'el dove mejor cambiemelo por el pantene 2 en 1'),
    ).toEqual(['1 Shampoo con Acondicionador Pantene 2 en 1 Cuidado Clásico 700ml']);
    expect(
      await linesAfter('1 cheerios de miel', 'nel, mejor cheerios de manzana canela en vez de los de miel'),
    ).toEqual(['1 Cereal Nestlé Cheerios Manzana Canela con Avena 480g']);
  });

  it("names the cut of meat by 'la carne', and a weight replaced by a packet is one packet", async () => {
    expect(
      await linesAfter(
        '1 kilo de tortillas y medio kilo de molida de res',
        'oiga la carne mejor que sea un kilo entero',
      ),
    ).toEqual(['1 Tortilla de Maíz Amarillo Kg', '1 Molida de Res kg']);
    expect(
      await linesAfter('un cuarto de ajo', 'el ajo mejor no, cambialo por un sobrecito de ajo en polvo'),
    ).toEqual(['1 AJO EN POLVO SOBRE 15GRS']);
  });

  it('takes a variant word alone, and how many after it, as the refinement of the everyday item taken', async () => {
    expect(await linesAfter('una leche la serenisima', 'descremada, y que sean 2 mejor')).toEqual([
      '2 Leche descremada La Serenísima 1 l',
    ]);
  });

  it("reads an item refused, then 'y sumá …', as two changes; 'pasalo a una sola de 200' as one package", async () => {
    expect(
      await linesAfter(
        '1 kg de queso cremoso la paulina y 1 leche ilolay',
        'el queso no, que mi viejo está a dieta, y sumá otra leche igual',
      ),
    ).toEqual(['2 leche larga vida ilolay x 1 litro entera']);
    expect(
      await linesAfter('2 manteca la paulina de 100', 'lo de la paulina pasalo a una sola de 200'),
    ).toEqual(['1 manteca la paulina x 200 gr.']);
    expect(await linesAfter('1 nescafe tradicional de 170', 'canbia el nescafe x un dolca de 170')).toEqual([
      '1 CAFE DOLCA NESCAFE 170GR',
    ]);
  });

  it("reads an answer's WhatsApp shorthand, and the formal 'mande'", async () => {
    expect(await linesAfter('mande unas zucaritas porfa', 'la caja mas grande q tengas')).toEqual([
      "1 Cereal Kellogg's Zucaritas 840g",
    ]);
  });

  it('takes a wish of how the products come as no change of them', async () => {
    expect(
      await linesAfter('hola doña, 1 kg de mollejas y 1/2 de chinchulines porfa, q sean fresquitos'),
    ).toEqual(['1 mollejas x kg.', '0.5 chinchulines x kg.']);
  });
});
