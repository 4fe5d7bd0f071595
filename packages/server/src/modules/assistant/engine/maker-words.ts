/**
 * The words of a catalogue that name who makes or supplies a product, for catalogues that keep it
 * inside the name with no brand field ('ZANAHORIA FRESCA AGRONEGOCIOS KG', 'AZUCAR BONANZA 1KG',
 * 'GALL VINO COSTA 160GR'): a word that never opens a name, closes the names it is in, and is in
 * the names of several different products ('agronegocios' of carrots, onions and lemons).
 * Unsaid, such a word does not make a name say more than the customer asked for, as a brand
 * does not: 'zanahoria' is the fresh carrots of one supplier, not the diced ones of another.
 */
import { EVERYDAY, PACKAGING, SIZE_WORDS, VARIANTS } from './catalogue-words';
import { stem } from './text';

/**
 * At least this many different products hold the word, and it closes nearly all the names it is
 * in: flavours close many names too ('... chocolate', '... uva') but not so many, nor so surely.
 */
const MIN_PRODUCTS = 4;
const CLOSING_SHARE = 0.85;

const DESCRIBING = new Set([...EVERYDAY, ...VARIANTS, ...PACKAGING, ...[...SIZE_WORDS].map(stem)]);

export function makerWords(names: ReadonlyArray<{ stems: readonly string[] }>): Set<string> {
  const seen = new Map<string, { names: number; closing: number; opening: number; heads: Set<string> }>();
  for (const { stems } of names)
    stems.forEach((s, at) => {
      const word = seen.get(s) ?? { names: 0, closing: 0, opening: 0, heads: new Set<string>() };
      word.names += 1;
      if (at === 0) word.opening += 1;
      else word.heads.add(stems[0]!);
      if (at > 0 && at === stems.length - 1) word.closing += 1;
      seen.set(s, word);
    });
  const makers = new Set<string>();
  for (const [s, word] of seen)
    if (
      /^[a-z]+$/.test(s) &&
      word.opening === 0 &&
      word.heads.size >= MIN_PRODUCTS &&
      word.closing >= CLOSING_SHARE * word.names &&
      !DESCRIBING.has(s)
    )
      makers.add(s);
  return makers;
}
