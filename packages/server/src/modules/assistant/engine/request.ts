/**
 * One product request as a customer writes it ('3 yerbas taragui de medio kilo', 'coca zero 2.25
 * lts x2', 'la de litro', 'un par de alfajores'): how many, of which size, and the words that name
 * the product.
 */
import { COUNT_UNITS, MEASURE_UNITS, isCode, requestTokens, type SizeSpec } from './presentation';
import { CONTAINER_WORDS, FILLER_WORDS, numberWord, readQuantity, type SpokenUnit } from './quantities';
import {
  CONTAINERS,
  IGNORED,
  JUG,
  LARGE,
  MIDDLE,
  NOUN_WHEN_ALONE,
  PIECES,
  SAID_PACKAGES,
  SMALL,
} from './request-words';
import { lacksAsSin } from './catalogue-words';

const PACKS_SAID: Record<string, number> = { six: 6, four: 4, twelve: 12 };

export interface ProductRequest {
  /** The product words as the customer wrote them (folded), for messages and records. */
  text: string;
  /** Words that must name the product. */
  words: string[];
  /** Words the product must be without: 'agua sin gas' -> ['gas']. */
  without: string[];
  /** The amount asked, in `unit` when one was said ('2 kg'), else a count ('3 cocas'). */
  amount: number | null;
  unit: SpokenUnit | null;
  /** The package the customer named: 'de 2,25', 'la de litro', 'la grande'. */
  size: SizeSpec | null;
  /** Units in the package: 'six', 'pack de 6', 'x 12' ('x 2' may be the amount: see `amountFromPack`). */
  pack: number | null;
  /** 'x N' with no amount before: N packs unless a package of N exists. */
  amountFromPack: boolean;
  /** The first word is followed by 'de' ('dulce de batata'): it names the product, it is no kind. */
  headed?: boolean;
  /** A count said right before the product, with no unit ('4 medialunas', not '2 de huevos'). */
  pieces?: boolean;
}

const HALF: Record<string, number> = { medio: 0.5, media: 0.5, cuarto: 0.25 };
/** A number word that may state a size: not 'un' nor 'medio', which say how many. */
const sizeNumber = (word: string | undefined) =>
  word === undefined || word in HALF || /^(un|una|uno)$/.test(word) ? undefined : numberWord(word);
const COUNT_WORDS = COUNT_UNITS;

export { requestTokens };

const isNumber = (w: string | undefined) => w !== undefined && /^\d+(?:\.\d+)?$/.test(w);

type Measure = { spec: SizeSpec; used: number } | { pack: number; used: number };

/** A measure at `i`: '2.25 lts', '500', 'litro', 'medio kilo', 'litro y medio', '2 y cuarto', '6 unidades'. */
function readMeasure(words: string[], i: number): Measure | undefined {
  let value: number | null = null;
  let used = 0;
  if (isNumber(words[i])) {
    value = Number(words[i]);
    used = 1;
  } else if (/^\d+\/\d+$/.test(words[i] ?? '')) {
    const [n, d] = words[i]!.split('/').map(Number);
    if (!d) return undefined;
    value = n! / d;
    used = 1;
  } else if (words[i] === 'un' || words[i] === 'una' || words[i] === 'uno') {
    value = 1;
    used = 1;
  } else if (words[i]! in HALF) {
    value = HALF[words[i]!]!;
    used = 1;
  } else if (
    sizeNumber(words[i]) !== undefined &&
    (MEASURE_UNITS[words[i + 1] ?? ''] || words[i + 1] === 'y')
  ) {
    // 'squirt de dos litros', 'manteca de cien gramos', 'coca de dos y cuarto': a number word
    // before a unit or a fraction.
    value = sizeNumber(words[i])!;
    used = 1;
  }
  if (value !== null && words[i + used] === 'y' && words[i + used + 1]! in HALF) {
    value += HALF[words[i + used + 1]!]!;
    used += 2;
  }
  // ('un special k': a unit's letter alone is no size; 'la de kilo' is.)
  const unitWord = words[i + used] ?? '';
  const unit = value === null && unitWord.length === 1 ? undefined : MEASURE_UNITS[unitWord];
  if (unit) {
    let total = (value ?? 1) * unit.factor;
    used += 1;
    if (words[i + used] === 'y' && words[i + used + 1]! in HALF) {
      total += HALF[words[i + used + 1]!]! * unit.factor;
      used += 2;
    }
    return { spec: { kind: 'measure', value: total, base: unit.base }, used };
  }
  if (value === null) return undefined;
  // A count package: '6 unidades', 'x 6'.
  if (COUNT_WORDS.has(words[i + used] ?? '')) return { pack: value, used: used + 1 };
  return { spec: { kind: 'measure', value, base: null }, used };
}

