/*
 * Changes as a third wave of independent writers phrase them (session 22: AR, UY, PY, CL, PE, BO,
 * MX, CO, EC, CR, GT, HN, PA, VE): a reason after the item, the refusal with 'ya no', only that
 * many, every item at once, what an item becomes said without a verb, lists numbered on one line.
 * A real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

/** [name, brand, unit] as a supermarket writes them. */
const SHELF: Array<[string, string | null, string]> = [
  ['Gaseosa Coca-Cola x 2,50 lt. retornable', 'Coca-Cola', 'unit'],
  ['Gaseosa Coca-Cola x 2,50 lt. no retornable', 'Coca-Cola', 'unit'],
  ['Leche entera La Serenísima 1 l', 'La Serenísima', 'unit'],
  ['Leche descremada La Serenísima 1 l', 'La Serenísima', 'unit'],
  ['Leche La Serenísima zero lactosa 1 l', 'La Serenísima', 'unit'],
  ['Helado chocolate Grido 1 kg', 'Grido', 'unit'],
  ['Helado frutilla Grido 1 kg', 'Grido', 'unit'],
  ['Cilantro rollo', null, 'unit'],
  ['Tomate redondo', null, 'kg'],
  ['Duraznos en almíbar La Costeña 820g', 'La Costeña', 'unit'],
  ['Jamón cocido Paladini', 'Paladini', 'kg'],
  ['Crema ácida San Marcos 400g', 'San Marcos', 'unit'],
  ['Pan lactal blanco Bimbo 620g', 'Bimbo', 'unit'],
  ['Pan lactal integral Bimbo 620g', 'Bimbo', 'unit'],
  ['Papa negra', null, 'kg'],
  ['Café molido La Virginia 500 g', 'La Virginia', 'unit'],
  ['Galletitas de agua Criollitas 300 g', 'Criollitas', 'unit'],
  ['Mayonesa Hellmanns 250 g', 'Hellmanns', 'unit'],
  ['Mayonesa Natura 250 g', 'Natura', 'unit'],
  ['Shampoo Dove anticaída 400ml', 'Dove', 'unit'],
  ['Pasta dental Colgate 90 g', 'Colgate', 'unit'],
  ['Cepillo dental Oral-B x2', 'Oral-B', 'unit'],
  ['Jabón líquido Grisi 800ml', 'Grisi', 'unit'],
  ['Nuez de la India Selecto 900g', 'Selecto', 'unit'],
  ["Nuez de la India Nature's Heart 170g", "Nature's Heart", 'unit'],
  ['Cheesecake Baileys 1 kg', null, 'unit'],
  ['Paleta helada Magnum almendras', 'Magnum', 'unit'],
  ['Pan de 7 granos Selecto', 'Selecto', 'unit'],
  ['Muffin de fresa', null, 'unit'],
  ['Pan hogaza', null, 'unit'],
  ['Fernet Branca x 750 ml', 'Branca', 'unit'],
  ['Fernet 1882 x 750 ml', '1882', 'unit'],
  ['Nalga ternera x kg', null, 'kg'],
  ['Nalga de cerdo x kg', null, 'kg'],
  ['Cerveza negra Patagonia 473 ml', 'Patagonia', 'unit'],
  ['Pan francés', null, 'kg'],
  ['Azúcar Chango 1 kg', 'Chango', 'unit'],
  ['Yerba mate Taragüí 500 g', 'Taragüí', 'unit'],
  ['Cerveza rubia Quilmes 1 l', 'Quilmes', 'unit'],
  ['Cerveza rubia Patagonia 1 l', 'Patagonia', 'unit'],
  ['Vino tinto Malbec Trapiche 750 ml', 'Trapiche', 'unit'],
  ['Vino tinto Bonarda Trapiche 750 ml', 'Trapiche', 'unit'],
  ['Vino tinto Malbec Norton 750 ml', 'Norton', 'unit'],
];

const SHELF_ROWS: ShelfRow[] = SHELF.map(([name, brand, unit]) => [name, brand, 'Almacén', unit]);

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 5);
});
afterAll(() => conversation.database.close());

const linesAfter = async (...turns: string[]) => (await conversation.chat(...turns)).lines;

