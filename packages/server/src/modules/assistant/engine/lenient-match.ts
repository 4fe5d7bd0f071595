/*
 * Matching that lets go of what a request can do without when nothing has every word: a size word
 * no name carries, a word split in two ('mc cain'), a package no name is read with, a kind said
 * first ('carne molida' is 'Molida de Res'). Used by resolve.ts; ADR 0015, point 10.
 */
import type { CatalogueIndex, MatchResult } from './catalogue-index';
import type { ProductRequest } from './request';
import { isSoft } from './name-parts';
import { CONTAINER_WORDS } from './quantities';
import { EVERYDAY, isVariantWord } from './catalogue-words';
import { stem, tokens } from './text';

/**
 * The full matches; when none, the matches without the words a request can do without ('carne
 * molida de res' is 'Molida de Res'), all of them first, then one at a time.
 */
export function matchLeniently(
  index: CatalogueIndex,
  request: ProductRequest,
  /** Whether a rare word may anchor the request: the last try of an order, not of a question. */
  anchor = false,
): MatchResult {
  const anchoredIf = () => (anchor ? anchored(index, request) : undefined);
  const found = lenient(index, request, false);
  // ('tirabuzones lucchetti' of 'fideos luchetti ... tirabuzon': no name has both words as said;
  // a long word may then be the store's other spelling of it.)
  if (found.candidates.length > 0 || found.unknown.length > 0)
    return found.candidates.length > 0 ? found : (anchoredIf() ?? found);
  const slipped = lenient(index, request, true);
  return slipped.candidates.length > 0 ? slipped : (anchoredIf() ?? slipped);
}

/** How many names a word may be in to anchor a request: a brand's, a line's few products. */
const ANCHOR_MOST = 12;

/**
 * 'comida de gato cat chow' of 'Alimento para gatos Cat Chow 3 kg', 'papas a la francesa mccain' of 'Papas
 * fritas congeladas McCain': when no name has every word, a word few names have (a brand, most
 * often) anchors the request, the words said beside it that those names also have are kept, and
 * the customer's own word for the kind is let go; only when what is kept is most of what was said.
 */
function anchored(index: CatalogueIndex, request: ProductRequest): MatchResult | undefined {
  const { without } = request;
  if (request.words.length < 2) return undefined;
  const fits = (kept: string[]) => index.match({ words: kept, without }, 200).candidates.length > 0;
  // (A word that only qualifies anchors nothing; nor does a package: 'paquete' is let go or kept
  // freely.)
  const qualifies = (w: string) => isSoft(w) || EVERYDAY.has(stem(w)) || isVariantWord(w) || /\d/.test(w);
  const words = request.words.filter((w) => !CONTAINER_WORDS.has(w));
  // The rarest word first; of the anchors, the one the most other words said go with.
  const anchors = words
    .filter((w) => index.frequency(w) > 0 && index.frequency(w) <= ANCHOR_MOST && !qualifies(w))
    .sort((a, b) => index.frequency(a) - index.frequency(b));
  let kept: string[] = [];
  for (const anchor of anchors) {
    const beside = words.filter((w) => w === anchor || fits([anchor, w]));
    if (beside.length > kept.length) kept = beside;
  }
  if (kept.length === words.length || kept.length < 2 || kept.length * 2 < words.length) return undefined;
  // What is let go must be a word for the kind, never what tells products of the kind apart: 'zero'
  // of 'una coca zero' (the store has no Coca-Cola Zero), 'durazno' of a yogurt some other brand
  // makes in that flavour.
  const dropped = words.filter((w) => !kept.includes(w));
  // Nor a word that heads products of the store ('crema' of 'crema dental kolynos', where 'crema'
  // is the store's cream): what was asked for is not sold, whatever else the brand makes.
  const tellsApart = (w: string) =>
    isVariantWord(w) || isVariantWord(stem(w)) || index.namesProduct(w) || kept.some((k) => fits([k, w]));
  if (dropped.some(tellsApart)) return undefined;
  // What is kept is read in the names themselves, not in a brand or a category: 'leche lala
  // entera' is not the 'Crema Ácida Entera León' of the brand 'Leche León'.
  const found = index.match({ words: kept, without }, 200);
  const named = found.candidates.filter((c) => {
    const name = new Set(tokens(c.product.name).map(stem));
    return kept.every((w) => name.has(stem(w)));
  });
  // (One product, or a size said to choose among them: 'papel de baño kleenex' of a store with the
  // Kleenex toilet paper and the Kleenex kitchen towels is not a guess to make.)
  const chosen = named.length === 1 || (named.length > 1 && request.size !== null);
  return chosen ? { ...found, candidates: named } : undefined;
}

