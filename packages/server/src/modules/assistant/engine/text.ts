import { foldText } from '@mostrador/core';

/** Folded, punctuation-free text: what every matching step works on. Decimal commas survive. */
export function normalize(text: string): string {
  return foldText(text)
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/[¿?¡!"'`´()[\]{}*;:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function tokens(text: string): string[] {
  return normalize(text)
    .split(/[\s,./\-+]+/)
    .filter(Boolean);
}

/**
 * A rough Spanish stem for matching plurals and diminutives: 'papas' -> 'papa', 'limones' ->
 * 'limon', 'tomatitos' -> 'tomat'. Only used to compare words, never shown.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 5 && /(it|ic)(o|a)s?$/.test(w)) w = w.replace(/(it|ic)(o|a)s?$/, '');
  else if (w.length > 4 && /ces$/.test(w)) w = w.replace(/ces$/, 'z');
  else if (w.length > 4 && /[^aeiou]es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s')) w = w.slice(0, -1);
  return w;
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
