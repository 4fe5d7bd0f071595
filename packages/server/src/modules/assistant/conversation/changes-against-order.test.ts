/*
 * Changes read against the whole message and the open order: the item a clause leaves unnamed is
 * the one the rest of the message names (not the one touched last), and a message every reader took
 * for an order of nothing sold is read against the order's own items. A real database with the
 * in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['Nalga de ternera x kg', null, 'Carnicería', 'kg'],
  ['Papa negra suelta x kilo', null, 'Verdulería', 'kg'],
  ['Batata x kilo', null, 'Verdulería', 'kg'],
  ['Leche entera La Serenísima 1 l', 'La Serenísima', 'Lácteos', 'unit'],
  ['Yogur bebible frutilla La Serenísima 900 g', 'La Serenísima', 'Lácteos', 'unit'],
  ['Yogur bebible vainilla La Serenísima 900 g', 'La Serenísima', 'Lácteos', 'unit'],
  ['Néctar de durazno Jumex 946 ml', 'Jumex', 'Bebidas', 'unit'],
  ['Jamón cocido Paladini 200 g', 'Paladini', 'Fiambrería', 'unit'],
  ['Cerveza Brahma lata 473 ml', 'Brahma', 'Bebidas', 'unit'],
  ['Cerveza Brahma retornable 1 l', 'Brahma', 'Bebidas', 'unit'],
  ['Cerveza Quilmes lata 473 ml', 'Quilmes', 'Bebidas', 'unit'],
  ['Fideos moños Matarazzo 500 g', 'Matarazzo', 'Almacén', 'unit'],
  ['Bísquet paquete 6 piezas', null, 'Panadería', 'unit'],
  ['Shampoo anticaspa Pantene 340 ml', 'Pantene', 'Perfumería', 'unit'],
  ['Shampoo anticaspa Pantene 650 ml', 'Pantene', 'Perfumería', 'unit'],
  ['Refresco Coca-Cola Original 2.5L', 'Coca-Cola', 'Bebidas', 'unit'],
  ['Refresco Coca-Cola Sin Azúcar 2.5L', 'Coca-Cola', 'Bebidas', 'unit'],
  ['MONSTER ENERGY 473CC', 'Monster', 'Bebidas', 'unit'],
  ['MONSTER RIPPER 473CC', 'Monster', 'Bebidas', 'unit'],
  ['Gaseosa pomelo Manaos 2,25 l', 'Manaos', 'Bebidas', 'unit'],
  ['Gaseosa naranja Manaos 2,25 l', 'Manaos', 'Bebidas', 'unit'],
  ['Gaseosa naranja Manaos 600 ml', 'Manaos', 'Bebidas', 'unit'],
  ['Alimento para gatos Cat Chow 3 kg', 'Cat Chow', 'Mascotas', 'unit'],
  ['Alimento para perros Dog Chow 3 kg', 'Dog Chow', 'Mascotas', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 10);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] a clause that names no item, of the item the message names', () => {
  it('halves the item named before the comma, not the one ordered last', async () => {
    expect(
      await linesAfter(
        '2 kilos de nalga y 2 kilos de papa negra',
        'uy la nalga es demasiado, mandame la mitad',
      ),
    ).toEqual(['1 Nalga de ternera x kg', '2 Papa negra suelta x kilo']);
  });

  it('changes the item that had the amount the customer says it had', async () => {
    expect(await linesAfter('2 néctar de durazno y un jamón paladini', 'que sean 4 en lugar de 2')).toEqual([
      '4 Néctar de durazno Jumex 946 ml',
      '1 Jamón cocido Paladini 200 g',
    ]);
  });

  it('keeps the item touched last when the message says it is the last one', async () => {
    expect(
      await linesAfter('2 kilos de nalga y 2 kilos de papa negra', 'lo último sacalo, con la nalga alcanza'),
    ).toEqual(['2 Nalga de ternera x kg']);
  });

  it('turns the yogurt, not the milk ordered last, into the flavour said', async () => {
    expect(
      await linesAfter('2 yogures de frutilla y una leche entera', 'un yogur que sea de vainilla mejor'),
    ).toEqual(['1 Leche entera La Serenísima 1 l', '2 Yogur bebible vainilla La Serenísima 900 g']);
  });

  it('reads the number after a can as its size, and how many after the comma', async () => {
    expect(
      await linesAfter('6 brahma en lata', 'cambio: las brahma que sean quilmes de lata 473, 6 también'),
    ).toEqual(['6 Cerveza Quilmes lata 473 ml']);
  });
});

describe('[ASSISTANT] a message of nothing sold, read against the order', () => {
  it('doubles the item the first clause names and lets the reason go', async () => {
    expect(
      await linesAfter(
        '2 kilos de papa negra y un kilo de batata',
        'ay perdon la papa es el doble, vamos a hacer ñoquis para el domingo',
      ),
    ).toEqual(['4 Papa negra suelta x kilo', '1 Batata x kilo']);
  });

  it('takes off the item a mistyped verb and a word cut short name', async () => {
    expect(await linesAfter('2 kilos de papa negra y un kilo de batata', 'sacsme la batat xfa')).toEqual([
      '2 Papa negra suelta x kilo',
    ]);
  });

  it('sets the amount said alone of the one item the message names', async () => {
    expect(
      await linesAfter('2 fideos moños y un jamón paladini', 'jaja los nenes quieren más moños, mandame 4'),
    ).toEqual(['4 Fideos moños Matarazzo 500 g', '1 Jamón cocido Paladini 200 g']);
  });

  it('takes the amount said, not the one it corrects', async () => {
    expect(await linesAfter('3 bisquet', 'no espera, son 2 paketes d bisquet no 3')).toEqual([
      '2 Bísquet paquete 6 piezas',
    ]);
  });
});

describe('[ASSISTANT] more of a product the order has, among several that fit', () => {
  it('adds to the ordered one instead of asking which', async () => {
    expect(await linesAfter('4 brahma en lata', 'dame 2 brahma')).toEqual(['6 Cerveza Brahma lata 473 ml']);
  });
});

describe('[ASSISTANT] numbers that are sizes, and one of several', () => {
  it('reads hundreds of something sold by the unit as its size', async () => {
    expect(
      await linesAfter('un shampoo pantene anticaspa de 650', 'perdón el Pantene el pequeño de 340'),
    ).toEqual(['1 Shampoo anticaspa Pantene 340 ml']);
  });

  it('changes nothing when the size the item has is said again', async () => {
    expect(
      await linesAfter(
        'una coca original de 2.5 litros',
        'la Coca que sea sin azúcar, la misma de 2 y medio',
      ),
    ).toEqual(['1 Refresco Coca-Cola Sin Azúcar 2.5L']);
  });

  it('replaces one of two when one is said on both sides', async () => {
    expect(await linesAfter('2 monster energy', 'cambia un monster por un ripper')).toEqual([
      '1 MONSTER ENERGY 473CC',
      '1 MONSTER RIPPER 473CC',
    ]);
  });

  it('reads the brand and size after what it adds as that one product', async () => {
    expect(
      await linesAfter(
        '3 manaos de pomelo de 2,25',
        'mejor dejame 2 de pomelo y sumame una de naranja, también Manaos de 2,25',
      ),
    ).toEqual(['2 Gaseosa pomelo Manaos 2,25 l', '1 Gaseosa naranja Manaos 2,25 l']);
  });
});

describe('[ASSISTANT] the last try of an order no name has every word of', () => {
  it("adds the product its brand anchors, the customer's word for the kind let go", async () => {
    expect(await linesAfter('hola, 2 comidas de gato cat chow')).toEqual([
      '2 Alimento para gatos Cat Chow 3 kg',
    ]);
  });
});
