/*
 * Changes to the open order said the way customers say them when they name no item, or name it
 * with a word another product also has ('que la cerveza sea negra' next to 'Papa negra'). Shelf
 * names as the demo almacén writes them; a real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

/** [name, brand, kind, unit] as the demo almacén has them. */
const SHELF_ROWS: ShelfRow[] = [
  ['Papa negra', null, 'Verdulería', 'kg'],
  ...['Quilmes', 'Patagonia', 'Andes'].flatMap((brand) =>
    ['rubia', 'negra', 'roja'].flatMap((kind) =>
      ['473 ml', '1 l'].map((size): ShelfRow => [
        `Cerveza ${kind} ${brand} ${size}`,
        brand,
        'Bebidas',
        'unit',
      ]),
    ),
  ),
  ['Galletitas de agua Criollitas 300 g', 'Criollitas', 'Almacén', 'unit'],
  ['Fideos tirabuzón Lucchetti 500 g', 'Lucchetti', 'Almacén', 'unit'],
  ['Fideos mostacholes Lucchetti 500 g', 'Lucchetti', 'Almacén', 'unit'],
  ['Fideos mostacholes Matarazzo 500 g', 'Matarazzo', 'Almacén', 'unit'],
  ['Leche entera La Serenísima 1 l', 'La Serenísima', 'Lácteos', 'unit'],
  ['Leche descremada La Serenísima 1 l', 'La Serenísima', 'Lácteos', 'unit'],
  ['Leche descremada Sancor 1 l', 'Sancor', 'Lácteos', 'unit'],
  ['Huevos blancos Granja del Sol', 'Granja del Sol', 'Almacén', 'dozen'],
  ['Aguacate Hass por Kg', null, 'Frutería', 'kg'],
  ['Aguacate Hass Enmallado Pieza', null, 'Frutería', 'unit'],
  ['Powerade Uva 500ml', 'Powerade', 'Bebidas', 'unit'],
  ['Powerade Naranja 500ml', 'Powerade', 'Bebidas', 'unit'],
  ['Jugo de durazno Cepita 1 l', 'Cepita', 'Bebidas', 'unit'],
  ['Jugo de naranja Cepita 1 l', 'Cepita', 'Bebidas', 'unit'],
  ['Jugo de naranja Baggio 1 l', 'Baggio', 'Bebidas', 'unit'],
  ['Naranja de jugo', null, 'Verdulería', 'kg'],
  ['Alfajor de chocolate Havanna', 'Havanna', 'Almacén', 'unit'],
  ['Alfajor de dulce de leche Havanna', 'Havanna', 'Almacén', 'unit'],
  ['Alfajor de dulce de leche Guaymallén', 'Guaymallén', 'Almacén', 'unit'],
  ['Dulce de leche clásico Sancor 400 g', 'Sancor', 'Almacén', 'unit'],
  ['Plato de papel No.9 20 piezas', null, 'Bazar', 'unit'],
  ['Dulce de leche repostero Sancor 400 g', 'Sancor', 'Almacén', 'unit'],
  ['Atún al natural La Campagnola lata 170 g', 'La Campagnola', 'Almacén', 'unit'],
  ['Fernet Branca 750 ml', 'Branca', 'Bebidas', 'unit'],
  ['Gaseosa cola Coca-Cola 2,5 l retornable', 'Coca-Cola', 'Bebidas', 'unit'],
  ['Gaseosa cola Coca-Cola sin azúcar 2 l retornable', 'Coca-Cola', 'Bebidas', 'unit'],
  ['Gaseosa cola Coca-Cola sin azúcar 2,5 l', 'Coca-Cola', 'Bebidas', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 3);
});
afterAll(() => conversation.database.close());

const chat = (...turns: string[]) => conversation.chat(...turns);
const linesAfter = async (...turns: string[]) => (await chat(...turns)).lines;

