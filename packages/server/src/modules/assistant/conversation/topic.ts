/*
 * What a change is said of when its clause names no item: 'uh la nalga es mucho, mandame la
 * mitad', 'que sean 4 en lugar de 2'. The clause alone would change the item touched last; the
 * whole message may have named another one outside the clause (in a remark, before a comma, by how
 * many of it there were), and then that one is meant.
 */
import type { EditClause } from '../engine/edits';
import { STOP } from '../engine/faq-words';
import { readQuantity } from '../engine/quantities';
import { normalize, stem, tokens } from '../engine/text';
import type { CustomerOrder, CustomerOrderItem } from '../../customer/customer.types';

/** A clause that changes an item without naming it ('mandame la mitad', 'que sean 3', 'sacalo'). */
export const namesNoItem = (edit: EditClause) =>
  edit.target.trim() === '' &&
  (edit.op === 'set' || edit.op === 'scale' || edit.op === 'remove' || edit.op === 'split') &&
  !('every' in edit && edit.every);

/** 'en lugar de 2', 'de las 6 latas', 'eran 3': how many the item had, said to name it. */
const OLD_AMOUNT =
  /\b(?:en (?:lugar|vez) de|de (?:los|las|esos|esas|estos|estas)|eran) (\d+|dos|tres|cuatro|cinco|seis|ocho|diez|doce)\b/;

/**
 * The one item the message names outside its clauses' own words, when a clause names none and the
 * item touched last is not it. Undefined when no word, or words of several items, are said.
 */
export function topicOf(
  order: CustomerOrder,
  text: string,
  edits: EditClause[],
  lastId: number | undefined,
): CustomerOrderItem | undefined {
  if (order.items.length < 2 || !edits.some(namesNoItem)) return undefined;
  const folded = normalize(text);
  // ('lo último que te pedí sacalo, con la rosamonte alcanza': the last one, said so.)
  if (/\bultim[oa]s?\b/.test(folded)) return undefined;
  const old = OLD_AMOUNT.exec(folded);
  const amount = old ? readQuantity([old[1]!]).amount : null;
  const having = amount === null ? [] : order.items.filter((item) => item.amount === amount);
  if (having.length === 1) return having[0]!.id === lastId ? undefined : having[0];
  // Words of the clauses themselves say what they change or add, not what the message is about.
  const own = new Set(
    edits.flatMap((edit) => tokens(`${edit.target} ${edit.op === 'replace' ? edit.with : ''}`)),
  );
  const said = new Set(
    tokens(folded)
      .filter((word) => !own.has(word) && /^[a-z]{3,}$/.test(word))
      .map(stem),
  );
  // A word of one item's name only votes for it ('gaseosa' of two sodas names neither). Whole
  // words only, unlike a message read against the order (engine/order-reading.ts): this overrides
  // a reading that found its item, so a word cut short or mistyped is not enough.
  const names = order.items.map((item) => ({ id: item.id, words: nameWords(item) }));
  const voted = new Set<number>();
  for (const word of said) {
    const naming = names.filter((name) => name.words.has(word));
    if (naming.length === 1) voted.add(naming[0]!.id);
  }
  if (voted.size !== 1) return undefined;
  const [id] = voted;
  return id === lastId ? undefined : order.items.find((item) => item.id === id);
}

/** The words of an item's name that can name it: letters only, past the shortest. */
function nameWords(item: CustomerOrderItem): Set<string> {
  return new Set(
    tokens(normalize(item.name))
      .filter((word) => /^[a-z]{3,}$/.test(word) && !STOP.has(word) && !NOT_NAMING.has(word))
      .map(stem),
  );
}

/** Words of product names that name no product when said ('x kilo', 'por pieza'). */
const NOT_NAMING = new Set(['kilo', 'kilos', 'litro', 'litros', 'unidad', 'pieza', 'piezas']);
