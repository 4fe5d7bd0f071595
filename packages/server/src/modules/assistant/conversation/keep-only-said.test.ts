/*
 * What stays, said after a removal: 'ya no las papas, solo limón y cebolla' keeps both; Mexico's
 * 'pura carne, tortilla y cilantro' says the same; one of them not in the order leaves everything
 * as it was, since what stays is then not known. A real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['PAPA NATURAL AGRONEGOCIOS KG', 'Agronegocios', 'Verdulería', 'kg'],
  ['LIMON AGRONEGOCIOS KG', null, 'Verdulería', 'kg'],
  ['CEBOLLA AGRONEGOCIOS KG', null, 'Verdulería', 'kg'],
  ['Tortilla de Maíz Amarillo Kg', null, 'Tortillería', 'kg'],
  ['Cilantro Rollo', null, 'Verdulería', 'unit'],
  ['Chile Serrano por Kg', null, 'Verdulería', 'kg'],
  ['Molida de Res kg', 'SuKarne', 'Carnicería', 'kg'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 10);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] what stays, said after a removal', () => {
  it('keeps every item named after solo', async () => {
    expect(
      await linesAfter(
        '3 kilos de papa, 1 kilo de limón y 1 kilo de cebolla',
        'ya no las papas, compré en la feria. solo limón y cebolla, pero de limón pon 2 kilos',
      ),
    ).toEqual(['2 LIMON AGRONEGOCIOS KG', '1 CEBOLLA AGRONEGOCIOS KG']);
  });

  it("reads 'pura' as only, and removes nothing more when one of them is not in the order", async () => {
    expect(
      await linesAfter(
        '2 kilos de molida de res, 1 kilo de tortilla de maíz, un cilantro y medio kilo de chile serrano',
        'No, siempre no el serrano, pura carne, tortilla y cilantro. Ah, pero que sea kilo y medio de molida, no 2',
      ),
    ).toEqual(['1.5 Molida de Res kg', '1 Tortilla de Maíz Amarillo Kg', '1 Cilantro Rollo']);
  });
});
