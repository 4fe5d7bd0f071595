/*
 * What a customer meant instead of an item ('quise decir 3 kilos de pechuga, no de molida'), and
 * what stays once one is taken off ('los red bull no, solo el monster', 'las de lata no, dejá
 * solo las de litro'). Phrasing from the independent waves' development halves (Argentina,
 * Chile, México, Uruguay). A real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['Red Bull Tradicional 250cc', 'Red Bull', 'Bebidas', 'unit'],
  ['MONSTER ENERGY 473CC', 'Monster', 'Bebidas', 'unit'],
  ['Cerveza rubia Quilmes 473 ml', 'Quilmes', 'Bebidas', 'unit'],
  ['Cerveza rubia Quilmes 1 l', 'Quilmes', 'Bebidas', 'unit'],
  ['Gaseosa cola Cunnington 2,25 l', 'Cunnington', 'Bebidas', 'unit'],
  ['Gaseosa cola Manaos 2,25 l', 'Manaos', 'Bebidas', 'unit'],
  ['Agua mineral sin gas Eco de los Andes 2 l', 'Eco de los Andes', 'Bebidas', 'unit'],
  ['Molida de Res kg', '', 'Carnicería', 'kg'],
  ['Pechuga sin Hueso de Pollo kg', '', 'Carnicería', 'kg'],
  ['Tortilla de Harina', '', 'Tortillería', 'unit'],
  ['Fideos spaghetti Matarazzo 500 g', 'Matarazzo', 'Almacén', 'unit'],
  ['Fideos tallarines Matarazzo 500 g', 'Matarazzo', 'Almacén', 'unit'],
  ['ACEITE VEGETAL BONAZA 5LT', 'Bonanza', 'Almacén', 'unit'],
  ['ARROZ G2 LARGO BONANZA 1KG', 'Bonanza', 'Almacén', 'unit'],
  ['Milanesa de nalga', '', 'Carnicería', 'kg'],
  ['Papa negra', '', 'Verdulería', 'kg'],
  ['Gaseosa cola Coca-Cola 1,5 l', 'Coca-Cola', 'Bebidas', 'unit'],
  ['Alfajor de chocolate Jorgito', 'Jorgito', 'Almacén', 'unit'],
  ['Papaya Maradol por kg', '', 'Verdulería', 'kg'],
  ['Plátano Chiapas por Kg', '', 'Verdulería', 'kg'],
  ['Limón', '', 'Verdulería', 'kg'],
  ['Lechuga criolla', '', 'Verdulería', 'kg'],
  ['Jabón de tocador Dove x3', 'Dove', 'Perfumería', 'unit'],
  ['Jabón de tocador Dove 90 g', 'Dove', 'Perfumería', 'unit'],
  ['Shampoo cabello normal Dove 340 ml', 'Dove', 'Perfumería', 'unit'],
  ['Harina 0000 Blancaflor 1 kg', 'Blancaflor', 'Almacén', 'unit'],
  ['Harina 0000 Favorita 1 kg', 'Favorita', 'Almacén', 'unit'],
  ['Manteca Sancor 200 g', 'Sancor', 'Lácteos', 'unit'],
  ['Manteca La Serenísima 200 g', 'La Serenísima', 'Lácteos', 'unit'],
  ['Dulce de leche clásico Chimbote 400 g', 'Chimbote', 'Lácteos', 'unit'],
  ['Dulce de leche clásico Chimbote 1 kg', 'Chimbote', 'Lácteos', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 14);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] what was meant instead of an item, and what stays', () => {
  it("replaces the item said after 'no' with what was meant, not the item touched last", async () => {
    expect(
      await linesAfter(
        '3 kilos de molida de res y 2 tortillas de harina',
        'perdon quise decir 3 kilos de pechuga de pollo sin hueso, no de molida',
      ),
    ).toEqual(['2 Tortilla de Harina', '3 Pechuga sin Hueso de Pollo kg']);
    expect(
      await linesAfter(
        '2 fideos spaghetti matarazzo, 1 papa',
        'perdon me equivoque, eran tallarines no spaghetti',
      ),
    ).toEqual(['1 Papa negra', '2 Fideos tallarines Matarazzo 500 g']);
  });

  it("after an item taken off, 'solo' says what stays, or what comes when it was not ordered", async () => {
    expect(await linesAfter('2 red bull', 'los red bull no, solo el monster')).toEqual([
      '1 MONSTER ENERGY 473CC',
    ]);
    expect(
      await linesAfter(
        '2 cunnington, 2 manaos y 1 agua eco de los andes',
        'las cunnington quitalas, deja solo las manaos nomas',
      ),
    ).toEqual(['2 Gaseosa cola Manaos 2,25 l', '1 Agua mineral sin gas Eco de los Andes 2 l']);
    expect(await linesAfter('1 aceite bonanza y 2 arroz bonanza', 'no quiere arroz. solo aceite')).toEqual([
      '1 ACEITE VEGETAL BONAZA 5LT',
    ]);
  });

  it('reads a can as the item of a can size, and clearing before what stays as what stays', async () => {
    expect(
      await linesAfter('2 quilmes de 473 y 2 quilmes de litro', 'las de lata no, deja solo las de litro'),
    ).toEqual(['2 Cerveza rubia Quilmes 1 l']);
    expect(
      await linesAfter(
        '1 milanesa de nalga, 1 papa y 1 aceite bonanza',
        'borra todo y dejame solo el aceite, despues te escribo lo demas',
      ),
    ).toEqual(['1 ACEITE VEGETAL BONAZA 5LT']);
  });

  it("reads 'y … también' of an item ordered as the same change, and 'lo último … la coca nomás' as what stays", async () => {
    expect(
      await linesAfter(
        '1 kilo de papaya y 2 kilos de platano',
        'ay, la papaya que sea de 2 kilos',
        'y el platano un kilo tambien',
      ),
    ).toEqual(['2 Papaya Maradol por kg', '1 Plátano Chiapas por Kg']);
    expect(
      await linesAfter(
        'una coca de 1,5',
        '2 alfajor jorgito de chocolate',
        'lo último que te pedí sacá nomás na, la coca nomás',
      ),
    ).toEqual(['1 Gaseosa cola Coca-Cola 1,5 l']);
  });

  it("reads a cry before a change, 'nada más' inside it, and 'aumente' as add", async () => {
    expect(
      await linesAfter(
        '1 kilo de limon',
        'eche no, el limón medio kilo nada más, y añádeme una lechuga criolla',
        'y aumente un jabón Dove x3 porfa',
      ),
    ).toEqual(['0.5 Limón', '1 Lechuga criolla', '1 Jabón de tocador Dove x3']);
  });

  it('reads two replacements joined by y, a pack said as a product, and how many after the size', async () => {
    expect(
      await linesAfter(
        '1 harina blancaflor y 1 manteca sancor',
        'ya va chamo, cambiame la blancaflor por favorita y la manteca por la serenisima q son las q usa mi abuela',
      ),
    ).toEqual(['1 Harina 0000 Favorita 1 kg', '1 Manteca La Serenísima 200 g']);
    expect(
      await linesAfter(
        '2 shampoo dove y 2 jabones dove de 90',
        'quita los jabones sueltos y ponme el pack de 3 dove',
      ),
    ).toEqual(['2 Shampoo cabello normal Dove 340 ml', '1 Jabón de tocador Dove x3']);
    expect(
      await linesAfter('2 dulce de leche chimbote de 400', 'el dulse de leche uno solo pero de kilo'),
    ).toEqual(['1 Dulce de leche clásico Chimbote 1 kg']);
  });
});
