/**
 * Changes to the open order as customers write them: 'sacá la coca', 'no me mandes la coca
 * light', 'cambiá las aguas a 5', 'que sean 3 de la X', 'mejor 2', 'cambiala por coca zero de
 * 1,5', 'borrá todo menos la coca', 'sacá la sprite y agregá otra coca zero de 500'. Read here
 * without the order; the conversation matches each target to the order's items.
 */
import {
  ADD_VERB,
  ANY_ADD_VERB,
  CORRECTED_SIZE,
  MEANT_SIZE,
  HALVE,
  INSTEAD_OF,
  ITEM_WANTED,
  ITEM_BE,
  ITEM_THEN_BETTER,
  IF_NOT_SOLD_REMOVE,
  MEANT,
  AMOUNT_THEN_ITEM,
  ITEM_FOR,
  ITEM_SIZE,
  KEEP_ONLY,
  LAST_NO,
  MORE,
  NO_THEN,
  ONLY_AFTER,
  PARTITIVE_AMOUNT,
  PORTION_MORE,
  PORTION_TAKEN,
  REASON_CLAUSE,
  REMOVE,
  REPLACE,
  SCALE,
  SET,
  SIZE_ONLY,
  SOME_BECOME,
  THAT_BE,
  TRIPLE,
  WAS_NOT,
  YES_THEN_NO,
  KEPT,
  ITEM_THEN_AMOUNT,
  QUALITY_WISH,
  EACH,
  DOZENS,
  MEANT_NOT,
  ITEM_ONLY,
} from './edit-patterns';
import { countSaid, hasAmount, lastAmount, onlyAmount, target } from './edit-amounts';
import { CONTAINER_WORDS, readQuantity } from './quantities';
import { readClause, type EditClause } from './edit-clause';
import { asEditText } from './edit-text';
import { isQuestion, politeRequest } from './polite-request';
import { withoutReasons } from './reasons';
import { itemOfClause, splitClauses } from './change-clauses';
import { wholeMessageEdit } from './whole-message-edits';
import { joinedTo, ofEvery, pluralOffBeforeKept, removedThenReplaced, settled } from './clause-joins';
import { refusedThen } from './refused-then';

export { lastAmount, splitClauses, withoutReasons, type EditClause };

/**
 * The changes a message asks for, or none when it does not ask to change the order (or asks a
 * question about changes): the polite question is rewritten once, then read clause by clause.
 */
