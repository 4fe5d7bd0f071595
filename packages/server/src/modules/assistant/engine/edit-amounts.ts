/** Amounts in a change and the words left of its item: 'las papas a 3 kg' -> 3 kg, 'papas'. */
import { CONTAINER_WORDS, readQuantity, type SpokenUnit } from './quantities';
import { requestTokens } from './presentation';
import { NOISE } from './edit-patterns';

export function onlyAmount(text: string): boolean {
  const words = requestTokens(text);
  const lead = readQuantity(words);
  return lead.amount !== null && lead.used === words.length;
}

/** The words a number of a product's name follows: 'tallarín nro 5', 'arroz grado 1', 'etapa 1'. */
const NAME_NUMBER = /^(?:nro|numero|num|n|grado|etapa|tipo)$/;

export function hasAmount(text: string): boolean {
  const words = requestTokens(text);
  // ('grado 1', 'nro 5': a number of the name is no amount.)
  return words.some(
    (_, i) => !NAME_NUMBER.test(words[i - 1] ?? '') && readQuantity(words.slice(i)).amount !== null,
  );
}

/** The last amount of a clause and the words without it: 'las papas a 3 kg' -> 3 kg, 'papas'. */
export function lastAmount(text: string): { amount: number | null; unit: SpokenUnit | null; rest: string } {
  const words = requestTokens(text);
  let found: { amount: number; unit: SpokenUnit | null; at: number; used: number } | undefined;
  for (let i = 0; i < words.length;) {
    // 'bajá la coca a una sola', 'uno solo', 'solo un jugo': one, said so that it is not an article.
    const alone = /^sol[oa]s?$/.test(words[i + 1] ?? '');
    const onlyBefore =
      /^(sol[oa]|nomas)$/.test(words[i - 1] ?? '') || (words[i - 1] === 'mas' && words[i - 2] === 'nada');
    if (/^(un|una|uno)$/.test(words[i]!) && (alone || onlyBefore)) {
      found = { amount: 1, unit: null, at: i, used: alone ? 2 : 1 };
      i += found.used;
      continue;
    }
    // ('tallarín nro 5': the number of a cut of pasta, not how many; 'quilmes de lata 473': the
    // size of the can.)
    const canSize = CONTAINER_WORDS.has(words[i - 1] ?? '') && /^\d{3,}$/.test(words[i]!);
    if (NAME_NUMBER.test(words[i - 1] ?? '') || canSize) {
      i += 1;
      continue;
    }
    const q = readQuantity(words.slice(i));
    // 'un' / 'una' alone are articles here ('cambiá una coca'), not amounts; after 'a' or 'en'
    // they are how many ('bajale a una la coca', 'dejala en una').
    const article = q.used === 1 && /^(un|una)$/.test(words[i]!) && !/^(a|en)$/.test(words[i - 1] ?? '');
    if (q.amount !== null && q.used > 0 && !article) {
      found = { amount: q.amount, unit: q.unit, at: i, used: q.used };
      i += q.used;
    } else i += 1;
  }
  if (!found) return { amount: null, unit: null, rest: words.join(' ') };
  const rest = [...words.slice(0, found.at), ...words.slice(found.at + found.used)].join(' ');
  return { amount: found.amount, unit: found.unit, rest };
}

/** The words of a clause that name its item. */
export const target = (text: string) => text.replace(NOISE, ' ').replace(/\s+/g, ' ').trim();

/** How many a few words say, 'una' alone being one ('deja una', '…, y una nomás'), not an article. */
export function countSaid(text: string): { amount: number | null; unit: SpokenUnit | null; rest: string } {
  return /^(?:un|una|uno)$/.test(text.trim()) ? { amount: 1, unit: null, rest: '' } : lastAmount(text);
}
