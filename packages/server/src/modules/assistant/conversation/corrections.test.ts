/*
 * Corrections as the independent case sets write them (bench/assistant-eval/independent): the
 * item then only that much, a size alone of what is sold by weight, an item by its place, the
 * same again, a removal then what was meant. A real database with the in-memory customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfConversation, type ShelfRow } from '../assistant.fixtures';

/** [name, brand, unit] as a supermarket writes them. */
const SHELF: Array<[string, string | null, string]> = [
  ['Pollo entero', null, 'kg'],
  ['Queso cremoso Sancor', 'Sancor', 'kg'],
  ['Tortilla de maíz', null, 'kg'],
  ['Tomate perita', null, 'kg'],
  ['Cebolla', null, 'kg'],
  ['Pimiento rojo', null, 'kg'],
  ['Zanahoria', null, 'kg'],
  ['Ajo x unidad', null, 'unit'],
  ['Remolacha x paquete', null, 'unit'],
  ['Rabanitos x paquete', null, 'unit'],
  ['Shampoo Dove anticaída 400ml', 'Dove', 'unit'],
  ['Pasta Dental Colgate Max Clean 120ml', 'Colgate', 'unit'],
  ['Jabón de Tocador Neutro Balance 3 Barras de 100g', 'Palmolive', 'unit'],
  ['Huevos blancos maple x 30 unidades', null, 'unit'],
  ['Huevos de color x 12 unid.', null, 'unit'],
  ['Pan lactal blanco Bimbo 550 g', 'Bimbo', 'unit'],
  ['Pan lactal integral Bimbo 550 g', 'Bimbo', 'unit'],
  ['Sardina Dolores Salsa Tomate 120g', 'Dolores', 'unit'],
  ['Sardina tomate Dolores 425g', 'Dolores', 'unit'],
  ['Sardina Calmex en salsa de tomate 425g', 'Calmex', 'unit'],
  ['Papas fritas congeladas McCain 720 g', 'McCain', 'unit'],
  ['Dona de Chocolate', null, 'unit'],
  ['Dona Cobertura Blanca', null, 'unit'],
  ['Jamón cocido Paladini clásico', 'Paladini', 'kg'],
  ['Jamón cocido Lario', 'Lario', 'kg'],
  ['Jamón cocido Lario premium', 'Lario', 'kg'],
  ['Tomate Saladet por kg', null, 'kg'],
  ['Tomate Verde por kg', null, 'kg'],
  ['Agua Mineral Peñafiel 2L', 'Peñafiel', 'unit'],
  ['Agua Mineral Peñafiel 600ml', 'Peñafiel', 'unit'],
  ['Refresco Coca-Cola Original 3L', 'Coca-Cola', 'unit'],
  ['Refresco Coca-Cola Sin Azúcar 3L', 'Coca-Cola', 'unit'],
  ['Refresco Coca-Cola Sin Azúcar 600ml', 'Coca-Cola', 'unit'],
  ['Yoghurt Yoplait Batido Frutas y Cereales 125g', 'Yoplait', 'unit'],
  ['Yoghurt Batido Yoplait Frutas y Cereales 1kg', 'Yoplait', 'unit'],
  ['Yoghurt Batido Yoplait Cereales Moras 1kg', 'Yoplait', 'unit'],
];

const SHELF_ROWS: ShelfRow[] = SHELF.map(([name, brand, unit]) => [name, brand, 'Almacén', unit]);

let conversation: Awaited<ReturnType<typeof shelfConversation>>;

beforeAll(async () => {
  conversation = await shelfConversation(SHELF_ROWS, 4);
});
afterAll(() => conversation.database.close());

const chat = (...turns: string[]) => conversation.chat(...turns);
const linesAfter = async (...turns: string[]) => (await chat(...turns)).lines;

