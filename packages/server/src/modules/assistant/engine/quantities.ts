import { sizeOfName, type Base } from './presentation';
/** Quantities and units as customers type them: '2', '1,5', 'medio', 'una docena', '500 g'. */

export type SpokenUnit = 'kg' | 'gr' | 'lt' | 'ml' | 'dozen' | 'unit' | 'meter';

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veinticuatro: 24,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  cien: 100,
  ...Object.fromEntries(
    ['dos', 'tres', 'cuatro', 'quinien', 'seis', 'sete', 'ocho', 'nove'].flatMap((root, at) => {
      const hundreds = root === 'quinien' ? 500 : (at + 2) * 100;
      const stem = root === 'quinien' ? 'quinient' : `${root}cient`;
      return [`${stem}os`, `${stem}as`].map((word) => [word, hundreds]);
    }),
  ),
  media: 0.5,
  medio: 0.5,
  cuarto: 0.25,
  // Portuguese and English, for stores whose language is po or en.
  um: 1,
  uma: 1,
  duas: 2,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  // ('six' is not here: in Latin America it is a six-pack, 'un six de Quilmes', 'mejor 2 six'.)
  half: 0.5,
};

/** A number written as a word ('dos', 'trescientos'), or undefined. */
export const numberWord = (word: string): number | undefined =>
  Object.hasOwn(NUMBER_WORDS, word) ? NUMBER_WORDS[word] : undefined;

const UNIT_WORDS: Record<string, SpokenUnit> = {
  kg: 'kg',
  kgs: 'kg',
  k: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogramo: 'kg',
  kilogramos: 'kg',
  // ('3 kilitos de papa', 'un kilito de pan': the diminutive, kind, not smaller.)
  kilito: 'kg',
  kilitos: 'kg',
  quilo: 'kg',
  quilos: 'kg',
  g: 'gr',
  gr: 'gr',
  grs: 'gr',
  gramo: 'gr',
  gramos: 'gr',
  grms: 'gr',
  l: 'lt',
  lt: 'lt',
  lts: 'lt',
  litro: 'lt',
  litros: 'lt',
  ml: 'ml',
  cc: 'ml',
  docena: 'dozen',
  docenas: 'dozen',
  dosena: 'dozen',
  dosenas: 'dozen',
  doc: 'dozen',
  dz: 'dozen',
  unidad: 'unit',
  unidades: 'unit',
  u: 'unit',
  un: 'unit',
  unid: 'unit',
  metro: 'meter',
  metros: 'meter',
  mts: 'meter',
  m: 'meter',
};

/** Packaging words between a quantity and the product: '3 latas de atun' is 3 of the product. */
export const CONTAINER_WORDS = new Set([
  'paquete',
  'paquetes',
  // ('2 paketes de tortilla': 'qu' written as it sounds.)
  'pakete',
  'paketes',
  'lata',
  'latas',
  'botella',
  'botellas',
  'caja',
  'cajas',
  'bolsa',
  'bolsas',
  // 'una paca de papel higiénico' (Colombia): a pack.
  'paca',
  'pacas',
  // 'una funda de arroz' (Ecuador, the Caribbean): a bag.
  'funda',
  'fundas',
  // 'un saco de dog chow', 'un bulto de croquetas', 'un pomo de Fabuloso' (Cuba, México): the bag,
  // the sack, the bottle.
  'saco',
  'sacos',
  'bulto',
  'bultos',
  'pomo',
  'pomos',
  'frasco',
  'frascos',
  'sachet',
  'sachets',
  'pack',
  'packs',
  'unidad',
  'unidades',
]);

/** Words between quantity and product that carry no meaning: 'de', 'del', 'la'. */
export const FILLER_WORDS = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'por',
  'favor',
  'porfa',
  'x',
  'mas',
  'otro',
  'otra',
  'otros',
  'otras',
  'que',
  'sean',
  'of',
  'do',
  'da',
]);

export interface ParsedQuantity {
  amount: number | null;
  unit: SpokenUnit | null;
  /** How many leading tokens the quantity used. */
  used: number;
}

