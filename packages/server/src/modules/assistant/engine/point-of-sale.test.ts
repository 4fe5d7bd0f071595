import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { shelfProducts } from './fixtures.catalogue';
import { readEveryItem } from './every-item';
import { makerWords } from './maker-words';
import { nameParts, nameTokens } from './name-parts';
import { readRequest } from './request';
import { resolveRequest } from './resolve';
import { understand } from './understand';

/**
 * A store whose catalogue is a point-of-sale export (upper case, shorthand, the supplier inside
 * the name, no brand field), as many small stores have: names written the way the Chilean
 * catalogue of the sixth evaluation wave writes them.
 */
const NAMES: Array<[string, 'unit' | 'kg']> = [
  ['ZANAHORIA FRESCA AGRONEGOCIOS KG', 'kg'],
  ['ZANAHORIA ENTERA PREELAB 3F KG', 'kg'],
  ['ZANAHORIA CUBO PREELAB 3F KG', 'kg'],
  ['CEBOLLA AGRONEGOCIOS KG', 'kg'],
  ['CEBOLLA PLUMA PREELAB 3F KG', 'kg'],
  ['LIMON AGRONEGOCIOS KG', 'kg'],
  ['ACELGA AGRONEGOCIOS KG', 'kg'],
  ['BAVAROIS LIMON TKF KG', 'kg'],
  ['BAVAROIS FRAMBUESA TKF KG', 'kg'],
  ['FLAN VAINILLA TKF KG', 'kg'],
  ['MOUSSE LUCUMA TKF KG', 'kg'],
  ['AZUCAR BONANZA 1KG', 'unit'],
  ['AZUCAR FLOR PURATO KG', 'kg'],
  ['LENTEJA 6MM BONANZA 1KG', 'unit'],
  ['GARBANZO S/PIEL BONANZA 1KG', 'unit'],
  ['CREMA LENTEJAS MACROFOOD KG', 'kg'],
  ['CREMA ZAPALLO MACROFOOD KG', 'kg'],
  ['CREMA CHOCLO MACROFOOD KG', 'kg'],
  ['SOPA POLLO MACROFOOD KG', 'kg'],
  ['PURE PAPAS MACROFOOD KG', 'kg'],
  ['JALEA FRUTILLA MACROFOOD KG', 'kg'],
  ['JALEA FRAMBUESA TKF KG', 'kg'],
  ['ARROZ G2 LARGO BONANZA 1KG', 'unit'],
  ['BEB. SPRITE 1,5LT', 'unit'],
  ['GALL VINO COSTA 160GR', 'unit'],
  ['AGUA MINERAL S/G CACHANTUN 1,6LT', 'unit'],
  ['AGUA MINERAL C/G CACHANTUN 1,6LT', 'unit'],
  ['JUGO PI#A CJ ANDINA 1LT', 'unit'],
  ['LECHE CHOC CJ SOPROLE 200CC', 'unit'],
  ['LECHE FRUTILLA CJ SOPROLE 200CC', 'unit'],
  ['VINO BLANCO TETRA GATO 1LT UN', 'unit'],
  ['VINO TINTO TETRA GATO 1LT UN', 'unit'],
  ['TRAPERO DOBLE C/OJAL VANNI UN', 'unit'],
  ['JAMON SANDWICH LAMINADO LLANQUIHUE KG', 'kg'],
  ['PERA 180GR+/-10 ECHEVERRIA KG', 'kg'],
  ['MELON CALAME#O AGUAS CLARAS KG', 'kg'],
  ['AGUA PURIF S/G MANANTIAL 20LT', 'unit'],
  ['AGUA MRAL S/G VITAL 1,6LT', 'unit'],
  ['DESODORANTE AMBIENTAL SAPOLI 360ML', 'unit'],
  ['DESINFECT AER.LYS ORIG LYSOFORM 360CC', 'unit'],
  ['BEB. COCA COLA 3LT', 'unit'],
  ['BEB. COCA COLA 1,5LT', 'unit'],
  ['PRIETAS LLANQUIHUE 250GR', 'unit'],
  ['LONGANIZA LLANQUIHUE KG', 'kg'],
  ['YOG S/LACTO FRUTILLA COLUN 125GRS', 'unit'],
  ['YOG S/LACTO MORA COLUN 125GRS', 'unit'],
  ['MERM MORA WATTS 250GR', 'unit'],
  ['PISCO CAPEL 35# 750ML UN', 'unit'],
];
const CATALOGUE = shelfProducts(NAMES);
const index = new CatalogueIndex(CATALOGUE);
const byName = (name: string) => CATALOGUE.find((product) => product.name === name)!;
const resolve = (text: string) => resolveRequest(index, readRequest(index.applySynonyms(text)));
const picked = (text: string) => {
  const found = resolve(text);
  return found.kind === 'found' ? [found.product.name, found.amount] : found.kind;
};

