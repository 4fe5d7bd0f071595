/** How a product's name is read for the index (its stems, what it says it lacks, whether it is headed), and how alike two names are. */
import { CONNECTORS, NEGATIONS, PACKAGING, SOFT, lacksAsSin } from './catalogue-words';
import { COUNT_UNITS, MEASURE_UNITS, isSizeTokenAt, requestTokens } from './presentation';
import { stem, tokens } from './text';

/**
 * Words shops cut short in product names ('chorizos paladini env x 360g', 'fresco trad.', and the
 * upper-case names of a point-of-sale export: 'BEB. COCA COLA', 'GALL VINO COSTA', 'FID CORBATA'):
 * read whole, so 'los envasados', 'una bebida', 'las galletas' find them.
 */
const NAME_ABBREVIATIONS: Record<string, string> = {
  env: 'envasado',
  trad: 'tradicional',
  selec: 'seleccionado',
  desc: 'descremado',
  fet: 'feteado',
  saq: 'saquitos',
  beb: 'bebida',
  gall: 'galleta',
  fid: 'fideo',
  emp: 'empanada',
  hel: 'helado',
  yog: 'yogur',
  merm: 'mermelada',
  choc: 'chocolate',
  cong: 'congelado',
  integ: 'integral',
  int: 'integral',
  cj: 'caja',
  cjta: 'cajita',
  ind: 'individual',
  sab: 'sabor',
  liq: 'liquido',
  ens: 'ensalada',
  hamb: 'hamburguesa',
  caram: 'caramelo',
  cobert: 'cobertura',
  purif: 'purificada',
  pech: 'pechuga',
  mant: 'mantequilla',
  marg: 'margarina',
  salch: 'salchicha',
  cerv: 'cerveza',
  det: 'detergente',
  suav: 'suavizante',
  desinf: 'desinfectante',
  hig: 'higienico',
  azu: 'azucar',
  lact: 'lactosa',
  orig: 'original',
  nat: 'natural',
  prem: 'premium',
  gde: 'grande',
  peq: 'pequeno',
  blco: 'blanco',
  bco: 'blanco',
  mral: 'mineral',
  aer: 'aerosol',
  lacto: 'lactosa',
  clas: 'clasica',
  cabel: 'cabello',
  cte: 'corriente',
};

/**
 * A name as the index reads it: the shorthand of shop systems written out ('S/G' sin gas, 'C/POLVO'
 * con polvo, 'P/SOPA' para sopa) and an 'ñ' a system turned into '#' put back ('PI#A' is piña).
 */
