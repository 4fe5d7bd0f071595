/*
 * A message read clause by clause against the open order, when neither reader took it whole:
 * 'champiñones un cuarto, me confundí, un kilo es un montón', 'perdona, la leche que sea entera,
 * que me he liado'. Each clause goes to the readers that already read a change alone (editsOf,
 * readOrderEdit); a clause neither reads is an order when it asks for something the store sells,
 * and chatter (why, sorry, who said so) when it names nothing the store sells.
 */
import type { CatalogueIndex, CatalogueProduct } from './catalogue-index';
import { lastAmount, target } from './edit-amounts';
import { editsOf, splitClauses, type EditClause } from './edits';
import { REASON_CLAUSE } from './edit-patterns';
import { ADD_WORDS, DISCOURSE_PREFIX } from './intents';
import { isChatter, stripChatter } from './message';
import { readOrderEdit } from './order-edits';
import type { SpokenUnit } from './quantities';
import { readRequest } from './request';
import { normalize, stem, tokens } from './text';

/** How a clause neither change reader took is read. */
type Unread = { kind: 'order'; edit: EditClause } | { kind: 'chatter' } | { kind: 'unknown' };

/**
 * The changes of a message of several clauses, when at least one clause changes an item of the
 * order and every other clause is an order or chatter; undefined otherwise (the message is then
 * read as before, as an order).
 */
export function editsByClause(
  text: string,
  order: readonly CatalogueProduct[],
  index: CatalogueIndex,
): EditClause[] | undefined {
  if (order.length === 0) return undefined;
  const clauses = splitClauses(text);
  if (clauses.length < 2) return undefined;
  const ordered = new Set(order.flatMap((product) => tokens(product.name).map(stem)));
  const edits: EditClause[] = [];
  let changes = false;
  for (const clause of clauses) {
    const plain = normalize(stripChatter(clause)).replace(DISCOURSE_PREFIX, '').trim();
    if (!plain || isChatter(clause)) continue;
    const read = editsOf(plain);
    const own = read.length === 0 ? readOrderEdit(plain, order, index) : undefined;
    const found = own ? [own] : read;
    if (found.length > 0) {
      edits.push(...found);
      changes ||= found.some(changesAnItem);
      continue;
    }
    const unread = readUnread(plain, index, ordered);
    if (unread.kind === 'unknown') return undefined;
    if (unread.kind === 'order') {
      edits.push(unread.edit);
      changes ||= changesAnItem(unread.edit);
    }
  }
  return changes ? edits : undefined;
}

/**
 * A clause no change reader took: an order when it asks for a product with a verb or an amount
 * ('sumale medio de kiwi', '2 cocas'); chatter when it names nothing sold, or only items already
 * ordered ('la picada está bien'), or says why ('somos más'); unknown otherwise.
 */
function readUnread(clause: string, index: CatalogueIndex, ordered: Set<string>): Unread {
  if (REASON_CLAUSE.test(clause)) return { kind: 'chatter' };
  const asked = ADD_WORDS.test(clause);
  const rest = clause.replace(ADD_WORDS, '').trim();
  const { amount, unit, rest: named } = lastAmount(rest);
  const request = readRequest(index.applySynonyms(named), (word) => index.hasWord(word));
  const known = request.words.filter((word) => index.knows(word) && !index.droppable(word));
  if (known.length === 0) {
    // ('…y agregame un carbón': asked for and not sold, the store hears of it; '2 garrafas' too.)
    if (asked) return { kind: 'order', edit: addOf(named, amount, unit) };
    const line = amount !== null && /^(?:\d|un|una|uno|dos|tres|cuatro|cinco|medio|media)\b/.test(rest);
    return line && !/\b(?:es|son|esta|estan|era|eran|fue)\b/.test(rest)
      ? { kind: 'unknown' }
      : { kind: 'chatter' };
  }
  // ('champiñones un cuarto, me confundí': an item of the order and how much of it, in a message
  // that changes the order, is how much it is now.)
  if (known.every((word) => ordered.has(stem(word))) && !asked)
    return amount === null
      ? { kind: 'chatter' }
      : { kind: 'order', edit: { op: 'set', target: target(named) || named, amount, unit } };
  if (!asked && amount === null) return { kind: 'unknown' };
  return { kind: 'order', edit: addOf(named, amount, unit) };
}

const addOf = (named: string, amount: number | null, unit: SpokenUnit | null): EditClause => ({
  op: 'add',
  target: target(named) || named,
  amount: amount ?? 1,
  ...(unit ? { unit } : {}),
});

const changesAnItem = (edit: EditClause) => edit.op !== 'add' && edit.target.trim() !== '';
