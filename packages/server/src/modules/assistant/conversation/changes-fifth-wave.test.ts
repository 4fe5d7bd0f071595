/*
 * Changes as a fifth wave of independent writers phrase them (session 24), against a real order:
 * a message read clause by clause when no reader takes it whole, a remark after what an item
 * becomes, two words of a name said as one. A real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['Champignones', null, 'Verdulería', 'kg'],
  ['Papa negra', null, 'Verdulería', 'kg'],
  ['Papa blanca', null, 'Verdulería', 'kg'],
  ['Brócoli', null, 'Verdulería', 'kg'],
  ['Naranja de jugo x kilo', null, 'Frutería', 'kg'],
  ['Naranja de ombligo x kilo', null, 'Frutería', 'kg'],
  ['Mandarina nova x kilo', null, 'Frutería', 'kg'],
  ['Banana ecuatoriana', null, 'Frutería', 'kg'],
  ['Yogur bebible Milkaut 1,2 kg vainilla', 'Milkaut', 'Lácteos', 'unit'],
  ['Yogur bebible Milkaut 1,2 kg frutilla', 'Milkaut', 'Lácteos', 'unit'],
  ['Leche entera Tregar 1 l', 'Tregar', 'Lácteos', 'unit'],
  ['Blue Berry Tamaño Jumbo 278 g', null, 'Panadería', 'unit'],
  ['Muffin de Blueberry', null, 'Panadería', 'unit'],
  ['Agua purificada Cristal 20 l', 'Cristal', 'Bebidas', 'unit'],
  ['Agua purificada Ciel 20 l', 'Ciel', 'Bebidas', 'unit'],
  ['Agua purificada Ciel 1 l', 'Ciel', 'Bebidas', 'unit'],
  ['Cereal infantil Nestum etapa 1 arroz 270 g', 'Nestum', 'Bebés', 'unit'],
  ['Cereal infantil Nestum etapa 1 avena 270 g', 'Nestum', 'Bebés', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 6);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] orders as a fifth wave writes them', () => {
  it("reads Bolivia's and Perú's 'ayudame con' as asking, and 'kilitos' as kilos", async () => {
    expect(
      await linesAfter('hola caserita, ayudame con 3 kilitos de papa negra y 1 kilo de brocoli'),
    ).toEqual(['3 Papa negra', '1 Brócoli']);
  });

  it("keeps the amount when the answer ends in 'pues', and says nothing of why the order is", async () => {
    expect(await linesAfter('2 kilos de papa', 'de la negra pues')).toEqual(['2 Papa negra']);
    const { said, lines } = await conversation.chat('1 kilo de brocoli, q viene gente a comer');
    expect(lines).toEqual(['1 Brócoli']);
    expect(said.join(' ')).not.toMatch(/No tenemos/);
  });
});

describe('[ASSISTANT] changes as a fifth wave writes them', () => {
  it('reads a message clause by clause when no reader takes it whole', async () => {
    expect(
      await linesAfter(
        '1 kg de champignones y 1 kg de brocoli',
        'champignones un cuarto, me confundi, un kilo es un monton',
      ),
    ).toEqual(['0.25 Champignones', '1 Brócoli']);
  });

  it('leaves out the remark said after what an item becomes', async () => {
    expect(
      await linesAfter(
        '1 leche tregar y 1 yogur bebible milkaut vainilla',
        'el yogur cambialo por el de frutilla mismo tamaño, q el de vainilla no le gusta a la nena',
      ),
    ).toEqual(['1 Leche entera Tregar 1 l', '1 Yogur bebible Milkaut 1,2 kg frutilla']);
    expect(
      await linesAfter(
        '2 kilos de banana y 1 kilo de naranja de jugo',
        'en vez de naranja poneme 1 kilo de mandarina nova, mas facil para los chicos',
      ),
    ).toEqual(['2 Banana ecuatoriana', '1 Mandarina nova x kilo']);
  });

  it("reads 'también de 20' and 'etapa 1 también' as what the item becomes, not how many", async () => {
    expect(
      await linesAfter('un garrafon de agua cristal de 20', 'el garrafon mejor que sea ciel, tambien de 20'),
    ).toEqual(['1 Agua purificada Ciel 20 l']);
    expect(
      await linesAfter(
        '2 latas de nestum etapa 1 de arroz',
        'fijese que el nestum mejor de avena, etapa 1 tambien, es para mi bebe',
      ),
    ).toEqual(['2 Cereal infantil Nestum etapa 1 avena 270 g']);
  });

  it('finds an item by two words of its name said as one', async () => {
    expect(await linesAfter('1 blue berry jumbo y 1 leche tregar', 'sacame el blueberry')).toEqual([
      '1 Leche entera Tregar 1 l',
    ]);
  });
});
