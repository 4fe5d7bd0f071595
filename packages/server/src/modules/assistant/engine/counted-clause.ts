/**
 * A clause that says how many of an item, whatever the clause before it did: 'solo una caja de
 * Pulparindo', 'una caja de Pulparindo nomás', 'del dulce uno nomás', 'las esponjas deja una no
 * más', 'súbame la Coca a 2'. Read before a removal's verb is carried over to it.
 */
import { countSaid, target } from './edit-amounts';
import type { EditClause } from './edit-types';
import { requestTokens } from './presentation';
import { readQuantity } from './quantities';

const AMOUNT_WORD = String.raw`(?:\d[\d.]*|un|una|uno|dos|tres|cuatro|cinco|seis|medio|media)`;
/** 'solo una caja de Pulparindo': only that many of it. */
const ONLY_COUNT_FIRST = new RegExp(String.raw`^(?:solo|solamente|nomas|nada mas)\s+(${AMOUNT_WORD}\s.+)$`);
/** 'una caja de Pulparindo nomás': that many of it, and no more. */
const ONLY_COUNT_LAST = new RegExp(String.raw`^(${AMOUNT_WORD}\s.+?)\s+(?:nomas|nada mas|no mas|solamente)$`);
/** 'del dulce uno nomás': of the item, only that many. */
// ('de tortilla es 1 kilo nada más': the item, what it is, then only.)
const PARTITIVE_ONLY = new RegExp(
  String.raw`^(?:del|de la|de los|de las|de)\s+(.+?)\s+(?:(?:es|son|era|eran)\s+)?(${AMOUNT_WORD}(?:\s+(?:kilos?|kg|litros?|unidades?|paquetes?))?)\s+(?:nomas|nada mas|no mas|solamente)$`,
);
/** 'del zapallo con medio kilo me alcanza': of the item, that much is enough. */
const PARTITIVE_ENOUGH = new RegExp(
  String.raw`^(?:del|de la|de los|de las|de)\s+(.+?)\s+con\s+(${AMOUNT_WORD}(?:\s+(?:kilos?|kg|litros?|unidades?|paquetes?))?)\s+(?:me |nos )?(?:alcanza|basta|sobra|es suficiente)$`,
);
/** 'las esponjas deja una no más': the item, then how many are left of it. */
const ITEM_LEFT_AT =
  /^(?:(?:el|la|los|las)\s+)?(.+?)\s+dej(?:a|e|ame|eme|ale|ele|alas|alos|elas|elos)\s+(?:en\s+)?(.+?)(?:\s+(?:no mas|nomas|nada mas|sol[oa]s?))?$/;
/** 'súbame la Coca a 2', 'bájale el azúcar a uno': the item raised or lowered to how many. */
const RAISED_TO =
  /^(?:sub|baj)[a-z]*\s+(?:(?:el|la|los|las)\s+)?(.+?)\s+a\s+(\S+(?:\s+(?:kilos?|kg|litros?|unidades?))?)$/;

/** 'el vacío kilo y medio', 'las papas 2 kilos': the item, then how much of it by weight or volume. */
const ITEM_WEIGHED = new RegExp(
  String.raw`^(?:el|la|los|las)\s+(.+?)\s+((?:(?:\d[\d.]*|un|una|medio|media)\s*)?(?:kilos?|kg|kgs|gramos?|gr|litros?|lts?)(?:\s+y\s+medio)?|medio kilo|un cuarto(?: de kilo)?|cuarto de kilo)(?:\s+(?:nomas|no mas|nada mas|solamente))?$`,
);

/** The item and how many of it, when a pattern names both. */
function itemAt(found: RegExpExecArray | null): EditClause | undefined {
  const count = found ? countSaid(found[2]!) : undefined;
  if (!found || count?.amount == null || target(count.rest) || !target(found[1]!)) return undefined;
  return { op: 'set', target: target(found[1]!), amount: count.amount, unit: count.unit };
}

export function countedClause(clause: string): EditClause | undefined {
  const partitive = itemAt(PARTITIVE_ONLY.exec(clause) ?? PARTITIVE_ENOUGH.exec(clause));
  if (partitive) return partitive;
  const only = ONLY_COUNT_FIRST.exec(clause)?.[1] ?? ONLY_COUNT_LAST.exec(clause)?.[1];
  const words = only ? requestTokens(only) : [];
  const lead = readQuantity(words);
  const item = target(words.slice(lead.used).join(' '));
  if (lead.amount !== null && lead.used > 0 && item)
    return { op: 'set', target: item, amount: lead.amount, unit: lead.unit };
  return itemAt(ITEM_LEFT_AT.exec(clause) ?? RAISED_TO.exec(clause) ?? ITEM_WEIGHED.exec(clause));
}
