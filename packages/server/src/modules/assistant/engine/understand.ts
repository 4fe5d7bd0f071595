import type { CatalogueIndex, CatalogueProduct } from './catalogue-index';
import {
  ADD_WORDS,
  CHANGE_ANYWHERE,
  CHANGE_WORDS,
  DISCOURSE_PREFIX,
  PRODUCT_QUESTION_ANYWHERE,
  PRODUCT_QUESTION,
  REMOVE_WORDS,
  faqIntent,
  wholeMessageIntent,
  type FaqType,
  type WholeIntent,
} from './intents';
import {
  CONTAINER_WORDS,
  FILLER_WORDS,
  readQuantity,
  readTrailingQuantity,
  toProductUnits,
  type SpokenUnit,
} from './quantities';
import { normalize } from './text';

export interface RequestedItem {
  product: CatalogueProduct;
  /** In the product's own unit. */
  amount: number;
  text: string;
}

export interface UnresolvedItem {
  text: string;
  reason: 'not_found' | 'ambiguous' | 'unit';
  options: CatalogueProduct[];
  amount: number | null;
  unit: SpokenUnit | null;
}

export type Understanding =
  | { intent: WholeIntent }
  | { intent: 'faq'; faq_type: FaqType }
  | { intent: 'add_items'; items: RequestedItem[]; unresolved: UnresolvedItem[] }
  | { intent: 'remove_item'; text: string; options: CatalogueProduct[] }
  | {
      intent: 'change_item';
      text: string;
      options: CatalogueProduct[];
      amount: number | null;
      unit: SpokenUnit | null;
    }
  | { intent: 'product_query'; text: string; options: CatalogueProduct[] }
  | { intent: 'unknown' };

const GREETING_PREFIX =
  /^(hola|holis|buenas tardes|buenas noches|buenos dias|buen dia|buenas)\b[\s,!.]*(?=\S)(?!(como|que tal)\b)/;

/** A match this good is taken without asking; below the floor there is no match at all. */
const CONFIDENT = 0.6;
const FLOOR = 0.45;
const AMBIGUITY_MARGIN = 0.08;

/** Splits '2 kg de papa, una docena de huevos y 3 cocas' into one text per product. */
export function splitItems(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) =>
      normalize(line)
        .replace(/\b(kg|kgs|kilo|kilos|litro|litros|docena|docenas|metro|metros|\d+) y medio\b/g, '$1 ymedio')
        .split(/\s*(?:,|\+|;|\by\b|\be\b|\band\b|\bmas\b)\s*/),
    )
    .map((part) => part.replace(/ymedio/g, 'y medio').trim())
    .filter(Boolean);
}

interface Piece {
  words: string[];
  amount: number | null;
  unit: SpokenUnit | null;
}

function readPiece(text: string): Piece {
  let words = text.split(' ').filter(Boolean);
  let quantity = readQuantity(words);
  if (quantity.amount === null) {
    const trailing = readTrailingQuantity(words);
    if (trailing.amount !== null) {
      quantity = trailing;
      words = words.slice(0, trailing.at);
    }
  } else {
    words = words.slice(quantity.used);
  }
  while (words.length && (FILLER_WORDS.has(words[0]!) || CONTAINER_WORDS.has(words[0]!)))
    words = words.slice(1);
  return { words, amount: quantity.amount, unit: quantity.unit };
}

/** The best product for a piece of text, or why there is none. */
function resolve(index: CatalogueIndex, text: string, amount: number | null, unit: SpokenUnit | null) {
  let candidates = index.search(text);
  // '2 kg de naranjas' can only mean a product that is sold in something kilos convert to.
  if (unit !== null) {
    const convertible = candidates.filter(
      (c) => toProductUnits(amount ?? 1, unit, c.product.quantity_unit, c.product.name) !== null,
    );
    if (convertible.length > 0) candidates = convertible;
  }
  const best = candidates[0];
  if (!best || best.score < FLOOR) return { kind: 'not_found' as const, options: [] };
  const close = candidates.filter((c) => best.score - c.score <= AMBIGUITY_MARGIN);
  if (best.score >= CONFIDENT && close.length === 1) return { kind: 'found' as const, product: best.product };
  const options = (close.length > 1 ? close : candidates.filter((c) => c.score >= FLOOR)).map(
    (c) => c.product,
  );
  return { kind: 'ambiguous' as const, options: options.slice(0, 5) };
}

function stripLeading(text: string, pattern: RegExp): string {
  return text.replace(pattern, '').trim();
}

