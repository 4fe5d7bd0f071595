/** How a product's name is read for the index (its stems, what it says it lacks, whether it is headed), and how alike two names are. */
import { CONNECTORS, NEGATIONS, SOFT, lacksAsSin } from './catalogue-words';
import { isSizeTokenAt, requestTokens } from './presentation';
import { stem, tokens } from './text';

/**
 * Words shops cut short in product names ('chorizos paladini env x 360g', 'fresco trad.'): read
 * whole, so 'los envasados' finds them.
 */
const NAME_ABBREVIATIONS: Record<string, string> = {
  env: 'envasado',
  trad: 'tradicional',
  selec: 'seleccionado',
  desc: 'descremado',
  fet: 'feteado',
  saq: 'saquitos',
};

export function nameParts(name: string): { stems: string[]; without: string[]; headed: boolean } {
  const stems: string[] = [];
  const without: string[] = [];
  let negate = false;
  // '0 % alcohol', '0.0% grasa': what the name says there is none of, as 'sin alcohol' would.
  const tokens = requestTokens(
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
    // (A digit alone that is no size is a word of the name: 'yerba union 4 flex'.)
    if (CONNECTORS.has(token) || isSizeTokenAt(tokens, i) || (token.length === 1 && !/\d/.test(token)))
      return;
    const word = NAME_ABBREVIATIONS[token] ?? token;
    if (negate) without.push(stem(word));
    else stems.push(stem(word));
    negate = false;
  });
  return { stems, without, headed };
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
  const own = new Set(tokens(current.name).map(stem));
  const shared = options.map(
    (p) =>
      new Set(
        tokens(p.name)
          .map(stem)
          .filter((s) => own.has(s)),
      ).size,
  );
  const most = Math.max(...shared);
  return options.filter((_, at) => shared[at] === most);
}