describe('a catalogue exported from a point-of-sale system', () => {
  it('reads its shorthand as the words customers say', () => {
    expect(nameTokens('BEB. SPRITE 1,5LT')).toContain('bebida');
    expect(nameTokens('GALL VINO COSTA 160GR')).toContain('galleta');
    expect(nameTokens('JUGO PI#A CJ ANDINA 1LT')).toEqual(expect.arrayContaining(['pina', 'caja']));
    // 'S/G' is without gas, 'C/G' with it, 'S/PIEL' without the skin.
    expect(nameParts('AGUA MINERAL S/G CACHANTUN 1,6LT').without).toEqual(['gas']);
    expect(nameParts('AGUA MINERAL C/G CACHANTUN 1,6LT').without).toEqual([]);
    expect(nameParts('GARBANZO S/PIEL BONANZA 1KG').without).toEqual(['piel']);
    expect(picked('un jugo de piña')).toEqual(['JUGO PI#A CJ ANDINA 1LT', 1]);
    expect(picked('2 aguas cachantun sin gas')).toEqual(['AGUA MINERAL S/G CACHANTUN 1,6LT', 2]);
    expect(picked('un paquete de galletas de vino')).toEqual(['GALL VINO COSTA 160GR', 1]);
  });

  it('finds the words that name who makes a product: closing the names of several products, opening none', () => {
    const makers = makerWords(NAMES.map(([name]) => nameParts(name)));
    expect([...makers].sort()).toEqual(['agronegoci', 'bonanz', 'macrofood', 'tkf']);
    // 'preelab' closes few of its names: it says how the product is made, and stays a word of it.
    expect(makers.has('preelab')).toBe(false);
  });

  it('gives the plain product, not the cut, frozen or prepared one, when the word alone is said', () => {
    expect(picked('medio kilo de zanahoria')).toEqual(['ZANAHORIA FRESCA AGRONEGOCIOS KG', 0.5]);
    expect(picked('1 kilo de cebolla')).toEqual(['CEBOLLA AGRONEGOCIOS KG', 1]);
    // Not a lemon bavarois: the product whose name is the word said.
    expect(picked('un kilo de limones')).toEqual(['LIMON AGRONEGOCIOS KG', 1]);
  });

  it('takes a kilo asked of a product sold in 1 kg bags as the bag, not another product by weight', () => {
    expect(picked('un kilo de azucar')).toEqual(['AZUCAR BONANZA 1KG', 1]);
    expect(picked('un kilo de lentejas')).toEqual(['LENTEJA 6MM BONANZA 1KG', 1]);
    // Sold only by weight, it is still the loose one.
    expect(picked('un kilo de acelga')).toEqual(['ACELGA AGRONEGOCIOS KG', 1]);
  });

  it("reads a number alone that the name carries as that product ('pisco capel de 35' is 35#)", () => {
    expect(picked('un pisco capel de 35')).toEqual(['PISCO CAPEL 35# 750ML UN', 1]);
    // (A number the name does not carry is a size to choose.)
    expect(picked('un pisco capel de 40')).toBe('ambiguous');
  });
});

