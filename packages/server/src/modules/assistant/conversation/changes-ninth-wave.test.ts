/*
 * Changes as the ninth evaluation wave's writers phrase them (bench/assistant-eval/independent-9),
 * against a real order: the product a replacement names taken from the order when several fit, how
 * many of what an item became said after it. A real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['ATUN AGUA A/F R.CRUSOE 170GR', 'R.Crusoe', 'Conservas', 'unit'],
  ['ATUN DESM AGUA ANTARTIC 170GR', 'Antartic', 'Conservas', 'unit'],
  ['ATUN LOMO ACEITE A/F R.CRUSOE 170GR', 'R.Crusoe', 'Conservas', 'unit'],
  ['JUREL CONSERVA COLISEO 425GR', 'Coliseo', 'Conservas', 'unit'],
  ['Cebolla Blanca por kg', null, 'Verdulería', 'kg'],
  ['Cebolla Morada por kg', null, 'Verdulería', 'kg'],
  ['Limón sin Semilla por Kg', null, 'Verdulería', 'kg'],
  ['Cerveza rubia Quilmes 1 l', 'Quilmes', 'Bebidas', 'unit'],
  ['Gaseosa cola Coca-Cola 2,25 l', 'Coca-Cola', 'Bebidas', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 9);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] changes as the ninth wave writes them', () => {
  it('takes, of several products a replacement fits, the one the order has', async () => {
    expect(
      await linesAfter(
        'Buenas tardes, deseo 2 latas de atun antartic desmenuzado y 1 jurel coliseo',
        'Perdone, en vez del jurel pongame otra lata de atun, la misma',
      ),
    ).toEqual(['3 ATUN DESM AGUA ANTARTIC 170GR']);
  });

  it('sets how many of what the item became when it is said after the replacement', async () => {
    expect(
      await linesAfter(
        '2 kilos de cebolla blanca y un kilo de limón',
        'Oye, cámbiame la cebolla blanca por morada, pero nomás un kilo',
      ),
    ).toEqual(['1 Limón sin Semilla por Kg', '1 Cebolla Morada por kg']);
  });

  it("reads 'mejor ponga 4' as the amount it ends at, with the reason after it", async () => {
    expect(
      await linesAfter(
        '6 cervezas Quilmes de litro y dos Coca de 2,25',
        'chuta mejor ponga 4 quilmes no más que mañana madrugo a trabajar',
      ),
    ).toEqual(['4 Cerveza rubia Quilmes 1 l', '2 Gaseosa cola Coca-Cola 2,25 l']);
  });
});
