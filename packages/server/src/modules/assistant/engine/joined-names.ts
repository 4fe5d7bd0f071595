/*
 * 'y' inside a product's name: 'activia de fresa y plátano', 'yoplait de frutas y cereales de
 * kilo' are one product each ('Activia ... Fresa y Plátano y Cereales'), though 'y' also
 * separates the products of a list ('2 cocas y sprite').
 */
import type { CatalogueIndex } from './catalogue-index';
import { stem, tokens } from './text';

/** A piece that opens with how many is a product of its own ('y 2 sprites'). */
const OPENS_WITH_AMOUNT =
  /^(?:\d|(?:un|una|uno|dos|tres|cuatro|cinco|seis|medio|media|docena|kilo|otro|otra)\b)/;

/**
 * The pieces with two neighbours joined again when the message said them with 'y' and a name of
 * the store has the words around that 'y' together ('fresa y plátano').
 */
export function joinNamesWithY(parts: string[], said: string, index: CatalogueIndex): string[] {
  const joined: string[] = [];
  // (Read once: a long list would otherwise read the whole message again for every 'y'.)
  const saidWords = tokens(said).join(' ');
  for (const part of parts) {
    const before = joined[joined.length - 1];
    if (before !== undefined && !OPENS_WITH_AMOUNT.test(part) && namesBoth(before, part, saidWords, index))
      joined[joined.length - 1] = `${before} y ${part}`;
    else joined.push(part);
  }
  return joined;
}

function namesBoth(before: string, part: string, saidWords: string, index: CatalogueIndex): boolean {
  const left = tokens(before).pop();
  const right = tokens(part)[0];
  if (!left || !right || !saidWords.includes(`${left} y ${right}`)) return false;
  return someNameSays(index, [left, 'y', right]);
}

/** Whether a name of the store has these words in a row ('fresa y plátano', 'quita sarro'). */
export function someNameSays(index: CatalogueIndex, sequence: string[]): boolean {
  const stems = sequence.map(stem);
  const content = sequence.filter((word) => word !== 'y');
  return index.match({ words: content, without: [] }, 50).candidates.some((candidate) => {
    const name = tokens(candidate.product.name).map(stem);
    return name.some((_, at) => stems.every((s, k) => name[at + k] === s));
  });
}
