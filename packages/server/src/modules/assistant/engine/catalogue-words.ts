/*
 * The words the catalogue index (catalogue-index.ts) treats apart: connectors, what a name lacks,
 * packaging, soft words, sizes said as words, variants and the everyday product. Folded.
 */
import { stem } from './text';

/** Words that join others and name nothing. */
export const CONNECTORS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'con',
  'y',
  'e',
  'en',
  'a',
  'al',
  'por',
  'para',
  // ('del pa rellenar': for, as said in chat.)
  'pa',
  'sabor',
  'tipo',
  'x',
]);
/** Words after which the product lacks the next word: 'sin gas', 'menos azúcares', 'libre de gluten'. */
export const NEGATIONS = new Set([
  'sin',
  'menos',
  'libre',
  'cero',
  'zero%',
  'reducido',
  'reducida',
  'bajo',
  'baja',
]);
/**
 * What a product lacks, said without 'sin': 'descartable' and 'no retornable' are the bottle that
 * is not returned, 'deslactosada' and 'zero lactosa' the milk without lactose. Names and requests
 * both read them as 'sin …', so 'una coca descartable' is the 'no retornable' one.
 */
export function lacksAsSin(text: string): string {
  return (
    text
      .replace(/\b(?:no\s+retornables?|descartables?)\b/gi, 'sin retornable')
      // ('zero' stays a word: 'la serenísima zero lactosa' is that one, not the 'reducida en lactosa'.)
      .replace(/\bzero\s+lactosa\b/gi, 'zero sin lactosa')
      .replace(/\b(?:cero|0)\s*%?\s*lactosa\b/gi, 'sin lactosa')
      .replace(/\bdeslactosad[oa]s?\b/gi, 'sin lactosa')
  );
}
/**
 * Packaging words: a customer who says none of them means any. They never say what the product
 * is, so a mistyped word is never read as one of them ('venden carbón?' is not about egg cartons).
 */
export const PACKAGING = new Set(
  [
    'pet',
    'carton',
    'sobre',
    'fardo',
    'botella',
    'lata',
    'sachet',
    'bolsa',
    'caja',
    'pack',
    'paquete',
    'frasco',
    'pote',
    'envase',
    'bidon',
    'garrafon',
    'tetra',
    'brik',
    'doypack',
    'vidrio',
    'descartable',
    'retornable',
    'bandeja',
    'unidad',
    'unidades',
    'ud',
    'uds',
    'u',
    'display',
    'blister',
    'estuche',
    'tubo',
    'rollo',
    'rollos',
    'pieza',
    'piezas',
    'atado',
    'manojo',
    // ('un tarrito de leche condensada', Chile: the can.)
    'tarro',
    'tarrito',
    'bolsita',
  ].map(stem),
);

/** Shorthand customers write for long names: 'ddl' is dulce de leche, 'jyq' jamón y queso. */
export const SHORTHAND: Array<[RegExp, string]> = [
  [/\bddl\b/g, 'dulce de leche'],
  [/\bjyq\b/g, 'jamon y queso'],
  [/\bpapel hig\b/g, 'papel higienico'],
  [/\b(?:paq|paqs|pqt|pqte)\b/g, 'paquete'],
  // 'dos tés': the plural of té, too short for the plural rule.
  [/\btes\b/g, 'te'],
  // 'el dove para caspa': what shelves call anticaspa.
  [/\b(?:para|contra) (?:la )?caspa\b/g, 'anticaspa'],
];