describe('[ASSISTANT] orders as the third wave writes them', () => {
  it('reads what a product lacks said without sin, and a cut said with no animal as beef', async () => {
    expect(await linesAfter('2 cocas de 2 y medio descartables')).toEqual([
      '2 Gaseosa Coca-Cola x 2,50 lt. no retornable',
    ]);
    expect(await linesAfter('2 cocas de 2,5 retornables')).toEqual([
      '2 Gaseosa Coca-Cola x 2,50 lt. retornable',
    ]);
    expect(await linesAfter('una leche la serenisima deslactosada')).toEqual([
      '1 Leche La Serenísima zero lactosa 1 l',
    ]);
    expect(await linesAfter('kilo y medio de nalga')).toEqual(['1.5 Nalga ternera x kg']);
  });

  it('reads a numbered list on one line, and Paraguay’s ‘ha’ between items', async () => {
    expect(
      await linesAfter(
        'me regala lo siguiente: 1. un pan de 7 granos selecto 2. 2 muffins de fresa 3. un pan hogaza',
      ),
    ).toEqual(['1 Pan de 7 granos Selecto', '2 Muffin de fresa', '1 Pan hogaza']);
    expect(await linesAfter('2 kilo de papa ha 1 kilo de tomate redondo')).toEqual([
      '2 Papa negra',
      '1 Tomate redondo',
    ]);
  });
});

describe('[ASSISTANT] changes as the third wave writes them', () => {
  it('finds the item a reason follows, and reads a refusal with ya no', async () => {
    expect(
      await linesAfter(
        'un helado de chocolate grido y 2 de frutilla grido',
        'no me mandes el de chocolate q mi hijo es alergico',
      ),
    ).toEqual(['2 Helado frutilla Grido 1 kg']);
    // (The one helado of the order, though the store sells several; the order stays at hand after.)
    expect(
      await linesAfter(
        'un helado de chocolate grido y 2 cocas de 2 y medio descartables',
        'no me mandes el helado q mi hijo es alergico',
        'la coca 3, vienen los chicos',
      ),
    ).toEqual(['3 Gaseosa Coca-Cola x 2,50 lt. no retornable']);
    expect(
      await linesAfter(
        'un helado de chocolate grido y 1 kg de pan frances',
        'no me mandes el helado q mi hijo es alergico',
      ),
    ).toEqual(['1 Pan francés']);
    expect(
      await linesAfter(
        '2 rollos de cilantro y 1 kg de tomate redondo',
        'ay no, el cilantro ya no, aqui tengo todavia',
      ),
    ).toEqual(['1 Tomate redondo']);
    // The pronoun after a removal is the same item, not the one before it.
    expect(
      await linesAfter(
        'medio kilo de jamon paladini y 2 cremas acidas',
        'oye siempre no el jamon, quitalo porfa',
      ),
    ).toEqual(['2 Crema ácida San Marcos 400g']);
    expect(
      await linesAfter('un cheesecake baileys y 2 magnum almendras', 'el cheesecake esta carisimo, quitalo'),
    ).toEqual(['2 Paleta helada Magnum almendras']);
  });

  it('reads only that many, that much being enough, and the item with its article then an amount', async () => {
    expect(await linesAfter('2 latas de duraznos en almibar', 'que pena, era uno solo de duraznos')).toEqual([
      '1 Duraznos en almíbar La Costeña 820g',
    ]);
    expect(await linesAfter('2 cafe la virginia de 500', 'con un solo cafe alcanza')).toEqual([
      '1 Café molido La Virginia 500 g',
    ]);
    expect(
      await linesAfter(
        '1 kilo de papa y 1 kilo de tomate redondo',
        'la papa 3 kilos, vienen los chicos a comer',
      ),
    ).toEqual(['3 Papa negra', '1 Tomate redondo']);
    expect(
      await linesAfter(
        '4 latas de patagonia negra y 1 kg de pan frances',
        'al final dejame 1 sola birra q no viene nadie',
      ),
    ).toEqual(['1 Cerveza negra Patagonia 473 ml', '1 Pan francés']);
  });

  it('changes every item at once, or keeps every item said', async () => {
    expect(await linesAfter('2 mayonesas hellmanns y 2 mayonesas natura', 'una sola de cada una')).toEqual([
      '1 Mayonesa Hellmanns 250 g',
      '1 Mayonesa Natura 250 g',
    ]);
    expect(await linesAfter('2 mayonesas hellmanns y 3 mayonesas natura', 'quitale una a cada una')).toEqual([
      '1 Mayonesa Hellmanns 250 g',
      '2 Mayonesa Natura 250 g',
    ]);
    expect(
      await linesAfter(
        '1 shampoo dove, 1 pasta colgate, 1 cepillo oral b y 1 jabon liquido grisi',
        've ñaño, solo deje el shampoo y la pasta, lo demas quiteme',
      ),
    ).toEqual(['1 Shampoo Dove anticaída 400ml', '1 Pasta dental Colgate 90 g']);
  });

  it('reads what an item becomes without a verb, and never a size as how many', async () => {
    expect(
      await linesAfter('un pan bimbo blanco', 'que pena con usted, el pan que sea integral mejor'),
    ).toEqual(['1 Pan lactal integral Bimbo 620g']);
    expect(
      await linesAfter('2 leches la serenisima descremadas', 'las leches son enteras no descremadas'),
    ).toEqual(['2 Leche entera La Serenísima 1 l']);
    // 'mejor la X' of the one item of X's kind.
    expect(
      await linesAfter(
        'una bolsa de nuez de la india selecto de 900',
        "uy esta carisima, mejor la nature's heart de 170",
      ),
    ).toEqual(["1 Nuez de la India Nature's Heart 170g"]);
    // '1882 de 750' is the package: one Branca becomes a 1882, never 750 of anything.
    expect(
      await linesAfter(
        '2 fernet branca de 750',
        'cambia uno de los fernet x un 1882 de 750 q el branca esta carisimo',
      ),
    ).toEqual(['1 Fernet Branca x 750 ml', '1 Fernet 1882 x 750 ml']);
  });
});

