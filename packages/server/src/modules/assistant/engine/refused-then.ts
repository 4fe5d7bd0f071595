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
  // ('el chayote no, y la zanahoria también': that one off too.)
  const too = added && /^((?:el|la|los|las)\s+[a-z][a-z ]*?)\s+tambien$/.exec(added);
  if (instead && target(instead[1]!) && too && target(too[1]!))
    return [instead[1]!, too[1]!].map((said) => ({ op: 'remove', target: target(said), count: null }));
  if (instead && target(instead[1]!) && added && /^(?:sum|agreg|anad)[a-z]*\s/.test(added))
    return [{ op: 'remove', target: target(instead[1]!), count: null }, ...readEdits(added)];
  // ('el chayote no, y la zanahoria que sea un kilo': a change of another item, after 'y'; read only
  // when the shapes above did not take the message.)
  const another = instead && added && /^y\s/.test(instead[2]!) ? readEdits(added) : [];
  if (
    instead &&
    target(instead[1]!) &&
    another.length > 0 &&
    another.every((edit) => edit.target.trim() && edit.op !== 'add')
  )
    return [{ op: 'remove', target: target(instead[1]!), count: null }, ...another];
  // ('las de harina ya no, solo las de maíz': the other one stays as it is; 'los red bull no, solo
  // el monster' of an order without one: it comes instead.)
  const only = instead && /^(?:solo|solamente|nomas|nada mas)\s+(.+)$/.exec(instead[2]!);
  if (instead && target(instead[1]!) && only) {
    const kept = target(only[1]!);
    const off: EditClause = { op: 'remove', target: target(instead[1]!), count: null };
    return kept && lastAmount(only[1]!).amount === null ? [off, { op: 'keep_only', target: kept }] : [off];
  }
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