const search = (index: CatalogueIndex, text: string, limit = 5) =>
  index
    .search(text, limit)
    .filter((c) => c.score >= FLOOR)
    .map((c) => c.product);

/** 'cambia las papas a 3 kg', 'el jamon hacelo 300 gr', 'en vez de 2 cervezas poneme 6'. */
function readChange(text: string, index: CatalogueIndex): Understanding {
  const words = text
    .replace(new RegExp(CHANGE_ANYWHERE.source, 'g'), ' ')
    .replace(/\b(poneme|pone|dejame)\b/g, ' ')
    .replace(/\b(a|por|en|las|los|la|el|lo|de|del)\b/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // The last quantity is the new one ('en vez de 2 cervezas poneme 6' -> 6).
  let amount: number | null = null;
  let unit: SpokenUnit | null = null;
  const productWords: string[] = [];
  for (let i = 0; i < words.length;) {
    const quantity = readQuantity(words.slice(i));
    if (quantity.used > 0 && quantity.amount !== null) {
      amount = quantity.amount;
      unit = quantity.unit;
      i += quantity.used;
    } else {
      productWords.push(words[i]!);
      i += 1;
    }
  }
  const product = productWords.join(' ');
  return { intent: 'change_item', text: product, options: search(index, product), amount, unit };
}

/**
 * What a customer's message asks for. Order actions and questions are read from the whole
 * message; otherwise every piece of it is read as 'quantity, unit, product'.
 */
export function understand(message: string, index: CatalogueIndex): Understanding {
  const greeted = normalize(message);
  if (!greeted) return { intent: 'unknown' };
  if (wholeMessageIntent(greeted) === 'greet') return { intent: 'greet' };
  // 'hola, quiero 2 kg de papa' is an order with a greeting in front; 'al final', 'che' say nothing.
  const folded = greeted.replace(GREETING_PREFIX, '').trim().replace(DISCOURSE_PREFIX, '').trim() || greeted;
  const whole = wholeMessageIntent(folded);
  if (whole) return { intent: whole };

  if (REMOVE_WORDS.test(folded)) {
    const text = stripLeading(folded, REMOVE_WORDS).replace(/^(me |le )?/, '');
    const piece = readPiece(text);
    const product = piece.words.join(' ');
    return { intent: 'remove_item', text: product, options: search(index, product) };
  }
  if (CHANGE_WORDS.test(folded) || CHANGE_ANYWHERE.test(folded)) return readChange(folded, index);
  const faq = faqIntent(folded);
  if (faq && !ADD_WORDS.test(folded)) return { intent: 'faq', faq_type: faq };
  if (PRODUCT_QUESTION.test(folded) || PRODUCT_QUESTION_ANYWHERE.test(folded)) {
    const text = stripLeading(folded, PRODUCT_QUESTION).replace(PRODUCT_QUESTION_ANYWHERE, ' ').trim();
    const options = search(index, text, 6);
    return options.length ? { intent: 'product_query', text, options } : { intent: 'unknown' };
  }

  const body = stripLeading(folded, ADD_WORDS);
  const items: RequestedItem[] = [];
  const unresolved: UnresolvedItem[] = [];
  const parts =
    body === folded ? splitItems(message.replace(/^[^\n]*\b(hola|buenas)\b[^\n]*\n/i, '')) : splitItems(body);
  for (const part of parts.map((p) => p.replace(ADD_WORDS, '').trim())) {
    const piece = readPiece(part);
    const text = piece.words.join(' ');
    if (!text) continue;
    const found = resolve(index, text, piece.amount, piece.unit);
    if (found.kind !== 'found') {
      unresolved.push({
        text,
        reason: found.kind,
        options: found.options,
        amount: piece.amount,
        unit: piece.unit,
      });
      continue;
    }
    const amount = toProductUnits(
      piece.amount ?? 1,
      piece.unit,
      found.product.quantity_unit,
      found.product.name,
    );
    if (amount === null || amount <= 0) {
      unresolved.push({
        text,
        reason: 'unit',
        options: [found.product],
        amount: piece.amount,
        unit: piece.unit,
      });
      continue;
    }
    items.push({ product: found.product, amount: Math.round(amount * 100) / 100, text });
  }
  if (items.length === 0 && unresolved.every((u) => u.reason === 'not_found')) {
    return faq ? { intent: 'faq', faq_type: faq } : { intent: 'unknown' };
  }
  return { intent: 'add_items', items, unresolved };
}
