import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type CatalogueProduct } from './catalogue-index';
import { sizeOfName } from './presentation';
import { readRequest } from './request';
import { resolveRequest } from './resolve';

const products = (...names: string[]): CatalogueProduct[] =>
  names.map((name, at) => ({
    id: at + 1,
    name,
    brand: null,
    kind: null,
    quantity_unit: / kg\.?$/i.test(name) ? 'kg' : 'unit',
    price_per_unit: 1000,
    tags: [],
  }));
const resolve = (names: string[], message: string) => {
  const index = new CatalogueIndex(products(...names));
  const found = resolveRequest(
    index,
    readRequest(message, (w) => index.hasWord(w)),
  );
  return found.kind === 'found' ? found.product.id : found.kind;
};

describe('package sizes', () => {
  it('reads a number before a measure unit as the measure, never as a count too', () => {
    expect(sizeOfName('queso crema casancrem balance x 290 gm')).toEqual({
      measure: { value: 290, base: 'g' },
    });
    expect(sizeOfName('cerveza pack x 6 x 473 ml')).toEqual({
      measure: { value: 473, base: 'ml' },
      count: 6,
    });
  });

  it('reads the number of a pasta cut as part of the name, not as a count of packages', () => {
    expect(sizeOfName('fideos matarazzo spaghetti nro. 3 x 500 gr.')).toEqual({
      measure: { value: 500, base: 'g' },
    });
    expect(sizeOfName('galletitas 3 x 100 gr')).toEqual({ measure: { value: 100, base: 'g' }, count: 3 });
  });

  it('asks which size when the words fit one product sold in several, whatever its name leaves out', () => {
    const glaciar = [
      'agua mineral glaciar sin gas x 1.5 litros',
      'agua mineral glaciar sin gas x 2 lt.',
      'agua mineral glaciar x 1,5 lt. con gas',
      'agua mineral glaciar x 6,3 lt.',
    ];
    expect(resolve(glaciar, 'un agua glaciar')).toBe('ambiguous');
    expect(resolve(glaciar, 'un agua glaciar de 6,3')).toBe(4);
    const bonaqua = [
      'agua bonaqua x 2.5 lt. sin gas',
      'agua mineral bonaqua sin gas x 2 lt.',
      'agua mineral bonaqua x 1,5 ml. sin gas',
      'agua mineral bonaqua x 500 ml. sin gas',
    ];
    expect(resolve(bonaqua, '2 agua bonaqua')).toBe('ambiguous');
    expect(
      resolve(
        [
          'fanta naranja zero x 2.25 lt.',
          'gaseosa naranja fanta zero x 1,5 lt.',
          'gaseosa fanta naranja x 1,5 lt.',
          'gaseosa pomelo x 1 lt.',
          'gaseosa limon x 1 lt.',
        ],
        '2 fanta zero',
      ),
    ).toBe('ambiguous');
  });

  it("reads a kilo cut to its letter ('x 1 k.') and a fraction of a millilitre as litres mistyped", () => {
    expect(sizeOfName('yerba mate cruz de malta seleccion especial x 1 k.')).toEqual({
      measure: { value: 1000, base: 'g' },
    });
    expect(sizeOfName('gaseosa coca cola sin azucar retornable x 1,25 ml.')).toEqual({
      measure: { value: 1250, base: 'ml' },
    });
    expect(sizeOfName('esencia de vainilla x 5 ml')).toEqual({ measure: { value: 5, base: 'ml' } });
  });

  it("reads 'chiquitas' as the size only when a measure is said too, though a name has 'chica'", () => {
    const milks = [
      'leche entera larga vida la serenisima x 200 ml.',
      'leche entera larga vida la serenisima x 1 lt',
      'fibra esponja scotch brite chica',
    ];
    expect(resolve(milks, '4 leches serenisima larga vida chiquitas de 200')).toBe(1);
  });

  it("takes a can for 'latitas' and 'coquitas' of coke, never the small glass bottle", () => {
    const cokes = [
      'gaseosa coca cola x 237 ml botella de vidrio sin azucar',
      'gaseosa coca cola sin azucar x 354 ml.',
      'gaseosa coca cola sin azucar x 1,5 lt.',
      'gaseosa coca cola lata x 220 ml.',
    ];
    expect(resolve(cokes, '6 latitas de coca sin azucar')).toBe(2);
    expect(resolve(cokes, '6 coquitas de lata')).toBe(4);
  });

  it('reads what a product lacks said as names say it: reducido en, bajo en, libre de', () => {
    const ham = [
      'jamon cocido paladini reducido en sodio x 150 gr.',
      'jamon cocido paladini clasico x 200 gr.',
      'galletitas de arroz libre de gluten x 150 gr.',
    ];
    expect(resolve(ham, '1 jamon cocido paladini reducido en sodio de 150')).toBe(1);
    expect(resolve(ham, 'un jamon paladini bajo en sodio')).toBe(1);
    expect(resolve(ham, 'galletitas de arroz libres de gluten')).toBe(3);
    // ('Reducida Grasa' with no 'en' says it too.)
    const creams = ['Crema Santa Clara Reducida Grasa 225ml', 'Crema Santa Clara Ácida Regular 225ml'];
    expect(resolve(creams, 'una crema santa clara reducida en grasa')).toBe(1);
    // '0.0' of a beer is the one without alcohol, as its name says with '0.0 % alcohol'.
    const beers = ['cerveza quilmes lata x 473 ml', 'cerveza quilmes lata x 473 ml 0.0 % alcohol'];
    expect(resolve(beers, '3 quilmes 0.0 lata')).toBe(2);
    expect(resolve(beers, '3 quilmes lata')).toBe(1);
    // What the product lacks said before the size, with no other word.
    expect(
      resolve(
        ['agua villavicencio sin gas x 1.5 lt.', 'agua villavicencio sin gas x 500 ml.'],
        'agua villavicencio sin gas 1,5',
      ),
    ).toBe(1);
    expect(readRequest('sin gas 1,5').size).toEqual({ kind: 'measure', value: 1.5, base: null });
  });

  it('still takes the plain product over a variant the customer did not name', () => {
    expect(
      resolve(
        ['fideos matarazzo x 500 gm mostachol', 'fideos matarazzo proteina plus x 400 gr mostachol'],
        '3 mostachol matarazzo',
      ),
    ).toBe(1);
    expect(
      resolve(['gaseosa coca cola x 1.5 lt.', 'gaseosa coca cola sin azucar x 1.5 lts.'], 'una coca'),
    ).toBe(1);
    // Options that fit as well: the everyday one first, so the question shows it.
    const cremas = new CatalogueIndex(
      products('Crema Acida Light León 450g', 'Crema Acida Entera León 450g'),
    );
    expect(cremas.match(readRequest('una crema acida')).candidates.map((c) => c.product.id)).toEqual([2, 1]);
  });

  it('reads a rounded size as the one package close to it, and only then', () => {
    const villa = [
      'agua mineral villa del sur x 6,2 lt.',
      'agua mineral sin gas villa del sur x 600 ml.',
      'agua mineral sin gas villa del sur x 2,25 lt.',
    ];
    expect(resolve(villa, 'un agua villa del sur de 6 litros')).toBe(1);
    expect(resolve(villa, 'un agua villa del sur de 2 litros')).toBe('ambiguous');
  });

  it("reads 'un garrafón' as the largest package and 'la más grande' as the largest bottle, not a multipack", () => {
    const water = [
      'Agua Natural Bonafont 12 Piezas de 600ml',
      'Agua Natural Bonafont 20L (Líquido)',
      'Agua Natural Bonafont 1.5L',
    ];
    expect(resolve(water, 'un garrafón bonafont')).toBe(2);
    // Two jugs of one brand, one named so and one of 20 L: the customer chooses.
    const epura = [
      'Agua Natural Epura Garrafón 10.1L',
      'Agua Natural Epura Solo Líquido 20L (sin envase)',
      'Agua Natural Epura 5L',
    ];
    expect(resolve(epura, 'un garrafón epura')).toBe('ambiguous');
    expect(resolve(epura, 'un garrafón epura de 10 litros')).toBe(1);
    const colas = [
      'Refresco Coca-Cola Sin Azúcar 3L',
      'Refresco Coca-Cola Sin Azúcar 12 Piezas de 355ml c/u',
    ];
    expect(resolve(colas, 'una coca sin azucar la mas grande')).toBe(1);
  });

  it('reads part of a kilo with no unit as a product sold by weight', () => {
    const ham = ['Jamón Serrano Peñaranda kg', 'Jamón Serrano Peñaranda 100g'];
    expect(resolve(ham, 'un cuarto de jamón serrano peñaranda')).toBe(1);
  });

  it('reads a count, or the piece said, as the product sold by the piece when it is also sold by the kilo', () => {
    const read = reader(['Aguacate Hass por Kg', 'Aguacate Hass Enmallado Pieza'], [0]);
    expect(read('2 aguacates hass')).toEqual([2, 2]);
    expect(read('aguacates por pieza')).toEqual([2, 1]);
    expect(read('1 kilo de aguacate hass')).toEqual([1, 1]);
    // 'un aguacate' counts one, though the weighed one's name says 'hass' too.
    expect(read('un aguacate')).toEqual([2, 1]);
    // Two products, not one sold two ways: the customer chooses.
    const tortillas = reader(['Tortilla de Maíz Amarillo Kg', 'Tortilla de Harina'], [0]);
    expect(tortillas('una tortilla')).toBe('ambiguous');
  });

  it("reads 'pack de 6' of what no pack holds as six of it", () => {
    expect(resolve(['Agua mineral sin gas Villavicencio 2 l'], 'pack de 6 villavicencio de 2 litros')).toBe(
      1,
    );
    const read = reader(['Agua mineral sin gas Villavicencio 2 l'], []);
    expect(read('pack de 6 villavicencio de 2 litros')).toEqual([1, 6]);
    expect(read('2 six de villavicencio de 2 litros')).toEqual([1, 12]);
    // ('un six de cerveza' among beers none of which comes in six: six of whichever is chosen.)
    const beers = new CatalogueIndex(products('Cerveza rubia Quilmes 473 ml', 'Cerveza rubia Andes 473 ml'));
    const six = resolveRequest(
      beers,
      readRequest('un six de cerveza', (w) => beers.hasWord(w)),
    );
    expect(six).toMatchObject({ kind: 'ambiguous', amount: 6 });
  });

  it('reads a count of what is sold only in boxes as the box of that many', () => {
    const read = reader(
      [
        'huevos blancos avicola norte x 6 unid.',
        'huevos avicola norte blancos estuche x 12 unid.',
        'Huevo San Juan Blanco 30 Piezas',
      ],
      [],
    );
    expect(read('6 huevos blancos avicola norte')).toEqual([1, 1]);
    expect(read('12 huevos blancos avicola norte')).toEqual([2, 1]);
    expect(read('30 huevos san juan')).toEqual([3, 1]);
    expect(read('2 huevos san juan')).toEqual([3, 2]);
  });

  it('reads the weights customers say of what is sold by the kilo', () => {
    const read = reader(
      [
        'jamon cocido lario x kg.',
        'jamon cocido feteado lario x 150 gr.',
        'jamon cocido lario familiar envasado x 300 gm',
        'lechuga mantecosa x kg.',
        'lechuga manteca hidroponica x paquete',
        'repollo blanco x kg.',
        'cuarto trasero de pollo x kg.',
      ],
      [0, 3, 5, 6],
    );
    // '300 de jamón' is 300 g of the one by the kilo, not a 300 g package nor 300 kilos.
    expect(read('300 de jamon cocido lario')).toEqual([1, 0.3]);
    // A count of a weight: two kilos, three kilos.
    expect(read('2 lechugas mantecosas x kilo')).toEqual([4, 2]);
    expect(read('3 repollos blancos de un kilo')).toEqual([6, 3]);
    // A quarter that opens a name the store has is the name.
    expect(read('2 de cuarto trasero')).toEqual([7, 2]);
  });
  it("reads 'x 3u' as how many when no package holds three, and 'coca-cola', 'cocacolas' as coca cola", () => {
    const colas = [
      'Gaseosa cola Coca-Cola 1,5 l',
      'Gaseosa naranja Coca-Cola 1,5 l',
      'Gaseosa cola Coca-Cola 2,25 l',
    ];
    const index = new CatalogueIndex(products(...colas));
    const read = (message: string) => readRequest(index.applySynonyms(message), (w) => index.hasWord(w));
    expect(read('coca-cola 1.5 lts x 3u')).toMatchObject({ words: ['coca', 'cola'], amount: 3 });
    expect(resolveRequest(index, read('coca-cola 1.5 lts x 3u'))).toMatchObject({ kind: 'found', amount: 3 });
    expect(resolve(colas, '2 cocacolas de 2 y cuarto')).toBe(3);
  });
});

/** Resolves messages against names (the ones at `byKg` sold by the kilo): [id, amount] or the kind. */
function reader(names: string[], byKg: number[]) {
  const index = new CatalogueIndex(
    products(...names).map((p, at) => ({ ...p, quantity_unit: byKg.includes(at) ? 'kg' : 'unit' })),
  );
  return (message: string) => {
    const found = resolveRequest(
      index,
      readRequest(message, (w) => index.hasWord(w)),
    );
    return found.kind === 'found' ? [found.product.id, found.amount] : found.kind;
  };
}