export function nameTokens(name: string): string[] {
  const text = name
    .replace(/([a-z\u00e0-\u00fc])#(?=[a-z\u00e0-\u00fc])/gi, '$1n')
    .replace(/(^|[\s(])s\/g\b/gi, '$1sin gas')
    .replace(/(^|[\s(])c\/g\b/gi, '$1con gas')
    .replace(/(^|[\s(])s\/h\b/gi, '$1sin hueso')
    // ('seven up sazucar', 'x500ml.sazuc': an 's/azúcar' whose slash a list dropped.)
    .replace(/(^|[\s.(])sazuc(?:ar)?\b/gi, '$1sin azucar')
    // ('ARROZ G2 LARGO': the grade of the rice, 'grado 2' as customers say it.)
    .replace(/(^|\s)g([1-4])(?=\s)/gi, '$1grado $2')
    .replace(
      /(^|[\s(])([scp])\/(?=[a-z\u00e0-\u00fc]{2})/gi,
      (_, before: string, letter: string) =>
        `${before}${{ s: 'sin', c: 'con', p: 'para' }[letter.toLowerCase() as 's' | 'c' | 'p']} `,
    );
  // ('FID CABEL/CORTO P/SOPA': two words a slash joins.)
  return requestTokens(text.replace(/([a-z]{2,})\/(?=[a-z]{2,})/gi, '$1 ')).map(
    (token) => NAME_ABBREVIATIONS[token] ?? token,
  );
}

/**
 * A name's stems; the ones it says it lacks ('sin gas'); the ones it adds with 'con' ('Arroz con
 * leche', 'HARINA C/POLVO', 'Boing con jugo de manzana': up to a size or another connector than
 * 'de'); and whether its first word is the product ('Pan de cebolla').
 */
export function nameParts(name: string): {
  stems: string[];
  without: string[];
  added: string[];
  headed: boolean;
} {
  const stems: string[] = [];
  const without: string[] = [];
  const added: string[] = [];
  let negate = false;
  let adding = false;
  // '0 % alcohol', '0.0% grasa': what the name says there is none of, as 'sin alcohol' would.
  const tokens = nameTokens(
    lacksAsSin(name).replace(/(^|\s)0(?:[.,]0+)?\s?%\s*(?=[a-z\u00e0-\u00fc])/gi, '$1sin '),
  );
  // 'Pan de cebolla', 'Dulce de leche': the first word is the product, what follows 'de' says which.
  const headed = tokens[1] === 'de' || tokens[1] === 'del';
  tokens.forEach((token, i) => {
    // 'Quilmes bajo cero': two such words in a row are a name, not what the product lacks.
    const named =
      NEGATIONS.has(token) && (NEGATIONS.has(tokens[i + 1] ?? '') || NEGATIONS.has(tokens[i - 1] ?? ''));
    if (NEGATIONS.has(token) && !named) {
      negate = true;
      return;
    }
    const size = isSizeTokenAt(tokens, i);
    if (token === 'con') adding = i > 0;
    else if (token !== 'de' && token !== 'del' && (CONNECTORS.has(token) || size || /\d/.test(token)))
      adding = false;
    // (A digit alone that is no size is a word of the name: 'yerba union 4 flex'.)
    if (CONNECTORS.has(token) || size || (token.length === 1 && !/\d/.test(token))) return;
    if (negate) without.push(stem(token));
    else {
      stems.push(stem(token));
      if (adding) added.push(stem(token));
    }
    negate = false;
  });
  return { stems, without, added, headed };
}

/** 'papas' -> 'papa', 'limones' -> 'limon': plural aside, the word as written. */
export const singular = (word: string) =>
  word.length > 4 && /[^aeiou]es$/.test(word)
    ? word.slice(0, -2)
    : word.length > 3 && word.endsWith('s')
      ? word.slice(0, -1)
      : word;

/** Whether a word only qualifies a product ('común', 'comunes', 'la normal'): see SOFT. */
export const isSoft = (word: string) => SOFT.has(word) || SOFT.has(singular(word));

/**
 * The options most like the item: 'las leches que sean descremadas' of a La Serenísima entera is
 * the La Serenísima descremada, not the Sancor one; what the customer did not change stays.
 */
export function closest<T extends { name: string }>(current: { name: string }, options: T[]): T[] {
  const own = nameStemSet(current.name);
  const shared = options.map((p) => sharedStems(own, p.name));
  const most = Math.max(...shared);
  return options.filter((_, at) => shared[at] === most);
}

/** The stems of a name's words, each once. */
export const nameStemSet = (name: string) => new Set(tokens(name).map(stem));

/** How many of a name's stems, each once, are among `own`. */
export const sharedStems = (own: Set<string>, name: string) =>
  [...nameStemSet(name)].filter((s) => own.has(s)).length;

/** Whether two names share a word ('CAFE DOLCA 170GR', 'CAFE TRAD 170 GRS'), sizes aside. */
export function sharesAWord(one: string, other: string): boolean {
  const words = (name: string) =>
    nameTokens(name)
      .filter((word) => /^[a-z]{3,}$/.test(word) && !MEASURE_UNITS[word] && !COUNT_UNITS.has(word))
      .filter((word) => !CONNECTORS.has(word))
      .map(stem)
      .filter((word) => !PACKAGING.has(word));
  const own = new Set(words(one));
  return words(other).some((word) => own.has(word));
}

/**
 * Two words of a name said as one, as customers write them: 'blueberry' of 'Blue Berry Jumbo',
 * 'quitasarro' of 'Quita Sarro', 'sixpack' of 'Six Pack'.
 */
export function joinedPairs(name: string): string[] {
  const words = requestTokens(name);
  const pairs: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const [left, right] = [words[i - 1]!, words[i]!];
    if (
      /^[a-z]{2,}$/.test(left) &&
      /^[a-z]{3,}$/.test(right) &&
      !CONNECTORS.has(left) &&
      !CONNECTORS.has(right)
    )
      pairs.push(stem(left + right));
    // ('Lomito cerdo El Monte' beside 'CHULETA … ELMONTE': a maker's article joined to its name.)
    else if (MAKER_ARTICLES.has(left) && /^[a-z]{4,}$/.test(right)) pairs.push(stem(left + right));
  }
  return pairs;
}

/** Articles that open makers' names, which lists write apart or joined ('El Monte', 'ELMONTE'). */
export const MAKER_ARTICLES = new Set(['el', 'la', 'los', 'las', 'don', 'san', 'santa']);
