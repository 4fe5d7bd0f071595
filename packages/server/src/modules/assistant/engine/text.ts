import { foldText } from '@mostrador/core';
import { stemmer as snowballSpanish } from '@orama/stemmers/spanish';

/** Folded, punctuation-free text: what every matching step works on. Decimal commas survive. */
export function normalize(text: string): string {
  return (
    foldText(text)
      .replace(/(\d),(\d)/g, '$1.$2')
      // ('Kellogg's', 'Nature’s Heart': the possessive is one word, as customers write 'kelloggs'.)
      .replace(/([a-z])['’´`]s\b/g, '$1s')
      .replace(/[¿?¡!"'`´’‘()[\]{}*;:]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function tokens(text: string): string[] {
  return normalize(text)
    .split(/[\s,./\-+]+/)
    .filter(Boolean);
}

/** Diminutives customers use and catalogues do not: 'tomatitos', 'cafecito', 'kilito', 'pancito'. */
const DIMINUTIVE = /(c?)it(o|a)s?$/;

const STEMS_CACHE_MAX = 50_000;
const stems = new Map<string, string>();

/**
 * The Spanish stem of a folded word, for matching plurals, genders and diminutives: 'papas' and
 * 'papa', 'enteras' and 'entera', 'tomatitos' and 'tomate'. Snowball's Spanish stemmer (a
 * well-kept library) does the inflections; diminutives, which Snowball leaves alone, are cut first.
 * Only used to compare words, never shown.
 */
export function stem(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  let w = word;
  if (w.length > 5 && !/\d/.test(w) && DIMINUTIVE.test(w)) {
    // ('coquitas' -> 'coc', 'chiquita' -> 'chic': the spelling the diminutive changed, undone.)
    const base = w.replace(DIMINUTIVE, '').replace(/qu$/, 'c').replace(/gu$/, 'g');
    // 'pancito' -> 'pan', 'cafecito' -> 'cafe', 'tomatitos' -> 'tomato' (stemmed as 'tomate')
    if (base.length >= 3) w = DIMINUTIVE.exec(w)![1] === 'c' ? base : `${base}o`;
  }
  // Plurals first: Snowball stems 'azucares' as 'azucar' but 'azucar' as 'azuc'. ('retornables',
  // 'sobres': a consonant before 'l' or 'r' says the singular ends in 'e', 'retornable'.)
  if (!/\d/.test(w))
    w =
      w.length > 4 && /[^aeiou]es$/.test(w) && !/[^aeiou][lr]es$/.test(w)
        ? w.slice(0, -2)
        : w.length > 3 && /[aeiou]s$/.test(w)
          ? w.slice(0, -1)
          : w;
  const result = /\d/.test(w) ? w : snowballSpanish(w);
  if (stems.size >= STEMS_CACHE_MAX) stems.clear();
  stems.set(word, result);
  return result;
}

/** Damerau-Levenshtein distance with an early exit once it passes `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i += 1) {
    const current = new Array<number>(cols).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = current;
  }
  return prev[cols - 1]!;
}

/** How many typos a word of this length may carry and still match. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/**
 * How a Spanish word sounds, for spelling mistakes that follow pronunciation: 'ceboya' and
 * 'cebolla', 'yerva' and 'yerba', 'sanahoria' and 'zanahoria' share a key.
 */
export function phonetic(word: string): string {
  return word
    .replace(/ll/g, 'y')
    .replace(/v/g, 'b')
    .replace(/z/g, 's')
    .replace(/c([ei])/g, 's$1')
    .replace(/qu/g, 'k')
    .replace(/c/g, 'k')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Whether two words start with the same sound ('v' and 'b', 'z' and 's', a silent 'h'). */
export const sameStart = (a: string, b: string) => phonetic(a)[0] === phonetic(b)[0];

/** A text to match literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether two words have the same letters, in any order ('ellendale', 'elendalle'). */
export const sameLetters = (one: string, other: string) =>
  [...one].sort().join('') === [...other].sort().join('');
