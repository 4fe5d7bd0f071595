/*
 * 'queso crema la paulina' took the everyday one; the customer answers the question we did not
 * ask: 'el light', 'la despalada', 'la de 2,25'. The words refine the request that added the item
 * touched last, and the item becomes the one product they then name.
 */
import type { CatalogueProduct } from '../engine/catalogue-index';
import { stripChatter } from '../engine/message';
import { sizeOfName } from '../engine/presentation';
import { readRequest, type ProductRequest } from '../engine/request';
import { resolveRequest } from '../engine/resolve';
import { normalize, stem, tokens } from '../engine/text';
import { formatAmount, replaceLine } from './actions';
import { closest } from '../engine/name-parts';
import { isVariantWord } from '../engine/catalogue-words';
import { readQuantity } from '../engine/quantities';
import { say, type Conversation } from './context';

/** 'el light', 'la de 2,25', 'mejor la despalada', 'no, la roja': an article and what tells it apart. */
const REFINEMENT = /^((?:(?:no|perdon|mejor|digo|era|eran|quise decir)\s+)*)(?:el|la|los|las)\s+(.+)$/;
/** Words that add rather than refine: 'y la light también', 'la otra', 'las dos'. */
const ADDING = /\b(y|tambien|ademas|otro|otra|otros|otras|mas|dos|ambas|ambos|mismo|misma|mismos|mismas)\b/;
const MAX_WORDS = 4;
/** 'y que sean 2 mejor': how many, after the words that refine. */
const COUNT_AFTER =
  /(?:\s*,\s*(?:y\s+)?|\s+y\s+)que\s+sean?\s+(\d+|dos|tres|cuatro|cinco|seis)(?:\s+mejor)?[\s.!]*$/;

/**
 * The words of the message that refine, when it reads as a refinement, and whether it corrects
 * ('no, la entera' after 'una leche descremada' changes what was said, not only what was taken).
 */
function refinementOf(
  text: string,
): { words: string; corrects: boolean; refuses: boolean; count?: number } | undefined {
  if (text.includes('?')) return undefined;
  // ('descremada, y que sean 2 mejor': how many, said after the refinement and apart from it;
  // 'el fabuloso que sean 2' is a change of the item.)
  const said = normalize(stripChatter(text));
  const counted = COUNT_AFTER.exec(said);
  const refining = (counted ? said.slice(0, counted.index) : said).replace(/[,.!]/g, ' ').trim();
  // ('descremada' alone, of the everyday milk taken: a variant word needs no article.)
  const bare = refining.split(' ').every((word) => isVariantWord(stem(word)));
  const read = REFINEMENT.exec(bare && refining ? `la ${refining}` : refining);
  // ('el común, no el repostero': what is refused after it names nothing wanted.)
  const words = read?.[2]?.replace(/\s+no\s+(?:el|la|los|las)\s+.*$/, '');
  // ('el detergente no': a refusal of the item, not a refinement of it.)
  // ('las sprite que sean zero': the item named, then what it becomes, a change of that item.)
  // ('el bidón no, solo las vital': one item refused, another kept: a change of the order.)
  if (
    !read ||
    !words ||
    ADDING.test(words) ||
    /\bno$/.test(words) ||
    /\bque sean?\b/.test(words) ||
    /\bno\s+(?:solo|nomas|sino)\b/.test(words)
  )
    return undefined;
  // ('el dulce de leche de la serenísima': 'de' and 'la' name nothing.)
  if (words.split(' ').filter((word) => !/^(de|del|la|el|los|las)$/.test(word)).length > MAX_WORDS)
    return undefined;
  const opening = read[1]!.trim();
  const count = counted ? (readQuantity([counted[1]!]).amount ?? undefined) : undefined;
  return { words, corrects: opening !== '', refuses: /^no\b/.test(opening), ...(count ? { count } : {}) };
}

/**
 * The one product the request and its refinement name, of the same kind as the item's product
 * ('manteca' refined by 'de 200' is never a 200 ml milk) and, when the words leave several, of
 * its package size ('yerba amanda de medio', then 'la despalada').
 */
