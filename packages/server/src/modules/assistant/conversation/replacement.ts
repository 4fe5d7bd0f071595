/*
 * What an item of the order becomes when a change names another product or package ('cambiala por
 * coca zero de 1,5', 'que sea de frutilla', 'uno que sea de naranja'): found beside the item.
 */
import type { CatalogueProduct } from '../engine/catalogue-index';
import { readQuantity, toProductUnits } from '../engine/quantities';
import { stripChatter } from '../engine/message';
import { ADD_WORDS } from '../engine/intents';
import { closest, nameStemSet, sharedStems, sharesAWord } from '../engine/name-parts';
import { sizeMatches, sizeOfName } from '../engine/presentation';
import { readRequest, type ProductRequest } from '../engine/request';
import { normalize, stem, tokens } from '../engine/text';
import { EVERYDAY, isNotEveryday, isVariantWord } from '../engine/catalogue-words';
import { resolveRequest } from '../engine/resolve';
import type { CustomerOrder, CustomerOrderItem } from '../../customer/customer.types';
import { addLines, changeItem, removeItem, replaceLine } from './actions';
import { say, type Conversation } from './context';
import { handleRequests } from './requests';
import { productOf } from './items-named';
import type { Pending } from './state';

/**
 * The product an item becomes: 'por sancor' keeps what the item is and changes the brand. When the
 * words find nothing, the words before a reason or a remark are tried alone ('por el de frutilla,
 * q el de vainilla no le gusta a la nena', 'por mandarina nova, más fácil para los chicos').
 */
export function replacement(conversation: Conversation, item: CustomerOrderItem, text: string) {
  const found = replacementOf(conversation, item, text);
  if (found) return found;
  // ('por mandarina nova, más fácil para los chicos': what comes before the comma.)
  const before = BEFORE_REMARK.exec(normalize(text))?.[1];
  const cut = before ? replacementOf(conversation, item, before) : undefined;
  // (One product only: options for a remark's words would be a guess.)
  if (cut?.product) return cut;
  const index = conversation.catalogue.index;
  const head = item.product_id !== null ? index.headOf(item.product_id) : undefined;
  const own = new Set(tokens(item.name).map(stem));
  // (Longest first: what it becomes is said before the remark on it. Only a product of the item's
  // kind, told by a word of the item's name it does not have: a shorter text finds more.)
  const words = tokens(text);
  for (let end = words.length - 1; end > 0; end--) {
    if (!REMARK_OPENS.has(words[end]!)) continue;
    const said = words.slice(0, end);
    if (!said.some((word) => !own.has(stem(word)) && index.knows(word) && !REMARK_OPENS.has(word))) continue;
    const shorter = replacementOf(conversation, item, said.join(' '));
    const named = new Set(tokens(shorter?.product?.name ?? '').map(stem));
    const saysNew = said.some((word) => !own.has(stem(word)) && named.has(stem(word)));
    if (shorter?.product && head && saysNew && index.headOf(shorter.product.id) === head) return shorter;
  }
  return undefined;
}

/** What a replacement says before a comma or a 'que' that gives a reason (not 'que sea'). */
const BEFORE_REMARK = /^(.*?\S)(?:\s*,\s*|\s+(?:q|que|porque|pq|ya que)\s+(?!sean?\b))/;
/** Words a remark after what an item becomes opens with ('…, q el de vainilla no le gusta'). */
const REMARK_OPENS = new Set([
  'no',
  'q',
  'que',
  'porque',
  'pq',
  'ya',
  'para',
  'pa',
  'el',
  'la',
  'los',
  'las',
  'de',
]);

