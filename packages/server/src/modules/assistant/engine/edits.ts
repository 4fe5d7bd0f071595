/**
 * Changes to the open order as customers write them: 'sacá la coca', 'no me mandes la coca
 * light', 'cambiá las aguas a 5', 'que sean 3 de la X', 'mejor 2', 'cambiala por coca zero de
 * 1,5', 'borrá todo menos la coca', 'sacá la sprite y agregá otra coca zero de 500'. Read here
 * without the order; the conversation matches each target to the order's items.
 */
import {
  ADD_VERB,
  ANY_ADD_VERB,
  BOTH,
  CHANGE_TO,
  CORRECTED_SIZE,
  MEANT_SIZE,
  PURPOSE,
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
  NOT_A_PRODUCT,
  NO_THEN,
  OLD_AMOUNT_BACK,
  ONLY_AFTER,
  PARTITIVE_AMOUNT,
  PORTION_MORE,
  PORTION_TAKEN,
  REASON,
  REASON_CLAUSE,
  BECAUSE,
  ONLY_OF,
  REMOVE,
  REPLACE,
  SCALE,
  SET,
  SIZE_ONLY,
  SOME_BECOME,
  THAT_BE,
  TRIPLE,
  WAS_NOT,
  X_FOR,
  YES_THEN_NO,
} from './edit-patterns';
import { hasAmount, lastAmount, onlyAmount, target } from './edit-amounts';
import { readQuantity } from './quantities';
import { readClause, type EditClause } from './edit-clause';

export { lastAmount, type EditClause };

/**
 * A change asked as a question, as customers in México and Colombia often do: '¿me puedes quitar
 * el refresco?', '¿me cambias la coca por una sprite?'. Rewritten as the plain request
 * ('quita el refresco'); undefined when the message is not one ('¿puedo cambiar el pedido?' asks
 * about the store's rules: the customer, not the store, would do it).
 */
const POLITE_MODAL =
  /^(?:(?:me|nos|le)\s+)?(?:puedes|podes|podrias|puede|podria|podras|podra|pueden|podrian)\s+(sacar|quitar|borrar|eliminar|cambiar|cancelar|bajar|subir|reemplazar|poner|agregar)(me|le|la|lo|las|los|nos)?\b\s*/;
const POLITE_PRESENT = /^(?:me|nos)\s+(sacas|quitas|borras|eliminas|cambias|cancelas|bajas|subes|subis)\b\s*/;
function politeRequest(folded: string): string | undefined {
  if (/\bsi\b|\b(despues|luego|cuando)\b/.test(folded)) return undefined;
  const text = folded.replace(/[?¿]/g, ' ').replace(/\s+/g, ' ').trim();
  const modal = POLITE_MODAL.exec(text);
  // 'quitarme' -> 'quitame': the infinitive without its r, then its pronoun.
  if (modal) return `${modal[1]!.slice(0, -1)}${modal[2] ?? ''} ${text.slice(modal[0].length)}`.trim();
  const present = POLITE_PRESENT.exec(text);
  // 'sacas' -> 'saca', 'subis' -> 'subi': the imperative the patterns above read.
  if (present) return `${present[1]!.slice(0, -1)} ${text.slice(present[0].length)}`.trim();
  return undefined;
}

const isQuestion = (text: string) =>
  /\?/.test(text) || /^(puedo|se puede|pueden|podes|como|cuando|donde|hay|tienen|aceptan|hacen)\b/.test(text);

/**
 * The changes a message asks for, or none when it does not ask to change the order (or asks a
 * question about changes): the polite question is rewritten once, then read clause by clause.
 */
