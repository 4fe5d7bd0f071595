/**
 * Changes read against the open order. A customer who already has items writes a change the way
 * they would say it at the counter, naming the item and what to do with it, often with no verb the
 * change patterns know: 'de la coca poneme 4', 'cebolla solo 1 kilo', 'me equivoqué, eran 3
 * cocas', 'siempre no las cocas', 'el arroz no, gracias', 'al final sin tortillas', 'la coca que
 * sea light', 'dejame solo las cocas'. These are read only with the order at hand: without it,
 * 'solo 1 kilo de cebolla' is an order, and a word that names no item never makes a change.
 */
import type { CatalogueIndex, CatalogueProduct } from './catalogue-index';
import { KEEP_ONLY, SIZE_UNIT } from './edit-patterns';
import { lastAmount, type EditClause } from './edits';
import { isJug, sizeOfName } from './presentation';
import { isSoft } from './name-parts';
import { EVERYDAY } from './catalogue-words';
import { readQuantity } from './quantities';
import { CONTAINERS } from './request-words';
import { regionalEquivalents } from './regional-words';
import { stem, tokens } from './text';

/** 'siempre sí quiero 2 kilos' (México): after all, a change of mind, as 'mejor'. */
const afterAll = (text: string) => text.replace(/\bsiempre si\b/g, 'mejor');

/** Words that say the item is not wanted. */
const NEGATIONS = new Set(['no', 'sin', 'tampoco']);
/** Words that say the amount or the product said replaces what the order has. */
const CHANGE_CUES = new Set([
  'mejor',
  'quise',
  'quisimos',
  'final',
  'solo',
  'sola',
  'solos',
  'solas',
  'nomas',
  'eran',
  'era',
  'es',
  'son',
  'sea',
  'sean',
  'ponele',
  'poneme',
  'pone',
  'pon',
  'ponle',
  'ponme',
  'pongame',
  'pongale',
  'hacelas',
  'hacelos',
  'hacela',
  'hacelo',
  'hazlas',
  'hazlos',
  'hazla',
  'hazlo',
  'regalame',
  'regaleme',
  'dejame',
  'deja',
  'deje',
  'dejalo',
  'dejala',
  'dejalas',
  'dejalos',
]);
/** Change words that, said first, change the item touched last when no item is named. */
const LEADING_CUES = new Set(['mejor', 'sea', 'sean', 'era', 'eran', 'final', 'nomas', 'solo', 'sola']);
/** Words around the item that say nothing of it: articles, chatter, apologies, the verb of wanting. */
const FILLER = new Set([
  'un',
  'una',
  'uno',
  'el',
  'la',
  'los',
  'las',
  'lo',
  'de',
  'del',
  'al',
  'a',
  'en',
  'que',
  'me',
  'le',
  'y',
  'ya',
  'siempre',
  'nada',
  'mas',
  'quiero',
  'queria',
  'traigas',
  'traigan',
  'traiga',
  'mandes',
  'manden',
  'mande',
  'pongas',
  'pongan',
  'ponga',
  'gracias',
  'porfa',
  'por',
  'favor',
  'perdon',
  'disculpa',
  'disculpe',
  'equivoque',
  'equivoco',
  'confundi',
  'oye',
  'decir',
  'fijate',
  'fijese',
  'mira',
  'mire',
  'uy',
  'ay',
  // ('eche no, el limón medio kilo': the Caribbean cry, not the verb.)
  'eche',
  'ah',
  'eh',
  'ahi',
  'che',
  'bo',
  'wey',
  'parce',
  'bueno',
  'ok',
  'dale',
  'entonces',
  'ahora',
  'pero',
  // ('listo, pero los powerade que sean de frutas': all right, but.)
  'listo',
  // ('eso no, los bolillos no': 'eso' points at what the message then names.)
  'eso',
  // The verbs of giving ('del aceite pasame 2'): what to change is said around them.
  'pasame',
  'pasale',
  'dame',
  'deme',
  'mandame',
  'mandeme',
  'traeme',
  'traigame',
]);
/** 'del aceite pasame 2', 'de la coca poneme 4': the item first, then what of it. */
const PARTITIVE = /^(?:del|de la|de las|de los)\s/;
/** 'una sola', 'uno solo': one, replacing what there is. */
const ONE_ALONE = /\b(un|una|uno) sol[oa]s?\b/;
const SIZE_SAID = new RegExp(
  `\\bde (?:\\d+(?:\\.\\d+)?\\s*${SIZE_UNIT}?|(?:medio|un|una)\\s+${SIZE_UNIT})(?=\\s|$)`,
);

/**
 * 'son 3 powerade, no 2', 'eran 2 kilos no 1': the amount said after 'no' is the one the order has,
 * when the message first states what it is ('son', 'eran'); 'tres leches no, dos' corrects to the last.
 */
