/**
 * One clause of a change as customers say it ('sacá la coca', 'que sean 3 de la X', 'el jamón que
 * sea la mitad', 'al pepino quítele medio kilo'): what it does and to which item, by its words.
 */
import { CONTAINER_WORDS, readQuantity } from './quantities';
import { CONTAINERS } from './request-words';
import { requestTokens } from './presentation';
import {
  ADD_OR_ASK,
  SIZE_FIRST,
  SIZE_SAID_LAST,
  ADD_VERB,
  ALSO,
  BOTH,
  CHANGE_THEN_SIZE,
  CLEAR,
  HALVE,
  INSTEAD_OF,
  ITEM_BE,
  ITEM_THEN_BETTER,
  AMOUNT_THEN_ITEM,
  ITEM_FOR,
  ITEM_SIZE,
  KEEP_ONLY,
  MORE,
  ONLY_AFTER,
  PARTITIVE_AMOUNT,
  PUT,
  SENT_INSTEAD,
  STAYS,
  REMOVE,
  REPLACE,
  SCALE,
  SET,
  SIZE_LAST,
  SIZE_THEN_CHANGE,
  NAMED_SIZE,
  SOME_BECOME,
  THAT_BE,
  TRIPLE,
} from './edit-patterns';
import { countSaid, hasAmount, lastAmount, target } from './edit-amounts';
import { countedClause } from './counted-clause';
import { moreOf, portionOf, stepOf } from './more-clause';
import type { EditClause } from './edit-types';

export type { EditClause };