describe('[ASSISTANT] corrections as customers write them', () => {
  it('reads the item then only that much, in grams when no one counts kilos that high', async () => {
    expect(await linesAfter('2 kilos de pollo entero', 'el pollo es 1 kilo nada mas')).toEqual([
      '1 Pollo entero',
    ]);
    expect(await linesAfter('1 kilo de queso cremoso', 'del queso dejame solo 750')).toEqual([
      '0.75 Queso cremoso Sancor',
    ]);
    // A size alone of what is sold by weight is how much of it.
    expect(await linesAfter('un kilo de tortilla de maiz', 'las tortillas mejor de medio')).toEqual([
      '0.5 Tortilla de maíz',
    ]);
  });

  it('finds an item by its place, and doubles every item', async () => {
    expect(
      await linesAfter('1 kg de tomate perita y 1 kg de cebolla', 'lo primero que te pedi que sean 2 kg'),
    ).toEqual(['2 Tomate perita', '1 Cebolla']);
    expect(await linesAfter('1 kg de tomate perita y 1 kg de cebolla', 'duplicame todo eso')).toEqual([
      '2 Tomate perita',
      '2 Cebolla',
    ]);
  });

  it('adds the same again of the one item of the kind said, and names no item by its package', async () => {
    expect(
      await linesAfter('un shampoo dove y una pasta dental colgate', 'agrégueme otra crema dental igual'),
    ).toEqual(['1 Shampoo Dove anticaída 400ml', '2 Pasta Dental Colgate Max Clean 120ml']);
    expect(
      await linesAfter(
        'un shampoo dove y un jabon neutro balance de 3 barras',
        'del jabon que sean 2 paquetes',
      ),
    ).toEqual(['1 Shampoo Dove anticaída 400ml', '2 Jabón de Tocador Neutro Balance 3 Barras de 100g']);
  });

  it('counts dozens of what comes in boxes of twelve as boxes', async () => {
    expect(
      await linesAfter('un maple de huevos blancos', 'el maple cambialo por 2 docenas de los de color'),
    ).toEqual(['2 Huevos de color x 12 unid.']);
  });

  it('does not end the order on «nada más» of a changed amount', async () => {
    const { said, lines } = await chat(
      '1 kg de pimiento rojo',
      'el pimiento que sea medio kilo nada mas, y agregame un ajo',
    );
    expect(lines).toEqual(['0.5 Pimiento rojo', '1 Ajo x unidad']);
    expect(said.join(' ')).not.toMatch(/domicilio/);
  });

  it('takes off what is refused and then changes the next sentence, or adds what was meant', async () => {
    expect(
      await linesAfter(
        'unas papas fritas mccain y 2 kilos de pollo entero',
        'las papas fritas no, sacalas. y el pollo que sea kilo y medio',
      ),
    ).toEqual(['1.5 Pollo entero']);
    expect(
      await linesAfter(
        '2 remolachas y 1 kilo de zanahoria',
        'la remolacha sacala, me equivoque era rabanitos, un paquete',
      ),
    ).toEqual(['1 Zanahoria', '1 Rabanitos x paquete']);
  });

  it('adds another kind of what it adds, and keeps what the item is when a word only said of it comes', async () => {
    expect(await linesAfter('2 donas de chocolate', 'ponle otras 2 donas pero de cobertura blanca')).toEqual([
      '2 Dona de Chocolate',
      '2 Dona Cobertura Blanca',
    ]);
    expect(await linesAfter('un pan de molde bimbo blanco', 'el pan de molde que sea integral')).toEqual([
      '1 Pan lactal integral Bimbo 550 g',
    ]);
  });

  it('reads how many said first, at the end, and «al final» as the amount it ends at', async () => {
    expect(await linesAfter('2 kilos de cebolla', 'bo, de la cebolla pone 1 solo kilo')).toEqual([
      '1 Cebolla',
    ]);
    expect(await linesAfter('3 ajos', 'ta, al final pone 2')).toEqual(['2 Ajo x unidad']);
    expect(await linesAfter('1 remolacha y 1 kilo de zanahoria', 'son 3 las remolachas')).toEqual([
      '3 Remolacha x paquete',
      '1 Zanahoria',
    ]);
  });

  it('turns the item into the everyday line when «común» is said, not the premium one', async () => {
    expect(
      await linesAfter(
        '300 gr de jamon cocido paladini clasico',
        'el jamon que sea lario comun, no el premium',
      ),
    ).toEqual(['0.3 Jamón cocido Lario']);
  });

  it('takes off what would become something not sold when the customer said so', async () => {
    expect(
      await linesAfter(
        '1 kilo de zanahoria y 2 remolachas',
        'la remolacha cambiala por una pepsi, y si no tenes pepsi sacala nomas',
      ),
    ).toEqual(['1 Zanahoria']);
  });

  it('takes an answer in parts, and how many said after it', async () => {
    expect(await linesAfter('2 kilos de tomate', 'el saladet, el rojo')).toEqual(['2 Tomate Saladet por kg']);
    expect(await linesAfter('agua mineral peñafiel', 'la de 2 litros, dame 3')).toEqual([
      '3 Agua Mineral Peñafiel 2L',
    ]);
  });

  it('reads «que sean sin azúcar» as what the item becomes, in its size', async () => {
    expect(
      await linesAfter(
        '2 coca cola originales de 3 litros',
        'las cocas que sean sin azúcar, del mismo tamaño',
      ),
    ).toEqual(['2 Refresco Coca-Cola Sin Azúcar 3L']);
  });

  it('keeps the size said over the package of the item touched last', async () => {
    expect(
      await linesAfter(
        '4 yoplait batidos de frutas y cereales chiquitos y 1 kilo de tomate verde',
        'quita el tomate y agrega un yoplait de kilo del mismo',
      ),
    ).toEqual([
      '4 Yoghurt Yoplait Batido Frutas y Cereales 125g',
      '1 Yoghurt Batido Yoplait Frutas y Cereales 1kg',
    ]);
  });

  it('names no product to add by a place when nothing is ordered yet', async () => {
    const { said, lines } = await chat('lo primero que te pedi que sean 3');
    expect(lines).toEqual([]);
    expect(said.join(' ')).not.toMatch(/primero/);
  });

  it('tells what a change adds that the store does not sell as it tells it of any order', async () => {
    const { said, lines } = await chat(
      '2 kilos de cebolla',
      'la cebolla que sea 1 kilo, y agregame un carbon',
    );
    expect(lines).toEqual(['1 Cebolla']);
    expect(said.join(' ')).toMatch(/No tenemos «carbon»/);
  });

  it('lets go a describing word the name leaves out when that leaves one product of the size', async () => {
    expect(await linesAfter('2 sardinas dolores en salsa de tomate de 425')).toEqual([
      '2 Sardina tomate Dolores 425g',
    ]);
  });
});
