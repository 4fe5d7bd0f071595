/*
 * An item named by its size or by what it comes in: 'el aceite de 5 sacalo' of two oils that differ
 * in size only, 'el bidón de 5' where no name says 'bidón'; and the formal 'ponga' of what comes
 * instead. A real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['aceite de girasol legitimo x 5 lts.', 'Legitimo', 'Almacén', 'unit'],
  ['aceite de girasol legitimo x 900 ml.', 'Legitimo', 'Almacén', 'unit'],
  ['Chiles Jalapeños La Costeña Enteros 240g', 'La Costeña', 'Almacén', 'unit'],
  ['Salsa Picante Búfalo Clásica 380g', 'Búfalo', 'Almacén', 'unit'],
  ['Salsa Picante Búfalo Clásica 150g', 'Búfalo', 'Almacén', 'unit'],
  ['Pasta Dental Colgate Max Clean 120ml', 'Colgate', 'Perfumería', 'unit'],
  ['Pasta Dental Crest Complete 4en1 2 Unidades de 90ml', 'Crest', 'Perfumería', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 11);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;
const OILS = '1 aceite legitimo de 5 litros y 2 aceites legitimo de 900';

describe('[ASSISTANT] an item named by its size or by what it comes in', () => {
  it('takes off the one of the size said, with or without its name', async () => {
    expect(await linesAfter(OILS, 'el aceite de 5 sacalo')).toEqual([
      '2 aceite de girasol legitimo x 900 ml.',
    ]);
    expect(await linesAfter(OILS, 'el bidon de 5 sacalo, con los 2 chicos alcanza')).toEqual([
      '2 aceite de girasol legitimo x 900 ml.',
    ]);
  });

  it('gives one package when the replacement says one, whatever the item had', async () => {
    expect(
      await linesAfter('2 pastas colgate max clean', 'las 2 pastas cambialas por un paquete de crest de 2'),
    ).toEqual(['1 Pasta Dental Crest Complete 4en1 2 Unidades de 90ml']);
  });

  it("reads the formal 'ponga' as no word of what comes instead", async () => {
    expect(
      await linesAfter(
        '2 latas de chiles jalapeños la costeña enteros',
        'quite los chiles y ponga mejor una salsa Búfalo de la grande',
      ),
    ).toEqual([expect.stringMatching(/Salsa Picante Búfalo Clásica 380g$/)]);
  });
});
