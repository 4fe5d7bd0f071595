import { describe, expect, it } from 'vitest';
import { almacen, read, shelf } from './phrasing.fixtures';
import { understand } from './understand';

describe('requests as customers phrase them', () => {
  it('reads the opening verbs of a request, however many and however polite', () => {
    for (const message of [
      'quiero pedir 6 croissants',
      'me puede mandar 6 croissants',
      'me encarga 6 croissants',
      'buen dia me apoya con 6 croissants',
      'queria pedirte 6 croissants',
      'quiero hacer un pedido de 6 croissants',
      'kiero 6 croissants',
      'me hace el favor de mandarme 6 croissants',
      'quisiera ordenar 6 croissants',
      // ('solo', 'nomás' before the amount say it is all.)
      'nomás 6 croissants',
      'quiero solo 6 croissants',
    ])
      expect(read(message), message).toEqual({ items: [['Croissant Pieza', 6]], unresolved: [] });
  });

  it('reads the amount after a please said in the middle of the request', () => {
    for (const message of ['me regala por favor dos cocas de 3 litros', 'me manda porfa 2 cocas de 3 litros'])
      expect(read(message), message).toEqual({
        items: [['Refresco Coca-Cola Original 3L', 2]],
        unresolved: [],
      });
  });

  it('reads letters and numbers that name a product as its name, not as a size or an amount', () => {
    // 'k' alone is no kilo; '2 en 1' is no amount; '&' is typed 'and'.
    expect(read('un special k')).toEqual({
      items: [["Cereal Kellogg's Special K Original 530g", 1]],
      unresolved: [],
    });
    expect(read('un shampoo pantene 2 en 1')).toEqual({
      items: [['Shampoo con Acondicionador Pantene 2 en 1 Cuidado Clásico 700ml', 1]],
      unresolved: [],
    });
    expect(read('una pasta crest 4 en 1')).toEqual({
      items: [['Pasta Dental Crest Complete 4en1 2 Unidades de 90ml', 1]],
      unresolved: [],
    });
    expect(read('un shampoo head and shoulders')).toEqual({
      items: [['Shampoo Head & Shoulders Limpieza renovadora 180ml', 1]],
      unresolved: [],
    });
  });

  it("finds a brand the store writes two ways when no name has the customer's words as said", () => {
    expect(read('2 paquetes de tirabuzones lucchetti')).toEqual({
      items: [['fideos luchetti x 500 gr tirabuzon numero 28', 2]],
      unresolved: [],
    });
    // (The spelling said wins where a name has it.)
    expect(read('un codito lucchetti')).toEqual({
      items: [['fideos lucchetti x 500 gr. codito', 1]],
      unresolved: [],
    });
  });

  it("keeps a 'y' that a name of the store has between the same words", () => {
    expect(read('2 activia de fresa y platano')).toEqual({
      items: [['Activia Fibra Alimento Lácteo Bebible Fresa y Plátano y Cereales 225g', 2]],
      unresolved: [],
    });
    expect(read('un kilo de limon y un kilo de platano')).toEqual({
      items: [
        ['Limón sin Semilla por Kg', 1],
        ['Plátano Chiapas por Kg', 1],
      ],
      unresolved: [],
    });
  });

  it('lets go of what the request is for or why, and of thanks, around the products', () => {
    expect(
      read(
        'hola buen dia!! le encargo para el caldo de hoy: medio kilo de tomate verde, se lo agradezco mucho',
      ),
    ).toEqual({ items: [['Tomate Verde por kg', 0.5]], unresolved: [] });
    expect(read('un cuarto de chile serrano y medio kilo de tomate verde pa la salsa')).toEqual({
      items: [
        ['Chile Serrano por Kg', 0.25],
        ['Tomate Verde por kg', 0.5],
      ],
      unresolved: [],
    });
    expect(read('q tal! pa la carne asada me manda un choco krispis de 730 q es pa los niños')).toEqual({
      items: [["Cereal Kellogg's Choco Krispis 730g", 1]],
      unresolved: [],
    });
    expect(read('dos squirt de dos litros tambien, es pa una fiestecita')).toEqual({
      items: [['Refresco Squirt 2L', 2]],
      unresolved: [],
    });
  });

  it("reads 'me pasa', the minced meat of each country, and 'del mismo tamaño'", () => {
    const store = shelf([
      'Palomitas Slim Pop sal de mar 110 gr',
      'Carne picada especial por kg',
      'Café molido Cabrales 250 g',
      'Papel higiénico x4 Higienol 80 m',
    ]);
    expect(read('me pasa unas palomitas slim pop', store)).toEqual({
      items: [['Palomitas Slim Pop sal de mar 110 gr', 1]],
      unresolved: [],
    });
    expect(read('un kilo de carne molida', store)).toEqual({
      items: [['Carne picada especial por kg', 1]],
      unresolved: [],
    });
    expect(read('un papel higienol del mismo tamaño', store)).toEqual({
      items: [['Papel higiénico x4 Higienol 80 m', 1]],
      unresolved: [],
    });
  });

  it('reads the shelf of an Argentine supermarket as its customers ask for it', () => {
    const store = shelf([
      'yerba mate union 4 flex x 500 gr.',
      'yerba mate union 4 flex x 1 kg.',
      'aceite de girasol legitimo x 3 lt.',
      'jamon cocido paladini clasico x kg.',
      'cerveza quilmes lata x 473 ml',
      'cerveza quilmes clasica lata x 710 ml',
      'salchicha fina parrillera paladini x kg.',
      'salchicha fresca parrillera paldini env x 270 gr',
      'chorizos bombon paladini x kg.',
      'chorizos de cerdo paladini tipo bombon env x 360g',
      'manteca ilolay x 200 gr',
    ]);
    const lines = (message: string) => read(message, store);
    // A digit of the name; 'tmb' opening a second message; the deli's 'me pesás'.
    expect(lines('2 yerba union 4 flex de 500')).toEqual({
      items: [['yerba mate union 4 flex x 500 gr.', 2]],
      unresolved: [],
    });
    expect(lines('tmb un aceite legitimo de 3 litros')).toEqual({
      items: [['aceite de girasol legitimo x 3 lt.', 1]],
      unresolved: [],
    });
    expect(lines('me pesas un cuarto de jamon cocido paladini clasico?')).toEqual({
      items: [['jamon cocido paladini clasico x kg.', 0.25]],
      unresolved: [],
    });
    // A size no product the words find has: the qualifying word, or the spelling, let go.
    expect(lines('6 quilmes clasicas en lata de 473')).toEqual({
      items: [['cerveza quilmes lata x 473 ml', 6]],
      unresolved: [],
    });
    expect(lines('un paquete de salchicha parrillera paladini de 270')).toEqual({
      items: [['salchicha fresca parrillera paldini env x 270 gr', 1]],
      unresolved: [],
    });
    // Packages said: the product sold packed, not by the kilo.
    expect(lines('2 paquetes de chorizos bombon paladini')).toEqual({
      items: [['chorizos de cerdo paladini tipo bombon env x 360g', 2]],
      unresolved: [],
    });
    // 'tenés' said last asks too.
    expect(understand('manteca ilolay tenes?', store, [])).toMatchObject({ intent: 'product_query' });
  });

  it('answers a price asked in the plural with each product that fits, variants too', () => {
    const asked = (message: string) => {
      const result = understand(
        message,
        shelf([
          'Refresco Coca-Cola Original 600ml',
          'Refresco Coca-Cola Light 600ml',
          'Refresco Coca-Cola Original 3L',
        ]),
        [],
      );
      return result.intent === 'product_query' ? result.options.map((o) => o.name) : result.intent;
    };
    expect(asked('cuanto cuestan las cocas de 600?')).toEqual([
      'Refresco Coca-Cola Original 600ml',
      'Refresco Coca-Cola Light 600ml',
    ]);
    expect(asked('cuanto cuesta la coca de 600?')).toEqual(['Refresco Coca-Cola Original 600ml']);
  });

  it('reads usted verbs, typed shorthand and Colombian words for what Mexican shelves sell', () => {
    const store = shelf([
      'Plátano Chiapas por Kg',
      'Cebolla Blanca por kg',
      'Cloro Blanqueador Clorox Original 3.8L',
    ]);
    expect(read('súmele medio kilo al banano', store)).toEqual({
      items: [['Plátano Chiapas por Kg', 0.5]],
      unresolved: [],
    });
    expect(read('kiero un kilo de cebolla cabezona blanca y un limpido', store)).toEqual({
      items: [
        ['Cebolla Blanca por kg', 1],
        ['Cloro Blanqueador Clorox Original 3.8L', 1],
      ],
      unresolved: [],
    });
  });

  it("takes 'común' for the everyday product, and a shop's abbreviation of the brand", () => {
    const dairy = shelf([
      'manteca la serenisima light x 200 gr.',
      'manteca ls.x200gr.clasica',
      'leche la serenisima x 200 ml',
    ]);
    expect(read('2 mantecas la serenisima comunes de 200', dairy)).toEqual({
      items: [['manteca ls.x200gr.clasica', 2]],
      unresolved: [],
    });
  });

  it('takes pieces counted as single pieces, not the bag of several, unless the bag is said', () => {
    expect(read('2 bisquets')).toEqual({ items: [['Bísquet Tradicional', 2]], unresolved: [] });
    expect(read('un paquete de bisquets')).toEqual({
      items: [['Bísquet Paquete 6 piezas', 1]],
      unresolved: [],
    });
  });

  it('lets go of the words for sliced bread that no name carries', () => {
    expect(read('me regala un pan tajado bimbo blanco')).toEqual({
      items: [['Pan Bimbo Blanco 620g', 1]],
      unresolved: [],
    });
  });

  it('reads a count of packages written before the measure (6x225g)', () => {
    expect(read('un activia de 6')).toEqual({
      items: [['Alimento Lácteo Fermentado Activia Ciruela Pasa Y Papaya Y Cereales 6x225g', 1]],
      unresolved: [],
    });
  });

  it('reads a verb of changing that is part of a name as the name, and a question about what is not sold as a question', () => {
    expect(read('les encargo:\n- 1 harpic quita sarro\n- 2 cocas de 600')).toEqual({
      items: [
        ['Limpiador de Baños Harpic Quita Sarro 200ml', 1],
        ['Refresco Coca-Cola Original 600ml', 2],
      ],
      unresolved: [],
    });
    expect(read('me pueden sacar unas copias ahi?')).toBe('unknown');
  });

  it('reads the polite conditional and a misspelt verb as a request', () => {
    expect(read('me mandarias 2 cocas de 600?')).toEqual({
      items: [['Refresco Coca-Cola Original 600ml', 2]],
      unresolved: [],
    });
    expect(read('nesesito 2 cocas de 600')).toEqual({
      items: [['Refresco Coca-Cola Original 600ml', 2]],
      unresolved: [],
    });
  });

  it('gives a bare count the weight the product before it was asked in, when sold by weight', () => {
    expect(read('un kilo de aguacate, 2 de limon y un rollo de espinacas')).toEqual({
      items: [
        ['Aguacate Hass por Kg', 1],
        ['Limón sin Semilla por Kg', 2],
        ['Espinacas Rollo', 1],
      ],
      unresolved: [],
    });
    expect(read('un kilo de limon y uno de aguacate')).toEqual({
      items: [
        ['Limón sin Semilla por Kg', 1],
        ['Aguacate Hass por Kg', 1],
      ],
      unresolved: [],
    });
    // (A product not sold by weight keeps its count.)
    expect(read('un kilo de limon y 2 de coca de 600')).toEqual({
      items: [
        ['Limón sin Semilla por Kg', 1],
        ['Refresco Coca-Cola Original 600ml', 2],
      ],
      unresolved: [],
    });
  });

  it('leaves a polite question about setting goods aside to the store', () => {
    expect(read('me pueden apartar 50 bolillos para el sábado?')).not.toMatchObject({
      items: [['Bolillo', 50]],
    });
  });

  it('reads a package word that the product name carries after its noun', () => {
    expect(read('un rollo de cilantro')).toEqual({ items: [['Cilantro Rollo', 1]], unresolved: [] });
    expect(read('3 piezas de aguacate hass')).toEqual({
      items: [['Aguacate Hass Enmallado Pieza', 3]],
      unresolved: [],
    });
    expect(read('3 aguacates hass en pieza')).toEqual({
      items: [['Aguacate Hass Enmallado Pieza', 3]],
      unresolved: [],
    });
  });

  it('gives the second of two items the noun the first one named', () => {
    expect(read('ocupo 3 powerade de naranja y 2 de frutas')).toEqual({
      items: [
        ['Bebida Hidratante Powerade Naranja 500ml', 3],
        ['Bebida Hidratante Powerade Frutas 500ml', 2],
      ],
      unresolved: [],
    });
  });

  it('drops what a correction after a question mark replaces', () => {
    expect(read('dos aguacates hass enmallados? no, mejor 2 kilos de aguacate')).toEqual({
      items: [['Aguacate Hass por Kg', 2]],
      unresolved: [],
    });
  });

  it('takes what the item before said for what the next one leaves unsaid', () => {
    const lines = (message: string) => read(message, almacen);
    expect(lines('una patagonia roja de 473 y dos negras de litro')).toEqual({
      items: [
        ['Cerveza roja Patagonia 473 ml', 1],
        ['Cerveza negra Patagonia 1 l', 2],
      ],
      unresolved: [],
    });
    expect(lines('un paquete de fideos tirabuzon lucchetti y otro de matarazzo')).toEqual({
      items: [
        ['Fideos tirabuzón Lucchetti 500 g', 1],
        ['Fideos tirabuzón Matarazzo 500 g', 1],
      ],
      unresolved: [],
    });
    // In the package of the one before.
    expect(lines('2 manaos cola y una de pomelo')).toEqual({
      items: [
        ['Gaseosa cola Manaos 2,25 l', 2],
        ['Gaseosa pomelo Manaos 2,25 l', 1],
      ],
      unresolved: [],
    });
    // 'uno de manzana' after juices is the apple juice, though apples are sold too.
    expect(lines('me pasas 2 jugos cepita de durazno y uno de manzana')).toEqual({
      items: [
        ['Jugo de durazno Cepita 1 l', 2],
        ['Jugo de manzana Cepita 1 l', 1],
      ],
      unresolved: [],
    });
    // 'otra de ciruela' in a list is another product, not a change of the order.
    expect(lines('una mermelada de durazno y otra de ciruela')).toEqual({
      items: [
        ['Mermelada de durazno BC La Campagnola 390 g', 1],
        ['Mermelada de ciruela BC La Campagnola 390 g', 1],
      ],
      unresolved: [],
    });
  });

  it('reads a count said right before what is sold by the dozen as pieces, and after de as dozens', () => {
    const lines = (message: string) => read(message, almacen);
    expect(lines('mandame 4 medialunas')).toEqual({
      items: [['Medialunas de manteca por docena', 0.33]],
      unresolved: [],
    });
    expect(lines('2 de medialunas')).toEqual({
      items: [['Medialunas de manteca por docena', 2]],
      unresolved: [],
    });
    expect(lines('una docena de medialunas')).toEqual({
      items: [['Medialunas de manteca por docena', 1]],
      unresolved: [],
    });
  });

  it('takes a size alone after a product as that product in the size', () => {
    expect(read('2 manaos de pomelo de 1,5 y una de 2,25', almacen)).toEqual({
      items: [
        ['Gaseosa pomelo Manaos 1,5 l', 2],
        ['Gaseosa pomelo Manaos 2,25 l', 1],
      ],
      unresolved: [],
    });
  });

  it("does not take a brand for the nickname cut from another ('serenísima' is not Ser)", () => {
    expect(read('un yogur bebible de vainilla de la serenisima', almacen)).toEqual({
      items: [['Yogur bebible vainilla La Serenísima 900 g', 1]],
      unresolved: [],
    });
    expect(read('2 tés de boldo la virginia', almacen)).toEqual({
      items: [['Té en saquitos boldo La Virginia x25', 2]],
      unresolved: [],
    });
  });

  it('lets go of the package said before what it is when no name of that product has it', () => {
    expect(read('una bolsa de dog chow de 15 kg', almacen)).toEqual({
      items: [['Alimento para perros adultos Dog Chow 15 kg', 1]],
      unresolved: [],
    });
    expect(read('2 bolsas de residuo', almacen)).toEqual({
      items: [['Bolsas de residuo Reforzadas 45x60', 2]],
      unresolved: [],
    });
  });

  it('takes a count corrected in the same message for the item said last', () => {
    expect(read('hola! 2 manaos de pomelo de 1,5, no, mejor 3', almacen)).toEqual({
      items: [['Gaseosa pomelo Manaos 1,5 l', 3]],
      unresolved: [],
    });
    expect(read('entonces 2 manaos cola', almacen)).toEqual({
      items: [['Gaseosa cola Manaos 2,25 l', 2]],
      unresolved: [],
    });
    // ('..., entonces …' in the middle opens a piece as at the start.)
    expect(read('un helado frigor de dulce de leche, entonces 2 manaos cola', almacen)).toEqual({
      items: [
        ['Helado dulce de leche Frigor 1 kg', 1],
        ['Gaseosa cola Manaos 2,25 l', 2],
      ],
      unresolved: [],
    });
  });

  it('reads a word spelt as it sounds in the plural', () => {
    expect(read('2 yervas playadito suave de medio')).toEqual({
      items: [['yerba mate playadito x 500 gr. suave', 2]],
      unresolved: [],
    });
  });

  it('reads pounds, and the largest of what the words name as written', () => {
    expect(read('me regala una libra de tomate saladet y libra y media de papa')).toEqual({
      items: [
        ['Tomate Saladet por kg', 0.5],
        ['Papa Blanca por kg', 0.75],
      ],
      unresolved: [],
    });
    // ('Blanqueador' is what a regional word finds; 'cloro' is written on the other ones.)
    expect(read('regáleme un cloro grande')).toEqual({
      items: [['Cloro Blanqueador Desinfectante Clorox Original 3.8L', 1]],
      unresolved: [],
    });
  });

  it('reads Colombian courtesy, the diminutive of grande, and what is for dandruff', () => {
    const lines = (message: string) => read(message, almacen);
    expect(lines('bien pueda me regala 3 panes bimbo grandecitos por fa')).toEqual({
      items: [['Pan lactal blanco Bimbo 550 g', 3]],
      unresolved: [],
    });
    expect(lines('un shampoo dove para la caspa')).toEqual({
      items: [['Shampoo anticaspa Dove 340 ml', 1]],
      unresolved: [],
    });
  });

  it('reads bullets inside a line and what brackets say of an item', () => {
    expect(read('para mañana: * 2 quilmes roja de litro * 1 sandia (un kilo mas o menos)', almacen)).toEqual({
      items: [
        ['Cerveza roja Quilmes 1 l', 2],
        ['Sandía por kg', 1],
      ],
      unresolved: [],
    });
  });
});
