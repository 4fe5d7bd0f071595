/**
 * Changes to the open order as customers write them: 'sacá la coca', 'no me mandes la coca
 * light', 'cambiá las aguas a 5', 'que sean 3 de la X', 'mejor 2', 'cambiala por coca zero de
 * 1,5', 'borrá todo menos la coca', 'sacá la sprite y agregá otra coca zero de 500'. Read here
 * without the order; the conversation matches each target to the order's items.
 */
import { readQuantity, type SpokenUnit } from './quantities';
import { requestTokens } from './presentation';

export type EditClause =
  /** `count`: 'sacá una harina' takes one off; null takes the line off. */
  | { op: 'remove'; target: string; count: number | null }
  | { op: 'keep_only'; target: string }
  | { op: 'set'; target: string; amount: number; unit: SpokenUnit | null }
  /** The item becomes another product: `with` names it, whole or in part ('por sancor', 'de 1 kilo'). */
  | { op: 'replace'; target: string; with: string }
  /** More of something: 'otra coca zero de 500', 'agregá 1 más de la union', 'otro igual'. */
  | { op: 'add'; target: string; amount: number };

const REMOVE =
  /\b(saca|sacame|sacale|sacala|sacalo|sacalas|sacalos|quita|quitame|quitale|quitala|quitalo|quitalas|quitalos|borra|borrame|borrala|borralo|borralas|borralos|elimina|eliminame|eliminala|eliminalo|retira|retirame|no me (mandes|mandas|manden|mande|traigas|traigan|traiga|pongas|pongan|ponga|envies|envien|agregues)|ya no (quiero|va)|no quiero( mas)?|olvidate (de|del)|no va( mas)?|cancela|cancelame)\b|^(mejor )?sin (el|la|los|las)\b/;
const KEEP_ONLY = /\b(todo menos|todo excepto|todo salvo|deja(me)? solo|solo deja(me)?)\b/;
const REPLACE = /\b(cambia(me|la|lo|las|los)? por|reemplaza(la|lo|las|los)? por)\b/;
const SET =
  /\b(cambia(me|la|lo|las|los)?|que sea(n)?|mejor|bajame|bajale|bajalo|bajala|subime|subile|subilo|subila|deja(me|lo|la|los|las)? en|ponele|hace(lo|la|los|las)|hacelo|hacela|en vez de|en lugar de|corregi|corregime|modifica(me|la|lo)?)\b/;
const MORE =
  /\b(otr[oa]s?|(\d+|un|una|uno|dos|tres) mas|mas de|agrega(me|le)? (otr[oa]s?|\d+ mas|uno mas|una mas)|suma(me|le)? (otr[oa]s?|uno mas|una mas)|otro igual|otra igual)\b/;
/** Words of the clause that are not its target. */
const NOISE =
  /\b(saca\w*|quita\w*|borra\w*|elimina\w*|retira\w*|cancela\w*|no me \w+|ya no (quiero|va)|no quiero( mas)?|olvidate (de|del)|no va( mas)?|todo menos|todo excepto|todo salvo|deja\w*|solo|cambia\w*|reemplaza\w*|que sean?|mejor|bajame|bajale|bajalo|bajala|subime|subile|subilo|subila|ponele|poneme|hace\w*|en vez de|en lugar de|corregi\w*|modifica\w*|agrega\w*|suma\w*|mas|otr[oa]s?|igual|por favor|porfa|plis|la|el|los|las|lo|de|del|al|a|en|que|me|le|les|nos|no|y|pero|bueno|che|bo|wey|parce|dale|ok|ta|entonces|nomas|tambien|por|hagame|favor|uno|una)\b/g;

const isQuestion = (text: string) =>
  /\?/.test(text) || /^(puedo|se puede|pueden|podes|como|cuando|donde|hay|tienen|aceptan|hacen)\b/.test(text);

/** Whether the message asks to change the order (and is not a question about changes). */
export function isEdit(folded: string): boolean {
  if (isQuestion(folded)) return false;
  return (
    REMOVE.test(folded) ||
    KEEP_ONLY.test(folded) ||
    REPLACE.test(folded) ||
    (SET.test(folded) && hasAmount(folded)) ||
    MORE.test(folded)
  );
}

function hasAmount(text: string): boolean {
  const words = requestTokens(text);
  return words.some((_, i) => readQuantity(words.slice(i)).amount !== null);
}

