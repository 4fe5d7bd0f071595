/*
 * Changes as a fourth wave of independent writers phrase them, against a real order: portuñol,
 * an item's name cut short, every item of a kind, grams more of what is sold by the kilo, one
 * package of another size, a 'dejalo' that leaves an item out, a pronoun after a sentence about
 * the item. A real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['Yerba mate Taragüí 500 g', 'Taragüí', 'Almacén', 'unit'],
  ['Yerba mate Taragüí 1 kg', 'Taragüí', 'Almacén', 'unit'],
  ['Queso cremoso Ilolay', 'Ilolay', 'Fiambrería', 'kg'],
  ['Jamón crudo Fela', 'Fela', 'Fiambrería', 'kg'],
  ['Champignones', null, 'Verdulería', 'kg'],
  ['Cebolla', null, 'Verdulería', 'kg'],
  ['Batata', null, 'Verdulería', 'kg'],
  ['Papa negra', null, 'Verdulería', 'kg'],
  ['Lavandina Ayudín 1 l', 'Ayudín', 'Limpieza', 'unit'],
  ['Detergente Magistral 750 ml', 'Magistral', 'Limpieza', 'unit'],
  ['Pan francés', null, 'Panadería', 'kg'],
  ['Lomo ternera', null, 'Carnicería', 'kg'],
  ['Entrecot ternera', null, 'Carnicería', 'kg'],
  ['Morcilla', null, 'Carnicería', 'kg'],
  ['Asado de tira', null, 'Carnicería', 'kg'],
  ['Cerveza Brahma lata 473 ml', 'Brahma', 'Bebidas', 'unit'],
  ['Fernet Branca 450 ml', 'Branca', 'Bebidas', 'unit'],
  ['Fernet Branca menta 450 ml', 'Branca', 'Bebidas', 'unit'],
  ['Pollo x kilo', null, 'Carnicería', 'kg'],
  ['Alimento para perros Dog Chow 15 kg', 'Dog Chow', 'Mascotas', 'unit'],
  ['Alimento para gatos Whiskas 1 kg', 'Whiskas', 'Mascotas', 'unit'],
  ['Alimento para gatos Whiskas 3 kg', 'Whiskas', 'Mascotas', 'unit'],
  ['Salchichas Fud 500 g', 'Fud', 'Fiambrería', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 6);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] orders as a fourth wave writes them', () => {
  it('reads sacks and whole birds, for whom said last, and the Caribbean’s dropped s', async () => {
    expect(
      await linesAfter(
        'hola, quiero 1 saco de dog chow de 15 kilos y 1 whiskas de 1 kilo porfa, pa la perrita y el gato',
      ),
    ).toEqual(['1 Alimento para perros Dog Chow 15 kg', '1 Alimento para gatos Whiskas 1 kg']);
    expect(await linesAfter('un kilo de pollo entero')).toEqual(['1 Pollo x kilo']);
    expect(await linesAfter("klk, mandame do' paquete de salchicha fud")).toEqual(['2 Salchichas Fud 500 g']);
  });
});

describe('[ASSISTANT] changes as a fourth wave writes them', () => {
  it('reads portuñol in a message that shows it, and Spanish words as Spanish', async () => {
    expect(await linesAfter('4 brahma lata', 'mais duas brahma por favor 🍺')).toEqual([
      '6 Cerveza Brahma lata 473 ml',
    ]);
    expect(await linesAfter('um fernet branca menta', 'o fernet troca pelo branca normal')).toEqual([
      '1 Fernet Branca 450 ml',
    ]);
    expect(
      await linesAfter('1 kilo de papa negra y 1 de batata', 'tira a batata por favor, já tenho em casa'),
    ).toEqual(['1 Papa negra']);
    // ('tira' is a strip of ribs in Spanish: no Portuguese word, no Portuguese reading.)
    expect(await linesAfter('2 kilos de asado de tira')).toEqual(['2 Asado de tira']);
  });

  it('finds an item by its name cut short, and every item of a kind', async () => {
    expect(await linesAfter('1 kilo de champignones y 1 de cebolla', 'sacame los champis')).toEqual([
      '1 Cebolla',
    ]);
    expect(
      await linesAfter(
        '1 lavandina ayudin, 1 detergente magistral y 1 kg de pan frances',
        'lo de limpieza sacalo, ya compré',
      ),
    ).toEqual(['1 Pan francés']);
  });

  it('reads grams more, one package of another size, and a dejalo that leaves an item out', async () => {
    expect(
      await linesAfter(
        'medio kilo de queso cremoso ilolay y 200 de jamon crudo fela',
        'el crudo no, poneme 200 mas de cremoso',
      ),
    ).toEqual(['0.7 Queso cremoso Ilolay']);
    expect(await linesAfter('2 yerbas taragui de 500', 'una sola yerba pero de kilo')).toEqual([
      '1 Yerba mate Taragüí 1 kg',
    ]);
    expect(
      await linesAfter('1 kilo de entrecot y medio de lomo', 'el lomo dejalo, con el entrecot alcanza'),
    ).toEqual(['1 Entrecot ternera']);
    expect(
      await linesAfter(
        '1 kilo de asado de tira y medio de morcilla',
        'mi señora me dice que la morcilla no la come nadie en casa, así que sáquela por favor',
      ),
    ).toEqual(['1 Asado de tira']);
  });
});
