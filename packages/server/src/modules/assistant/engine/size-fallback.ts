/**
 * A size said that no product the words find has: the words a name may leave out, or spell
 * otherwise, let go ('6 quilmes clásicas de 473', 'sardinas dolores en salsa de tomate de 425').
 */
import { CatalogueIndex, isVariantWord, type Candidate } from './catalogue-index';
import { sizeMatches, type SizeSpec } from './presentation';
import type { ProductRequest } from './request';
import { isSoft } from './name-parts';
import { stem, tokens } from './text';

/** How far a rounded size may be from the package's ('6 litros' for 6,2 l, '1 litro' for 946 ml). */
export const NEAR_SIZE = 0.06;

export function sizedOtherwise(index: CatalogueIndex, asked: ProductRequest, found: Candidate[]) {
  const size = asked.size;
  if (size?.kind !== 'measure' || found.length === 0 || found.some((c) => sizeMatches(c.size, size)))
    return undefined;
  const plain = asked.words.filter((word) => !isSoft(word));
  const tries = [
    ...(plain.length > 0 && plain.length < asked.words.length
      ? [index.match({ ...asked, words: plain })]
      : []),
    index.match({ ...asked, words: plain.length > 0 ? plain : asked.words }, 200, undefined, true),
  ];
  for (const tried of tries) {
    const fitting = tried.candidates.filter((c) => sizeMatches(c.size, size));
    if (fitting.length > 0) return fitting;
  }
  // ('jugo del valle de naranja de litro' of a 946 ml one: close enough, no word is let go.)
  if (found.some((c) => sizeMatches(c.size, size, NEAR_SIZE))) return undefined;
  return oneWordLeftOut(index, { ...asked, words: plain.length > 0 ? plain : asked.words }, size, found);
}

/**
 * ('sardinas dolores en salsa de tomate de 425' of 'Sardina tomate Dolores 425g'): a describing
 * word the name leaves out, let go one at a time, the commonest first, when that leaves a single
 * product of the size. Never the first word (what it is), a brand ('dolores' is not a Calmex of
 * 425) nor a variant ('zero', 'light': the 3 l of coca zero the store lacks is not the plain one).
 */
function oneWordLeftOut(
  index: CatalogueIndex,
  asked: ProductRequest,
  size: SizeSpec & { kind: 'measure' },
  found: Candidate[],
) {
  if (asked.words.length < 3) return undefined;
  const brands = new Set(found.flatMap((c) => tokens(c.product.brand ?? '').map(stem)));
  const droppable = asked.words
    .slice(1)
    .filter((word) => !isVariantWord(stem(word)) && !brands.has(stem(word)))
    .sort((a, b) => index.frequency(b) - index.frequency(a));
  for (const word of droppable) {
    const words = asked.words.filter((w) => w !== word);
    const fitting = index.match({ ...asked, words }).candidates.filter((c) => sizeMatches(c.size, size));
    if (fitting.length > 0) return fitting.length === 1 ? fitting : undefined;
  }
  return undefined;
}