export function editsOf(folded: string): EditClause[] {
  const polite = politeRequest(folded);
  if (!polite && isQuestion(folded)) return [];
  // 'ponle 3 y no 2': the amount said, then the old one taken back; a change of amount.
  // ('ni la coca ni la cebolla, ...': neither, a removal of both.)
  // ('…con medio kilo me alcanza.': the full stop ending the message says nothing.)
  const said = (polite ?? folded).replace(/^ni\s+/, 'saca ').replace(/\s*[.!]+$/, '');
  const text = asEditText(said);
  const whole = wholeMessageEdit(text);
  if (whole) return [whole];
  const changes =
    EACH.test(text) ||
    CORRECTED_SIZE.test(text) ||
    MEANT_SIZE.test(text) ||
    THAT_BE.test(text) ||
    ITEM_WANTED.test(text) ||
    // ('el pan que sea integral mejor', 'la pasta que sea colgate': the item, then what it becomes.)
    ITEM_BE.test(text) ||
    MEANT.test(text) ||
    MEANT_NOT.test(text) ||
    AMOUNT_THEN_ITEM.test(text) ||
    (ITEM_THEN_BETTER.test(text) && !hasAmount(text)) ||
    WAS_NOT.test(text) ||
    ITEM_SIZE.test(text) ||
    ITEM_FOR.test(text) ||
    // ('el limón medio kilo nada más, y añádeme una lechuga': in any clause.)
    text.split(/\s*,\s*/).some((part) => ONLY_AFTER.test(part) && hasAmount(part)) ||
    (ONLY_AFTER.test(text) && hasAmount(text)) ||
    (ITEM_ONLY.test(text) && hasAmount(text)) ||
    SCALE.test(text) ||
    TRIPLE.test(text) ||
    HALVE.test(text) ||
    NO_THEN.test(text) ||
    LAST_NO.test(text) ||
    YES_THEN_NO.test(text) ||
    ((PORTION_MORE.test(text) || PORTION_TAKEN.test(text)) && hasAmount(text)) ||
    REMOVE.test(text) ||
    KEEP_ONLY.test(text) ||
    REPLACE.test(text) ||
    INSTEAD_OF.test(text) ||
    // ('de la coca poneme 4' alone is read against the order; with another clause, or of both, here.)
    (PARTITIVE_AMOUNT.test(text) && hasAmount(text)) ||
    (SET.test(text) && hasAmount(text));
  // ('agregale media docena': an add verb and an amount alone are more of the item.)
  const more = MORE.test(text) || (ADD_VERB.test(text) && onlyAmount(text.replace(ADD_VERB, ' ')));
  if (!changes && !more && !SOME_BECOME.test(text)) return [];
  // 'una mermelada de durazno y otra de ciruela': another of what the list just named, an order.
  // ('sumame otra de la zero' names no product before it: one more of the item.)
  const another = /\b(?:y |, ?)?otr[oa]s? del?\b/.exec(text);
  const before = another ? text.slice(0, another.index).replace(ANY_ADD_VERB, ' ') : '';
  const listed = /\b(?:\d+|un|una|uno|dos|tres|cuatro|cinco|medio|media)\s+[a-z]{3,}/.test(before);
  if (!changes && listed && !MORE.test(before)) return [];
  // ('siempre no el jamón, quitalo': the pronoun is the item just taken off, not another.)
  // ('lo de limpieza quítelo': every item of that kind.)
  const ofKind = /\blo del?\s+(?!(?:el|la|los|las)\b)[a-z]/.test(text);
  return (
    readEdits(text)
      .filter(
        (edit, at, all) => !(edit.op === 'remove' && !edit.target.trim() && all[at - 1]?.op === 'remove'),
      )
      // ('1 kg de mollejas, q sean fresquitos': a wish of how they come, no other product.)
      .filter((edit) => !(edit.op === 'replace' && !edit.target.trim() && QUALITY_WISH.test(edit.with)))
      // ('borrá todo y dejame solo el aceite': what stays, not an empty order first.)
      .filter((edit, at, all) => !(edit.op === 'clear' && all[at + 1]?.op === 'keep_only'))
      .map((edit) =>
        ofKind && edit.op === 'remove' && edit.target.trim() && !edit.every ? { ...edit, every: true } : edit,
      )
      .map(ofEvery)
      .map(pluralOffBeforeKept)
      .reduce<EditClause[]>(removedThenReplaced, [])
  );
}

/** 'ponga 2 latas': the containers of an amount said alone. */
const CONTAINERS_LAST = new RegExp(`\\s+(?:${[...CONTAINER_WORDS].join('|')})$`);

/**
 * The changes a request asks for, clause by clause ('sacá la sprite y agregá otra coca'); clauses
 * with no change ('y dejá los boing') are left out.
 */
