/**
 * Changes read from the whole message, before it is cut into clauses (edits.ts): a change of the
 * item left for the next message, one item split into parts, every item at once, the item at hand
 * in another size. Each only when the message is nothing else.
 */
import { CHANGE_UNSAID } from './edit-patterns';
import { lastAmount, target } from './edit-amounts';
import type { EditClause } from './edit-types';
import { splitSaid } from './split-item';

export function wholeMessageEdit(text: string): EditClause | undefined {
  // (In this order, each read only when the one before found nothing: every change message
  // comes through here.)
  const unsaid = changeUnsaid(text);
  if (unsaid) return unsaid;
  const split = splitSaid(text);
  if (split) return { op: 'split', ...split };
  const every = everyAmountOf(text);
  if (every) return every;
  // ('mejor el chico nomás', 'mejor la grande': the item at hand in that size.)
  const size = SIZE_WORD_ALONE.exec(text);
  return size ? { op: 'replace', target: '', with: size[1]! } : undefined;
}

/**
 * 'cambiame las cervezas' alone: the item is to change into what the customer says next; not
 * when the message goes on to say how ('… a 5', '… por sprite', '… y agregá', '… que sean 2').
 */
function changeUnsaid(text: string): EditClause | undefined {
  const found = CHANGE_UNSAID.exec(text);
  const said = found?.[1] ?? found?.[2];
  if (!said || /\b(?:por|x|a|que|en vez|en lugar|mejor|y|sin|\d+)\b|,/.test(said)) return undefined;
  const item = target(said);
  return item ? { op: 'replace_unsaid', target: item } : undefined;
}

/** 'todo medio kilo en vez de uno', 'mejor todos 2': every item that much ('todas de 2,25' is a size). */
function everyAmountOf(text: string): EditClause | undefined {
  const said = /^(?:mejor\s+)?(?:tod[oa]s?)\s+(?!de\s)(.+?)(?:\s+en (?:vez|lugar) del?\s+.+)?$/.exec(text);
  const amount = said ? lastAmount(said[1]!) : undefined;
  if (amount?.amount == null || target(amount.rest)) return undefined;
  return { op: 'set', target: '', amount: amount.amount, unit: amount.unit ?? null, every: 'all' };
}

const SIZE_WORD_ALONE =
  /^(?:mejor|que sean?)\s+(?:el|la|los|las)\s+((?:mas\s+)?(?:grande|grandot[ea]|chic[a-z]*|pequen[a-z]*|median[oa])s?)(?:\s+(?:nomas|nada mas|no mas))?$/;
