/**
 * Package sizes: what a product name says of its presentation ('Coca-cola Zero 2,25 Lt',
 * 'Croissant X 3 Ud', 'Cerveza lata 473 ml pack x 6') and what a customer says of the one they
 * want ('la de 2,25', 'de medio kilo', 'la grande'). A size narrows the candidates; it is never the
 * quantity ordered.
 */
import { normalize } from './text';

export type Base = 'g' | 'ml' | 'm';

export interface PackageSize {
  /** Grams or millilitres of one package. */
  measure?: { value: number; base: Base };
  /** Units in one package: 'x 3 ud', 'pack x 6', 'x12', '30 piezas'. */
  count?: number;
}

/** What the customer said of the size: a measure (unit possibly unsaid), a count, or an extreme. */
export type SizeSpec =
  | { kind: 'measure'; value: number; base: Base | null }
  /** `word`: the package named by a word some names may say ('garrafón'). */
  | {
      kind: 'extreme';
      which: 'largest' | 'smallest' | 'middle';
      /** A jug said ('garrafón'), whatever size its name writes. */
      word?: string;
      /** The word said ('grande', 'chica'): some names carry it ('Fibra Verde Scotch Brite Grande'). */
      said?: string;
    };

/** Unit words and their factor to the base: 'lts' is 1000 ml, 'grs' 1 g. */
export const MEASURE_UNITS: Record<string, { base: Base; factor: number }> = {
  kg: { base: 'g', factor: 1000 },
  kgs: { base: 'g', factor: 1000 },
  kilo: { base: 'g', factor: 1000 },
  kilos: { base: 'g', factor: 1000 },
  kilogramo: { base: 'g', factor: 1000 },
  kilogramos: { base: 'g', factor: 1000 },
  k: { base: 'g', factor: 1000 },
  g: { base: 'g', factor: 1 },
  gr: { base: 'g', factor: 1 },
  grs: { base: 'g', factor: 1 },
  grm: { base: 'g', factor: 1 },
  gm: { base: 'g', factor: 1 },
  gms: { base: 'g', factor: 1 },
  grms: { base: 'g', factor: 1 },
  gramo: { base: 'g', factor: 1 },
  gramos: { base: 'g', factor: 1 },
  ml: { base: 'ml', factor: 1 },
  mls: { base: 'ml', factor: 1 },
  cc: { base: 'ml', factor: 1 },
  cm3: { base: 'ml', factor: 1 },
  l: { base: 'ml', factor: 1000 },
  lt: { base: 'ml', factor: 1000 },
  lts: { base: 'ml', factor: 1000 },
  ltr: { base: 'ml', factor: 1000 },
  ltrs: { base: 'ml', factor: 1000 },
  litro: { base: 'ml', factor: 1000 },
  litros: { base: 'ml', factor: 1000 },
  m: { base: 'm', factor: 1 },
  mt: { base: 'm', factor: 1 },
  mts: { base: 'm', factor: 1 },
  metro: { base: 'm', factor: 1 },
  metros: { base: 'm', factor: 1 },
  // A US gallon, as Mexico and Central America sell bleach, water and oil ('el de galón': 3,8 l).
  galon: { base: 'ml', factor: 3785 },
  galones: { base: 'ml', factor: 3785 },
  // A pound, as sold by the half kilo in Mexico and Colombia.
  libra: { base: 'g', factor: 500 },
  libras: { base: 'g', factor: 500 },
};

export const COUNT_UNITS = new Set([
  'u',
  'un',
  'ud',
  'uds',
  'und',
  'unid',
  'unids',
  'unidad',
  'unidades',
  'uni',
  'pieza',
  'piezas',
  'pza',
  'pzas',
  'pz',
  'rollo',
  'rollos',
  // 'Jabón Neutro Balance 3 Barras', 'Chokis 6 paketines': the count of a pack, as its name says.
  'barras',
  'paketines',
  'botellas',
  'latas',
  'sobres',
  'saquitos',
  'saq',
  // ('TE CEYLAN LIPTON CJTA 100BL': a hundred tea bags.)
  'bl',
  'bolsitas',
  'capsulas',
  'tabletas',
  'comprimidos',
  'pack',
]);