function refined(conversation: Conversation, current: CatalogueProduct, request: ProductRequest) {
  const index = conversation.catalogue.index;
  // The name's first word, what the product is: 'manteca' of 'Manteca La Serenísima'. (Not its
  // head: 'rubia' heads 'Cerveza rubia Quilmes', and 'la roja' is still a Quilmes.)
  const kind = tokens(current.name).slice(0, 1).map(stem);
  const measure = sizeOfName(current.name).measure;
  const tries = [request];
  if (request.size === null && measure) tries.push({ ...request, size: { kind: 'measure', ...measure } });
  for (const attempt of tries) {
    const found = resolveRequest(index, attempt);
    // 'mejor la despalada' of 'yerba rosamonte especial' leaves every brand's despalada: the one
    // of the item's own line, the option sharing most of its name.
    const product =
      found.kind === 'found'
        ? found.product
        : found.kind === 'ambiguous'
          ? closestOne(current, found.options)
          : undefined;
    if (!product) continue;
    const stems = new Set(tokens(product.name).map(stem));
    return kind.every((s) => stems.has(s)) ? product : undefined;
  }
  return undefined;
}

/** The option most like the product, when one is more like it than the rest. */
function closestOne(current: CatalogueProduct, options: CatalogueProduct[]) {
  const most = closest(current, options);
  return most.length === 1 ? most[0] : undefined;
}

/** Refines the item touched last when the message is such a refinement; whether it did. */
export async function refineLastItem(conversation: Conversation, text: string): Promise<boolean> {
  const { last_item_id: itemId, last_request: said } = conversation.state;
  const refinement = itemId !== undefined && said ? refinementOf(text) : undefined;
  if (!refinement) return false;
  const index = conversation.catalogue.index;
  const read = (words: string) => readRequest(index.applySynonyms(words), (w) => index.hasWord(w));
  const asked = read(refinement.words);
  // ('la sin palo' says only what the product is without.)
  if (
    asked.amount !== null ||
    (asked.words.length === 0 && asked.without.length === 0 && asked.size === null)
  )
    return false;
  const order = await conversation.customer.openOrder(conversation.sessionId);
  const item = order?.items.find((i) => i.id === itemId);
  const current = item?.product_id != null ? conversation.catalogue.byId.get(item.product_id) : undefined;
  if (!order || !item || !current) return false;
  // 'el aguacate nomás medio kilo' of what is sold by weight: how much, not which package.
  if (asked.size?.kind === 'measure' && current.quantity_unit !== 'unit') return false;
  // What was said, refined; when corrected, the product's first word with the new words instead.
  const texts = [`${said} ${refinement.words}`];
  if (refinement.corrects) texts.push(`${tokens(current.name)[0] ?? ''} ${refinement.words}`);
  // Last, the words alone when they name the item's kind ('el dulce de leche de la serenísima').
  texts.push(refinement.words);
  for (const words of texts) {
    const product = refined(conversation, current, { ...read(words), amount: null, unit: null });
    // 'no, la coca light' of the coca light taken refuses it; 'no, la coca' of another item of
    // the order is about that item: changes, not refinements.
    if (product && product.id === current.id && refinement.refuses) return false;
    if (product && product.id !== current.id && order.items.some((i) => i.product_id === product.id))
      return false;
    // 'la rubia' of the rubia taken: what was asked is what the order has.
    if (product?.id === current.id) {
      const amount = formatAmount(conversation, item.amount, item.quantity_unit);
      say(conversation, conversation.phrases.alreadyThere(item.name, amount));
      return true;
    }
    // (A product sold another way is another product: 'el light' never turns units into kilos.)
    if (!product || product.quantity_unit !== current.quantity_unit) continue;
    await replaceLine(conversation, order, item, {
      product,
      amount: refinement.count ?? item.amount,
      text: words,
    });
    return true;
  }
  return false;
}
