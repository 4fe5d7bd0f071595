/*
 * 'el jabón Ala no, Ariel de 3 kg': an item refused, then what comes instead of it, or what is
 * added beside it ('el queso no, y sumá otra leche igual').
 */
import { NOT_A_PRODUCT, NO_THEN, REASON_CLAUSE } from './edit-patterns';
import { lastAmount, target } from './edit-amounts';
import type { EditClause } from './edit-types';

/** The changes of an item refused then another said, or undefined when the text is not one. */
export function refusedThen(
  text: string,
  readEdits: (said: string) => EditClause[],
): EditClause[] | undefined {
  // 'el jabón Ala no, Ariel de 3 kg', 'los de uva no, mejor de naranja': the item refused, then
  // what comes instead of it.
  const instead = NO_THEN.exec(text);
  const comes = instead ? lastAmount(instead[2]!) : undefined;
  // ('el queso no, y sumá otra leche igual': the item off, then an addition of its own.)
  const added = instead?.[2]!.replace(/^y\s+/, '');
  if (instead && target(instead[1]!) && added && /^(?:sum|agreg|anad)[a-z]*\s/.test(added))
    return [{ op: 'remove', target: target(instead[1]!), count: null }, ...readEdits(added)];
  // ('las de harina ya no, solo las de maíz': the other one stays as it is.)
  if (instead && target(instead[1]!) && /^(?:solo|solamente|nomas|nada mas)\b/.test(instead[2]!))
    return [{ op: 'remove', target: target(instead[1]!), count: null }];
  if (
    instead &&
    target(instead[1]!) &&
    comes &&
    target(comes.rest) &&
    !NOT_A_PRODUCT.test(instead[2]!) &&
    // ('el lechón no, mi suegro trae uno entero': why, not what comes instead.)
    !REASON_CLAUSE.test(instead[2]!)
  )
    return [{ op: 'replace', target: target(instead[1]!), with: instead[2]! }];
  return undefined;
}
