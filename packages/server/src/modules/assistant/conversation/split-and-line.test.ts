/*
 * Every item at once ('todas de 2,25 mejor', 'todo medio kilo en vez de uno', 'que los 4 sean de
 * uva'), one item split into parts ('de las cocas una que sea común y la otra zero'), an add that
 * names the line of what the message took off ('el boldo ya no, ponme uno de manzanilla de la
 * misma marca'), a replacement that keeps what the item is ('el té verde mejor La Virginia'), and
 * words that name nothing. A real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

const SHELF_ROWS: ShelfRow[] = [
  ['Gaseosa coca cola x 1.5 lt.', 'Coca-Cola', 'Bebidas', 'unit'],
  ['Gaseosa coca cola sin azucar x 1.5 lts.', 'Coca-Cola', 'Bebidas', 'unit'],
  ['Cerveza andes rubia x1 lt. retornable', 'Andes', 'Bebidas', 'unit'],
  ['Cerveza andes roja x 1 lt. retornable', 'Andes', 'Bebidas', 'unit'],
  ['PAPA FRITA LAYS T/A 72GRS', 'Lays', 'Snacks', 'unit'],
  ['PAPA FRITA LAYS T/A 42GR', 'Lays', 'Snacks', 'unit'],
  ['Yerba mate La Merced 1 kg', 'La Merced', 'Almacén', 'unit'],
  ['Yerba mate La Merced 500 g', 'La Merced', 'Almacén', 'unit'],
  ['Smirnoff Spicy Tamarindo 355ml', 'Smirnoff', 'Bebidas', 'unit'],
  ['Smirnoff Limón Lima 355ml', 'Smirnoff', 'Bebidas', 'unit'],
  ['Té en saquitos boldo Green Hills x25', 'Green Hills', 'Infusiones', 'unit'],
  ['Té en saquitos manzanilla Green Hills x25', 'Green Hills', 'Infusiones', 'unit'],
  ['Té en saquitos manzanilla La Virginia x25', 'La Virginia', 'Infusiones', 'unit'],
  ['Té en saquitos manzanilla Taragüí x25', 'Taragüí', 'Infusiones', 'unit'],
  ['Té en saquitos verde Taragüí x25', 'Taragüí', 'Infusiones', 'unit'],
  ['Té en saquitos verde La Virginia x25', 'La Virginia', 'Infusiones', 'unit'],
  ['Té en saquitos común La Virginia x25', 'La Virginia', 'Infusiones', 'unit'],
  ['Carnes de Res para Asar SuKarne 500g', 'SuKarne', 'Carnes', 'unit'],
  ['Carne Molida de Res kg', null, 'Carnes', 'kg'],
  ["Cereal Kellogg's Zucaritas Chocolate 580g", "Kellogg's", 'Almacén', 'unit'],
  ['Cereal Kelloggs Zucaritas Original 380g', 'Kelloggs', 'Almacén', 'unit'],
  ['Cereal Kelloggs Extra Sabor a Chocolate con Almendras 490g', 'Kelloggs', 'Almacén', 'unit'],
  ['Gaseosa sprite x 1.5 lt.', 'Sprite', 'Bebidas', 'unit'],
  ['Gaseosa naranja Manaos 1,5 l', 'Manaos', 'Bebidas', 'unit'],
  ['Gaseosa naranja Manaos 2,25 l', 'Manaos', 'Bebidas', 'unit'],
  ['Gaseosa lima limón Manaos 1,5 l', 'Manaos', 'Bebidas', 'unit'],
  ['Gaseosa lima limón Manaos 2,25 l', 'Manaos', 'Bebidas', 'unit'],
  ['Vacío de ternera x kg', null, 'Carnicería', 'kg'],
  ['Matambre de ternera x kg', null, 'Carnicería', 'kg'],
  ['Bebida Hidratante Powerade Moras 500ml', 'Powerade', 'Bebidas', 'unit'],
  ['Bebida Hidratante Powerade Uva 500ml', 'Powerade', 'Bebidas', 'unit'],
  ['AGUA PURIF IND S/G BENEDICTINO 500CC', 'Benedictino', 'Bebidas', 'unit'],
  ['AGUA PURIF IND C/G BENEDICTINO 500CC', 'Benedictino', 'Bebidas', 'unit'],
  ['AGUA MINERAL LIMON CACHANTUN C/G 500CC', 'Cachantun', 'Bebidas', 'unit'],
  ['PAN DE PASCUA 900GR', null, 'Panadería', 'unit'],
  ['PAN DE PASCUA 500GR', null, 'Panadería', 'unit'],
  ['Gaseosa lima limon sprite zero x 1.5 lt.', 'Sprite', 'Bebidas', 'unit'],
];

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 10);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] one item split into parts', () => {
  it('keeps one as it is and makes the other what the customer says', async () => {
    expect(await linesAfter('2 coca zero de 1,5', 'de las cocas una q sea comun y la otra zero')).toEqual([
      '1 Gaseosa coca cola sin azucar x 1.5 lts.',
      '1 Gaseosa coca cola x 1.5 lt.',
    ]);
  });

  it('splits by the counts said, the item keeping its own part', async () => {
    expect(await linesAfter('4 andes rubias de litro', 'las andes que sean 3 rubias y una roja')).toEqual([
      '3 Cerveza andes rubia x1 lt. retornable',
      '1 Cerveza andes roja x 1 lt. retornable',
    ]);
  });

  it('reads sizes as parts: the small ones and the large one', async () => {
    expect(await linesAfter('3 papas lays de 72', 'de las papas q sean 2 chicas y 1 grande')).toEqual([
      '1 PAPA FRITA LAYS T/A 72GRS',
      '2 PAPA FRITA LAYS T/A 42GR',
    ]);
  });

  it('of the item at hand: one of a kilo and the other of half', async () => {
    expect(
      await linesAfter('2 yerbas la merced de kilo', 'una que sea de kilo y la otra de medio nomás'),
    ).toEqual(['1 Yerba mate La Merced 1 kg', '1 Yerba mate La Merced 500 g']);
  });

  it('half of them become another flavour', async () => {
    expect(
      await linesAfter('4 smirnoff spicy tamarindo', 'de los smirnoff que la mitad sean de limon lima'),
    ).toEqual(['2 Smirnoff Spicy Tamarindo 355ml', '2 Smirnoff Limón Lima 355ml']);
  });

  it('changes nothing when a part names nothing sold', async () => {
    const reply = await conversation.chat(
      '2 coca zero de 1,5',
      'de las cocas una q sea de maracuyá y la otra zero',
    );
    expect(reply.lines).toEqual(['2 Gaseosa coca cola sin azucar x 1.5 lts.']);
    expect(reply.said.join(' ')).toContain('No encontré');
  });
});

describe('[ASSISTANT] what the message took off names the line of what it adds', () => {
  it('adds the chamomile of the brand of the boldo taken off', async () => {
    expect(
      await linesAfter(
        'un té de boldo green hills',
        'el boldo ya no, ponme uno de manzanilla de la misma marca',
      ),
    ).toEqual(['1 Té en saquitos manzanilla Green Hills x25']);
  });

  it('still asks which, when nothing was taken off', async () => {
    const reply = await conversation.chat('un té de boldo green hills', 'y uno de manzanilla');
    expect(reply.lines).toEqual([
      '1 Té en saquitos boldo Green Hills x25',
      '1 Té en saquitos manzanilla Green Hills x25',
    ]);
  });
});

describe('[ASSISTANT] a replacement keeps what the item is', () => {
  it('keeps the green tea and changes the brand', async () => {
    expect(await linesAfter('un té verde taragüí', 'Ay no, el té verde mejor La Virginia también')).toEqual([
      '1 Té en saquitos verde La Virginia x25',
    ]);
  });

  it('keeps the Zucaritas, whatever the apostrophe of the brand', async () => {
    expect(
      await linesAfter('una zucaritas original', 'el zucaritas cámbialo por el de chocolate porfa'),
    ).toEqual(["1 Cereal Kellogg's Zucaritas Chocolate 580g"]);
  });
});

describe('[ASSISTANT] a replacement of the item at hand', () => {
  it('keeps the brand when the water becomes sparkling, whatever the name abbreviates', async () => {
    expect(
      await linesAfter('2 agua benedictino sin gas de 500', 'las aguas que sean con gas, igual 2'),
    ).toEqual(['2 AGUA PURIF IND C/G BENEDICTINO 500CC']);
  });

  it("reads 'mejor el chico nomás' as the small one of the same product", async () => {
    expect(await linesAfter('un pan de pascua de 900', 'mejor el chico no mas')).toEqual([
      '1 PAN DE PASCUA 500GR',
    ]);
  });

  it('makes half of the item at hand another flavour', async () => {
    expect(
      await linesAfter('4 manaos de lima limón de 1,5', 'la mitad que sean de naranja, mismas manaos de 1,5'),
    ).toEqual(['2 Gaseosa lima limón Manaos 1,5 l', '2 Gaseosa naranja Manaos 1,5 l']);
  });
});

describe('[ASSISTANT] words customers write that names had hidden', () => {
  it("finds 'té en saquitos' by all its words", async () => {
    expect(await linesAfter('1 te en saquitos verde la virginia')).toEqual([
      '1 Té en saquitos verde La Virginia x25',
    ]);
  });

  it("reads 'cero' as zero", async () => {
    expect(await linesAfter('2 sprite de 1,5', 'cambiame las sprite x sprite cero xfa')).toEqual([
      '2 Gaseosa lima limon sprite zero x 1.5 lt.',
    ]);
  });

  it('reads the package and the purpose apart from the product', async () => {
    expect(await linesAfter('buenas, mandame 2 paquetes de carne para asar sukarne')).toEqual([
      '2 Carnes de Res para Asar SuKarne 500g',
    ]);
  });
});

describe('[ASSISTANT] every item at once', () => {
  it('makes each drink its own in the package said', async () => {
    expect(
      await linesAfter('2 manaos de naranja de 1,5 y una de lima limón de 1,5', 'todas de 2,25 mejor'),
    ).toEqual(['2 Gaseosa naranja Manaos 2,25 l', '1 Gaseosa lima limón Manaos 2,25 l']);
  });

  it('sets every item to the amount said', async () => {
    expect(
      await linesAfter(
        'un kilo de vacío y un kilo de matambre',
        'todo medio kilo en vez de uno, somos menos al final',
      ),
    ).toEqual(['0.5 Vacío de ternera x kg', '0.5 Matambre de ternera x kg']);
  });

  it('makes every item of the kind the flavour said, a reason after it aside', async () => {
    expect(
      await linesAfter(
        '2 powerade de moras y 2 de uva',
        'Vaya, mejor que los 4 sean de uva, es que al cipote solo ese le gusta',
      ),
    ).toEqual(['4 Bebida Hidratante Powerade Uva 500ml']);
  });
});

describe('[ASSISTANT] words that name nothing are no product asked for', () => {
  it('says it did not understand, instead of not selling «va»', async () => {
    const reply = await conversation.chat('Órale, sí, va');
    expect(reply.said.join(' ')).not.toContain('No tenemos');
    expect(reply.said.join(' ')).toContain('No te entendí');
  });

  it('still tells a product the store does not sell', async () => {
    const reply = await conversation.chat('2 garrafas de gas');
    expect(reply.said.join(' ')).toContain('No tenemos «garrafas gas»');
  });
});