/** 'y medio' / 'y cuarto' after an amount: 'dos y medio', 'kilo y cuarto', '2 y cuarto', '1 kg y 1/2'. */
function readHalves(words: string[], i: number): { add: number; used: number } {
  if (words[i] !== 'y') return { add: 0, used: 0 };
  if (words[i + 1] === 'medio' || words[i + 1] === 'media') return { add: 0.5, used: 2 };
  if (words[i + 1] === 'cuarto') return { add: 0.25, used: 2 };
  // '1 kg y 1/2', '2 y 1/4': the fraction written.
  const fraction = /^(1)\/([24])$/.exec(words[i + 1] ?? '');
  if (fraction) return { add: 1 / Number(fraction[2]), used: 2 };
  return { add: 0, used: 0 };
}

/** The pound as Colombia and México's markets weigh it: half a kilo. */
const POUND = /^(?:libra|libras|lb|lbs)$/;
const GRAMS_IN_A_POUND = 500;

/** Reads a quantity and unit from the start of a token list: ['medio','kilo','de','queso']. */
export function readQuantity(words: string[]): ParsedQuantity {
  // 'unos 6 bolillos', 'como 2 kilos': about that many, which is that many.
  if (/^(unos|unas|como|aprox)$/.test(words[0] ?? '') && /^\d/.test(words[1] ?? '')) {
    const about = readQuantity(words.slice(1));
    if (about.amount !== null) return { ...about, used: about.used + 1 };
  }
  let i = 0;
  let amount: number | null = null;
  let unit: SpokenUnit | null = null;
  const first = words[0];
  if (first === undefined) return { amount, unit, used: 0 };
  const glued = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(first);
  if (glued && UNIT_WORDS[glued[2]!]) {
    amount = Number(glued[1]);
    unit = UNIT_WORDS[glued[2]!]!;
    return { amount, unit, used: 1 };
  }
  if ((first === 'un' || first === 'una') && words[1] === 'par') {
    // 'un par de cocas'
    amount = 2;
    i = 2;
  } else if (first === 'par' && words[1] === 'de') {
    amount = 2;
    i = 1;
  } else if (
    (first === 'un' || first === 'una') &&
    (words[1] === 'cuarto' || words[1] === 'medio' || words[1] === 'media')
  ) {
    amount = NUMBER_WORDS[words[1]]!;
    i = 2;
  } else if (first === 'tres' && (words[1] === 'cuartos' || words[1] === 'cuarto')) {
    amount = 0.75;
    i = 2;
  } else if (/^\d+(?:\.\d+)?$/.test(first)) {
    amount = Number(first);
    i = 1;
  } else if (/^\d+\/\d+$/.test(first)) {
    const [n, d] = first.split('/').map(Number);
    amount = d ? n! / d : null;
    i = 1;
  } else if (
    first in NUMBER_WORDS &&
    !(first === 'un' && words[1] && UNIT_WORDS[words[1]] === undefined && words[1] !== 'kilo')
  ) {
    amount = NUMBER_WORDS[first]!;
    i = 1;
  } else if (first === 'un' || first === 'una') {
    amount = 1;
    i = 1;
  }
  if (amount !== null && amount >= 1 && Number.isInteger(amount)) {
    const halves = readHalves(words, i);
    amount += halves.add;
    i += halves.used;
  }
  // 'kilo y medio', 'un kilo y medio'
  const unitWord = words[i];
  if (unitWord && UNIT_WORDS[unitWord] && !(unitWord === 'un' || unitWord === 'u' || unitWord === 'm')) {
    unit = UNIT_WORDS[unitWord]!;
    if (amount === null) amount = 1;
    i += 1;
    const halves = readHalves(words, i);
    amount += halves.add;
    i += halves.used;
    // 'una docena entera', 'un kilo completo': the whole of the unit (not whole milk).
    if (/^(enter[oa]s?|complet[oa]s?)$/.test(words[i] ?? '')) i += 1;
  } else if (unitWord && POUND.test(unitWord) && (amount !== null || i === 0)) {
    // 'una libra de tomate', '3 libras', 'media libra' (Colombia): half a kilo each.
    i += 1;
    const halves = readHalves(words, i);
    amount = ((amount ?? 1) + halves.add) * GRAMS_IN_A_POUND;
    i += halves.used;
    unit = 'gr';
  } else if (
    amount !== null &&
    unitWord &&
    (unitWord === 'u' || unitWord === 'un' || unitWord === 'm') &&
    words.length > i + 1
  ) {
    unit = UNIT_WORDS[unitWord]!;
    i += 1;
  }
  // 'medio kilo' was read as amount 0.5 then unit kg; 'media docena' as 0.5 dozen.
  return { amount, unit, used: i };
}