describe('orders as Chilean, Peruvian and Haitian customers write them', () => {
  const items = (message: string) => {
    const read = understand(message, index, []);
    return read.intent === 'add_items'
      ? read.items.map((item) => [item.product.name, item.amount])
      : read.intent;
  };
  it('leaves out greetings, where they live and who it is for, and reads a list of dashes', () => {
    expect(
      items('wena vecina, somos del depto 41 jaja nos mandan 2 sprite de 1,5 y 1 kilo de limones'),
    ).toEqual([
      ['BEB. SPRITE 1,5LT', 2],
      ['LIMON AGRONEGOCIOS KG', 1],
    ]);
    expect(items('hola vecina, pa la semana: -1 azucar bonanza -2 sprite de litro y medio')).toEqual([
      ['AZUCAR BONANZA 1KG', 1],
      ['BEB. SPRITE 1,5LT', 2],
    ]);
    expect(items('necesito pa los niños 4 leches chocolate soprole de cajita')).toEqual([
      ['LECHE CHOC CJ SOPROLE 200CC', 4],
    ]);
    expect(items('hola. mi quiere 1 jugo de piña')).toEqual([['JUGO PI#A CJ ANDINA 1LT', 1]]);
  });

  it('reads the item touched last as the shop wrote it: another flavour of that yogurt, not jam', () => {
    const yogurt = byName('YOG S/LACTO FRUTILLA COLUN 125GRS');
    const read = understand('y 2 de mora', index, [yogurt], yogurt);
    expect(read.intent === 'add_items' && read.items.map((item) => [item.product.name, item.amount])).toEqual(
      [['YOG S/LACTO MORA COLUN 125GRS', 2]],
    );
  });
});

describe('changes as Chilean customers write them', () => {
  const edits = (message: string, ...names: string[]) => {
    const read = understand(message, index, names.map(byName));
    return read.intent === 'edit_order' ? read.edits : read.intent;
  };
  it('reads twice as much though the store sells something called double', () => {
    expect(
      edits(
        'el jamon q sea el doble porfa, llegaron visitas',
        'JAMON SANDWICH LAMINADO LLANQUIHUE KG',
        'LIMON AGRONEGOCIOS KG',
      ),
    ).toEqual([{ op: 'scale', target: 'jamon', factor: 2 }]);
    expect(edits('ya po, que sean el doble las latas', 'BEB. SPRITE 1,5LT', 'LIMON AGRONEGOCIOS KG')).toEqual(
      [{ op: 'scale', target: 'latas', factor: 2 }],
    );
  });

  it('reads the item said before the comma, and two of another size', () => {
    expect(
      edits(
        'Disculpe, lo de las prietas, que sean dos paquetes',
        'PRIETAS LLANQUIHUE 250GR',
        'LONGANIZA LLANQUIHUE KG',
      ),
    ).toEqual([{ op: 'set', target: 'prietas', amount: 2, unit: null }]);
    expect(
      edits('la coca mejor 2 de 1,5 en vez de la de 3', 'BEB. COCA COLA 3LT', 'LIMON AGRONEGOCIOS KG'),
    ).toEqual([{ op: 'replace', target: 'coca', with: 'de 1.5', amount: 2 }]);
  });

  it('takes off what is refused too, and leaves what is said to stay as it is', () => {
    expect(
      edits(
        'La pera no la mande, y el melón tampoco, gracias',
        'PERA 180GR+/-10 ECHEVERRIA KG',
        'MELON CALAME#O AGUAS CLARAS KG',
        'LIMON AGRONEGOCIOS KG',
      ),
    ).toEqual([
      { op: 'remove', target: 'pera', count: null },
      { op: 'remove', target: 'melon', count: null },
    ]);
    expect(
      edits('el bidon no, solo las vital', 'AGUA PURIF S/G MANANTIAL 20LT', 'AGUA MRAL S/G VITAL 1,6LT'),
    ).toEqual([
      { op: 'remove', target: 'bidon', count: null },
      { op: 'keep_only', target: 'vital' },
    ]);
    expect(
      edits(
        'la pera que sea medio kilo no mas, el melon igual',
        'PERA 180GR+/-10 ECHEVERRIA KG',
        'MELON CALAME#O AGUAS CLARAS KG',
      ),
    ).toEqual([{ op: 'set', target: 'pera', amount: 0.5, unit: 'kg' }]);
    expect(
      edits(
        'El desodorante no, cámbielo por un lysoform',
        'DESODORANTE AMBIENTAL SAPOLI 360ML',
        'LIMON AGRONEGOCIOS KG',
      ),
    ).toEqual([{ op: 'replace', target: 'desodorante', with: 'un lysoform' }]);
  });
});