export function readClause(clause: string, previous: EditClause | undefined): EditClause | undefined {
  const edit = readOne(clause, previous);
  // 'sacame los dos tregar', 'de las dos mandame 2': said of more than one item.
  if (!BOTH.test(clause) || !edit || (edit.op !== 'set' && edit.op !== 'remove')) return edit;
  const named = edit.target
    .replace(/\b(?:los|las)?\s*(?:dos|2|ambos|ambas)\b/, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { ...edit, target: named, every: true };
}

const keptOnly = (words: string): EditClause | undefined =>
  target(words) ? { op: 'keep_only', target: target(words) } : undefined;

function readOne(clause: string, previous: EditClause | undefined): EditClause | undefined {
  // ('mandame todo menos el harpic': all but it, so it comes off; 'borrá todo menos la coca' keeps it.)
  if (/\btodo (?:menos|excepto|salvo)\b/.test(clause) && !REMOVE.test(clause))
    return { op: 'remove', target: target(clause.split(KEEP_ONLY).pop() ?? ''), count: null };
  // ('del queso dejame solo 750': how much of it stays, not which item.)
  const kept = KEEP_ONLY.test(clause) ? lastAmount(clause.split(KEEP_ONLY).pop() ?? '') : undefined;
  // ('solo dejame la papaya, lo demás no': the rest is what goes.)
  const keptItem = (clause.split(KEEP_ONLY).pop() ?? '').replace(/\s+(?:todo )?lo demas\b.*$/, '');
  if (kept && !(kept.amount !== null && !target(kept.rest)))
    return { op: 'keep_only', target: target(keptItem) };
  if (CLEAR.test(clause)) return { op: 'clear', target: '' };
  // 'que la coca sea de naranja': the item named, then what it becomes.
  const becomes = THAT_BE.exec(clause);
  const much = becomes ? lastAmount(becomes[2]!) : undefined;
  // ('que el jitomate sea medio kilo': how much of it.)
  if (becomes && much?.amount != null && !target(much.rest) && target(becomes[1]!))
    return { op: 'set', target: target(becomes[1]!), amount: much.amount, unit: much.unit };
  if (becomes && target(becomes[1]!) && !/\d/.test(becomes[2]!))
    return { op: 'replace', target: target(becomes[1]!), with: becomes[2]! };
  // ('siempre no el six, mejor 2 topo chico de 1.5': what comes instead of what was taken off.)
  // ('…y el jarabe, mejor solo el pan tostado': what stays, said as a preference.)
  const stays = previous?.op === 'remove' ? STAYS.exec(clause) : null;
  if (stays?.[1] && lastAmount(stays[2]!).amount === null) return keptOnly(stays[2]!);
  if (previous?.op === 'remove' && /^mejor\s/.test(clause)) {
    // ('…, mejor mandame 2 squirt': the verb of asking is no word of the product.)
    // ('…, mejor súmale otros 6 Caribe': six more of them.)
    const words = requestTokens(
      clause
        .replace(/^mejor\s+/, '')
        .replace(ADD_OR_ASK, '')
        .replace(ADD_VERB, ' ')
        .replace(/^\s*otr[oa]s?\s+/, ''),
    );
    const lead = readQuantity(words);
    const counted = lead.amount !== null && lead.used > 0;
    return {
      op: 'add',
      target: (counted ? words.slice(lead.used) : words).join(' '),
      amount: counted ? lead.amount! : 1,
      ...(counted && lead.unit ? { unit: lead.unit } : {}),
      // ('los red bull sacalos, mejor 4 monster' with monsters ordered: 4 in all, unless more.)
      ...(counted && !/\b(?:otr[oa]s?|mas|sum\w*|agreg\w*)\b/.test(clause) ? { restates: true } : {}),
    };
  }
  // ('el jumex nomás uno': only that many of the item named.)
  // ('el papel de 4 cámbielo por uno solo de 18' is a change of product.)
  const only = REPLACE.test(clause)
    ? null
    : /^(?:(?:el|la|los|las)\s+)?([a-z].*?)\s+((?:nomas|nada mas|solo)\s+.+)$/.exec(clause);
  const onlyMuch = only ? lastAmount(only[2]!) : undefined;
  if (only && onlyMuch?.amount != null && !target(onlyMuch.rest) && target(only[1]!) && !hasAmount(only[1]!))
    return { op: 'set', target: target(only[1]!), amount: onlyMuch.amount, unit: onlyMuch.unit };
  const onlyAfter = ONLY_AFTER.exec(clause);
  const saidAfter = onlyAfter ? lastAmount(onlyAfter[2]!) : undefined;
  if (onlyAfter && saidAfter?.amount != null && !target(saidAfter.rest) && target(onlyAfter[1]!))
    return { op: 'set', target: target(onlyAfter[1]!), amount: saidAfter.amount, unit: saidAfter.unit };
  // ('son 3 las yerbas': how many, then the item.)
  const amountFirst = AMOUNT_THEN_ITEM.exec(clause);
  const firstMuch = amountFirst ? lastAmount(amountFirst[1]!) : undefined;
  if (amountFirst && firstMuch?.amount != null && target(amountFirst[2]!))
    return { op: 'set', target: target(amountFirst[2]!), amount: firstMuch.amount, unit: firstMuch.unit };
  // ('el shampoo mejor para cabello normal': no amount, so what it becomes.)
  const better = ITEM_THEN_BETTER.exec(clause);
  // ('el aceite mejor de 1,5' is a size, read below; 'los huevos mejor los de chedraui' a brand.)
  if (better && target(better[1]!) && !hasAmount(better[2]!) && !SIZE_FIRST.test(better[2]!))
    return { op: 'replace', target: target(better[1]!), with: better[2]! };
  // 'el bimbo que sea blanco', 'las naranjas que sean de ombligo': the item, then what it becomes.
  // ('el jamón que sea la mitad' is half of it.)
  const itemBe = HALVE.test(clause) ? null : ITEM_BE.exec(clause);
  // ('las fibras que sea una': how many, the count word alone.)
  const alone = itemBe && /^(?:un|una|uno)$/.test(itemBe[2]!.trim()) ? 1 : null;
  if (itemBe && target(itemBe[1]!) && alone !== null)
    return { op: 'set', target: target(itemBe[1]!), amount: alone, unit: null };
  // ('la espinaca que sea la de atado mejor': the change word said again at the end.)
  // ('el detergente que sea foca de un kilo mejor pues': 'de un kilo' is the size of the new one.)
  const becomesWith = itemBe?.[2]!.replace(/(?:\s+(?:mejor|pues|porfa))+$/, '') ?? '';
  if (itemBe && target(itemBe[1]!) && lastAmount(becomesWith.replace(SIZE_SAID_LAST, ' ')).amount === null)
    return { op: 'replace', target: target(itemBe[1]!), with: becomesWith };
  // ('la yerba que sea la de kilo, una sola': how many of what it became.)
  const many = previous?.op === 'replace' ? lastAmount(clause) : undefined;
  const packagesOnly = (rest: string) =>
    target(rest)
      .split(' ')
      // ('…, 1 kilo igual', '…, 2 igual', 'la misma cantidad': the amount it keeps.)
      .every((word) => !word || CONTAINERS.has(word) || /^(?:igual|mism[oa]s?|cantidad|tambien)$/.test(word));
  if (many?.amount != null && packagesOnly(many.rest))
    return { op: 'set', target: '', amount: many.amount, unit: many.unit };
  const triple = TRIPLE.test(clause);
  const half = HALVE.test(clause);
  if (triple || half || SCALE.test(clause))
    return {
      op: 'scale',
      // ('del jamón poneme el doble': the item said first.)
      target: target(
        /\bel doble$/.test(clause)
          ? clause.replace(/\bel doble$/, ' ')
          : clause.replace(triple ? TRIPLE : half ? HALVE : SCALE, ' '),
      ),
      factor: triple ? 3 : half ? 0.5 : 2,
    };
  // 'del tomate sacame un kilo', 'de naranjas dos kilos menos', 'del salame 100 gramos más'.
  const portioned = portionOf(clause);
  if (portioned) return portioned;
  // ('al pepino quítele medio kilo', 'a la papa agregale un kilo': the verb of taking or adding.)
  const itemBy =
    /^(?:al|a la|a los|a las)\s+(.+?)\s+(baj|sub|quit|sac|rest|desc|agreg|sum|pon|ech)[a-z]*\s+(?!a\s)(.+)$/.exec(
      clause,
    );
  const stepBy = itemBy ? lastAmount(itemBy[3]!) : undefined;
  if (itemBy && stepBy?.amount != null && !target(stepBy.rest))
    return stepOf(/^(baj|quit|sac|rest|desc)$/.test(itemBy[2]!), itemBy[1]!, {
      amount: stepBy.amount,
      unit: stepBy.unit,
    });
  // 'el dulce de leche el de kilo', 'el skip por ariel': the item, then what it becomes, no verb.
  const bare = REPLACE.test(clause) ? null : (ITEM_SIZE.exec(clause) ?? ITEM_FOR.exec(clause));
  if (bare && target(bare[1]!) && !SET.test(clause))
    return { op: 'replace', target: target(bare[1]!), with: bare[2]! };
  if (REPLACE.test(clause)) {
    const [before, after = ''] = clause.split(/\bpor\b/);
    const item = target(before!);
    // 'cámbiame uno por naranja', 'cambia un monster por un ripper': that many of the item, the
    // rest stays. ('el papel de 4 cámbielo por…': a number after 'de' is the size, not how many.)
    const counted = /(?<!\bde )\b(\d+|un|uno|una|dos|tres|cuatro|cinco)\b/.exec(
      before!.replace(REPLACE, ' '),
    );
    const count = counted ? readQuantity([counted[1]!]).amount : null;
    const to = after.trim() || target(clause.replace(REPLACE, ' '));
    return { op: 'replace', target: item, with: to, ...(count !== null ? { count } : {}) };
  }
  // 'uno que sea de frutilla', 'que 3 sean negras', '2 de las cocas que sean zero': some of the
  // item become another product; the rest stays.
  const part = SOME_BECOME.exec(clause);
  const some = part ? readQuantity([part[1]!]).amount : null;
  if (part && some !== null)
    return { op: 'replace', target: target(part[2] ?? ''), with: part[3]!, count: some };
  // 'saca el asado y del vacío poneme kilo y medio': of the item, how much, whatever came before.
  const partitive = PARTITIVE_AMOUNT.exec(clause);
  // ('de las lechugas solo una': 'una' alone is how many.)
  const portion = partitive ? countSaid(partitive[2]!) : undefined;
  // ('de fósforos póngame dos paquetes': the containers say no item.)
  const portionRest = portion
    ? requestTokens(portion.rest)
        .filter((w) => !CONTAINER_WORDS.has(w))
        .join(' ')
    : '';
  if (partitive && portion?.amount != null && !target(portionRest))
    return { op: 'set', target: target(partitive[1]!), amount: portion.amount, unit: portion.unit };
  // 'y agregame 2 aguas', 'que sean 2 y 2 sprite también': an addition, whatever the clause
  // before it did.
  const also = ALSO.test(clause) && !REMOVE.test(clause) && previous?.op !== 'remove';
  if ((ADD_VERB.test(clause) || also) && !MORE.test(clause) && !SET.test(clause)) {
    // ('también póngame medio kilo de cebolla': the verb after 'también'.)
    const words = requestTokens(clause.replace(ALSO, ' ').trim().replace(ADD_VERB, ' '));
    const lead = readQuantity(words);
    // 'agregale media docena', 'sumale 2': more of the item, the amount alone said.
    if (lead.amount !== null && lead.used === words.length)
      return { op: 'add', target: '', amount: lead.amount, ...(lead.unit ? { unit: lead.unit } : {}) };
    // ('súmele medio kilo al banano': that much more of the item named after it.)
    if (lead.amount !== null && lead.unit !== null && /^(?:al|a)$/.test(words[lead.used] ?? ''))
      return {
        op: 'add',
        target: words
          .slice(lead.used)
          .join(' ')
          .replace(/^(?:al|a la|a los|a las)\s+/, ''),
        amount: lead.amount,
        unit: lead.unit,
      };
    // ('poné 4 kilos de asado': the weight too, so the item ordered is set to it, not one more.)
    const counted = lead.amount !== null && lead.used > 0 && (lead.unit === null || PUT.test(clause));
    return {
      op: 'add',
      // (A weight stays in the words too: '4 kilos de papa' finds what is sold by the kilo.)
      target: (counted && !lead.unit ? words.slice(lead.used) : words).join(' '),
      amount: counted ? lead.amount! : 1,
      ...(counted && lead.unit ? { unit: lead.unit } : {}),
      // ('ponle 2 cremas' with a cream ordered: 'put' says how many there are to be, where
      // 'agregá' or 'sumá' say how many more.)
      ...(counted && !also && PUT.test(clause) ? { restates: true } : {}),
    };
  }
  if (REMOVE.test(clause)) {
    const rest = clause
      .replace(REMOVE, ' ')
      .trim()
      .replace(/^(me|le|nos|les)\s+/, '');
    const words = requestTokens(rest);
    // 'sacá una harina', 'quitame 2 cocas', 'me quita uno': fewer of it, not all of it.
    const lead = readQuantity(words);
    // ('sacale un kilo a la papa': that much of it.)
    if (lead.amount !== null && lead.unit !== null && lead.used > 0)
      return {
        op: 'remove',
        target: target(words.slice(lead.used).join(' ')),
        count: lead.amount,
        unit: lead.unit,
      };
    const counted =
      lead.amount !== null &&
      lead.unit === null &&
      lead.used > 0 &&
      !/^(la|el|las|los)$/.test(words[0] ?? '');
    // 'de los powerade quita uno': the item first, then how many of it (not 'la coca de 2').
    const tail = counted ? undefined : words[words.length - 1];
    const last =
      tail && words.length > 1 && words[words.length - 2] !== 'de' ? readQuantity([tail]) : undefined;
    if (last?.amount != null && last.unit === null && /^(\d+|uno|una|dos|tres|cuatro|cinco)$/.test(tail!))
      return { op: 'remove', target: target(words.slice(0, -1).join(' ')), count: last.amount };
    return {
      op: 'remove',
      target: target(counted ? words.slice(lead.used).join(' ') : rest),
      count: counted ? lead.amount : null,
    };
  }
  // ('en vez del jurel pongame otra lata de atun': the item it becomes, of which there is more.)
  if (MORE.test(clause) && !/^en (?:vez|lugar) del?\b/.test(clause)) return moreOf(clause);
  // 'en vez del arroz gallo oro mandame el largo fino', 'en lugar de las cocas ponme coca sin
  // azúcar de 600', 'en vez de coca, sprite': the item, then the verb of wanting (or a comma),
  // then what it becomes.
  const swap = INSTEAD_OF.exec(clause);
  // ('en lugar del clorox grande mandame el de 930': another size of it.)
  const otherSize = swap ? SIZE_LAST.test(swap[2]!) : false;
  if (swap && target(swap[1]!) && (/[a-z]{3}/.test(target(swap[2]!)) || otherSize))
    return { op: 'replace', target: target(swap[1]!), with: swap[2]! };
  // 'bájale uno', 'súbele dos' (México): that many fewer or more; 'bájale a uno' is to one.
  const by = /^(baj|sub)[a-z]*\s+(\d+|un|una|uno|dos|tres|cuatro|cinco)\b(.*)$/.exec(clause);
  const step = by ? readQuantity([by[2]!]).amount : null;
  if (by && step !== null)
    return by[1] === 'baj'
      ? { op: 'remove', target: target(by[3]!), count: step }
      : { op: 'add', target: target(by[3]!), amount: step };
  // 'al asado bajale medio kilo', 'a la coca subile 2': the item first, then by how much.
  if (SET.test(clause) || previous?.op === 'set') {
    // '2 leches en lugar de 3': the amount said first is the one wanted.
    const instead = /^(.*?)\s*\ben (?:vez|lugar) de\b\s*(.*)$/.exec(clause);
    const first = instead?.[1] ? lastAmount(instead[1]) : undefined;
    if (first?.amount != null && instead)
      return {
        op: 'set',
        target: target(`${first.rest} ${lastAmount(instead[2]!).rest}`),
        amount: first.amount,
        unit: first.unit,
      };
    const { amount, unit, rest } = lastAmount(clause);
    // 'los cafés de 250 mejor': the size said after 'de', not 250 of them.
    const sizeSaid = SIZE_THEN_CHANGE.exec(clause);
    if (amount !== null && sizeSaid && lastAmount(sizeSaid[1]!).amount === null)
      return { op: 'replace', target: target(sizeSaid[1]!), with: sizeSaid[2]! };
    const sizeAfter = CHANGE_THEN_SIZE.exec(clause);
    // ('mejor una bolsa de 15', 'mejor 1 de 15 kg': how many of the new size, said first.)
    const lead = sizeAfter && /^(\d+|un|una|uno|dos|tres|cuatro|cinco|seis)(?:\s+(.*))?$/.exec(sizeAfter[1]!);
    const named = lead ? (lead[2] ?? '') : sizeAfter?.[1];
    if (amount !== null && sizeAfter && lastAmount(named!).amount === null) {
      const many = lead ? readQuantity([lead[1]!]).amount : null;
      return {
        op: 'replace',
        target: target(named!),
        with: sizeAfter[2]!,
        ...(many ? { amount: many } : {}),
      };
    }
    // 'no, mejor de 1 kilo', 'mejor la de 2,25': the same product in another size.
    // 'el dulce de leche que sea de 1 kilo': the item named before, in that size.
    // ('mejor regáleme los de 650': a verb of giving may come between; 'el ariel mejor el chico
    // de 750': a word of size too.)
    const sized =
      /^(.*?)\b(mejor|cambia\w*|que sean?|ponele|ponel[oa]s?|hacel[oa]s?|hazl[oa]s?|dejal[oa]s?)\s+(?:(?:regal[ae]me|pon(?:e|ga)?me|d[ae]me|mand[ae]me|tr(?:ae|aiga)me)(?:l[oa]s?)?\s+)?(la |el |los |las )?(?:(?:mas )?(?:chic|chiquit|grand|pequen|median)[a-z]* )?(de\b.*)$/.exec(
        clause,
      );
    if (amount !== null && sized) return { op: 'replace', target: target(sized[1]!), with: sized[4]! };
    // ('los huevos mejor traeme el maple de 30': the words of the new one, then its size.)
    const namedSize = NAMED_SIZE.exec(clause);
    if (amount !== null && namedSize)
      return { op: 'replace', target: target(namedSize[1]!), with: namedSize[2]! };
    if (amount === null) {
      const words = target(clause);
      return words ? { op: 'replace', target: '', with: words } : undefined;
    }
    // 'en vez de 2 yerbas que sean 4': a number left before the item is its old amount.
    // ('un 1882 de 750': a large number after 'de' is the package, never how many.)
    if (unit === null && amount >= 20 && new RegExp(`\\bde ${amount}\\b`).test(clause))
      return { op: 'replace', target: target(rest), with: `de ${amount}` };
    return { op: 'set', target: target(rest).replace(/^\d+(?:[.,]\d+)?\s+/, ''), amount, unit };
  }
  // ('una caja de Pulparindo nomás', 'las esponjas deja una', 'súbame la Coca a 2': how many of
  // the item, whatever the clause before did.)
  const counted = countedClause(clause);
  if (counted) return counted;
  // 'quita las conchas, nomás los bolillos': what stays, after a removal.
  // ('quíteme una sprite, solo una': how many, said again, keeps nothing.)
  if (stays && !stays[1]) return keptOnly(stays[2]!);
  if (previous?.op === 'remove') {
    // ('la betarraga sacala, me equivoqué, era rabanitos': what was meant instead, wanted.)
    const meant = /^(?:me equivoque\s+)?(?:era|eran|es|son|quise decir|queria)\s+(.+)$/.exec(clause);
    if (meant && target(meant[1]!)) return { op: 'add', target: meant[1]!.trim(), amount: 1 };
    // ('quite la fibra verde y mande 2 de las esponjas chedraui': what is sent instead, wanted.)
    const sent = SENT_INSTEAD.exec(clause);
    if (sent) {
      const asked = requestTokens(sent[1]!);
      const much = readQuantity(asked);
      const counted = much.amount !== null && much.unit === null && much.used > 0;
      const item = target((counted ? asked.slice(much.used) : asked).join(' '));
      if (item) return { op: 'add', target: item, amount: counted ? much.amount! : 1 };
    }
    // ('sacame 200 de jamón y 150 de queso': how many of the next one, said first.)
    const words = requestTokens(clause);
    const lead = readQuantity(words);
    if (lead.amount !== null && lead.used > 0 && /^\d/.test(words[0] ?? ''))
      return {
        op: 'remove',
        target: target(words.slice(lead.used).join(' ')),
        count: lead.amount,
        ...(lead.unit ? { unit: lead.unit } : {}),
      };
    // ('…menos el harpic, ese ya no': the same one said again, nothing more.)
    return target(clause) ? { op: 'remove', target: target(clause), count: null } : undefined;
  }
  return undefined;
}