/** A trailing quantity: 'queso 500 gr', 'huevos x 2', 'coca 2'. */
export function readTrailingQuantity(words: string[]): ParsedQuantity & { at: number } {
  for (let start = Math.max(0, words.length - 4); start < words.length; start += 1) {
    // 'x2' and 'x 2' both mean two.
    const slice = words
      .slice(start)
      .flatMap((w) => (/^x\d+$/.test(w) ? [w.slice(1)] : [w]))
      .filter((w) => w !== 'x');
    if (slice.length === 0) continue;
    const parsed = readQuantity(slice);
    const consumed = parsed.used + words.slice(start).filter((w) => w === 'x').length;
    if (parsed.amount !== null && consumed === words.length - start && start > 0) {
      return { ...parsed, used: consumed, at: start };
    }
  }
  return { amount: null, unit: null, used: 0, at: words.length };
}

/**
 * The amount in the product's own unit: '2 kg' of a product sold by the gram is 2000, 'una docena'
 * of a product sold by the unit is 12. Answers null when the units cannot be converted.
 */
/** Grams no one counts in: '300 de jamón', '750 de queso' are grams of what is sold by weight. */
export const GRAMS_SAID = 50;

export function toProductUnits(
  amount: number,
  spoken: SpokenUnit | null,
  productUnit: string,
  productName = '',
): number | null {
  const unit = productUnit.toLowerCase();
  if (spoken === null) {
    // 'medio de jamon' of a product sold by the gram means half a kilo; '2 de jamon' is unclear.
    if (unit === 'gr')
      return Number.isInteger(amount) && amount < 10 ? null : amount < 10 ? amount * 1000 : amount;
    // '12 huevos', '30 huevos' of eggs sold by the dozen: pieces, so one dozen, two and a half.
    if (unit === 'dozen' && amount >= 6 && amount % 6 === 0) return amount / 12;
    // ('del queso dejame solo 750' of cheese by the kilo: grams, as no one asks for 750 kilos.)
    if (unit === 'kg' && amount >= GRAMS_SAID) return amount / 1000;
    return amount;
  }
  // ('2 docenas' of eggs in boxes of 12: two boxes.)
  const count = unit === 'unit' && spoken === 'dozen' ? sizeOfName(productName).count : undefined;
  if (count && Number.isInteger((amount * 12) / count)) return (amount * 12) / count;
  if (unit === 'unit' && spoken !== 'unit' && spoken !== 'dozen') {
    // '1 kg de azucar' of 'Azúcar 1 kg' sold by the package: as many packages as the weight asks.
    const size = sizeOfName(productName).measure;
    if (!size || size.base !== baseUnit(spoken)) return null;
    const packages = (amount * baseFactor(spoken)) / size.value;
    return Number.isInteger(Math.round(packages * 1000) / 1000) && packages >= 1
      ? Math.round(packages)
      : null;
  }
  const table: Record<string, Partial<Record<SpokenUnit, number>>> = {
    kg: { kg: 1, gr: 0.001 },
    gr: { kg: 1000, gr: 1 },
    lt: { lt: 1, ml: 0.001 },
    unit: { unit: 1, dozen: 12 },
    dozen: { dozen: 1, unit: 1 / 12 },
    meter: { meter: 1 },
  };
  const factor = table[unit]?.[spoken];
  if (factor === undefined) return spoken === 'unit' ? amount : null;
  return Math.round(amount * factor * 1000) / 1000;
}

function baseUnit(unit: SpokenUnit): Base | 'm' | 'u' {
  if (unit === 'kg' || unit === 'gr') return 'g';
  if (unit === 'lt' || unit === 'ml') return 'ml';
  if (unit === 'meter') return 'm';
  return 'u';
}

function baseFactor(unit: SpokenUnit): number {
  return unit === 'kg' || unit === 'lt' ? 1000 : 1;
}