const NOT_THAT =
  /\s*,?\s*\bno\s+(?:\d+(?:\.\d+)?|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s*$/;
const STATES = /\b(son|eran|era|es|serian|seria|quise|queria|pedi)\b/;
const withoutOldAmount = (text: string) => {
  const tail = NOT_THAT.exec(text);
  return tail && STATES.test(text.slice(0, tail.index)) ? text.slice(0, tail.index) : text;
};

/** 'y el plátano un kilo también': 'and' and 'too' around a change of an item say no more of it. */
const alsoAside = (text: string) =>
  text.replace(/^y\s+(?=(?:el|la|los|las)\s)/, '').replace(/\s+tambien$/, '');

/**
 * Whether a message may change an item by naming it (a negation, a change word, 'menos', 'dejá
 * solo'): only then does the conversation read the open order for `readOrderEdit`.
 */
export function mayChangeAnItem(message: string): boolean {
  const words = tokens(alsoAside(afterAll(tokens(message).join(' '))));
  return (
    words.some((word) => NEGATIONS.has(word) || CHANGE_CUES.has(word) || word === 'menos') ||
    KEEP_ONLY.test(words.join(' ')) ||
    PARTITIVE.test(words.join(' ')) ||
    /\b(nada mas|nomas)\b/.test(words.join(' ')) ||
    ONE_ALONE.test(words.join(' ')) ||
    // ('la papa 3 kilos': an item said with its article, then an amount.)
    /^(?:el|la|los|las)\s+[a-z]\S*(?:\s+\S+){0,3}\s+(?:\d|un|una|uno|dos|tres|cuatro|cinco|medio|media)/.test(
      words.join(' '),
    ) ||
    // ('huevo 12 por favor': an item, then an amount, and nothing after it.)
    /^[a-z]\S*(?:\s+[a-z]\S*){0,3}\s+(?:\d+(?:\.\d+)?|un|una|uno|dos|tres|cuatro|cinco|seis|medio|media)(?:\s+[a-z]+)?(?:\s+(?:por favor|porfa))?$/.test(
      words.join(' '),
    )
  );
}

/** The words of each order item (name and brand, with the store's synonyms), as stems. */
function itemStems(index: CatalogueIndex, product: CatalogueProduct): Set<string> {
  const stems = new Set(tokens(index.applySynonyms(`${product.name} ${product.brand ?? ''}`)).map(stem));
  // 'sin garrafón': the jug is called so whatever its name says ('Bonafont 20L (Líquido)').
  if (isJug(product.name, sizeOfName(product.name))) stems.add(stem('garrafon'));
  return stems;
}

/**
 * The one change a message makes to the order's items, or undefined when it does not read as
 * one: it must name an item of the order, say nothing else but the change (any other word may be
 * another product: 'una coca sin azúcar' is an order), and carry a negation, a change word or
 * 'dejá solo'.
 */
export function readOrderEdit(
  folded: string,
  order: readonly CatalogueProduct[],
  index: CatalogueIndex,
): EditClause | undefined {
  if (order.length === 0) return undefined;
  const text = withoutOldAmount(index.applySynonyms(alsoAside(afterAll(folded))));
  // 'la manteca mejor de 500': a size said after 'de' names another package, not an amount.
  const size = SIZE_SAID.exec(text);
  const { amount, unit, rest } = lastAmount(size ? text.replace(size[0], ' ') : text);
  const words = tokens(rest).filter((word) => !FILLER.has(word));
  // 'no, el jamón era de granja iris': the 'no' corrects what was said; it refuses nothing.
  const corrects = words[0] === 'no' && words.some((word) => /^(era|eran|quise|quisimos)$/.test(word));
  // ('las cocas que sean sin azúcar': 'sin' after a change word says what it becomes.)
  const becomesWithout = /\b(?:sean?|mejor|eran?)\s+sin\b/.test(text);
  const refuses = (word: string) => NEGATIONS.has(word) && !(becomesWithout && word === 'sin');
  const negated = !corrects && words.some(refuses);
  const fewer = words.includes('menos');
  // 'una coca menos', 'medio kilo menos': how many fewer ('una' alone is one here).
  const fewerBy = amount ?? (/^(un|una|uno)\b/.test(text) ? 1 : null);
  // 'galletitas una sola': the amount says it replaces the one there is.
  const alone = ONE_ALONE.test(text);
  const cueAt = alone ? words.length : words.findIndex((word) => CHANGE_CUES.has(word));
  const content = words.filter((word) => !refuses(word) && !CHANGE_CUES.has(word) && word !== 'menos');
  const stemsOf = order.map((product) => itemStems(index, product));
  // ('de jitomate nada más medio' of 'Tomate Saladet': a regional word names the item too.)
  const names = (word: string, stems: Set<string>) =>
    stems.has(stem(word)) || regionalEquivalents(word).some((other) => stems.has(stem(other)));
  // The item is what is named before the change word when something is ('el dulce de leche mejor
  // el de la serenísima': La Serenísima is what it becomes), else anywhere.
  const before = cueAt > 0 ? words.slice(0, cueAt).filter((word) => content.includes(word)) : [];
  const said = before.some((word) => stemsOf.some((stems) => names(word, stems))) ? before : content;
  const coverage = stemsOf.map((stems) => said.filter((word) => names(word, stems)).length);
  const most = Math.max(...coverage);
  // 'mejor que sean mostacholes', 'me equivoqué, era descremada', 'al final una docena', 'una
  // docena nomás', 'una sola': a change word that names no item changes the item touched last.
  if (most === 0) {
    // 'medio kilo menos', 'una menos': fewer of the item touched last.
    if (fewer && !negated && fewerBy !== null && content.length === 0)
      return { op: 'remove', target: '', count: fewerBy, ...(unit ? { unit } : {}) };
    const leads = alone || (cueAt === 0 && LEADING_CUES.has(words[0]!));
    if (!leads || negated || fewer) return undefined;
    // 'me equivoqué, era la de 3 kg': the same product in the package said.
    if (size)
      return amount === null && content.length === 0
        ? { op: 'replace', target: '', with: size[0].trim() }
        : undefined;
    if (amount !== null) return content.length === 0 ? { op: 'set', target: '', amount, unit } : undefined;
    return content.length > 0 && content.every((word) => index.hasWord(word))
      ? { op: 'replace', target: '', with: content.join(' ') }
      : undefined;
  }
  const items = stemsOf.filter((_, at) => coverage[at] === most);
  const naming = content.filter((word) => items.some((stems) => names(word, stems)));
  // 'tres leches no, dos': the amount corrected is not another product.
  // ('el pan de molde que sea integral': a word only said of the item, as 'molde', is no other product.)
  const extra = content.filter(
    (word) =>
      !naming.includes(word) &&
      !(negated && isNumberWord(word)) &&
      (!isSoft(word) || EVERYDAY.has(stem(word))),
  );
  const target = naming.join(' ');
  if (KEEP_ONLY.test(folded) && extra.length === 0) return { op: 'keep_only', target };
  if (size) {
    // Only the size changes: nothing but the item, the size and a change word.
    if (amount !== null || extra.length > 0 || cueAt < 0) return undefined;
    return { op: 'replace', target, with: size[0].trim() };
  }
  // 'una coca menos', '2 cocas menos': fewer of it.
  if (fewer && extra.length === 0) {
    if (fewerBy !== null) return { op: 'remove', target, count: fewerBy, ...(unit ? { unit } : {}) };
  }
  if (amount !== null) {
    // ('los chícharos solo una bolsa': the package of the amount names nothing else.)
    const other = extra.filter((word) => !CONTAINERS.has(word));
    // ('la papa 3 kilos' with papas ordered: the article names the item there is, so it is how
    // much of it, not more.)
    const referred = /^(?:el|la|los|las)\s+(?!\d|un\b|una\b|dos\b|tres\b)[a-z]/.test(text);
    // ('huevo 12 por favor' with eggs ordered: the amount said after the item's name, and nothing
    // else, is how many in all, as an article would say.)
    const plain = (said: string) => said.replace(/\s+(?:por favor|porfa|porfis|gracias)$/, '').trim();
    const after = plain(rest) !== '' && plain(text).startsWith(plain(rest)) && plain(text) !== plain(rest);
    if (other.length > 0 || !(cueAt >= 0 || negated || referred || after || PARTITIVE.test(text)))
      return undefined;
    return { op: 'set', target, amount, unit };
  }
  if (negated) return extra.length === 0 ? { op: 'remove', target, count: null } : undefined;
  // 'la coca que sea light': the item becomes the same product with the words said. (Words no
  // product has are not a product said: 'quitá el jumex y dejá los boing' is not one.)
  // ('común' says the everyday line, whether or not a name writes it.)
  if (
    cueAt >= 0 &&
    extra.length > 0 &&
    extra.every(
      (word, at) =>
        index.hasWord(word) || EVERYDAY.has(stem(word)) || word === 'sin' || extra[at - 1] === 'sin',
    )
  )
    return { op: 'replace', target, with: extra.join(' ') };
  return undefined;
}

const isNumberWord = (word: string) => /^\d+(\.\d+)?$/.test(word) || readQuantity([word]).amount !== null;