export function editsOf(folded: string): EditClause[] {
  const polite = politeRequest(folded);
  if (!polite && isQuestion(folded)) return [];
  // 'ponle 3 y no 2': the amount said, then the old one taken back; a change of amount.
  // ('ni la coca ni la cebolla, ...': neither, a removal of both.)
  const said = (polite ?? folded).replace(/^ni\s+/, 'saca ');
  const taken = OLD_AMOUNT_BACK.exec(said);
  let text = (taken && hasAmount(taken[1]!) ? `mejor ${taken[1]}` : said)
    .replace(X_FOR, '$1 por ')
    .replace(CHANGE_TO, 'cambia$2 por ')
    // (Not the verb of the change said after it: 'lo último que te pedí sacalo'.)
    .replace(REASON, (reason) => (REMOVE.test(reason) ? reason : ''))
    .replace(PURPOSE, '')
    .replace(BECAUSE, (reason) => (REMOVE.test(reason) ? reason : ''))
    // ('siempre no el six, mejor 2 topo chico': a removal, then what comes instead.)
    .replace(/^((?:siempre|ya) no\b.*?)\s+mejor\s+/, '$1, mejor ')
    // ('las papas fritas no, sacalas': the item refused, then the verb of taking it off.)
    .replace(
      /^((?:el|la|los|las)\s+[^,]+?)\s+no\s*,?\s+(?:sac|quit|borr|elimin)[a-z]*l[oa]s?\b\.?/,
      'saca $1,',
    )
    // ('el cilantro ya no, aquí tengo', 'la calabaza mejor no': the item refused.)
    .replace(
      /^((?:el|la|los|las)\s+[^,]+?)\s+(?:ya|mejor)\s+no(?:\s+va)?\b(?=\s*(?:,(?!\s*(?:solo|nomas|nada mas|mejor)\b)|$))/,
      'saca $1',
    )
    // ('harina mandame 3 en total': that many in all.)
    .replace(
      /^(?:del?\s+|de la\s+|de los\s+|de las\s+)?(.+?)\s+(?:mandame|poneme|ponele|dame|traeme|que sean?)\s+(\d+|un|una|uno|dos|tres|cuatro|cinco|seis)\s+en total$/,
      'que sean $2 los $1',
    )
    // ('las leches son enteras no descremadas', 'el helado no de frutilla sino de dulce de leche':
    // what it becomes, without what it is not.)
    .replace(
      /^(.*\b(?:que sean?|son|era|eran)\s+\S+(?:\s+\S+)?)\s*,?\s+no\s+(?:(?:el|la|los|las)\s+)?[a-z]+$/,
      '$1',
    )
    .replace(/^((?:el|la|los|las)\s+\S+(?:\s+\S+)?)\s+no\s+(?:de\s+)?[a-z]+\s+sino\s+/, '$1 que sea ')
    // ('la cerveza lo mismo pero negra': the same, but that.)
    .replace(
      /^((?:el|la|los|las)\s+.+?)\s+(?:lo mismo|igual|el mismo|la misma|los mismos|las mismas)\s+pero\s+/,
      '$1 que sea ',
    )
    // ('cambialos por manzanilla, misma marca': the brand is kept anyway.)
    .replace(/\s*,?\s+(?:de\s+)?(?:la\s+|el\s+)?mism[oa]\s+(?:marca|medida|tamano)\b/g, '')
    // ('las negras no, dejame solo las rojas': the refused item comes off; the rest stays.)
    .replace(
      /^((?:el|la|los|las)\s+[^,]+?)\s+no\s*,\s*(?:deja|dejame|dejale|deje|dejeme)\s+(?:solo|nomas|nada mas)\s+[^,]+$/,
      'saca $1',
    )
    // ('del vacío, uno que sea de matambre': of the item said first, some become another.)
    .replace(
      /^(?:del|de la|de los|de las)\s+([^,]+?)\s*,\s*(\d+|un[oa]?|dos|tres|cuatro|cinco)\s+(?:que\s+)?(sean?\s+.+)$/,
      '$2 de los $1 que $3',
    )
    // ('mejor que la carne sea el doble': twice as much of it.)
    .replace(/^(?:mejor\s+)?que\s+((?:el|la|los|las)\s+.+?)\s+sean?\s+el doble\b/, 'duplica $1')
    // ('cambialas x 3 patagonia', 'cambiá uno de los fernet x un 1882': 'x' before an amount.)
    .replace(
      /(\bcambi\w*\b.*?) x (?=(?:\d+|un|una|uno|dos|tres)\s+(?!(?:kg|kgs|kilos?|lts?|litros?|grs?|gramos?|unidad(?:es)?|u|ud|uds|unid|docenas?|paquetes?)\b)[a-z0-9])/,
      '$1 por ',
    )
    // ('el lechón al final no': at the end of the day, no.)
    .replace(/^((?:el|la|los|las)\s+[^,]+?)\s+al final\s+no\b/, '$1 no')
    // ('el vacío hacelo el doble': twice as much of it.)
    .replace(
      /^((?:el|la|los|las)\s+.+?)\s+(?:hacel[oa]s?|hasel[oa]s?|ponel[oa]s?|ponele|mandame|dame)\s+el doble$/,
      'duplica $1',
    )
    // ('de las 6 latas que sean 4': the amount ordered names no item.)
    .replace(/^(de (?:los|las)) \d+ (?=[a-z])/, '$1 ')
    // ('con un solo café alcanza', 'de manzana con 1 kilo está bien': that much is enough.)
    .replace(
      /^(?:del?|de la|de los|de las)\s+(.+?)\s+con\s+(.+?)\s+(?:alcanza|basta|esta bien|esta|es suficiente|me alcanza|sobra)$/,
      'de $1 que sean $2',
    )
    .replace(/^con\s+(.+?)\s+(?:alcanza|basta|esta bien|esta|es suficiente|me alcanza|sobra)$/, 'mejor $1')
    // ('detergente el grande mejor', 'la crema la grandota': the item, then the size it becomes.)
    .replace(
      /^(?:(?:el|la|los|las)\s+)?([a-z][a-z ]*?)\s+(?:el|la|los|las)\s+((?:mas\s+)?(?:grande|grandot[ea]|chic[a-z]*|pequen[a-z]*|median[oa]))(?:\s+mejor)?$/,
      'el $1 que sea $2',
    )
    // ('de los waffles en total quiero 3 paquetes': that many in all.)
    .replace(
      /^(?:del?\s+|de la\s+|de los\s+|de las\s+)?(.+?)\s+en total\s+(?:quiero|serian|son|mandame|dame)?\s*((?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis)(?:\s+(?:paquetes?|kilos?|bolsas?|latas?|cajas?))?)$/,
      'que sean $2 los $1',
    )
    // ('todo al doble': every item twice as much.)
    .replace(/^todo al doble\b/, 'duplica todo')
    .replace(ONLY_OF[0]!, 'que sean $1$2 los $3')
    .replace(ONLY_OF[1]!, 'que sean $1$2 los $3')
    .replace(ONLY_OF[2]!, 'que sean $1$2 los $3');
  text = withoutReasons(text);
  // ('el zapallo no, lo demás sí', 'el lechón al final no, mi suegro trae uno'): the item
  // refused, then why or that the rest stays.
  const refused = /^((?:el|la|los|las)\s+[^,]+?)\s+(?:ya\s+)?no\s*(?:,\s*([^.]+))?$/.exec(text);
  const alone = (rest: string) => !/\b(?:y|e|pero)\s+(?:el|la|los|las|del?|que)\b/.test(rest);
  if (
    refused &&
    (!refused[2] || ((REASON_CLAUSE.test(refused[2]) || NOT_A_PRODUCT.test(refused[2])) && alone(refused[2])))
  )
    text = `saca ${refused[1]}`;
  const changes =
    EACH.test(text) ||
    CORRECTED_SIZE.test(text) ||
    MEANT_SIZE.test(text) ||
    THAT_BE.test(text) ||
    ITEM_WANTED.test(text) ||
    // ('el pan que sea integral mejor', 'la pasta que sea colgate': the item, then what it becomes.)
    ITEM_BE.test(text) ||
    MEANT.test(text) ||
    AMOUNT_THEN_ITEM.test(text) ||
    (ITEM_THEN_BETTER.test(text) && !hasAmount(text)) ||
    WAS_NOT.test(text) ||
    ITEM_SIZE.test(text) ||
    ITEM_FOR.test(text) ||
    (ONLY_AFTER.test(text) && hasAmount(text)) ||
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
  return readEdits(text).filter(
    (edit, at, all) => !(edit.op === 'remove' && !edit.target.trim() && all[at - 1]?.op === 'remove'),
  );
}