describe('[ASSISTANT] changes that name no item', () => {
  it('turns the item touched last into what a change word first says', async () => {
    expect(await linesAfter('una leche entera la serenisima', 'me equivoque, era descremada')).toEqual([
      '1 Leche descremada La Serenísima 1 l',
    ]);
    expect(
      await linesAfter('un paquete de fideos tirabuzon lucchetti', 'mejor que sean mostacholes'),
    ).toEqual(['1 Fideos mostacholes Lucchetti 500 g']);
  });

  it('turns some of the item into what is said, keeping the rest, and adds to it an amount alone', async () => {
    expect(await linesAfter('6 patagonia rubias de litro', 'que 3 sean negras')).toEqual([
      '3 Cerveza rubia Patagonia 1 l',
      '3 Cerveza negra Patagonia 1 l',
    ]);
    expect(await linesAfter('una docena de huevos', 'agregale media docena')).toEqual([
      '1.5 Huevos blancos Granja del Sol',
    ]);
    expect(await linesAfter('2 docenas de huevos', 'una docena nomás')).toEqual([
      '1 Huevos blancos Granja del Sol',
    ]);
  });

  it('changes the item the words fit when they fit none of the one touched last', async () => {
    expect(
      await linesAfter('3 quilmes rubias de 473', 'y media docena de huevos', 'que 2 sean de litro'),
    ).toEqual([
      '1 Cerveza rubia Quilmes 473 ml',
      '0.5 Huevos blancos Granja del Sol',
      '2 Cerveza rubia Quilmes 1 l',
    ]);
  });

  it('sets the amount of the item touched last when only a container or the whole unit is said', async () => {
    expect(await linesAfter('un paquete de galletitas de agua criollitas', 'que sean 3 paquetes')).toEqual([
      '3 Galletitas de agua Criollitas 300 g',
    ]);
    expect(await linesAfter('media docena de huevos', 'al final una docena entera')).toEqual([
      '1 Huevos blancos Granja del Sol',
    ]);
  });

  it('changes the item a change names first, not the one touched last', async () => {
    expect(
      await linesAfter('2 quilmes rubias de 473 y una patagonia rubia de 473', 'las quilmes que sean negras'),
    ).toEqual(['1 Cerveza rubia Patagonia 473 ml', '2 Cerveza negra Quilmes 473 ml']);
  });

  it('changes each of both items, or each the words name', async () => {
    expect(
      await linesAfter('una leche entera la serenisima y un jugo de durazno cepita', 'de los dos mandame 2'),
    ).toEqual(['2 Leche entera La Serenísima 1 l', '2 Jugo de durazno Cepita 1 l']);
    expect(
      await linesAfter(
        'una leche entera la serenisima y una descremada la serenisima y un fernet branca',
        'sacame las dos leches',
      ),
    ).toEqual(['1 Fernet Branca 750 ml']);
  });

  it('takes what the order lacks, said with a change, as wanted', async () => {
    // 'sacame 200 de …' is the deli's 'give me'; 'mejor 2 …' after the item is gone, an order.
    expect(await linesAfter('sacame 2 fernet branca')).toEqual(['2 Fernet Branca 750 ml']);
    expect(
      await linesAfter(
        'un fernet branca y 2 cervezas rubias quilmes de 473',
        'siempre no el fernet, mejor 2 patagonia rubias de litro',
      ),
    ).toEqual(['2 Cerveza rubia Quilmes 473 ml', '2 Cerveza rubia Patagonia 1 l']);
  });

  it('adds what a refusal says instead when the refused item is not in the order', async () => {
    expect(
      await linesAfter('2 quilmes rubias de 473', 'la andes no, mejor 2 patagonia rubias de litro'),
    ).toEqual(['2 Cerveza rubia Quilmes 473 ml', '2 Cerveza rubia Patagonia 1 l']);
  });

  it('takes the size said over the words of the item it replaces', async () => {
    expect(
      await linesAfter('una coca de 2,5 retornable', 'cambia la coca por una sin azucar de 2,5'),
    ).toEqual(['1 Gaseosa cola Coca-Cola sin azúcar 2,5 l']);
  });

  it('takes a package word alone as the item sold in it, when the last one is not', async () => {
    expect(await linesAfter('6 latas de atun la campagnola y un fernet branca', 'sacame 2 latas')).toEqual([
      '4 Atún al natural La Campagnola lata 170 g',
      '1 Fernet Branca 750 ml',
    ]);
  });

  it('keeps the item a refinement names, and not what it refuses after it', async () => {
    expect(await linesAfter('un dulce de leche clasico sancor', 'el comun, no el repostero')).toEqual([
      '1 Dulce de leche clásico Sancor 400 g',
    ]);
  });

  it('takes how many of the new size a change word says before it', async () => {
    expect(await linesAfter('4 quilmes rubias de 473', 'mejor una de litro')).toEqual([
      '1 Cerveza rubia Quilmes 1 l',
    ]);
    expect(await linesAfter('4 quilmes rubias de 473', 'mejor la de litro')).toEqual([
      '4 Cerveza rubia Quilmes 1 l',
    ]);
  });
});

describe('[ASSISTANT] a next message that leaves the product unsaid', () => {
  it('is the item touched last with what the message says instead', async () => {
    expect(await linesAfter('2 jugos cepita de durazno', 'agregale uno de naranja tambien')).toEqual([
      '2 Jugo de durazno Cepita 1 l',
      '1 Jugo de naranja Cepita 1 l',
    ]);
    expect(await linesAfter('2 alfajores havanna de chocolate', 'y sumale 2 de dulce de leche')).toEqual([
      '2 Alfajor de chocolate Havanna',
      '2 Alfajor de dulce de leche Havanna',
    ]);
  });
});

