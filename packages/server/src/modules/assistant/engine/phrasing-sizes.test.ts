import { describe, expect, it } from 'vitest';
import { almacen, read, shelf } from './phrasing.fixtures';

describe('requests as customers phrase them: sizes, packages and amounts', () => {
  it('takes a beer said with no colour as the blond one', () => {
    expect(read('2 quilmes de litro', almacen)).toEqual({
      items: [['Cerveza rubia Quilmes 1 l', 2]],
      unresolved: [],
    });
  });

  it("reads shorthand such as 'ddl'", () => {
    expect(read('un helado de ddl frigor de kilo', almacen)).toEqual({
      items: [['Helado dulce de leche Frigor 1 kg', 1]],
      unresolved: [],
    });
  });

  it("knows 'pasta de dientes' as the store's 'pasta dental'", () => {
    expect(read('una pasta de dientes crest complete')).toEqual({
      items: [['Pasta Dental Crest Complete 4en1 2 Unidades de 90ml', 1]],
      unresolved: [],
    });
  });

  it('reads a count after a comma as how many of the product before it', () => {
    expect(read('manteca la serenisima de 100, 3', almacen)).toEqual({
      items: [['Manteca La Serenísima 100 g', 3]],
      unresolved: [],
    });
    expect(read('leche milkaut, dos')).toEqual({
      items: [['Leche Entera Milkaut Larga Vida 1L', 2]],
      unresolved: [],
    });
    // A product said with its own amount keeps it: the next count is not its own.
    expect(read('2 cremas leon de 200, 3 bolillos')).toEqual({
      items: [
        ['Crema León Entera 200g', 2],
        ['Bolillo', 3],
      ],
      unresolved: [],
    });
  });

  it("reads 'una X x 6' as six of it when no package holds six", () => {
    expect(read('una leche milkaut x 6')).toEqual({
      items: [['Leche Entera Milkaut Larga Vida 1L', 6]],
      unresolved: [],
    });
  });

  it("reads 'grande' as the size when no name of the product carries it", () => {
    expect(read('1 crema leon entera grande')).toEqual({
      items: [['Crema León Entera 900g', 1]],
      unresolved: [],
    });
  });

  it('takes milk said with no more as the whole one', () => {
    expect(read('4 leches la serenisima sachet', almacen)).toEqual({
      items: [['Leche entera La Serenísima sachet 1 l', 4]],
      unresolved: [],
    });
  });

  it("reads '1 kg y 1/2' as one and a half, in a list too", () => {
    expect(read('1 kg y 1/2 de sandia y 2 quilmes de litro', almacen)).toEqual({
      items: [
        ['Sandía por kg', 1.5],
        ['Cerveza rubia Quilmes 1 l', 2],
      ],
      unresolved: [],
    });
  });

  it('reads a can as the small package of a drink sold in bottles too', () => {
    expect(read('4 latas de patagonia negra', almacen)).toEqual({
      items: [['Cerveza negra Patagonia 473 ml', 4]],
      unresolved: [],
    });
    expect(read('una cerveza negra patagonia en lata', almacen)).toEqual({
      items: [['Cerveza negra Patagonia 473 ml', 1]],
      unresolved: [],
    });
  });

  it('reads a fraction before a unit after the product too', () => {
    expect(read('sandia 1/2 kg', almacen)).toEqual({ items: [['Sandía por kg', 0.5]], unresolved: [] });
    expect(read('- sandia 3/4 kilo\n- 2 quilmes de litro', almacen)).toEqual({
      items: [
        ['Sandía por kg', 0.75],
        ['Cerveza rubia Quilmes 1 l', 2],
      ],
      unresolved: [],
    });
  });

  it("reads 'unos 6', the plural in -ces, 'paq' and a brand written in two words", () => {
    expect(read('unos 6 bolillos')).toEqual({ items: [['Bolillo', 6]], unresolved: [] });
    expect(read('dos arroces gallo oro de un kilo', almacen)).toEqual({
      items: [['arroz gallo oro x 1 kg.', 2]],
      unresolved: [],
    });
    expect(read('1 paq de fideos spaghetti matarazzo', almacen)).toEqual({
      items: [['Fideos spaghetti Matarazzo 500 g', 1]],
      unresolved: [],
    });
    expect(read('1 papas fritas mc cain', almacen)).toEqual({
      items: [['Papas fritas congeladas McCain 720 g', 1]],
      unresolved: [],
    });
  });

  it('reads the count of a pack its name gives, and one by one as the single one', () => {
    expect(read('un jabón neutro balance de 3 barras y un paquete de chokis de 6 paketines')).toEqual({
      items: [
        ['Jabón de Tocador Neutro Balance 3 Barras de 100g', 1],
        ['Galletas Gamesa Chokis 6 paketines de 228g', 1],
      ],
      unresolved: [],
    });
    expect(read('4 paletas magnum de almendras individuales')).toEqual({
      items: [['Paleta Helada Magnum Almendras 90ml', 4]],
      unresolved: [],
    });
  });

  it('knows the words of Central America, Colombia and Venezuela, and what is only said of a product', () => {
    expect(read('un kilo de guineo, medio de güisquil y un lavaloza axion de 900')).toEqual({
      items: [
        ['Plátano Chiapas por Kg', 1],
        ['Chayote sin Espinas por kg', 0.5],
        ['Lavatrastes Axión Limón Vinagre 900ml', 1],
      ],
      unresolved: [],
    });
    expect(
      read('epale chamo! me hace favor de mandarme un garrafon de agua pura ciel, gracias mi pana'),
    ).toEqual({
      items: [['Agua Natural Purificada Ciel 20L (Solo Líquido)', 1]],
      unresolved: [],
    });
  });

  it("takes 'suelta' as the loose product, not the packed one", () => {
    const butcher = shelf([
      'morcilla paladini parrillera x kg.',
      'morcilla paladini parrillera envasada x kg.',
    ]);
    expect(read('un kilo de morcilla parrillera paladini suelta', butcher)).toEqual({
      items: [['morcilla paladini parrillera x kg.', 1]],
      unresolved: [],
    });
  });
});