/** Digits that name a product rather than its size: 'Harina 0000'. */
export const isCode = (token: string) => /^0{2,}\d*$/.test(token);

/** Folded tokens with decimals kept whole ('2.25') and glued units cut ('500g' -> '500 g'). */
export function requestTokens(text: string): string[] {
  return (
    normalize(text)
      // '1,5' is a decimal; '425, 2 latas' is a list.
      .replace(/(\d),(\d)/g, '$1.$2')
      // 'Head & Shoulders' as customers type it: 'head and shoulders'.
      .replace(/\s*&\s*/g, ' and ')
      // 'shampoo 2 en 1', 'Crest 4en1': a kind of product, one word, no amount nor size.
      .replace(/(?<![\d.])([2-9]) ?en ?1\b/g, '$1en1')
      // 'queso cremoso 1/2 kg': a fraction before a unit is that much of it, wherever it is said.
      .replace(
        /(?<![\d./])([1-9])\/([2-9])(?=\s*(?:kgs?|kilos?|lts?|litros?|l)\b)/g,
        (_, top: string, bottom: string) => String(Number(top) / Number(bottom)),
      )
      .replace(/(\d)([a-z]{1,9})\b/g, (match, digit: string, unit: string) =>
        unit in MEASURE_UNITS || COUNT_UNITS.has(unit) ? `${digit} ${unit}` : match,
      )
      .replace(/\bx(\d)/g, 'x $1')
      // ('6x225g': six packages of 225 g.)
      .replace(/\b(\d{1,2})x(\d)/g, '$1 x $2')
      .split(/[^a-z0-9./]+|(?<!\d)\.|\.(?!\d)/)
      .filter(Boolean)
  );
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
// ('x 1 k.': shops cut the kilo to its letter.)
const UNIT = String.raw`(kgs?|kilos?|kilogramos?|k|grs?|grms?|grm|gms?|gramos?|g|mls?|cc|cm3|ltrs?|lts?|litros?|l|mts?|metros?|m)`;
const MEASURE_IN_NAME = new RegExp(String.raw`(?:^|\s)${NUMBER} ${UNIT}(?![a-z\d])`, 'g');
/** A number a measure unit follows is the measure ('x 290 gm'), never a count. */
const NOT_MEASURE = String.raw`(?! ${UNIT}(?![a-z\d]))`;
const COUNT_IN_NAME = [
  // '(?![\d.])': the whole number, so 'x 473 ml' is no count of 47 and 'x 2.50 lt' none of 2.
  new RegExp(
    String.raw`\bx (\d+)(?![\d.])(?: (?:u|un|ud|uds|und|unid|unidades|unidad|piezas|pzas|rollos|saq|saquitos|sobres))?${NOT_MEASURE}`,
  ),
  new RegExp(String.raw`\bpack (?:x |de )?(\d+)(?![\d.])${NOT_MEASURE}`),
  // '6 x 225 g', '4 x 1 l': that many packages of the measure ('spaghetti nro. 3 x 500 gr.' is
  // pasta cut number 3, one package).
  new RegExp(String.raw`(?:^|(?<!\b(?:nro|numero|num|no|n))\s)(\d{1,2}) x \d+(?:\.\d+)? ${UNIT}(?![a-z\d])`),
  /(?<![\d.])(\d+) (?:u|ud|uds|und|unid|unidades|unidad|piezas|pzas|pza|pz|rollos|barras|paketines|botellas|latas|sobres|saquitos|saq|bl|bolsitas|capsulas|tabletas|comprimidos|pack)\b/,
];

/** Names as the index reads them: folded tokens, decimals whole, units apart ('x1kg.bolsa' -> 'x 1 kg bolsa'). */
const foldName = (name: string) => requestTokens(name).join(' ');

/** The presentation written in a product's name. */
export function sizeOfName(name: string): PackageSize {
  const text = foldName(name);
  const size: PackageSize = {};
  // The last measure is the package's: '6 x 473 ml' is 473 ml, 'Yerba 1 kg' is 1000 g.
  for (const match of text.matchAll(MEASURE_IN_NAME)) {
    const unit = MEASURE_UNITS[match[2]!]!;
    const value = Number(match[1]);
    // ('coca cola sin azucar retornable x 1,25 ml.': a fraction of a millilitre is litres mistyped.)
    const factor =
      unit.base === 'ml' && unit.factor === 1 && value < 10 && !Number.isInteger(value) ? 1000 : unit.factor;
    size.measure = { value: round(value * factor), base: unit.base };
  }
  for (const pattern of COUNT_IN_NAME) {
    const match = pattern.exec(text);
    if (match && Number(match[1]) > 1) {
      size.count = Number(match[1]);
      break;
    }
  }
  return size;
}

/**
 * Whether the token at `i` of a name only states its size ('1.5 lts', 'x 3 ud', 'pack x 6'); a
 * number that no unit follows names the product ('Fernet 1882', 'Harina 0000').
 */
export function isSizeTokenAt(tokens: string[], i: number): boolean {
  const token = tokens[i]!;
  if (token in MEASURE_UNITS || token === 'x' || token === 'c' || token === 'cm3') return true;
  // ('Té en saquitos boldo', 'Pan en barras': a count word no number leads names the product.)
  if (COUNT_UNITS.has(token))
    return token.length <= 4 || /^\d/.test(tokens[i - 1] ?? '') || tokens[i - 1] === 'x';
  if (!/^\d/.test(token)) return false;
  if (isCode(token) || /^\den1$/.test(token)) return false;
  const next = tokens[i + 1];
  const previous = tokens[i - 1];
  // ('Oral B 3D White': the dimensions are a word customers say; '6MM' of a lentil is no word.)
  if (/^\dd$/.test(token)) return false;
  return (
    (next !== undefined && (next in MEASURE_UNITS || COUNT_UNITS.has(next))) ||
    previous === 'x' ||
    previous === 'pack' ||
    /^\d+(?:\.\d+)?$/.test(token) === false
  );
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Whether a package's size is the one the customer named, within `tolerance` (a share of the
 * package's size: 1% by default, for '1,5' against '1.5 lts').
 */
export function sizeMatches(size: PackageSize, spec: SizeSpec, tolerance = 0.01): boolean {
  const close = (a: number, b: number) => Math.abs(a - b) <= b * tolerance + 0.001;
  if (spec.kind === 'extreme') return true;
  const measure = size.measure;
  // 'huevos de 30': a number alone may be the count of the package.
  if (spec.base === null && size.count === spec.value) return true;
  if (!measure) return false;
  if (spec.base !== null) return spec.base === measure.base && close(spec.value, measure.value);
  // 'de 2,25' and 'de 500': litres or kilos when small, millilitres or grams when large.
  return (
    close(spec.value, measure.value) || (measure.base !== 'm' && close(spec.value * 1000, measure.value))
  );
}

/** Whether a package holds the count the customer named ('six', 'pack de 6', 'x 12'). */
export const packMatches = (size: PackageSize, count: number) => size.count === count;

/** The size used to order candidates for 'la grande' / 'la chica': measure, else count. */
export function sizeValue(size: PackageSize): number | undefined {
  if (size.measure) return size.measure.value * (size.count ?? 1);
  return size.count;
}

/** A water jug (México's garrafón): a name that says so, or one package of 10 litres or more. */
export function isJug(name: string, size: PackageSize): boolean {
  return (
    /\b(garrafon|garrafones|bidon)\b/.test(foldName(name)) ||
    (size.measure?.base === 'ml' && size.measure.value >= 10_000 && !size.count)
  );
}