function lenient(index: CatalogueIndex, request: ProductRequest, slips: boolean): MatchResult {
  const match = (words: string[]) => index.match({ ...request, words }, 200, undefined, slips);
  const found = match(request.words);
  // 'un topo chico grande': 'grande' kept as a word (some names carry it) is the size when no name does.
  const said = request.size?.kind === 'extreme' ? request.size.said : undefined;
  if (found.candidates.length === 0 && said && request.words.includes(said) && request.words.length > 1)
    return lenient(index, { ...request, words: request.words.filter((w) => w !== said) }, slips);
  // 'papas fritas mc cain' of 'McCain': two words no name has that are one word of a name.
  const joined =
    found.candidates.length === 0 ? joinSplitWord(index, request.words, found.unknown) : undefined;
  if (joined) return lenient(index, { ...request, words: joined }, slips);
  // 'un rollo de cilantro' of 'Cilantro Rollo': a package word no name is read with names nothing.
  const unread = found.unknown.filter((w) => index.droppable(w, false));
  if (found.candidates.length === 0 && unread.length > 0 && unread.length === found.unknown.length) {
    const words = request.words.filter((w) => !unread.includes(w));
    if (words.length > 0) return lenient(index, { ...request, words }, slips);
  }
  // ('manteca serenísima común' of 'manteca ls. clásica': a word that only qualifies, though
  // some other name has it, is let go before the product's own words are.)
  const soft = request.words.filter(isSoft);
  if (found.candidates.length === 0 && found.unknown.length === 0 && soft.length > 0) {
    const words = request.words.filter((w) => !isSoft(w));
    const plain = words.length > 0 ? lenient(index, { ...request, words }, slips) : undefined;
    if (plain && plain.candidates.length > 0) return plain;
  }
  if (found.candidates.length > 0 || found.unknown.length > 0) return found;
  // A kind is dropped when said first ('carne molida'), not as what follows ('crema de leche').
  // ('cartón de huevo' may still drop its package; 'dulce de batata' keeps its first word.)
  const droppable = request.words.filter((w, at) => index.droppable(w, at === 0 && !request.headed));
  if (droppable.length === 0) return found;
  // A package or a size word goes before a kind ('bolsa de bolillos', where 'Bolillo' opens many names).
  const packaging = droppable.filter((w) => index.droppable(w, false));
  // A kind said is let go only when no product of that kind has another word said: 'crema dental
  // colgate' is the 'Pasta Dental Colgate' of a store whose creams are none dental, but 'zanahoria
  // en cubitos congelada' is no 'PAPA CUBO CONG' where a 'ZANAHORIA CUBO' is cubed.
  const kindStays = (dropped: string[]) =>
    dropped.some(
      (kind) =>
        index.isKind(kind) &&
        request.words.some((w) => !dropped.includes(w) && match([kind, w]).candidates.length > 0),
    );
  // What is left must still head a name: 'carne molida' is 'Molida de Res', but 'crema de leche'
  // is not 'Queso crema'.
  // Words said exactly, too: with 'leche' dropped, 'polvo' is not a mistyped 'pollo'.
  const heads = (result: MatchResult) => result.candidates.some((c) => c.leads && c.exactness === 1);
  const exact = (result: MatchResult, least = 1) => ({
    ...result,
    candidates: result.candidates.filter((c) => c.exactness >= least),
  });
  // (Without its package alone, what is left need not head a name: 'una bolsa de dog chow' is
  // 'Alimento para perros Dog Chow 15 kg'; and it may be said in the customer's own country's
  // word: '4 rollos de confort' is the toilet paper.)
  const REGIONAL = 0.95;
  const passes: Array<[string[], (result: MatchResult) => boolean, number]> = [
    [droppable, heads, 1],
    [packaging, (result) => result.candidates.some((c) => c.exactness >= REGIONAL), REGIONAL],
  ];
  for (const [dropped, fits, least] of passes) {
    if (dropped.length === 0 || dropped.length === request.words.length || kindStays(dropped)) continue;
    const without = match(request.words.filter((w) => !dropped.includes(w)));
    if (fits(without)) return exact(without, least);
  }
  for (const word of droppable) {
    if (kindStays([word])) continue;
    const one = match(request.words.filter((w) => w !== word));
    if (heads(one)) return exact(one);
  }
  return found;
}

/** The words with two neighbours joined, when one of them names nothing and together they do. */
function joinSplitWord(index: CatalogueIndex, words: string[], unknown: string[]): string[] | undefined {
  for (let at = 0; at + 1 < words.length; at += 1) {
    const pair = [words[at]!, words[at + 1]!];
    if (!pair.some((w) => unknown.includes(w)) || !index.hasWord(pair.join(''))) continue;
    return [...words.slice(0, at), pair.join(''), ...words.slice(at + 2)];
  }
  return undefined;
}
