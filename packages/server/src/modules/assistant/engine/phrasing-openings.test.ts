import { describe, expect, it } from 'vitest';
import { read, shelf } from './phrasing.fixtures';
import { understand } from './understand';

// Names as an Argentine supermarket writes them (ar-super catalogue of the evaluation).
const carniceria = shelf([
  'vacio ternera x kg.',
  'chinchulines x kg.',
  'asado de costilla ternera x kg.',
  'nalga ternera x kg.',
  'carne picada comun ternera x kg.',
  'mandioca x kg.',
  'pimiento rojo x kg.',
  'jamon cocido paladini clasico x kg.',
  'jamon cocido paladini fetas + finas x 200 gr.',
  'queso cremoso la paulina x kg.',
  'harina de maiz don elio x 500 gr. tradicional',
  'harina de maiz don elio x 500 gr. coccion rapida',
  'gaseosa coca cola x 1.5 lt.',
  'gaseosa coca cola sin azucar x 1.5 lts.',
  'Pastilla Para Baño Pato Azul Brisa de Mar 4 pzas de 40g c/u',
  'Pastilla Para Baño Pato Verde Pino 4 pzas de 40g c/u',
  'Gaseosa pomelo Cunnington 2,25 l',
  'Gaseosa pomelo Cunnington 1,5 l',
  'Cepillo de Dientes Oral-B Clean Indicator 2 Unidades',
  'Cepillo de Dientes Oral-B Clean Indicator 4 Unidades',
  '4Pack Bebida Energizante Monster ENERGY 473ml Cada Uno',
  'Bebida Energizante Monster ENERGY 473ml',
  'Jamón cocido natural Granja Iris x kg.',
  'Cerveza rubia Patagonia 1 l',
  'Cerveza negra Patagonia 1 l',
  'Cerveza roja Patagonia 1 l',
  'Cerveza rubia Patagonia 473 ml',
  'Jugo Del Valle Naranja 100% Natural Cartón 946ml',
  'Néctar Del Valle Sabor Manzana 1L',
]);

describe('requests as customers open and close them', () => {
  it('sets aside why or when, said before the asking verb, and the pauses', () => {
    expect(
      read(
        'buenas!! para el asado de mañana necesito 1 kilo y medio de vacio y medio de chinchulines. gracias genio',
        carniceria,
      ),
    ).toEqual({
      items: [
        ['vacio ternera x kg.', 1.5],
        ['chinchulines x kg.', 0.5],
      ],
      unresolved: [],
    });
    expect(read('hola buenas noches. para mañana temprano kilo y medio de nalga', carniceria)).toEqual({
      items: [['nalga ternera x kg.', 1.5]],
      unresolved: [],
    });
    expect(
      read('che me vas a pasar 2 kilos de mandió y medio kilo de locote rojo nomas', carniceria),
    ).toEqual({
      items: [
        ['mandioca x kg.', 2],
        ['pimiento rojo x kg.', 0.5],
      ],
      unresolved: [],
    });
  });

  it('splits a list where a new amount of a new product starts, with no comma', () => {
    expect(
      read(
        'mira te queria pedir eh dos kilos y medio de asado de costilla un kilo de vacio y un kilo de nalga',
        carniceria,
      ),
    ).toEqual({
      items: [
        ['asado de costilla ternera x kg.', 2.5],
        ['vacio ternera x kg.', 1],
        ['nalga ternera x kg.', 1],
      ],
      unresolved: [],
    });
  });

  it('reads a piece that only says which as of the product before, and a remark as nothing new', () => {
    expect(read('2 cocas de 1,5, la zero', carniceria)).toEqual({
      items: [['gaseosa coca cola sin azucar x 1.5 lts.', 2]],
      unresolved: [],
    });
    expect(read('necesito 2 pastillas pato pal baño, las azules de 4', carniceria)).toEqual({
      items: [['Pastilla Para Baño Pato Azul Brisa de Mar 4 pzas de 40g c/u', 2]],
      unresolved: [],
    });
    expect(read('300 gr de jamon cocido paladini clasico, el jamon feteado finito x fa', carniceria)).toEqual(
      { items: [['jamon cocido paladini clasico x kg.', 0.3]], unresolved: [] },
    );
  });

  it('drops what is refused in brackets, reads mixed fractions and the payment said with the order', () => {
    expect(read('2 polentas don elio tradicional (no la rapida)', carniceria)).toEqual({
      items: [['harina de maiz don elio x 500 gr. tradicional', 2]],
      unresolved: [],
    });
    expect(read('mandame 1 cunnington pomelo de 2 1/4, abono en efectivo', carniceria)).toEqual({
      items: [['Gaseosa pomelo Cunnington 2,25 l', 1]],
      unresolved: [],
    });
  });

  it('reads packages said as packages, a pack said in English and a weight after a comma', () => {
    expect(read('2 paquetes de cepillos oral-b clean indicator de 2', carniceria)).toEqual({
      items: [['Cepillo de Dientes Oral-B Clean Indicator 2 Unidades', 2]],
      unresolved: [],
    });
    expect(read('un four pack de monster', carniceria)).toEqual({
      items: [['4Pack Bebida Energizante Monster ENERGY 473ml Cada Uno', 1]],
      unresolved: [],
    });
    expect(read('necesito jamón cocido granja iris, 200 gramos', carniceria)).toEqual({
      items: [['Jamón cocido natural Granja Iris x kg.', 0.2]],
      unresolved: [],
    });
  });

  it('reads a question about buying, or about changing a jug, as no order and no change', () => {
    expect(read('si compro un fernet y no me gusta lo puedo devolver?', carniceria)).toBe('unknown');
    expect(read('el garrafón me lo cambian por uno lleno?', carniceria)).toBe('unknown');
  });

  it('lists every product a price asked in the plural fits, after «de» too', () => {
    const asked = understand('precio de las cervezas patagonia de litro?', carniceria);
    expect(asked.intent === 'product_query' && asked.options.map((p) => p.name).sort()).toEqual([
      'Cerveza negra Patagonia 1 l',
      'Cerveza roja Patagonia 1 l',
      'Cerveza rubia Patagonia 1 l',
    ]);
  });

  it('keeps every word said when a product of nearly the size said has them', () => {
    expect(read('2 jugos del valle de naranja de litro', carniceria)).toEqual({
      items: [['Jugo Del Valle Naranja 100% Natural Cartón 946ml', 2]],
      unresolved: [],
    });
  });

  it('reads «si no tenés, nada» after a product as no product', () => {
    expect(read('y agregame una pepsi, si no tenes nada', carniceria)).toEqual({
      items: [],
      unresolved: ['not_found'],
    });
  });
});