function replacementOf(conversation: Conversation, item: CustomerOrderItem, text: string) {
  const index = conversation.catalogue.index;
  const current = productOf(conversation, item);
  const asked = readRequest(index.applySynonyms(text), (w) => index.hasWord(w));
  // ('Coca-Cola Sin Azúcar' reads as coca cola without sugar: both go with the item's words.)
  // ('por la original' of a Coca-Cola Light: the qualifier said replaces the item's own.)
  const qualifies = (word: string) => isVariantWord(stem(word)) || EVERYDAY.has(stem(word));
  const read = readRequest(current.name);
  // ('que sean sin azúcar' of an original: what the new one lacks qualifies it too.)
  const own =
    asked.words.some(qualifies) || asked.without.length > 0
      ? { ...read, words: read.words.filter((w) => !qualifies(w)) }
      : read;
  const head = index.headOf(current.id);
  // 'cambiá la coca por coca light': the same package as the item unless another is said.
  const measure = sizeOfName(current.name).measure;
  const sized =
    asked.size === null && measure ? { ...asked, size: { kind: 'measure' as const, ...measure } } : undefined;
  const withItem = [
    // ('las aguas que sean con gas' of an 'AGUA S/G': the name's 'sin/con gas, azúcar, sal' go
    // with what is said instead.)
    {
      ...asked,
      words: [...own.words.filter((w) => !/^[sc]\/[gas]$/.test(w)), ...asked.words],
      without: [...own.without, ...asked.without],
    },
    ...(head ? [{ ...asked, words: [head, ...asked.words] }] : []),
  ];
  // In the item's package first ('cambiá la coca por coca light' is the light of the same size).
  // A try that leaves several products takes the one most like the item ('que la cerveza sea
  // negra' of a rubia Quilmes de litro is the negra Quilmes de litro), sized or not.
  const sizedOf = (requests: ProductRequest[]): ProductRequest[] =>
    sized ? requests.map((request) => ({ ...request, size: sized.size })) : [];
  // What is said alone comes last: 'negra' alone would find the black potatoes first. Sized, it
  // comes before the item's words unsized, when it finds a product named like the item: 'el dolca
  // cambialo por el tradicional' is the tradicional of the dolca's 170 g, not another dolca of 400;
  // 'la gaseosa que sea zero' of a Sprite of 2,25 is the Sprite zero of 2,25, of the zeros of 2,25.
  const alone = sizedOf([asked]).map((request) => ({ ...request, sameKind: true }));
  for (const request of [...sizedOf(withItem), ...alone, ...withItem, ...sizedOf([asked]), asked]) {
    if (request.words.length === 0) continue;
    const found = resolveRequest(index, request);
    if ('sameKind' in request) {
      const fitting =
        found.kind === 'found'
          ? [found.product]
          : found.kind === 'ambiguous'
            ? found.options.filter((p) => request.size && sizeMatches(sizeOfName(p.name), request.size))
            : [];
      const like = closest(
        current,
        fitting.filter((p) => p.id !== current.id && sharesAWord(current.name, p.name)),
      );
      if (like.length === 1) return { product: like[0]!, request };
      continue;
    }
    // ('por una sin azúcar de 2,5' of a 2,5 retornable: the size said wins over the item's words.)
    const fitsSize = (product: CatalogueProduct) =>
      asked.size === null || sizeMatches(sizeOfName(product.name), asked.size);
    if (found.kind === 'found' && !fitsSize(found.product)) continue;
    if (found.kind === 'found' && found.product.id !== current.id) return { product: found.product, request };
    // ('por salame milán': sold by the gram like the ham, it takes the ham's amount.)
    if (found.kind === 'unit' && found.product.quantity_unit === current.quantity_unit)
      return { product: found.product, request };
    if (found.kind === 'ambiguous') {
      // (The item's size, not sold in what is said: the tries after it say what comes instead. A
      // name whose size cannot be read, and like the item, may still be of it.)
      const itemSizeMissing = asked.size === null && request.size !== null && found.sizeMissing === true;
      const fitting = found.options.filter(
        (p) =>
          p.id !== current.id &&
          fitsSize(p) &&
          (!itemSizeMissing ||
            (sizeOfName(p.name).measure === undefined && sharesAWord(current.name, p.name))),
      );
      if (itemSizeMissing && fitting.length === 0) continue;
      // ('que sea lario común, no el premium': the plain one, of those that fit.)
      const plain = asked.words.some((w) => EVERYDAY.has(stem(w)))
        ? fitting.filter((p) => !tokens(p.name).some((w) => isNotEveryday(stem(w))))
        : [];
      const others = closest(current, plain.length > 0 ? plain : fitting);
      if (others.length === 1) return { product: others[0]!, request };
      if (others.length > 1) return { options: others, request };
    }
  }
  return undefined;
}

