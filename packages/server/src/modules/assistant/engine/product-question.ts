/*
 * Questions about products ('cuánto sale la yerba playadito de 1 kg?', 'tenés coca zero?'): the
 * products asked about, with their prices when the price is asked; nothing is added to the order.
 */
import type { CatalogueIndex, CatalogueProduct } from './catalogue-index';
import { AVAILABILITY_QUESTION, PRICE_QUESTION, QUESTION_WORDS } from './intents';
import { splitItems } from './list-pieces';
import { productsAsked } from './pick';
import { readRequest, type ProductRequest } from './request';

/** A question about products: their price, or whether the store has them (or that it does not). */
export type ProductQuestion =
  | { intent: 'product_query'; text: string; options: CatalogueProduct[]; price: boolean }
  | { intent: 'product_absent'; text: string };

/** 'cuánto sale la yerba playadito de 1 kg?', 'tenés coca zero?': the products asked about. */
export function readProductQuestion(text: string, index: CatalogueIndex): ProductQuestion | undefined {
  const price = PRICE_QUESTION.test(text);
  if (!price && !AVAILABILITY_QUESTION.test(text)) return undefined;
  const asked = text.replace(QUESTION_WORDS, ' ').replace(/\s+/g, ' ').trim();
  // 'las cocas sin azúcar de 2.5 y de 3': each size asked, with the words said once.
  const options: CatalogueProduct[] = [];
  let words: ProductRequest | undefined;
  for (const piece of splitItems(asked)) {
    let request = readRequest(index.applySynonyms(piece), (w) => index.hasWord(w));
    if (request.words.length === 0 && words)
      request = { ...request, words: words.words, without: words.without, text: words.text };
    if (request.words.length === 0) continue;
    words = request;
    // ('¿cuánto cuestan las cocas de 600?': the plural asks for each of them.)
    // ('precio de las cervezas patagonia de litro': after 'de' too.)
    const plural = price && /^(?:de\s+)?(?:los|las)\s+[a-z]+s\b/.test(piece.trim());
    for (const product of productsAsked(index, request, plural))
      if (!options.includes(product)) options.push(product);
  }
  if (!words) return undefined;
  if (options.length > 0)
    return { intent: 'product_query', text: words.text, options: options.slice(0, 8), price };
  return { intent: 'product_absent', text: words.text };
}