/** Words that qualify a product without naming it; ignored when no product has them. */
export const SOFT = new Set([
  'comun',
  'comunes',
  'normal',
  'original',
  'clasica',
  'clasico',
  'tradicional',
  'regular',
  'natural',
  'fresco',
  'fresca',
  'frescos',
  'frescas',
  'vidrio',
  'carton',
  'plastico',
  'descartable',
  'retornable',
  'envase',
  'botella',
  'botellita',
  'lata',
  'latita',
  'bolsa',
  'bolsita',
  'paquete',
  'paquetito',
  'caja',
  'cajita',
  'sachet',
  'pack',
  'metro',
  'metros',
  'kilo',
  'kilos',
  'suelto',
  'suelta',
  'sueltos',
  'sueltas',
  // 'agua pura' (purificada), 'choclo desgranado' (granos de elote): said of it, seldom named.
  'pura',
  'puro',
  'desgranado',
  // 'una cabeza de ajo', 'los paketines' (the small packs a name counts): said of it, not names.
  'cabeza',
  'cabezas',
  // 'rebanado delgadito', 'feteado finito': how it is cut, for the counter.
  'delgadito',
  'delgaditas',
  'delgado',
  'finito',
  'finitas',
  'feteado',
  'feteadito',
  'paketines',
  // 'corazón de res', 'carne de res': beef, which a store's names leave unsaid.
  'res',
  // 'paletas magnum individuales': one by one, not the box.
  'individual',
  'individuales',
  'granel',
  // Sliced bread as each country calls it: 'pan tajado' (CO), 'lactal' (AR), 'de molde'.
  'tajado',
  'tajada',
  'rebanado',
  'rebanada',
  'lactal',
  'molde',
  // 'cebolla cabezona' (Colombia): the bulb onion.
  'cabezona',
]);

export const SOFT_STEMS = [...SOFT].map(stem);

export const SIZE_WORDS = new Set([
  'chico',
  'chica',
  'chicos',
  'chicas',
  'grande',
  'grandes',
  'mediano',
  'mediana',
  'familiar',
]);

/** Words of a product's special variant: unsaid, the customer wants the everyday one. */
export const VARIANTS = new Set(
  // ('descremada': milk said with no more is the whole one, as a shop hands it over.)
  [
    'zero',
    'light',
    'diet',
    'liviana',
    'liviano',
    'descafeinado',
    'sin',
    'reducido',
    'bajo',
    'descremada',
    // ('un ketchup': the bottle, not the portion sachets a food-service list also sells.)
    'porcion',
    'porcionada',
    'porcionado',
    // ('medio kilo de ajo', 'una leche': the fresh garlic and the liquid milk, not the powder.)
    'polvo',
  ].map(stem),
);

/** Whether a name's stem makes it a special variant ('zero', 'light', 'diet'). */
export const isVariantWord = (s: string) => VARIANTS.has(s) && s !== stem('sin');

/** Words of a dearer line ('premium'): not what 'común' asks for, though unsaid they choose nothing. */
const FINER = new Set(['premium', 'gourmet', 'especial', 'seleccion', 'reserva'].map(stem));
/** Whether a name's stem is not the everyday product's: a variant or a finer line. */
export const isNotEveryday = (s: string) => isVariantWord(s) || FINER.has(s);

/** Words of the everyday variant: 'Coca-Cola Original' is what 'una coca' means. */
export const EVERYDAY = new Set(
  // ('rubia': a beer said with no colour is the blond one, the everyday one; 'ternera', 'res':
  // a cut said with no animal is beef, as butchers in Argentina, Uruguay and Mexico hand it over.)
  [
    'original',
    'clasica',
    'clasico',
    'comun',
    'tradicional',
    'regular',
    'normal',
    'rubia',
    'entera',
    'ternera',
    'res',
    // ('un cloro', Chile: the 'cloro corriente', not the gel.)
    'corriente',
    // ('zanahoria': the fresh carrots, not the diced, frozen or pre-cooked ones.)
    'fresco',
    'fresca',
    'natural',
  ].map(stem),
);
export const ZERO = stem('zero');
export const COLA = stem('cola');
export const SUGAR = stem('azucar');
export const GAS = stem('gas');
/** 'retornable': what 'descartable' and 'no retornable' say a bottle lacks. */
export const RETURNABLE = stem('retornable');

/**
 * Kind words customers put before a product that names it without them: 'carne molida' is
 * 'Molida de Res', 'fiambre de jamón cocido' is the ham. Dropped when nothing has them all.
 */
export const KIND_WORDS = new Set([
  'carne',
  'carnes',
  'fiambre',
  'fiambres',
  'verdura',
  'verduras',
  'fruta',
  'frutas',
]);
