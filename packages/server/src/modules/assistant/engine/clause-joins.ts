/*
 * A clause that goes on with the change before it rather than being one of its own (edits.ts):
 * the size of what was added, more of the list added, what a counted item becomes, more of what
 * stays; and the changes settled once every clause was read.
 */
import { hasAmount, lastAmount, target } from './edit-amounts';
import { readClause } from './edit-clause';
import { REASON_CLAUSE } from './edit-patterns';
import type { EditClause } from './edit-types';
import { ADD_WORDS } from './intents';
import { CONTAINER_WORDS, readQuantity } from './quantities';

/** The change before, completed (`last`), or a change of its own that follows from it (`next`). */
export function joinedTo(
  before: EditClause | undefined,
  clause: string,
): { last?: EditClause; next?: EditClause } | undefined {
  // ('los red bull no, solo el monster': what stays, or comes instead, of the item taken off.)
  // ('…sacá nomás, la coca nomás': only that stays.)
  const only =
    /^(?:y\s+)?(?:solo|nomas|nada mas|unicamente)\s+(?:(?:el|la|los|las)\s+)?([a-z][a-z ]*)$/.exec(clause) ??
    /^(?:y\s+)?(?:el|la|los|las)\s+([a-z][a-z ]*?)\s+(?:nomas|nada mas|solamente)$/.exec(clause);
  if (before?.op === 'remove' && only && target(only[1]!) && !hasAmount(only[1]!))
    return { next: { op: 'keep_only', target: target(only[1]!) } };
  // ('de papa mejor 2 kg y de batata 2 kg también': another item set as well, not more of it.)
  const also = /^(?:y\s+)?((?:del?|el|la|los|las)\s.+?)\s+tambien$/.exec(clause);
  const alsoMuch = also ? lastAmount(also[1]!) : undefined;
  if (before?.op === 'set' && before.target.trim() && alsoMuch?.amount != null && target(alsoMuch.rest))
    return {
      next: {
        op: 'set',
        target: target(alsoMuch.rest),
        amount: alsoMuch.amount,
        unit: alsoMuch.unit ?? null,
      },
    };
  // ('pon otro Campanita pero del de 80': the size of what it adds.)
  if (before?.op === 'add' && before.target && /^del?\s+(?:de\s+)?\d/.test(clause))
    return { last: { ...before, target: `${before.target} ${clause.replace(/^del\s+/, '')}` } };
  // ('añádale medio kilo de cebolla y un cuarto de chile serrano': the list of what it adds goes on.)
  if (before?.op === 'add' && before.target && !readClause(clause, undefined)) {
    const words = clause.split(' ');
    const much = readQuantity(words);
    // ('…era rabanitos, un paquete': how it comes, not another product.)
    const named = words.slice(much.used).filter((word) => !CONTAINER_WORDS.has(word));
    if (much.amount !== null && much.used > 0 && target(named.join(' ')))
      return { next: { op: 'add', target: clause, amount: 1 } };
  }
  // ('mejor un solo fernet pero que sea branca común de 750': what the item set becomes.)
  const becomes = /^(?:(?:pero|y)\s+)?que\s+sean?\s+([a-z].*)$/.exec(clause);
  if (before?.op === 'set' && before.target && becomes && !/^(?:de\s+)?\d/.test(becomes[1]!))
    return { next: { op: 'replace', target: before.target, with: becomes[1]! } };
  // ('…, solo limón y cebolla': every item named after 'solo' stays.)
  // ('…, ando a dieta jaja': why, not what stays.)
  if (
    before?.op === 'keep_only' &&
    target(clause) &&
    !REASON_CLAUSE.test(clause) &&
    !/\b(?:ando|andamos|estoy|estamos|voy|vamos|jaja\w*|jeje\w*)\b/.test(clause) &&
    !readClause(clause, undefined) &&
    lastAmount(clause).amount === null
  )
    return { last: { ...before, target: `${before.target} y ${target(clause)}` } };
  return undefined;
}

/**
 * The changes once every clause was read: 'forget it' taken back when the item is then left at an
 * amount ('no nada, olvídalo, déjalo en 2 nomás': nothing comes off), and what each item becomes
 * said plainly.
 */
export function settled(edits: EditClause[]): EditClause[] {
  const setLater = (at: number) => edits.slice(at + 1).some((e) => e.op === 'set' && !e.target);
  return edits
    .filter((edit, at) => !(edit.op === 'remove' && !edit.target && edit.count === null && setLater(at)))
    .map((edit) => (edit.op === 'replace' ? { ...edit, with: plainWith(edit.with) } : edit));
}

/**
 * What an item becomes, without 'mejor los dos' said after it ('que sean de manzana mejor los
 * dos') nor the verb of asking before it ('mejor mándeme tapapecho').
 */
function plainWith(said: string): string {
  const plain = said
    .replace(BETTER_BOTH, '')
    .replace(/^mejor\s+/, '')
    .replace(ADD_WORDS, '')
    .trim();
  return plain || said;
}

/** 'mejor', 'mejor los dos', 'los dos' said after what an item becomes. */
const BETTER_BOTH =
  /(?<=\S)\s+(?:mejor(?:\s+(?:los|las)\s+(?:dos|tres|cuatro))?|(?:los|las)\s+(?:dos|tres|cuatro))$/;

/**
 * 'el de frutilla no, que quiere de chocolate, cambialo por uno de chocolate': the item taken
 * off, then 'it' changed into another, is that item replaced (not the next one changed).
 */
export function removedThenReplaced(edits: EditClause[], edit: EditClause): EditClause[] {
  const before = edits.at(-1);
  if (
    edit.op === 'replace' &&
    !edit.target.trim() &&
    before?.op === 'remove' &&
    before.target.trim() &&
    before.count == null &&
    !before.every
  )
    return [...edits.slice(0, -1), { ...edit, target: before.target }];
  return [...edits, edit];
}

/**
 * A change said of 'todos': 'las gaseosas sacalas todas', 'sacame todas las cervezas' (every item
 * the words name), 'todo medio kilo en vez de uno' (every item of the order).
 */
export function ofEvery(edit: EditClause): EditClause {
  if ((edit.op === 'set' || edit.op === 'remove') && /^tod[oa]s?$/.test(edit.target.trim()))
    return { ...edit, target: '', every: 'all' };
  if (!/\btod[oa]s\b/.test(edit.target)) return edit;
  const rest = edit.target.replace(/\s*\btod[oa]s\b\s*/, ' ').trim();
  // ('todas de 2,25 mejor', 'las gaseosas pasalas todas a las de 2,25': each item becomes its
  // own in that package.)
  if (edit.op === 'replace') return { ...edit, target: rest, every: rest ? true : 'all' };
  return edit.op === 'remove' && rest ? { ...edit, target: rest, every: true } : edit;
}

/**
 * 'sacá las leches, dejá solo el queso': an item said in the plural and taken off before what
 * stays is every item it names (the words that stay then keep the rest of the order as it is).
 */
export function pluralOffBeforeKept(edit: EditClause, at: number, all: EditClause[]): EditClause {
  const kept = all[at + 1]?.op === 'keep_only';
  return kept &&
    edit.op === 'remove' &&
    !edit.every &&
    edit.count === null &&
    /[a-z]s$/.test(edit.target.trim())
    ? { ...edit, every: true }
    : edit;
}