/** The last amount of a clause and the words without it: 'las papas a 3 kg' -> 3 kg, 'papas'. */
function lastAmount(text: string): { amount: number | null; unit: SpokenUnit | null; rest: string } {
  const words = requestTokens(text);
  let found: { amount: number; unit: SpokenUnit | null; at: number; used: number } | undefined;
  for (let i = 0; i < words.length;) {
    const q = readQuantity(words.slice(i));
    // 'un' / 'una' alone are articles here ('cambiá una coca'), not amounts.
    if (q.amount !== null && q.used > 0 && !(q.used === 1 && /^(un|una)$/.test(words[i]!))) {
      found = { amount: q.amount, unit: q.unit, at: i, used: q.used };
      i += q.used;
    } else i += 1;
  }
  if (!found) return { amount: null, unit: null, rest: words.join(' ') };
  const rest = [...words.slice(0, found.at), ...words.slice(found.at + found.used)].join(' ');
  return { amount: found.amount, unit: found.unit, rest };
}

const target = (text: string) => text.replace(NOISE, ' ').replace(/\s+/g, ' ').trim();

function readClause(clause: string, previous: EditClause | undefined): EditClause | undefined {
  if (KEEP_ONLY.test(clause)) return { op: 'keep_only', target: target(clause.split(KEEP_ONLY).pop() ?? '') };
  if (REPLACE.test(clause)) {
    const [before, after = ''] = clause.split(/\bpor\b/);
    const item = target(before!);
    return { op: 'replace', target: item, with: after.trim() || target(clause.replace(REPLACE, ' ')) };
  }
  if (REMOVE.test(clause)) {
    const rest = clause
      .replace(REMOVE, ' ')
      .trim()
      .replace(/^(me|le|nos|les)\s+/, '');
    const words = requestTokens(rest);
    // 'sacá una harina', 'quitame 2 cocas', 'me quita uno': fewer of it, not all of it.
    const lead = readQuantity(words);
    const counted =
      lead.amount !== null &&
      lead.unit === null &&
      lead.used > 0 &&
      !/^(la|el|las|los)$/.test(words[0] ?? '');
    return {
      op: 'remove',
      target: target(counted ? words.slice(lead.used).join(' ') : rest),
      count: counted ? lead.amount : null,
    };
  }
  if (MORE.test(clause)) {
    // 'agregá 2 más de la union', 'otra coca zero de 500': the count is the one before 'más'.
    const count = /\b(\d+|un|una|uno|dos|tres) mas\b/.exec(clause)?.[1];
    const amount = count ? (readQuantity([count]).amount ?? 1) : 1;
    const rest = clause
      .replace(/\b(agrega\w*|suma\w*|pone\w*|otr[oa]s?|igual|(\d+|un|una|uno|dos|tres) mas|mas)\b/g, ' ')
      .replace(/^\s*(de|del)\b/, ' ')
      .trim();
    return { op: 'add', target: rest.replace(/\s+/g, ' '), amount };
  }
  if (SET.test(clause) || previous?.op === 'set') {
    const { amount, unit, rest } = lastAmount(clause);
    // 'no, mejor de 1 kilo', 'mejor la de 2,25': the same product in another size.
    if (amount !== null && /\b(mejor|cambia\w*)\s+(la |el |los |las )?de\b/.test(clause))
      return {
        op: 'replace',
        target: '',
        with: clause.replace(/^.*?\b(mejor|cambia\w*)\s+(la |el |los |las )?/, ''),
      };
    if (amount === null) {
      const words = target(clause);
      return words ? { op: 'replace', target: '', with: words } : undefined;
    }
    return { op: 'set', target: target(rest), amount, unit };
  }
  if (previous?.op === 'remove') return { op: 'remove', target: target(clause), count: null };
  return undefined;
}

/**
 * The changes a message asks for, clause by clause ('sacá la sprite y agregá otra coca'); clauses
 * with no change ('y dejá los boing') are left out.
 */
export function readEdits(folded: string): EditClause[] {
  const clauses = folded
    .replace(/^(no(?! (quiero|me|va|mas)\b)|bueno|che|dale|ok|ta|uh|ah|perdon|disculpa|al final)[\s,]+/, '')
    // 'kilo y medio' is one amount, not two clauses.
    .replace(
      /\b(kg|kilo|kilos|litro|litros|\d+|uno|una|un|dos|tres) y (medio|media|cuarto)\b/g,
      '$1 ymedio$2',
    )
    .split(/\s*(?:,|;|\by\b|\bpero\b|\be\b)\s*(?=\S)/)
    .map((clause) => clause.replace(/ymedio(medio|media|cuarto)/g, 'y $1'))
    .filter(Boolean);
  const edits: EditClause[] = [];
  for (const clause of clauses) {
    if (/^(deja\w*|dejame)\b/.test(clause) && !/\ben\b/.test(clause)) continue;
    const edit = readClause(clause, edits[edits.length - 1]);
    if (edit) edits.push(edit);
  }
  return edits;
}
