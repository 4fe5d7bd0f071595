/** Products for free text, for the language-model tools and the order's item names. */
import type { CatalogueIndex, CatalogueProduct } from './catalogue-index';
import { readRequest } from './request';

/** The full matches, best first; else the products that have most of the words, scored lower. */
export function searchProducts(
  index: CatalogueIndex,
  text: string,
  limit = 6,
): Array<{ product: CatalogueProduct; score: number }> {
  const request = readRequest(index.applySynonyms(text));
  const full = index.match(request, limit).candidates;
  if (full.length > 0) return full.map((c) => ({ product: c.product, score: Math.min(1, c.score) }));
  // Lenient: drop one word at a time and keep what still matches, scored lower.
  if (request.words.length < 2) return [];
  const found = new Map<number, { product: CatalogueProduct; score: number }>();
  request.words.forEach((_, skip) => {
    const words = request.words.filter((__, i) => i !== skip);
    for (const c of index.match({ words, without: request.without }, limit).candidates)
      if (!found.has(c.product.id)) found.set(c.product.id, { product: c.product, score: 0.5 * c.score });
  });
  return [...found.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
