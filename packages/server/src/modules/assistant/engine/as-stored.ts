/*
 * The customer's words as the store's names write them, before they are matched: 'una coca' is
 * the Coca-Cola a name spells in full, '7up' the Seven Up, 'el monte' the ELMONTE a list joins,
 * 'agua jane' the bleach of a store without the brand, 'ddl' dulce de leche.
 */
import { COLA, SHORTHAND } from './catalogue-words';
import { MAKER_ARTICLES } from './name-parts';
import { stem } from './text';

const SEVEN = stem('seven');
const MAKER_SAID_APART = new RegExp(`\\b(${[...MAKER_ARTICLES].join('|')}) ([a-z]{4,})\\b`, 'g');
/**
 * Brands customers say for the kind of product ('agua jane' for bleach, 'curitas' for plasters), read
 * as that kind where the store has its words and not the brand.
 */
const BRANDS_AS_KINDS = (
  [
    ['agua jane', 'lavandina'],
    ['curitas', 'apositos'],
  ] as const
).map(([brand, kind]) => ({
  said: new RegExp(`\\b${brand}\\b`, 'g'),
  brand: stem(brand.split(' ').at(-1)!),
  kind,
}));

/** What the store's names have: stems of every word, and the words as written. */
export interface StoreWords {
  hasStem(stem: string): boolean;
  hasWritten(word: string): boolean;
}

/** Folded text (the store's own synonyms already put in) as the store's names write it. */
export function asStored(folded: string, store: StoreWords): string {
  let text = folded;
  // 'una coca' is a Coca-Cola wherever its name says 'Coca Cola' in full.
  // ('coca-cola' and 'cocacolas' are that already.)
  if (store.hasStem(COLA))
    text = text.replace(/\bcocacolas?\b/g, 'coca cola').replace(/\bcocas?\b(?![\s-]?colas?\b)/g, 'coca cola');
  // ('chuleta de cerdo el monte' of 'CHULETA … ELMONTE': a maker's article said apart from the
  // name that a list writes joined; not 'la serenísima', which names write apart.)
  text = text.replace(MAKER_SAID_APART, (pair, article: string, word: string) =>
    store.hasWritten(article + word) ? article + word : pair,
  );
  // ('una 7up': the Seven Up of a store that spells it out.)
  if (store.hasStem(SEVEN)) text = text.replace(/\b7\s*-?\s*up\b/g, 'seven up');
  // ('el agua jane', Uruguay: the bleach, by the brand that named it, in a store without it.)
  for (const { said, brand, kind } of BRANDS_AS_KINDS)
    if (!store.hasStem(brand) && kind.split(' ').every((word) => store.hasStem(stem(word))))
      text = text.replace(said, kind);
  // Shorthand written for long names: 'ddl' is dulce de leche, 'jyq' jamón y queso.
  for (const [short, full] of SHORTHAND) text = text.replace(short, full);
  return text;
}
