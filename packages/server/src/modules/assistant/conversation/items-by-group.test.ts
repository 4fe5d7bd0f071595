/*
 * Items named by the group they belong to: 'sacá los fiambres', 'lo de limpieza quitalo', 'la
 * bebida que sean 3', 'sácame el copete'. A real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['mortadela lario x kg.', 'Lario', 'Lacteos Y Frescos', 'kg'],
  ['salame picado fino x kg.', null, 'Lacteos Y Frescos', 'kg'],
  ['leche entera tregar x 1 lt. larga vida', 'Tregar', 'Lacteos Y Frescos', 'unit'],
  ['Cloro Blanqueador Desinfectante Clorox Original 930ml', 'Clorox', 'Limpieza', 'unit'],
  ['Limpiador Multiusos Líquido Fabuloso Lavanda 1L', 'Fabuloso', 'Limpieza', 'unit'],
  ['Tomate Saladet por kg', null, 'Verduras', 'kg'],
  ['Jugo Del Valle Piña 946ml', 'Del Valle', 'Jugos', 'unit'],
  ['Galletas Cuetara Marias 160g', 'Cuetara', 'Galletas', 'unit'],
  ['PISCO CAPEL 35# 750ML UN', null, 'Almacén', 'unit'],
  ['BEB. COCA COLA 1,5LT', null, 'Almacén', 'unit'],
  ['CARBON 2,5KG AGUAS CLARAS UN', null, 'Almacén', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 13);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] items named by their group', () => {
  it('takes off every item of the group, and no other', async () => {
    expect(
      await linesAfter(
        'medio kilo de mortadela lario, 200 g de salame picado fino y 1 leche tregar',
        'sacá los fiambres, ya me traje del almacén',
      ),
    ).toEqual(['1 leche entera tregar x 1 lt. larga vida']);
    expect(
      await linesAfter(
        '1 kg de tomate saladet, 1 cloro clorox y 1 limpiador fabuloso',
        'sabes q lo de limpieza ya no, mi mamá ya compró',
      ),
    ).toEqual(['1 Tomate Saladet por kg']);
  });

  it('changes the one item of the group, and tells a drink with alcohol from the others', async () => {
    expect(
      await linesAfter('1 jugo del valle piña y 1 galletas cuetara marias', 'la bebida que sean 3 porfa'),
    ).toEqual(['3 Jugo Del Valle Piña 946ml', '1 Galletas Cuetara Marias 160g']);
    expect(
      await linesAfter(
        '1 pisco capel, 3 coca cola de 1,5 y 1 carbon',
        'sácame el copete que mi señora me reta jaja',
      ),
    ).toEqual(['3 BEB. COCA COLA 1,5LT', '1 CARBON 2,5KG AGUAS CLARAS UN']);
  });
});