describe('[ASSISTANT] changes that name the item', () => {
  it('takes off how many are said, doubles, and reads «nada más que sean» as the amount', async () => {
    expect(await linesAfter('3 powerade de uva y 2 de naranja', 'de los de uva quita uno')).toEqual([
      '2 Powerade Uva 500ml',
      '2 Powerade Naranja 500ml',
    ]);
    expect(await linesAfter('un alfajor havanna de chocolate', 'duplicá el alfajor')).toEqual([
      '2 Alfajor de chocolate Havanna',
    ]);
    expect(await linesAfter('4 powerade de uva', 'nada más que sean 2')).toEqual(['2 Powerade Uva 500ml']);
  });

  it('takes a weight off what is sold by weight, and one more said after the product', async () => {
    expect(await linesAfter('3 kilos de papa negra', 'sacale un kilo a la papa')).toEqual(['2 Papa negra']);
    expect(await linesAfter('2 kilos de papa negra', 'medio kilo menos de papa')).toEqual(['1.5 Papa negra']);
    expect(await linesAfter('2 powerade de uva', 'un powerade más y listo')).toEqual([
      '3 Powerade Uva 500ml',
    ]);
  });

  it('reads what a change leaves unsaid beside the item touched last, and a refusal as no product', async () => {
    expect(await linesAfter('4 powerade de uva', 'dos de uva y dos de naranja mejor')).toEqual([
      '2 Powerade Uva 500ml',
      '2 Powerade Naranja 500ml',
    ]);
    // ('No' is no product word, whatever a name carries.)
    expect(await linesAfter('2 powerade de uva y 1 kilo de papa negra', 'eso no, la papa no')).toEqual([
      '2 Powerade Uva 500ml',
    ]);
    expect(await linesAfter('2 powerade de uva y 1 kilo de papa negra', 'la papa no')).toEqual([
      '2 Powerade Uva 500ml',
    ]);
  });

  it('turns the one item of the kind said into the product said, and a qualifier replaces the item’s', async () => {
    expect(
      await linesAfter('1 kilo de aguacate', 'mejor que sean 3 piezas de aguacate hass enmallado'),
    ).toEqual(['3 Aguacate Hass Enmallado Pieza']);
    expect(await linesAfter('2 leches descremadas la serenisima', 'cambiala por la entera')).toEqual([
      '2 Leche entera La Serenísima 1 l',
    ]);
    // (A regional word names the item: 'jitomate' of a tomato, 'nada más medio' is how much.)
    expect(await linesAfter('1 kilo de aguacate y 2 powerade de uva', 'de palta nada más medio')).toEqual([
      '0.5 Aguacate Hass por Kg',
      '2 Powerade Uva 500ml',
    ]);
  });

  it('reads fewer by weight alone, «más bien» as «mejor», and the words of the new product in the target', async () => {
    expect(await linesAfter('3 kilos de papa negra', 'medio kilo menos')).toEqual(['2.5 Papa negra']);
    expect(await linesAfter('2 powerade de uva', 'colóqueme 3 powerade más bien')).toEqual([
      '3 Powerade Uva 500ml',
    ]);
    expect(await linesAfter('2 quilmes negras de 473', 'mejor que sea la quilmes rubia de litro')).toEqual([
      '2 Cerveza rubia Quilmes 1 l',
    ]);
  });

  it('empties the order and fills it again when the message goes on after «borrá todo»', async () => {
    expect(
      await linesAfter('2 powerade de uva y 1 kilo de papa negra', 'borrá todo y poneme 2 kg de aguacate'),
    ).toEqual(['2 Aguacate Hass por Kg']);
  });

  it('changes one of several with a count, and reads a weight of what is sold by weight as an amount', async () => {
    expect(await linesAfter('3 powerade de uva', 'cámbiame uno por naranja')).toEqual([
      '2 Powerade Uva 500ml',
      '1 Powerade Naranja 500ml',
    ]);
    expect(await linesAfter('un kilo de aguacate', 'el aguacate nomás medio kilo')).toEqual([
      '0.5 Aguacate Hass por Kg',
    ]);
  });

  it('keeps what the item is and changes only what was said, before reading the words alone', async () => {
    // 'negra' alone is the potatoes; said of the beer it is the black Quilmes of the same size.
    expect(await linesAfter('2 quilmes rubias de litro', 'que la cerveza sea negra')).toEqual([
      '2 Cerveza negra Quilmes 1 l',
    ]);
  });
});
