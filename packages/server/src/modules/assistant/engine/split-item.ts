/**
 * One item of the order split into parts, each of them what it becomes: 'de las cocas una que
 * sea común y la otra zero', 'las andes que sean 3 rubias y una roja', 'de los jugos 3 que sean de
 * manzana', 'de los smirnoff que la mitad sean de limón', 'de las papas que sean 2 chicas y 1
 * grande'. Read here without the order; the conversation splits the item (split-item.ts there).
 */
import { readQuantity } from './quantities';
import { target } from './edit-amounts';
import { withoutReasons } from './reasons';

/** How many of the item one part takes: a number, half of it, or what the others leave. */
export type PartCount = number | 'half' | 'rest';

export interface SplitPart {
  count: PartCount;
  /** What that part becomes, as said ('zero', 'de manzana colun', 'chicas'). */
  with: string;
}

const COUNT = String.raw`(?:\d+(?:\.\d+)?|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|la mitad)`;
/** 'de las cocas', 'de esas 4', 'de los jugos 3', 'las andes': the item, then 'que'. */
const HEAD = new RegExp(
  String.raw`^(?:(?:de|d)\s+(?:l[oa]s|es[oa]s|est[oa]s)\s+(.*?)|(?:l[oa]s)\s+(.+?))\s+(?:que|q)\s+(.+)$`,
);
/** '3 que sean de manzana', 'una q sea comun', '2 chicas', 'la mitad sean de limon'. */
const COUNTED = new RegExp(String.raw`^(${COUNT})\s+(?:(?:que|q)\s+)?(?:sean?\s+)?(.+)$`);
/** 'que 2 sean de almendra': the count after 'que'. */
const SEAN_COUNTED = new RegExp(String.raw`^(?:sean?\s+)?(${COUNT})\s+(?:(?:que|q)\s+)?(?:sean?\s+)?(.+)$`);
/** 'la otra zero', 'el resto de naranja', 'los demas que sean de uva': what the others leave. */
const REST =
  /^(?:(?:la|el)\s+otr[oa]|(?:las|los)\s+otr[oa]s|(?:las|los)\s+demas|el\s+resto)\s+(?:(?:que|q)\s+)?(?:sean?\s+)?(.+)$/;

function partOf(text: string, first: boolean): SplitPart | undefined {
  const rest = REST.exec(text);
  if (rest && !first) return { count: 'rest', with: rest[1]! };
  const counted = (first ? SEAN_COUNTED : COUNTED).exec(text);
  if (!counted) return undefined;
  const said = counted[1]!;
  const count = said === 'la mitad' ? 'half' : readQuantity([said]).amount;
  // (A part says what it becomes, in words or as a size: '3 de 500'; '3 2' is no part.)
  if (count === null || !/[a-z]{3,}|^de \d/.test(counted[2]!)) return undefined;
  return { count, with: counted[2]! };
}

/**
 * 'una que sea de kilo y la otra de medio', 'la mitad que sean de naranja': the item at hand, when
 * what the others leave, or half of it, is said.
 */
const HEADLESS = new RegExp(
  String.raw`^(?:${COUNT}\s+(?:que|q)\s+.*\by\s+(?:la|el|los|las)\s+(?:otr[oa]s?|demas)\b|la mitad\s+(?:que|q)\s+sean?\b)`,
);
/** A count said last of the item's words ('de las cocas una', 'de esas 4'). */
const COUNT_LAST = new RegExp(String.raw`^(.*?)\s*\b(${COUNT})$`);
/** A part that opens with its own count ('2 sean de almendra'). */
const OWN_COUNT = new RegExp(String.raw`^(?:sean?\s+)?${COUNT}\b`);

/** The item's words and the text of its parts. */
function headOf(said: string): { item: string; parts: string; named: boolean } | undefined {
  if (HEADLESS.test(said)) return { item: '', parts: said, named: false };
  const head = HEAD.exec(said);
  if (!head) return undefined;
  const words = head[1] ?? head[2]!;
  const parts = head[3]!.replace(/\s+(?:que|q|porque|pq|xq)\s+(?!sean?\b).*$/, '');
  const counted = COUNT_LAST.exec(words);
  // ('de las cocas una q sea común': the count before 'que' is the first part's; 'de esas 4 que 2
  // sean…': the total, when the part says its own.)
  if (!counted) return { item: words, parts, named: head[2] !== undefined };
  const own = !OWN_COUNT.test(parts);
  return { item: counted[1]!, parts: own ? `${counted[2]} ${parts}` : parts, named: head[2] !== undefined };
}

/** The item and its parts, when the message only splits one item; undefined for any other. */
export function splitSaid(text: string): { target: string; parts: SplitPart[] } | undefined {
  const said = withoutReasons(text)
    .replace(/^(?:mejor|oye|bueno|y)\s+/, '')
    .replace(/\s+(?:nomas|nada mas|no mas|mejor)$/, '');
  const head = headOf(said);
  if (!head) return undefined;
  const parts: SplitPart[] = [];
  for (const piece of head.parts.split(/\s*(?:,|\by\b)\s*/).filter(Boolean)) {
    const part = partOf(piece, parts.length === 0);
    const before = parts.at(-1);
    // ('la mitad que sean de naranja, mismas cunnington de 1,5': the same as the item, said again
    // of what the part becomes.)
    const same = /^(?:l[oa]s\s+)?mism[oa]s?\s+(.+)$/.exec(piece);
    if (!part && before && same) {
      before.with = `${before.with} ${same[1]}`;
      continue;
    }
    if (!part) return undefined;
    parts.push(part);
  }
  // ('las andes que sean 3 rubias': one part of an item named without 'de' is a change, not a split.)
  if (parts.length === 0 || (head.named && parts.length < 2)) return undefined;
  return { target: target(head.item), parts };
}