describe('every item of a kind made the one named', () => {
  const order = (...names: string[]) => names.map(byName);
  it('changes the other items of that kind into it', () => {
    expect(
      readEveryItem(
        'al final todos tintos',
        order('VINO BLANCO TETRA GATO 1LT UN', 'VINO TINTO TETRA GATO 1LT UN'),
      ),
    ).toEqual([{ op: 'replace', target: 'vino blanco tetra gato', with: 'vino tinto tetra gato' }]);
    expect(
      readEveryItem(
        'mejor todas de chocolate, las 8',
        order('LECHE CHOC CJ SOPROLE 200CC', 'LECHE FRUTILLA CJ SOPROLE 200CC', 'AZUCAR BONANZA 1KG'),
      ),
    ).toEqual([
      { op: 'replace', target: 'leche frutilla caja soprole', with: 'leche chocolate caja soprole' },
    ]);
  });

  it('reads nothing when no single item is named, or nothing else is of its kind', () => {
    const wines = order('VINO BLANCO TETRA GATO 1LT UN', 'VINO TINTO TETRA GATO 1LT UN');
    expect(readEveryItem('al final todos rosados', wines)).toBeUndefined();
    expect(readEveryItem('todos gato', wines)).toBeUndefined();
    expect(
      readEveryItem('al final todos tintos', order('VINO TINTO TETRA GATO 1LT UN', 'AZUCAR BONANZA 1KG')),
    ).toBeUndefined();
    expect(readEveryItem('los tintos', wines)).toBeUndefined();
  });
});

describe("a maker's name written joined by one list and apart by the customer", () => {
  const cuts = shelfProducts([
    ['CHULETA CERDO CENTRO 170/190G ELMONTE KG', 'kg'],
    ['CHULETA CERDO CENTRO 180-200G AGROSUPER', 'kg'],
    ['LOMITO CERDO 80G-100G EL MONTE KG', 'kg'],
  ]);
  const cutsIndex = new CatalogueIndex(cuts);
  const found = (text: string) => {
    const result = resolveRequest(cutsIndex, readRequest(cutsIndex.applySynonyms(text)));
    return result.kind === 'found' ? [result.product.name, result.amount] : result.kind;
  };

  it("reads 'el monte' as the ELMONTE a name joins, and still finds the name that writes it apart", () => {
    expect(found('1 kilo de chuleta de cerdo El Monte')).toEqual([
      'CHULETA CERDO CENTRO 170/190G ELMONTE KG',
      1,
    ]);
    expect(found('2 kilos de lomito de cerdo el monte')).toEqual(['LOMITO CERDO 80G-100G EL MONTE KG', 2]);
    // (No maker said: the customer chooses.)
    expect(found('1 kilo de chuleta de cerdo')).toBe('ambiguous');
  });
});

describe('a brand a list misspelt in one of its names', () => {
  const beers = shelfProducts([
    ['cerveza stella atrois x 975 ml. retornable', 'unit'],
    ['cerveza stella artois 0 % alcohol lata x 473 ml', 'unit'],
    ['cerveza quilmes x 975 ml. retornable', 'unit'],
  ]);
  const beersIndex = new CatalogueIndex(beers);
  const found = (text: string) => {
    const result = resolveRequest(beersIndex, readRequest(beersIndex.applySynonyms(text)));
    return result.kind === 'found' ? [result.product.name, result.amount] : result.kind;
  };

  it("finds 'stella artois de 975' in the name that swapped two letters, beside the one spelt right", () => {
    expect(found('2 stella artois de 975 retornable')).toEqual([
      'cerveza stella atrois x 975 ml. retornable',
      2,
    ]);
  });
});

describe("another country's word for the product a Chilean list names", () => {
  const fruit = shelfProducts([
    ['PLATANO AGRONEGOCIOS KG', 'kg'],
    ['DONUT COBERT BANANA/TROZO CHOCO 58GR', 'unit'],
  ]);
  const fruitIndex = new CatalogueIndex(fruit);
  const found = (text: string) => {
    const result = resolveRequest(fruitIndex, readRequest(fruitIndex.applySynonyms(text)));
    return result.kind === 'found' ? [result.product.name, result.amount] : result.kind;
  };

  it("gives the 'PLATANO' for 'banana', not a donut whose name has the word further on", () => {
    expect(found('2 kilos de banana')).toEqual(['PLATANO AGRONEGOCIOS KG', 2]);
    expect(found('una donut de banana')).toEqual(['DONUT COBERT BANANA/TROZO CHOCO 58GR', 1]);
  });
});
