import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { shelfProducts } from './fixtures.catalogue';
import { readRequest } from './request';
import { resolveRequest } from './resolve';
import { splitItems } from './list-pieces';
import { stripChatter } from './message';

/**
 * Words as customers of other countries write them, against names as stores write them: Spain's
 * 'desnatada', a name's '3D', and a kind said first that must not be let go for another kind's
 * product (the independent waves' Chilean and Mexican catalogues).
 */
const index = new CatalogueIndex(
  shelfProducts([
    ['Leche descremada La Serenísima 1 l', 'unit'],
    ['Leche entera La Serenísima 1 l', 'unit'],
    ['Pasta de Dientes Oral B 3D White Blanqueador Avanzado con Flúor 120ml', 'unit'],
    ['Pasta de Dientes Oral B 100% Remueve Bacterias 140ml', 'unit'],
    ['Cepillo de Dientes Oral-B Clean Indicator 2 Unidades', 'unit'],
    ['PAPA CUBO CONG ALIFRUT 1KG', 'unit'],
    ['PAPA NATURAL AGRONEGOCIOS KG', 'kg'],
    ['PAPA FRITA LAYS 42GR', 'unit'],
    ['ZANAHORIA CUBO ALIFRUT 1KG', 'unit'],
    ['ZANAHORIA FRESCA AGRONEGOCIOS KG', 'kg'],
    ['ZANAHORIA ENTERA PREELAB 3F KG', 'kg'],
    ['LENTEJA 6MM BONANZA 1KG', 'unit'],
    ['mandarina nova x kilo', 'kg'],
    ['mandarina dancy x kilo', 'kg'],
  ]),
);
const found = (text: string) => {
  const resolution = resolveRequest(index, readRequest(index.applySynonyms(text)));
  return resolution.kind === 'found' ? resolution.product.name : resolution.kind;
};

describe('[ASSISTANT] words as said in other countries', () => {
  it("reads Spain's 'desnatada' as 'descremada'", () => {
    expect(found('2 litros de leche desnatada la serenisima')).toBe('Leche descremada La Serenísima 1 l');
  });

  it("reads a name's '3D' as a word, while '6MM' stays no word of a lentil", () => {
    expect(found('una oral b 3d white')).toBe(
      'Pasta de Dientes Oral B 3D White Blanqueador Avanzado con Flúor 120ml',
    );
    expect(found('un kilo de lentejas')).toBe('LENTEJA 6MM BONANZA 1KG');
  });

  it('never lets the kind said go for a product of another kind', () => {
    // (Nothing has 'congelada' with the carrot: not the frozen potato cubes.)
    expect(found('zanahoria en cubitos congelada')).toBe('not_found');
    expect(found('zanahoria en cubitos')).toBe('ZANAHORIA CUBO ALIFRUT 1KG');
  });

  it("never takes a word with two letters changed in place for another ('margarina' is no 'mandarina')", () => {
    expect(found('una margarina')).toBe('not_found');
    // (One letter slipped is still a typo.)
    expect(found('un kilo de mandarinna nova')).toBe('mandarina nova x kilo');
  });

  it("keeps '2 y cuarto' one size before a question mark, and sets exclamations aside", () => {
    expect(splitItems('me mandas 2 sodas saldan de 2 y cuarto?')).toEqual([
      'me mandas 2 sodas saldan de 2 y cuarto',
    ]);
    expect(stripChatter('mare, dos leches')).toBe('dos leches');
    expect(stripChatter('nojoda, dos leches')).toBe('dos leches');
  });
});