describe('[ASSISTANT] a change said in two messages', () => {
  it('asks what the item becomes, and takes the next message as the answer', async () => {
    const asked = await conversation.chat(
      '2 cervezas quilmes rubias de litro y 1 kg de pan frances',
      'sabe que cambieme las cervezas',
    );
    expect(asked.said).toContain('¿Por cuál querés cambiar Cerveza rubia Quilmes 1 l?');
    expect(asked.lines).toEqual(['2 Cerveza rubia Quilmes 1 l', '1 Pan francés']);
    expect(
      await linesAfter(
        '2 cervezas quilmes rubias de litro y 1 kg de pan frances',
        'sabe que cambieme las cervezas',
        'por patagonia rubias de litro, las mismas 2',
      ),
    ).toEqual(['1 Pan francés', '2 Cerveza rubia Patagonia 1 l']);
    // 'Me equivoqué con los vinos' names the item; 'los mismos trapiche' keeps the brand.
    expect(
      await linesAfter(
        '2 vinos malbec trapiche',
        'me equivoqué con los vinos',
        'eran bonarda, los mismos trapiche',
      ),
    ).toEqual(['2 Vino tinto Bonarda Trapiche 750 ml']);
    // ('…, y que sean 6': how many of what it becomes, said after it.)
    expect(
      await linesAfter(
        '2 cervezas quilmes rubias de litro y 1 kg de pan frances',
        'cambiame las cervezas',
        'por patagonia rubias de litro, y que sean 6',
      ),
    ).toEqual(['1 Pan francés', '6 Cerveza rubia Patagonia 1 l']);
  });

  it('asks which item first when several fit, then what it becomes', async () => {
    expect(
      await linesAfter(
        '2 cervezas quilmes rubias de litro y 2 patagonia rubias de litro',
        'cambiame las cervezas',
        'la quilmes',
        'por vino malbec trapiche',
      ),
    ).toEqual(['2 Cerveza rubia Patagonia 1 l', '2 Vino tinto Malbec Trapiche 750 ml']);
  });

  it('lets the question go when the customer says no or asks for something else', async () => {
    expect(await linesAfter('2 vinos malbec trapiche', 'cambiame los vinos', 'no, dejalo')).toEqual([
      '2 Vino tinto Malbec Trapiche 750 ml',
    ]);
    expect(
      await linesAfter('2 vinos malbec trapiche', 'cambiame los vinos', 'agregame 2 kg de papa'),
    ).toEqual(['2 Vino tinto Malbec Trapiche 750 ml', '2 Papa negra']);
    // With the item not in the order there is nothing to ask about.
    const absent = await conversation.chat('2 vinos malbec trapiche', 'cambiame la yerba');
    expect(absent.said.join(' ')).not.toContain('¿Por cuál');
  });
});