/** 'mandame una sola de cada una', 'ponele una más de cada una', 'quitale una a cada una'. */
const EACH =
  /^(?:mejor\s+)?(?:((?:pon|agreg|sum|quit|sac|borr|rest|mand|dej|d)[a-z]*)\s+)?(\d+|un|una|uno|dos|tres)(?:\s+sol[oa])?(\s+mas)?\s+(?:de|a)\s+cada\s+(?:una|uno)(?:\s+mejor)?$/;

/**
 * The message without the clauses after the change that only say why ('la papa 3 kilos, vienen
 * los chicos', 'el mantel son 2 metros y medio, medí mal la mesa').
 */
export function withoutReasons(text: string): string {
  let kept = text;
  for (let reason = /,\s*([^,]+)$/.exec(kept); reason && REASON_CLAUSE.test(reason[1]!.trim());)
    reason = /,\s*([^,]+)$/.exec((kept = kept.slice(0, reason.index)));
  return kept;
}

/**
 * The changes a request asks for, clause by clause ('sacá la sprite y agregá otra coca'); clauses
 * with no change ('y dejá los boing') are left out.
 */
function readEdits(said: string): EditClause[] {
  // 'dos de uva y dos de naranja mejor': the change word said last is said of every clause.
  const text = / y .* mejor$/.test(said) ? `mejor ${said.replace(/\s*mejor$/, '')}` : said;
  const clauses = text
    .replace(/^(no(?! (quiero|me|va|mas)\b)|bueno|che|dale|ok|ta|uh|ah|perdon|disculpa|al final)[\s,]+/, '')
    // ('otro pan de caja pero integral': one word after 'pero' says which kind, it is no clause.)
    .replace(/\s+pero\s+([a-z]+)(?=\s*(?:,|$))/g, ' $1')
    // 'kilo y medio' is one amount, not two clauses.
    .replace(
      /\b(kg|kilo|kilos|litro|litros|docena|docenas|\d+|uno|una|un|dos|tres) y (medio|media|cuarto)\b/g,
      '$1 ymedio$2',
    )
    // ('no quiero el azúcar ni la leche': 'ni' joins two removals.)
    // ('las papas no, sacalas. y el pollo…', 'dos cosas: - el café… - agregame…': sentences, dashes.)
    .split(/\s*(?:,|;|\.\s|\s-\s|\by\b|\bni\b|\bpero\b|\be\b)\s*(?=\S)/)
    .map((clause) =>
      clause
        .replace(/ymedio(medio|media|cuarto)/g, 'y $1')
        .replace(/^[-*•]\s*/, '')
        // ('así que las papas no', 'dice que la cebolla no': what joins the clause says nothing.)
        .replace(
          /^(?:asi que|(?:me |y )?dice que|dijo que|que(?= (?:el|la|los|las|del|de la|de los|de las)\b(?!.*\bsean?\b)))\s+/,
          '',
        ),
    )
    .filter(Boolean);
  // 'en vez de coca, sprite': one change, though a comma splits it.
  const swap = /^en (?:vez|lugar) (?:de|del) [^,]+,[^,]+$/.test(text) ? INSTEAD_OF.exec(text) : null;
  // ('en lugar de 2 kilos de tortilla, que sea uno': the amount changes, in the unit said first.)
  const before = swap ? lastAmount(swap[1]!) : undefined;
  const after = swap ? lastAmount(swap[2]!) : undefined;
  if (before?.amount != null && after?.amount != null && !target(after.rest) && target(before.rest))
    return [
      { op: 'set', target: target(before.rest), amount: after.amount, unit: after.unit ?? before.unit },
    ];
  if (swap && target(swap[1]!)) return [{ op: 'replace', target: target(swap[1]!), with: swap[2]! }];
  // ('quise decir naranja de jugo': the item touched last was meant to be that.)
  const meant = MEANT.exec(text);
  if (meant && !MEANT_SIZE.test(text)) return [{ op: 'replace', target: '', with: meant[1]!.split(',')[0]! }];
  // ('la coca cambiala por una pepsi, y si no tenés pepsi sacala': or off, when it is not sold.)
  const orOff = IF_NOT_SOLD_REMOVE.exec(text);
  if (orOff) {
    const [first, ...others] = readEdits(text.slice(0, orOff.index));
    return first?.op === 'replace'
      ? [{ ...first, orRemove: true }, ...others]
      : [first!, ...others].filter(Boolean);
  }
  // ('solo deje el shampoo y la pasta, lo demás quíteme': every item said stays, the rest goes.)
  const keepAll =
    /^(?:(?:solo|nada mas|nomas|unicamente)\s+dej[ae](?:me|le)?|dej[ae](?:me|le)?\s+(?:solo|nada mas|nomas|unicamente))\s+(.+?\by\b.+?)(?:\s*,?\s*(?:y\s+)?lo demas\b.*)?$/.exec(
      text,
    );
  if (keepAll && target(keepAll[1]!)) return [{ op: 'keep_only', target: keepAll[1]! }];
  // ('una sola de cada una', 'ponele una más de cada una', 'quitale una a cada una': of every item.)
  const each = EACH.exec(text);
  if (each) {
    const amount = readQuantity([each[2]!]).amount ?? 1;
    if (/^(?:quit|sac|borr|rest)/.test(each[1] ?? ''))
      return [{ op: 'remove', target: '', count: amount, every: 'all' }];
    if (each[3] || /^(?:pon|agreg|sum)/.test(each[1] ?? ''))
      return [{ op: 'add', target: '', amount, every: 'all' }];
    return [{ op: 'set', target: '', amount, unit: null, every: 'all' }];
  }
  // 'lo último no, perdón', 'eso no, ya me acordé que sí tengo': the item touched last comes off.
  if (LAST_NO.test(text)) return [{ op: 'remove', target: '', count: null }];
  const yesNo = YES_THEN_NO.exec(text);
  if (yesNo && target(yesNo[1]!)) return [{ op: 'remove', target: target(yesNo[1]!), count: null }];
  // 'el jabón Ala no, Ariel de 3 kg', 'los de uva no, mejor de naranja': the item refused, then
  // what comes instead of it.
  const instead = NO_THEN.exec(text);
  const comes = instead ? lastAmount(instead[2]!) : undefined;
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
    // ('el pan molido dejalo igual': that one stays as it is.)
    if (/\bdej[ae]l[oa]s? (?:igual|asi|como esta)$/.test(clause)) continue;
    // ('sacá el fernet, ya tengo': why, after the change.)
    if (at > 0 && REASON_CLAUSE.test(clause)) continue;
    // ('cambiá el Dog Chow por Pedigree, de 15 también': the size of what it becomes.)
    const before = edits[edits.length - 1];
    // ('…era rabanitos, un paquete': how many of what was just asked for.)
    const many =
      before?.op === 'add' && onlyAmount(clause.replace(/^(?:son|sean|que sean)\s+/, ''))
        ? lastAmount(clause)
        : undefined;
    if (before?.op === 'add' && many?.amount != null) {
      edits[edits.length - 1] = { ...before, amount: many.amount, ...(many.unit ? { unit: many.unit } : {}) };
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
        !REMOVE.test(clause) &&
        !SET.test(clause) &&
        !MORE.test(clause)
      ) {
        edits[edits.length - 1] = { ...before, with: `${before.with} ${which[1]}` };
        continue;
      }
    // ('cambiame los malbec trapiche por alamos, también malbec': more words of what it becomes.)
    // ('…por dulce de leche, grido también': the same brand.)
    const alsoSaid = /^tambien\s+(\S+(?:\s\S+)?)$/.exec(clause) ?? /^(\S+(?:\s\S+)?)\s+tambien$/.exec(clause);
    if (before?.op === 'replace' && alsoSaid && lastAmount(alsoSaid[1]!).amount === null) {
      edits[edits.length - 1] = { ...before, with: `${before.with} ${alsoSaid[1]}` };
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
    const edit = readClause(clause, before);
    // ('el cheesecake está carísimo, quitalo', 'me olvidé que tenía azúcar, sacala': the item the
    // clause before named, when it changed nothing.)
    const named = at > 0 && edits.length === 0 ? target(clauses[at - 1]!) : '';
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
  return edits;
}