function readEdits(said: string): EditClause[] {
  // 'dos de uva y dos de naranja mejor': the change word said last is said of every clause.
  const text = / y .* mejor$/.test(said) ? `mejor ${said.replace(/\s*mejor$/, '')}` : said;
  const clauses = splitClauses(text);
  // ('la coca cambiala por una pepsi, y si no tenés pepsi sacala': or off, when it is not sold.)
  const orOff = IF_NOT_SOLD_REMOVE.exec(text);
  if (orOff) {
    const [first, ...others] = readEdits(text.slice(0, orOff.index));
    return first?.op === 'replace'
      ? [{ ...first, orRemove: true }, ...others]
      : [first!, ...others].filter(Boolean);
  }
  // 'en vez de coca, sprite': one change, though a comma splits it.
  // ('en vez de tapapecho, posta rosada, y agregue un kilo de cebolla': the clauses after it are
  // read on their own.)
  const swapped = /^(en (?:vez|lugar) (?:de|del) [^,]+,[^,]+?)(?:\s*,\s*(.+))?$/.exec(text);
  if (swapped?.[2] && !/^(?:que\s+)?sean?\b/.test(swapped[2])) {
    const first = readEdits(swapped[1]!);
    if (first.length === 1 && first[0]!.op === 'replace') return [...first, ...readEdits(swapped[2])];
  }
  const swap = /^en (?:vez|lugar) (?:de|del) [^,]+,[^,]+$/.test(text) ? INSTEAD_OF.exec(text) : null;
  // ('en lugar de 2 kilos de tortilla, que sea uno': the amount changes, in the unit said first.)
  const before = swap ? lastAmount(swap[1]!) : undefined;
  const after = swap ? lastAmount(swap[2]!) : undefined;
  if (before?.amount != null && after?.amount != null && !target(after.rest) && target(before.rest))
    return [
      { op: 'set', target: target(before.rest), amount: after.amount, unit: after.unit ?? before.unit },
    ];
  if (swap && target(swap[1]!)) return [{ op: 'replace', target: target(swap[1]!), with: swap[2]! }];
  // ('eran tallarines no spaghetti': the item said after 'no' is the one meant otherwise.)
  const meantNot = MEANT_NOT.exec(text);
  if (meantNot && target(meantNot[2]!) && !MEANT_SIZE.test(text))
    return [{ op: 'replace', target: target(meantNot[2]!), with: meantNot[1]! }];
  // ('quise decir naranja de jugo': the item touched last was meant to be that.)
  const meant = MEANT.exec(text);
  // ('quise decir 1 kilo de manzana y 2 de plátano': the amounts meant, as 'era …' says them.)
  const amounts = meant ? readEdits(asEditText(`era ${meant[1]}`)) : [];
  if (amounts.length > 0 && amounts.every((edit) => edit.op === 'set')) return amounts;
  if (meant && !MEANT_SIZE.test(text)) return [{ op: 'replace', target: '', with: meant[1]!.split(',')[0]! }];
  // ('solo deje el shampoo y la pasta, lo demás quíteme': every item said stays, the rest goes.)
  const keepAll =
    /^(?:(?:solo|nada mas|nomas|unicamente)\s+dej[ae](?:me|le)?|dej[ae](?:me|le)?\s+(?:solo|nada mas|nomas|unicamente))\s+(.+?\by\b.+?)(?:\s*,?\s*(?:y\s+)?lo demas\b.*)?$/.exec(
      text,
    );
  if (keepAll && target(keepAll[1]!)) return [{ op: 'keep_only', target: keepAll[1]! }];
  // ('una sola de cada una', 'ponele una más de cada una', 'quitale una a cada una': of every item.)
  const each = EACH.exec(text);
  if (each) {
    const [, kind, verb = '', many = '', moreOrLess] = each;
    const amount = DOZENS[many] ?? readQuantity([many]).amount ?? 1;
    const of = kind ? { target: kind, every: true as const } : { target: '', every: 'all' as const };
    if (moreOrLess === 'menos' || /^(?:quit|sac|borr|rest)/.test(verb))
      return [{ op: 'remove', ...of, count: amount }];
    if (moreOrLess === 'mas' || /^(?:pon|agreg|sum)/.test(verb))
      return [kind ? { op: 'add', target: kind, amount } : { op: 'add', target: '', amount, every: 'all' }];
    return [{ op: 'set', ...of, amount, unit: null }];
  }
  // 'lo último no, perdón', 'eso no, ya me acordé que sí tengo': the item touched last comes off.
  if (LAST_NO.test(text)) return [{ op: 'remove', target: '', count: null }];
  const yesNo = YES_THEN_NO.exec(text);
  if (yesNo && target(yesNo[1]!)) return [{ op: 'remove', target: target(yesNo[1]!), count: null }];
  const refused = refusedThen(text, readEdits);
  if (refused) return refused;
  // 'me equivoqué, no era coca, era sprite': what it was not, then what it was.
  const wasNot = WAS_NOT.exec(text);
  if (wasNot && target(wasNot[1]!)) return [{ op: 'replace', target: target(wasNot[1]!), with: wasNot[2]! }];
  // 'la yerba de medio no, de kilo': the size said first corrected by the one after 'no'.
  const corrected = CORRECTED_SIZE.exec(text) ?? MEANT_SIZE.exec(text);
  if (corrected && target(corrected[1]!))
    return [{ op: 'replace', target: target(corrected[1]!), with: corrected[2]! }];
  const edits: EditClause[] = [];
  for (const [at, clause] of clauses.entries()) {
    // 'siempre no, mejor de finas hierbas': the 'no' takes back what the next clause changes.
    if (/^(siempre no|ya no|no)$/.test(clause) && /^(mejor|que sean?)\b/.test(clauses[at + 1] ?? ''))
      continue;
    // ('y dejá los boing': what stays says no change; 'dejame 1 sola birra' says how many.)
    if (
      /^(deja\w*|dejame)\b/.test(clause) &&
      !/\ben\b/.test(clause) &&
      !KEEP_ONLY.test(clause) &&
      !hasAmount(clause)
    )
      continue;
    // ('el pan molido dejalo igual': that one stays as it is; 'cambia la coca zero por coca
    // normal, las dos': all of the item, as the replacement takes it.)
    if (/\bdej[ae]l[oa]s? (?:igual|asi|como esta)$/.test(clause)) continue;
    if (
      edits.at(-1)?.op === 'replace' &&
      /^(?:l[oa]s )?(?:dos|tres|cuatro|cinco|seis|ambas|ambos)$/.test(clause)
    )
      continue;
    // ('la acelga no, mejor espinaca, también un kilo': how much of what was just named, not more.)
    const also = /^(?:y\s+)?tambien\s+(.+)$|^(.+?)\s+tambien$/.exec(clause);
    const prior = edits.at(-1);
    const much = also ? lastAmount(also[1] ?? also[2]!) : undefined;
    if (prior?.op === 'add' && prior.target.trim() && much?.amount != null && !target(much.rest)) {
      edits[edits.length - 1] = { ...prior, amount: much.amount, ...(much.unit ? { unit: much.unit } : {}) };
      continue;
    }
    // ('sacá el fernet, ya tengo': why, after the change.)
    if (at > 0 && REASON_CLAUSE.test(clause)) continue;
    // ('sacá la harina, el queso sí', 'papa solo 2 kilos. cebolla ok': the other item stays.)
    if (at > 0 && KEPT.test(clause) && !hasAmount(clause)) continue;
    // ('el tregar no va, y casancrem poneme 2': the item, then how many of it.)
    const howMany = ITEM_THEN_AMOUNT.exec(clause);
    // (Only after a change read: alone, the clauses are read against the order as a whole.)
    if (edits.length > 0 && howMany && target(howMany[1]!) && onlyAmount(howMany[2]!)) {
      const { amount, unit } = lastAmount(howMany[2]!);
      if (amount !== null) {
        edits.push({ op: 'set', target: target(howMany[1]!), amount, unit: unit ?? null });
        continue;
      }
    }
    // ('cambiá el Dog Chow por Pedigree, de 15 también': the size of what it becomes.)
    const before = edits[edits.length - 1];
    // ('…era rabanitos, un paquete': how many of what was just asked for.)
    const many =
      before?.op === 'add' && onlyAmount(clause.replace(/^(?:son|sean|que sean)\s+/, ''))
        ? lastAmount(clause)
        : undefined;
    // ('ponle otra sprite zero igual, que sean dos': one more, so two in all.)
    const inAll = /^(?:(?:que\s+)?sean?|son)\b/.test(clause) && /\botr[oa]s?\b/.test(clauses[at - 1] ?? '');
    if (before?.op === 'add' && many?.amount != null && inAll && before.target) {
      edits[edits.length - 1] = {
        op: 'set',
        target: before.target,
        amount: many.amount,
        unit: many.unit ?? null,
      };
      continue;
    }
    if (before?.op === 'add' && many?.amount != null) {
      edits[edits.length - 1] = { ...before, amount: many.amount, ...(many.unit ? { unit: many.unit } : {}) };
      continue;
    }
    // ('cambiame la cebolla blanca por morada, pero nomás un kilo', '…, y que sean 2', '…, y una
    // nomás', '…, y ponga 2 latas': how many of what the item became, the item touched last.)
    const becomes =
      before?.op === 'replace'
        ? clause
            .replace(
              /^(?:y\s+|pero\s+)*(?:(?:que\s+)?sean?|son|solo|solamente|nomas|nada mas|pon\w*|dej\w*|mand\w*)\s+/,
              '',
            )
            .replace(/\s+(?:nomas|nada mas|no mas|sol[oa]s?|mejor|porfa|por favor)$/, '')
        : '';
    // ('…, y una nomás': one, which alone would read as an article.)
    const howManyBecome =
      /^(?:un|una|uno)$/.test(becomes) || (becomes && onlyAmount(becomes.replace(CONTAINERS_LAST, '')))
        ? countSaid(becomes)
        : undefined;
    if (howManyBecome?.amount != null) {
      edits.push({ op: 'set', target: '', amount: howManyBecome.amount, unit: howManyBecome.unit ?? null });
      continue;
    }
    if (before?.op === 'replace' && SIZE_ONLY.test(clause)) {
      edits[edits.length - 1] = {
        ...before,
        with: `${before.with} ${clause.replace(/\s+(?:tambien|igual)$/, '')}`,
      };
      continue;
    }
    // ('la mantequilla mejor de la serenísima, la clásica de 200': which one of what it becomes.)
    // ('…, la manteca queda', '…, el repostero igual': what stays as it is completes nothing.)
    const which =
      /^(?:el|la|los|las)\s+(?!demas\b|otr[oa]s?\b|mism[oa]s?\b)([a-z0-9 ,.]+?)(?<!\b(?:igual|queda|quedan|sigue|siguen|va|van|si|ok|bien|tambien))$/.exec(
        clause,
      );
    if (before?.op === 'replace' && which && !hasAmount(which[1]!.replace(/\bde \d+(?:[.,]\d+)?\b/, '')))
      if (
        !REASON_CLAUSE.test(which[1]!) &&
        !/\b(?:esta|estan|es|son|sale|salen|cuesta|tengo|hay|me)\b/.test(which[1]!) &&
        // ('…, que el picadillo sin cebolla no sabe a nada': a remark, what it does not do.)
        !/\bno\s+(?!(?:el|la|los|las|de|del|sea|sean)\b)[a-z]{2,}/.test(which[1]!) &&
        !REMOVE.test(clause) &&
        !SET.test(clause) &&
        !MORE.test(clause)
      ) {
        edits[edits.length - 1] = { ...before, with: `${before.with} ${which[1]}` };
        continue;
      }
    // ('cambiame los malbec trapiche por alamos, también malbec': more words of what it becomes.)
    // ('…por dulce de leche, grido también': the same brand.)
    const alsoSaid =
      /^tambien\s+(\S+(?:\s\S+){0,3})$/.exec(clause) ?? /^(\S+(?:\s\S+)?)\s+tambien$/.exec(clause);
    // ('…, también de 20', '…, etapa 1 también': a size or a name's number; 'también 2' is how many.)
    const alsoSize = alsoSaid && !/^(?:\d|un|una|uno|dos|tres|cuatro|cinco|seis)\b/.test(alsoSaid[1]!);
    if (before?.op === 'replace' && alsoSaid && (alsoSize || lastAmount(alsoSaid[1]!).amount === null)) {
      edits[edits.length - 1] = { ...before, with: `${before.with} ${alsoSaid[1]}` };
      continue;
    }
    // ('sumame una de naranja, también Manaos de 2,25': the brand and size of what it adds.)
    if (
      before?.op === 'add' &&
      before.target &&
      alsoSaid &&
      alsoSize &&
      /\bde (?:\d|litro|kilo|medio)/.test(clause)
    ) {
      edits[edits.length - 1] = { ...before, target: `${before.target} ${alsoSaid[1]}` };
      continue;
    }
    // ('ponle otras 2 donas pero de cobertura blanca': another kind of what it adds.)
    if (
      before?.op === 'add' &&
      before.target &&
      /^de\s+[a-z]/.test(clause) &&
      lastAmount(clause).amount === null
    ) {
      edits[edits.length - 1] = { op: 'add', target: `${before.target} ${clause}`, amount: before.amount };
      continue;
    }
    // ('…, y el fernet no': that item comes off.)
    const refusedHere = /^((?:el|la|los|las)\s+.+?)\s+(?:ya\s+)?no$/.exec(clause);
    if (refusedHere && target(refusedHere[1]!)) {
      edits.push({ op: 'remove', target: target(refusedHere[1]!), count: null });
      continue;
    }
    // ('…pero del de 80', '…y un cuarto de chile', '…pero que sea branca', '…solo limón y cebolla').
    const joined = joinedTo(before, clause);
    if (joined?.last) {
      edits[edits.length - 1] = joined.last;
      continue;
    }
    if (joined?.next) {
      edits.push(joined.next);
      continue;
    }
    const edit = readClause(clause, before);
    // ('el cheesecake está carísimo, quitalo', 'me olvidé que tenía azúcar, sacala': the item the
    // clause before named, when it changed nothing.)
    const named = at > 0 && edits.length === 0 ? itemOfClause(clauses[at - 1]!) : '';
    if (
      edit &&
      named &&
      edit.op !== 'add' &&
      edit.op !== 'keep_only' &&
      edit.op !== 'clear' &&
      !edit.target.trim()
    ) {
      edits.push({ ...edit, target: named });
      continue;
    }
    if (edit) edits.push(edit);
  }
  return settled(edits);
}
