/**
 * More of an item: 'agregá 2 más de la union', 'sumale 2 yerbas más', 'otra coca zero de 500',
 * 'súmale otros 6 Caribe', 'poneme media docena más de alfajores'.
 */
import { ANY_ADD_VERB } from './edit-patterns';
import type { EditClause } from './edit-types';
import { requestTokens } from './presentation';
import { readQuantity, type SpokenUnit } from './quantities';
import { PORTION_MORE, PORTION_TAKEN } from './edit-patterns';
import { lastAmount, target } from './edit-amounts';

export function moreOf(clause: string): EditClause {
  // 'agregá 2 más de la union', 'sumale 2 yerbas más', 'otra coca zero de 500': the count is
  // the one before 'más', else the one the product comes with, else one.
  // ('2 cocas de 1,5 más': the 5 of 1.5 is no count.)
  // ('súmale otros 6 Caribe': six more.)
  const count =
    /(?<![\d.])\b(\d+|un|una|uno|dos|tres) mas\b/.exec(clause)?.[1] ??
    /\botr[oa]s\s+(\d+|dos|tres|cuatro|cinco|seis)\b/.exec(clause)?.[1];
  // 'poneme media docena más de alfajores': the amount said before 'más', with its unit.
  // ('mejor auméntame un kilo más de cebolla': 'mejor' opens the change, it is no product.)
  const before = requestTokens(
    /^(.*?)\bmas\b/.exec(
      clause
        .replace(ANY_ADD_VERB, ' ')
        .replace(/^\s*mejor\b/, ' ')
        .trim(),
    )?.[1] ?? '',
  );
  const counted = count ? undefined : readQuantity(before);
  if (counted?.amount != null && counted.unit !== null && counted.used === before.length) {
    const target = clause.replace(/^.*?\bmas\b\s*(?:de |del )?/, '').trim();
    return { op: 'add', target, amount: counted.amount, unit: counted.unit };
  }
  const said = clause
    .replace(ANY_ADD_VERB, ' ')
    .replace(/\botr[oa]s\s+(?:\d+|dos|tres|cuatro|cinco|seis)\b/, ' ')
    .replace(/\b(otr[oa]s?|igual|(?<![\d.])(\d+|un|una|uno|dos|tres) mas|mas)\b/g, ' ')
    .replace(/^\s*mejor\b/, ' ')
    .trim();
  // 'agregame otra de 500': the size of another one, not five hundred.
  const sized = /^del?\s+\d/.test(said);
  const rest = sized ? said : said.replace(/^(de|del)\b/, ' ').trim();
  const words = requestTokens(rest);
  const lead = count || sized ? undefined : readQuantity(words);
  if (lead && lead.amount !== null && lead.unit === null && lead.used > 0)
    return { op: 'add', target: words.slice(lead.used).join(' '), amount: lead.amount };
  const amount = count ? (readQuantity([count]).amount ?? 1) : 1;
  // ('ponme 2 más de esos': of the item touched last.)
  const pointed = /^(?:de )?(?:es[oa]s?|est[oa]s?|ese|este|eso)(?: mism[oa]s?)?$/.test(rest.trim());
  const same = /\bigual(?:es)?\b/.test(clause) ? { same: true } : {};
  return { op: 'add', target: pointed ? '' : rest.replace(/\s+/g, ' '), amount, ...same };
}

/** That much off ('menos', a verb of taking) or more of the item. */
export function stepOf(
  fewer: boolean,
  item: string,
  much: { amount: number; unit: SpokenUnit | null },
): EditClause {
  const unit = much.unit ? { unit: much.unit } : {};
  return fewer
    ? { op: 'remove', target: target(item), count: much.amount, ...unit }
    : { op: 'add', target: target(item), amount: much.amount, ...unit };
}

/** 'un kilo menos de papa', 'medio kilo más de pan': a portion taken off or added. */
export function portionOf(clause: string): EditClause | undefined {
  const taken = PORTION_TAKEN.exec(clause);
  const much = taken ? lastAmount(taken[2]!) : undefined;
  if (taken && much?.amount != null && !target(much.rest))
    return stepOf(true, taken[1]!, { amount: much.amount, unit: much.unit });
  const more = PORTION_MORE.exec(clause);
  const by = more ? lastAmount(more[1]!) : undefined;
  if (!more || by?.amount == null || !target(by.rest)) return undefined;
  return stepOf(more[2] === 'menos', by.rest, { amount: by.amount, unit: by.unit });
}