/**
 * Reads one request. A leading amount is the quantity ('2 kg de papa', '3 yerbas'); a size said
 * after the product ('de medio kilo', '2.25 lts', 'x6', 'la grande') only chooses the package.
 * `isProductWord` keeps words like 'chico' when a product is named by them ('Topo Chico').
 */
const CANS = /\b(?:latas?|latitas?)\b/;

/** Words that, before 'en' ('de' for 'libre'), say what the product lacks. */
const LACKS = new Set(
  ['reducido', 'reducida', 'bajo', 'baja', 'libre'].flatMap((word) => [word, `${word}s`]),
);

export function readRequest(
  piece: string,
  isProductWord: (word: string) => boolean = () => false,
): ProductRequest {
  // 'quilmes 0.0', 'heineken 0,0': the beer without alcohol, as names say it ('0.0 % alcohol').
  let words = requestTokens(
    lacksAsSin(piece).replace(/(^|\s)0[.,]0(?:\s*%)?(?:\s+alcohol)?(?=\s|$)/gi, '$1sin alcohol'),
  );
  // '¿cuánto sale la docena de medialunas?': the unit after its article is the amount asked of.
  if (/^(la|el)$/.test(words[0] ?? '') && readQuantity(words.slice(1)).unit === 'dozen')
    words = words.slice(1);
  const quantity = readQuantity(words);
  // 'una leche milkaut x 6': the article counts nothing when a count follows the product.
  const leadingArticle = quantity.used === 1 && quantity.unit === null && /^(un|una)$/.test(words[0] ?? '');
  let amount = quantity.amount;
  let unit = quantity.unit;
  // ('2 paquetes de cepillos de 2': packages said, so not pieces of one.)
  const pieces =
    amount !== null &&
    unit === null &&
    quantity.used > 0 &&
    !/^del?$/.test(words[quantity.used] ?? '') &&
    !CONTAINERS.has(words[quantity.used] ?? '');
  words = words.slice(quantity.used);
  // ('una sola de 160', 'uno solo': the count, said so it is not an article.)
  if (quantity.amount !== null && /^sol[oa]s?$/.test(words[0] ?? '')) words = words.slice(1);
  let size: SizeSpec | null = null;
  let pack: number | null = null;
  let amountFromPack = false;
  const kept: string[] = [];
  let alone: string | undefined;
  const without: string[] = [];
  let negate = false;
  let packageSaid = false;
  /** Size words kept as name words too ('grande' of 'Fibra Verde ... Grande'). */
  const sizeWords: string[] = [];
  const take = (measure: Measure) => {
    if ('pack' in measure) pack = measure.pack;
    else size = measure.spec;
  };
  for (let i = 0; i < words.length;) {
    const word = words[i]!;
    const next = words[i + 1];
    // '2 latas', 'una bolsa de 10': a number before a container is how many.
    if (isNumber(word) && next !== undefined && CONTAINERS.has(next) && amount === null) {
      amount = Number(word);
      i += 2;
      continue;
    }
    // 'aguacates por pieza', 'en pieza', 'la pieza', 'por unidad': sold by the piece, not by the kilo.
    if (['por', 'la', 'x', 'en'].includes(word) && next !== undefined && PIECES.has(next)) {
      unit ??= 'unit';
      i += 2;
      continue;
    }
    // ('un six de Quilmes', 'un four pack de Monster': the pack said in English, as shops say it.)
    const packed = word.replace(/pack$/, '');
    if (packed in PACKS_SAID && (packed !== word || next === 'pack' || packed === 'six')) {
      pack = PACKS_SAID[packed]!;
      i += next === 'pack' ? 2 : 1;
      continue;
    }
    if (word === 'x' && isNumber(next) && !(words[i + 2]! in MEASURE_UNITS)) {
      // 'aceite 1,5 lts x 2', 'coca x 2': how many, unless a package of that many exists.
      const value = Number(next);
      if (amount === null || (leadingArticle && amount === 1)) {
        amount = value;
        amountFromPack = !COUNT_WORDS.has(words[i + 2] ?? '');
      }
      if (!(size !== null && amountFromPack)) pack = value;
      i += COUNT_WORDS.has(words[i + 2] ?? '') ? 3 : 2;
      continue;
    }
    // 'de 2.25', 'la de litro', 'el de medio kilo', 'pack de 6', 'en 500', 'x 1 kg'
    if ((word === 'de' || word === 'x' || word === 'en' || word === 'por') && next !== undefined) {
      const measure = readMeasure(words, i + 1);
      const plain =
        measure && 'spec' in measure && measure.spec.kind === 'measure' && measure.spec.base === null;
      // ('2 de cuarto trasero': a quarter that opens a name the store has is the name.)
      // ('pan de 7 granos': a number before a word the store's names carry with it is the name.)
      const named =
        (next in HALF || (plain && isNumber(next))) &&
        isProductWord(next) &&
        isProductWord(words[i + 2] ?? '') &&
        !(words[i + 2]! in MEASURE_UNITS) &&
        !COUNT_WORDS.has(words[i + 2]!) &&
        !CONTAINERS.has(words[i + 2]!);
      // ('coca de dos y cuarto': a size in words with its fraction.)
      const spelt = sizeNumber(next) !== undefined && words[i + 2] === 'y';
      if (measure && !named && (word !== 'de' || !plain || isNumber(next) || next in HALF || spelt)) {
        take(measure);
        i += 1 + measure.used;
        continue;
      }
    }
    if (word === 'pack' && (isNumber(next) || ((next === 'de' || next === 'x') && isNumber(words[i + 2])))) {
      const at = isNumber(next) ? i + 1 : i + 2;
      pack = Number(words[at]);
      i = at + 1;
      continue;
    }
    // ('1 sandía, un kilo': a measure said after the product with its article.)
    const article = (word === 'un' || word === 'una') && kept.length > 0;
    if (
      isNumber(word) ||
      word in MEASURE_UNITS ||
      ((word in HALF || article) && words[i + 1]! in MEASURE_UNITS)
    ) {
      const measure = readMeasure(words, i);
      if (measure && ('pack' in measure || measure.spec.kind !== 'measure' || measure.spec.base !== null)) {
        take(measure);
        i += measure.used;
        continue;
      }
      // A bare number after the product: 'coca 2' is two of them when no amount came first;
      // 'fideos 500', 'quilmes lata 473 x6', 'coca 1,5 x2' are sizes.
      // 'fernet 1882 de 750': a number the store's names carry as a word names the product.
      // ('ajo 1': a single digit said last is how many, though some name has it: 'union 4 flex'.)
      const lastDigit = /^\d$/.test(word) && i === words.length - 1;
      if (
        isNumber(word) &&
        kept.length > 0 &&
        isProductWord(word) &&
        !lastDigit &&
        !(words[i + 1]! in MEASURE_UNITS)
      ) {
        kept.push(word);
        i += 1;
        continue;
      }
      // ('sin gas 1,5': what the product lacks said first is as good as its name.)
      if (isNumber(word) && !isCode(word) && (kept.length > 0 || without.length > 0)) {
        const value = Number(word);
        const countLike = Number.isInteger(value) && value <= 24;
        if (countLike && amount === null && i === words.length - 1) amount = value;
        else if (!countLike) size = { kind: 'measure', value, base: null };
        else kept.push(word);
        i += 1;
        continue;
      }
    }
    // 'un garrafón bonafont': the big jug of that water, whatever the name calls it (20 L).
    if (JUG.has(word)) {
      size = { kind: 'extreme', which: 'largest', word: 'garrafon' };
      i += 1;
      continue;
    }
    if (LARGE.has(word) || SMALL.has(word) || MIDDLE.has(word)) {
      const which = LARGE.has(word) ? 'largest' : SMALL.has(word) ? 'smallest' : 'middle';
      size = { kind: 'extreme', which, said: word };
      i += 1;
      // ('Topo Chico', 'Fibra Verde Scotch Brite Grande': a word some names carry stays a word too.)
      if (!isProductWord(word)) continue;
      kept.push(word);
      sizeWords.push(word);
      continue;
    }
    if (word === 'sin') {
      negate = true;
      i += 1;
      continue;
    }
    // 'reducido en sodio', 'baja en grasa', 'libre de gluten': what the product lacks, as names
    // say it ('jamon cocido paladini reducido en sodio').
    if (LACKS.has(word) && words[i + 1] === (word.startsWith('libre') ? 'de' : 'en')) {
      negate = true;
      i += 2;
      continue;
    }
    // '4 sachets de leche': the package the customer named prefers the products sold in it (a
    // word the index may drop when no product has it).
    if (kept.length === 0 && SAID_PACKAGES.has(word.replace(/s$/, ''))) {
      kept.push(word.replace(/s$/, ''));
      packageSaid = true;
      i += 1;
      // 'una bolsa de 10 bolillos', 'una caja de 12 huevos': a package of that many, or that many
      // of a product sold one by one.
      const count = words[i + 1];
      if (
        words[i] === 'de' &&
        isNumber(count) &&
        Number.isInteger(Number(count)) &&
        // A count ('de 10', 'de 30'); 'latas de 473' is a size.
        Number(count) <= 50 &&
        !MEASURE_UNITS[words[i + 2] ?? '']
      ) {
        pack = Number(count);
        amount = (amount ?? 1) * pack;
        amountFromPack = true;
        i += 2;
      }
      continue;
    }
    // 'helado de dulce de leche': first, the word is the product; after one ('coca helada'), how
    // cold it comes.
    if (NOUN_WHEN_ALONE.has(word) && kept.length === 0 && words[i + 1] === 'de') {
      kept.push(word);
      i += 1;
      continue;
    }
    if (NOUN_WHEN_ALONE.has(word)) alone = word;
    // ('de naranja los dos': both, closing an answer, names no product.)
    const both =
      /^(?:dos|ambos|ambas)$/.test(word) &&
      /^(?:los|las)$/.test(words[i - 1] ?? '') &&
      i === words.length - 1;
    if (
      both ||
      FILLER_WORDS.has(word) ||
      IGNORED.has(word) ||
      word.length === 1 ||
      (kept.length === 0 && CONTAINER_WORDS.has(word))
    ) {
      i += 1;
      continue;
    }
    if (negate) without.push(word);
    else kept.push(word);
    negate = false;
    i += 1;
  }
  // ('leches chiquitas de 200': the measure said makes 'chiquitas' only its size, not a name word.)
  if (size?.kind === 'measure') for (const word of sizeWords) kept.splice(kept.indexOf(word), 1);
  // 'tienen helado?': alone, the word is the product (ice cream), not how cold it comes.
  if (kept.length === 0 && alone) kept.push(alone);
  // '4 latas de quilmes negra': a can is the small package of a drink sold in bottles too
  // ('Cerveza negra Quilmes 473 ml', not the litre); a name that says 'lata' wins.
  if (size === null && CANS.test(piece)) size = { kind: 'extreme', which: 'smallest', said: 'lata' };
  return {
    // Named as the customer would name it back: «quilmes», not «lata quilmes».
    text: [
      ...(packageSaid && kept.length > 1 ? kept.slice(1) : kept),
      ...without.map((w) => `sin ${w}`),
    ].join(' '),
    words: kept,
    without,
    amount,
    unit,
    size,
    pack,
    amountFromPack,
    // 'dulce de batata': the first word, then 'de' and what it is of.
    ...(kept.length > 1 && /^del?$/.test(words[words.indexOf(kept[0]!) + 1] ?? '') ? { headed: true } : {}),
    ...(pieces && unit === null ? { pieces: true } : {}),
  };
}
