/*
 * The last reading of a message that every other reader took for an order of things the store
 * does not sell, while the customer has an open order: read against the order's own items, clause
 * by clause. 'chale perdon la papa es el doble, vamos a hacer tortitas' doubles the potatoes;
 * 'sacsme la batat plis' takes the sweet potato off; 'los chicos quieren más moños, mandame 4'
 * makes the bow pasta 4. A clause names an item by a word of its name (cut short or mistyped by
 * one letter, as the few items of an order allow); a clause that names no item, asks for nothing
 * and counts nothing says why or who said so. Anything else (another product asked for, two items
 * in one clause) leaves the message to the readers before.
 */
import type { CatalogueIndex, CatalogueProduct } from './catalogue-index';
import { target } from './edit-amounts';
import { ANY_ADD_VERB, HALVE, REMOVE } from './edit-patterns';
import type { EditClause } from './edit-types';
import { splitClauses } from './change-clauses';
import { STOP } from './faq-words';
import { stripChatter } from './message';
import { readQuantity, type SpokenUnit } from './quantities';
import { editDistance, normalize, stem, tokens } from './text';

type Said =
  | { kind: 'edit'; item: CatalogueProduct; edit: (target: string) => EditClause }
  | { kind: 'item'; item: CatalogueProduct }
  | { kind: 'amount'; amount: number; unit: SpokenUnit | null }
  | { kind: 'why' };

/** The changes the message makes to the order's items, or undefined when it does not read so. */
export function readAgainstOrder(
  text: string,
  order: readonly CatalogueProduct[],
  index: CatalogueIndex,
): EditClause[] | undefined {
  if (order.length === 0) return undefined;
  const said: Said[] = [];
  for (const clause of splitClauses(normalize(stripChatter(text)))) {
    const one = readClause(index.applySynonyms(clause), order, index);
    if (!one) return undefined;
    said.push(one);
  }
  const items = new Set(said.flatMap((one) => ('item' in one ? [one.item] : [])));
  const counted = said.some((one) => one.kind === 'amount') && items.size === 1;
  // ('la papa y la batata el doble': an item named with no change of its own is not read so.)
  const changed = new Set(said.flatMap((one) => (one.kind === 'edit' ? [one.item] : [])));
  if (!counted && [...items].some((item) => !changed.has(item))) return undefined;
  const edits: EditClause[] = [];
  for (const one of said) {
    if (one.kind === 'edit') edits.push(one.edit(nameOf(one.item)));
    // ('…más moños, mandame 4': how many, of the one item the message names.)
    else if (one.kind === 'amount' && counted) {
      const [item] = items;
      edits.push({ op: 'set', target: nameOf(item!), amount: one.amount, unit: one.unit });
    }
  }
  return edits.length > 0 ? edits : undefined;
}

const nameOf = (product: CatalogueProduct) => target(normalize(product.name)) || normalize(product.name);

function readClause(
  clause: string,
  order: readonly CatalogueProduct[],
  index: CatalogueIndex,
): Said | undefined {
  const words = tokens(clause);
  const named = order.filter((product) => words.some((word) => namesItem(word, product)));
  const amounts = amountsSaid(words);
  const removes = REMOVE.test(clause) || words.some(mistypedRemoval) || /^no\b|\bno$|\bya no\b/.test(clause);
  if (named.length > 1) return undefined;
  const item = named[0];
  if (item) {
    if (/\b(?:el )?doble\b/.test(clause)) return { kind: 'edit', item, edit: scaled(2) };
    if (HALVE.test(clause)) return { kind: 'edit', item, edit: scaled(0.5) };
    if (amounts.length > 1) return undefined;
    const much = amounts[0];
    if (removes) {
      const count = much
        ? { count: much.amount, ...(much.unit ? { unit: much.unit } : {}) }
        : { count: null };
      return { kind: 'edit', item, edit: (target) => ({ op: 'remove', target, ...count }) };
    }
    if (much) return { kind: 'edit', item, edit: (target) => ({ op: 'set', target, ...much }) };
    return { kind: 'item', item };
  }
  // Only how many ('mandame 4'): of the item the rest of the message names.
  const others = words.filter((word) => index.knows(word) && !STOP.has(word) && !index.droppable(word));
  if (amounts.length === 1 && others.length === 0) return { kind: 'amount', ...amounts[0]! };
  // Another product asked for, or counted: an order the readers before did not find.
  if (amounts.length > 0 || ASKS.test(clause)) return undefined;
  return { kind: 'why' };
}

/** An add verb anywhere in the clause (the shared pattern is global, so it is not tested as is). */
const ASKS = new RegExp(ANY_ADD_VERB.source);

const scaled =
  (factor: number) =>
  (target: string): EditClause => ({ op: 'scale', target, factor });

/**
 * The amounts a clause says, but the one it corrects ('son 2 paquetes, no 3', 'en vez de 3') and
 * 'un' / 'una' as articles.
 */
function amountsSaid(words: string[]): { amount: number; unit: SpokenUnit | null }[] {
  const found: { amount: number; unit: SpokenUnit | null }[] = [];
  for (let i = 0; i < words.length;) {
    const read = readQuantity(words.slice(i));
    const corrected =
      words[i - 1] === 'no' || (words[i - 1] === 'de' && /^(?:vez|lugar)$/.test(words[i - 2] ?? ''));
    const article = read.used === 1 && /^(?:un|una|uno)$/.test(words[i]!);
    if (read.amount !== null && read.used > 0 && !article && !corrected) {
      found.push({ amount: read.amount, unit: read.unit });
      i += read.used;
    } else i += Math.max(read.used, 1);
  }
  return found;
}

/** Whether a word names the item: a word of its name, whole, stemmed, cut short or mistyped by one. */
function namesItem(word: string, product: CatalogueProduct): boolean {
  if (word.length < 3 || STOP.has(word) || /\d/.test(word)) return false;
  return tokens(product.name).some(
    (name) =>
      name.length >= 3 &&
      !STOP.has(name) &&
      (name === word ||
        stem(name) === stem(word) ||
        (word.length >= 4 && name.startsWith(word)) ||
        (word.length >= 5 && name.length >= 5 && editDistance(word, name, 1) <= 1)),
  );
}

/** 'sacsme', 'quitam': the verb of taking off mistyped by one letter. */
const REMOVAL_WORDS = ['sacame', 'sacala', 'sacalo', 'quitame', 'quitala', 'quitalo', 'borrame', 'borrala'];
const mistypedRemoval = (word: string) =>
  word.length >= 5 && REMOVAL_WORDS.some((verb) => editDistance(word, verb, 1) <= 1);