export async function replaceItem(
  conversation: Conversation,
  order: CustomerOrder,
  item: CustomerOrderItem,
  text: string,
  count?: number,
  said?: number,
) {
  const named = replacement(conversation, item, text);
  // ('en vez del jurel poneme otra lata de atún': of several tunas, the one the order has.)
  const ordered = named?.options?.filter((option) =>
    order.items.some((other) => other.id !== item.id && other.product_id === option.id),
  );
  const found = ordered?.length === 1 ? { ...named!, product: ordered[0]!, options: undefined } : named;
  if (!found) {
    say(conversation, conversation.phrases.notFound(readRequest(text).text || text));
    return;
  }
  // 'uno que sea de frutilla' of two: one stays as it is, the other becomes the product said.
  const some = count !== undefined && count < item.amount ? count : undefined;
  // 'cambiala por una sprite': 'una' is the article; the amount stays unless another is said.
  const article = /^(?:un|una|uno)\b(?! sol[oa]\b)/.test(normalize(text)) && found.request.amount === 1;
  // ('de avena, etapa 1 también': a number after the words is of the name, not how many.)
  const leads =
    /^(?:\d|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|medio|media|kilo)/.test(
      normalize(text).replace(/^(?:por|x|a|con)\s+/, ''),
    );
  const told = leads ? found.request.amount : null;
  // ('las 2 pastas cambialas por un paquete de crest': one package, whatever the item had.)
  const onePackage =
    /^(?:por\s+)?(?:un|una|el|la)\s+(?:paquete|pack|caja|bolsa|six|estuche|bandeja|maple)\b/.test(
      normalize(text),
    );
  // ('el ajo cambialo por un sobrecito de ajo en polvo' of 0,25 kg of garlic: a weight is no count
  // of packages.)
  const kept = item.quantity_unit !== 'unit' && found.product?.quantity_unit === 'unit' ? 1 : item.amount;
  const amount = some ?? said ?? (onePackage ? 1 : article ? kept : (told ?? kept));
  const keepSome = () =>
    changeItem(conversation, order, item, Math.round((item.amount - some!) * 1000) / 1000);
  if (found.product) {
    const converted = toProductUnits(
      amount,
      found.request.unit,
      found.product.quantity_unit,
      found.product.name,
    );
    const line = { product: found.product, amount: converted ?? item.amount, text };
    if (some === undefined) await replaceLine(conversation, order, item, line);
    else {
      await keepSome();
      await addLines(conversation, [line]);
    }
    return;
  }
  await (some === undefined ? removeItem(conversation, order, item) : keepSome());
  await handleRequests(
    conversation,
    [],
    [
      {
        text: found.request.text,
        reason: 'ambiguous',
        options: found.options,
        amount,
        unit: found.request.unit,
      },
    ],
  );
}

/** 'cambiame las cervezas': '¿Por cuál querés cambiar …?', and the answer is awaited. */
export function askReplacement(conversation: Conversation, item: CustomerOrderItem) {
  say(conversation, conversation.phrases.askReplacement(item.name));
  conversation.state.pending = { kind: 'choose_replacement', item_id: item.id };
}

/** 'las mismas 2', 'los mismos': as many as the item had, or the number said. */
const SAME = /,?\s*(?:y\s+)?(?:los|las|el|la)\s+mism[oa]s?(?:\s+(\d+|dos|tres|cuatro|cinco|seis))?\b/;
/** '…, y que sean 6 latas': how many of what it becomes, said after it. */
const HOW_MANY =
  /,?\s*(?:y\s+)?que\s+sean?\s+(\d+|dos|tres|cuatro|cinco|seis|ocho|diez|doce)(?:\s+[a-z]+)?\s*$/;
/** The words that open an answer to '¿Por cuál?': 'por patagonia', 'eran bonarda', 'que sea sprite'. */
const OPENING = /^(?:(?:por|x|eran?|son|es|que sean?|mejor|dale|ok|si)\s+)+/;

/**
 * The answer to '¿Por cuál querés cambiar …?' ('por patagonia rubias de litro, las mismas 2',
 * 'eran bonarda, los mismos trapiche'): the item becomes the product said. False when the answer
 * names nothing it could become: the customer moved on.
 */
export async function answerReplacement(
  conversation: Conversation,
  pending: Extract<Pending, { kind: 'choose_replacement' }>,
  text: string,
): Promise<boolean> {
  const order = await conversation.customer.openOrder(conversation.sessionId);
  const item = order?.items.find((i) => i.id === pending.item_id);
  if (!order || !item) return false;
  const folded = normalize(stripChatter(text).replace(/\n/g, ' '));
  // ('agregame 2 kg de papa', '¿tenés patagonia?': an order or a question, not the answer.)
  if (ADD_WORDS.test(folded) || text.includes('?')) return false;
  const same = SAME.exec(folded) ?? HOW_MANY.exec(folded);
  const count = same?.[1] ? (readQuantity([same[1]]).amount ?? undefined) : undefined;
  const said = folded
    .replace(SAME, ' ')
    .replace(HOW_MANY, ' ')
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(OPENING, '');
  if (!said || !replacement(conversation, item, said)) return false;
  delete conversation.state.pending;
  await replaceItem(conversation, order, item, said, undefined, count);
  return true;
}

/**
 * Of several items a change names, the one item the product said is most a version of ('el de
 * oliva cambiamelo por el fuerte' of an olive oil 'suave' and a sunflower and olive blend: the
 * 'suave'); all of them when no one item is.
 */
export function versionedItem(
  conversation: Conversation,
  items: CustomerOrderItem[],
  said: string,
): CustomerOrderItem[] {
  if (items.length < 2) return items;
  const shared = items.map((item) => {
    const product = replacement(conversation, item, said)?.product;
    return product ? sharedStems(nameStemSet(product.name), item.name) : -1;
  });
  const most = Math.max(...shared);
  const versioned = items.filter((_, at) => shared[at] === most);
  return most >= 0 && versioned.length === 1 ? versioned : items;
}
