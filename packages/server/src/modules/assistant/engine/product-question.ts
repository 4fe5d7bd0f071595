/*
 * Questions about products ('cuánto sale la yerba playadito de 1 kg?', 'tenés coca zero?'): the
 * products asked about, with their prices when the price is asked; nothing is added to the order.
 */
import type { CatalogueIndex, CatalogueProduct } from './catalogue-index';
import { ADD_WORDS, AVAILABILITY_QUESTION, PRICE_QUESTION, QUESTION_WORDS } from './intents';
import { normalize } from './text';
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

/**
 * '¿tienen coca? dame 2', '¿hay yerba playadito? mandame 2 de 1 kg': the question names the product,
 * the order after it only how many. Read as the order of that product.
 */
export function askedThenOrdered(spoken: string): string {
  const parts = /^(.+?)\?\s*(.+)$/s.exec(spoken);
  if (!parts) return spoken;
  const order = normalize(parts[2]!);
  if (!ADD_WORDS.test(order)) return spoken;
  // ('¿tenés helado de chocolate Frigor? dame 2 y unas medialunas': two of it, then the others.)
  const [said = '', ...others] = order
    .replace(ADD_WORDS, '')
    .trim()
    .split(/\s*,\s*|\s+y\s+/);
  const amount = said.trim();
  const read = readRequest(amount);
  // ('vos tienes chinchulines? mandame 1 kilo de chinchulines, medio de mollejas…': the order
  // after the question names its products; it is what the customer wants.)
  if (read.words.length > 0 && read.amount !== null) return parts[2]!;
  if (read.words.length > 0 || (read.amount === null && read.size === null)) return spoken;
  // ('¿tu tiene helado…?': the one asked is no word of the product.)
  const product = normalize(parts[1]!)
    .replace(QUESTION_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:tu|vos|usted)\s+/, '');
  return product ? [`${amount} ${product}`, ...others].join(', ') : spoken;
}
