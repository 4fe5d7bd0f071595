/*
 * What a change keeps of the item it changes: the size ('el dolca cambialo por el tradicional del
 * mismo tamaño'), the brand said again as a year ('el mismo 1882'); the item named as the everyday
 * one ('las normales') and a brand written as a number ('7up'). A real database with the in-memory
 * customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['CAFE DOLCA NESACAFE 170GR', 'Nescafé', 'Almacén', 'unit'],
  ['CAFE DOLCA NESCAFE 400GR', 'Nescafé', 'Almacén', 'unit'],
  ['CAFE TRAD 170 GRS NESCAFE UM', 'Nescafé', 'Almacén', 'unit'],
  ['CAFE NESCAFE TRAD. 420GRS', 'Nescafé', 'Almacén', 'unit'],
  ['fernet 1882 x750ml.', '1882', 'Bebidas', 'unit'],
  ['fernet 1882 x450ml.', '1882', 'Bebidas', 'unit'],
  ['agua mineral sin gas eco de los andes x 1.5 lt.', 'Eco de los Andes', 'Bebidas', 'unit'],
  ['Refresco Coca-Cola sin Azúcar 600ml', 'Coca-Cola', 'Bebidas', 'unit'],
  ['Refresco Coca-Cola Original 600ml', 'Coca-Cola', 'Bebidas', 'unit'],
  ['Refresco Coca-Cola Light 600ml', 'Coca-Cola', 'Bebidas', 'unit'],
  ['gaseosa sprite x 1.5 lt.', 'Sprite', 'Bebidas', 'unit'],
  ['gaseosa lima-limon seven up sazucar x 1.5 lt.', 'Seven Up', 'Bebidas', 'unit'],
  ['gaseosa seven up x 1.5 litros no retornable', 'Seven Up', 'Bebidas', 'unit'],
  ['gaseosa seven up x 500 ml', 'Seven Up', 'Bebidas', 'unit'],
  ['yerba mate rosamonte suave plus x 1 kg.', 'Rosamonte', 'Almacén', 'unit'],
  ['yerba rosamonte suave plus x 500 gr.', 'Rosamonte', 'Almacén', 'unit'],
  ['yerba rosamonte especial x 500 gr.', 'Rosamonte', 'Almacén', 'unit'],
  ['Azúcar común Chango 1 kg', 'Chango', 'Almacén', 'unit'],
  ['Azúcar común Chango 500 g', 'Chango', 'Almacén', 'unit'],
  ['agua mineral villavicencio sin gas x 1.5 lt.', 'Villavicencio', 'Bebidas', 'unit'],
  ['agua mineral con gas villavicencio x 1,5 lt.', 'Villavicencio', 'Bebidas', 'unit'],
  ['agua mineral glaciar x 1,5 lt. con gas', 'Glaciar', 'Bebidas', 'unit'],
  ['agua bonaqua x 1,5 lt. con gas', 'Bonaqua', 'Bebidas', 'unit'],
  ['Helado dulce de leche Frigor 1 kg', 'Frigor', 'Congelados', 'unit'],
  ['Helado frutilla Frigor 1 kg', 'Frigor', 'Congelados', 'unit'],
  ['Helado frutilla Grido 1 kg', 'Grido', 'Congelados', 'unit'],
  ['Lavandina Ayudín 1 l', 'Ayudín', 'Limpieza', 'unit'],
  ['gaseosa lima limon sprite x 2.25 lt.', 'Sprite', 'Bebidas', 'unit'],
  ['gaseosa lima limon sprite zero x 1.5 lt.', 'Sprite', 'Bebidas', 'unit'],
  ['gaseosa sprite zero x 2,25 lt.', 'Sprite', 'Bebidas', 'unit'],
  ['fanta naranja zero x 2.25 lt.', 'Fanta', 'Bebidas', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 12);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] what a change keeps of the item', () => {
  it('keeps the size of the item for a product said without one', async () => {
    expect(
      await linesAfter('1 nescafe dolca de 170', 'el dolca cambialo por el tradicional del mismo tamaño'),
    ).toEqual(['1 CAFE TRAD 170 GRS NESCAFE UM']);
    expect(
      await linesAfter(
        'una gaseosa sprite de 2 litros y cuarto',
        'la gaseosa que sea zero mejor, la misma medida',
      ),
    ).toEqual(['1 gaseosa sprite zero x 2,25 lt.']);
    // (A size said still wins.)
    expect(await linesAfter('1 nescafe dolca de 170', 'el dolca cambialo por el tradicional de 420')).toEqual(
      ['1 CAFE NESCAFE TRAD. 420GRS'],
    );
  });

  it('reads the brand said again as a year as no amount', async () => {
    expect(
      await linesAfter(
        '6 agua eco de los andes sin gas de 1,5 y 1 fernet 1882 de 750',
        'el fernet ponelo de 450, el mismo 1882',
      ),
    ).toEqual(['6 agua mineral sin gas eco de los andes x 1.5 lt.', '1 fernet 1882 x450ml.']);
  });

  it('names the everyday item by everyday words when another is a variant', async () => {
    expect(
      await linesAfter(
        '2 coca cola sin azucar de 600 y 2 coca cola original de 600',
        'las normales cambiamelas x light porfa, mismas 2',
      ),
    ).toEqual(['2 Refresco Coca-Cola sin Azúcar 600ml', '2 Refresco Coca-Cola Light 600ml']);
  });

  it("reads '7up' as the Seven Up the store spells out, and a name's 'sazucar' as sin azúcar", async () => {
    expect(
      await linesAfter(
        '3 sprite de 1,5',
        'las sprite cambiamelas por 7up sin azucar de 1,5, la misma cantidad',
      ),
    ).toEqual(['3 gaseosa lima-limon seven up sazucar x 1.5 lt.']);
    expect(await linesAfter('2 7up de 500')).toEqual(['2 gaseosa seven up x 500 ml']);
  });

  it("reads 'la X es de medio kilo' as the size it has, and what it is not left out", async () => {
    expect(
      await linesAfter(
        '1 yerba rosamonte suave plus de 1 kg',
        'perdon me confundi, la rosamonte es de medio kilo tambien',
      ),
    ).toEqual(['1 yerba rosamonte suave plus x 500 gr.']);
    expect(
      await linesAfter(
        '1 azucar chango de 1 kg',
        'perdon me confundi, el azucar era de medio kilo no de kilo, y que sean 2',
      ),
    ).toEqual(['2 Azúcar común Chango 500 g']);
    // ('es' without a size is no change: what the item is for.)
    expect(await linesAfter('1 azucar chango de 1 kg', 'el azucar es para la torta')).toEqual([
      '1 Azúcar común Chango 1 kg',
    ]);
  });

  it("adds of the brand of the item touched last when 'de la misma marca' is said", async () => {
    expect(
      await linesAfter(
        '6 agua villavicencio sin gas de 1,5',
        'y agregame 2 con gas de 1,5 de la misma marca',
      ),
    ).toEqual([
      '6 agua mineral villavicencio sin gas x 1.5 lt.',
      '2 agua mineral con gas villavicencio x 1,5 lt.',
    ]);
    expect(
      await linesAfter('1 helado dulce de leche frigor', 'agregale uno de frutilla igual, de la misma marca'),
    ).toEqual(['1 Helado dulce de leche Frigor 1 kg', '1 Helado frutilla Frigor 1 kg']);
    // (The item touched last tells none apart: the one most like any item of the order.)
    expect(
      await linesAfter(
        '1 helado dulce de leche frigor y 2 lavandina ayudin',
        'agregale uno de frutilla igual, de la misma marca',
      ),
    ).toEqual([
      '1 Helado dulce de leche Frigor 1 kg',
      '2 Lavandina Ayudín 1 l',
      '1 Helado frutilla Frigor 1 kg',
    ]);
  });

  it("reads 'agua jane' as the bleach of a store that does not sell the brand, in an order too", async () => {
    expect(await linesAfter('2 agua jane')).toEqual(['2 Lavandina Ayudín 1 l']);
    expect(await linesAfter('2 lavandina ayudin', 'el agua jane ponele 3')).toEqual([
      '3 Lavandina Ayudín 1 l',
    ]);
  });
});
