import type { FaqType } from '@mostrador/core';
import type { CatalogueIndex, CatalogueProduct } from './catalogue-index';
import { CLEAR_THEN, KEEP_ONLY } from './edit-patterns';
import { editsOf, lastAmount, type EditClause } from './edits';
import { asChange } from './change-said';
import { readOrderEdit } from './order-edits';
import { editsByClause } from './clause-edits';
import { readEveryItem } from './every-item';
import {
  ADD_WORDS,
  BEFORE_ASKING,
  WHEN_FIRST,
  DISCOURSE_PREFIX,
  faqIntent,
  wholeMessageIntent,
  type WholeIntent,
} from './intents';
import { dictatedPieces, splitItems, withRefinements } from './list-pieces';
import { isChatter, stripChatter } from './message';
import { cleanText } from './clean-text';
import { CONTAINER_WORDS, type SpokenUnit } from './quantities';
import { readRequest, requestTokens, type ProductRequest } from './request';
import { byWeight, resolveRequest, type Resolution } from './resolve';
import { sizeOfName, type PackageSize, type SizeSpec } from './presentation';
import { normalize } from './text';
import { isSoft, nameTokens } from './name-parts';
import { joinNamesWithY } from './joined-names';
import { askedThenOrdered, readProductQuestion } from './product-question';
import { removesNothingSold, verbInName } from './edit-guards';

export interface RequestedItem {
  product: CatalogueProduct;
  /** In the product's own unit. */
  amount: number;
  text: string;
}

export interface UnresolvedItem {
  text: string;
  reason: 'not_found' | 'ambiguous' | 'unit';
  options: CatalogueProduct[];
  amount: number | null;
  unit: SpokenUnit | null;
  size?: SizeSpec | null;
  /** The size named is not sold: the options are the sizes there are. */
  sizeMissing?: boolean;
  /** How many of the options to show (the rest may still be named in the answer). */
  shown?: number;
}

export type Understanding =
  | { intent: WholeIntent }
  | { intent: 'faq'; faq_type: FaqType }
  | { intent: 'add_items'; items: RequestedItem[]; unresolved: UnresolvedItem[] }
  /** Changes to the open order, clause by clause ('sacá la sprite y agregá otra coca'). */
  | { intent: 'edit_order'; edits: EditClause[] }
  /** A question about products: their price, or whether the store has them. Adds nothing. */
  | { intent: 'product_query'; text: string; options: CatalogueProduct[]; price: boolean }
  /** A question about a product the store does not sell. */
  | { intent: 'product_absent'; text: string }
  | { intent: 'unknown' };

/** A question the store should answer (the conversation records it when nothing does). */
const questionLike = (text: string) =>
  /^(que|como|cuando|donde|cual|cuales|por que|porque|puedo|pueden|podes|se puede|hacen|es|son|estan|quien)\b/.test(
    text,
  );

/** The flat, punctuation-free text the whole-message rules read. */
const flatten = (text: string) => normalize(text.replace(/\n/g, ' '));

/**
 * What a customer's message asks for. Chatter is set aside; order actions and questions are read
 * from the whole message; otherwise every piece of it is read as a product request.
 */
export function understand(
  message: string,
  index: CatalogueIndex,
  /** The products of the customer's open order: a message may change one of them by naming it. */
  order: readonly CatalogueProduct[] = [],
  /** The product of the item touched last: 'y uno de naranja' after a peach juice is an orange one. */
  last?: CatalogueProduct,
): Understanding {
  const raw = flatten(cleanText(message));
  // ('las mantecas el doble, ta?', '…, dale?', '…, ¿sí?': all right?, asking nothing. Only after a
  // word, so a long run of spaces reads in linear time.)
  const asks = /\?/.test(
    message.replace(/(?<=[^\s,])[,\s]+¿?(?:ta|dale|si|sí|ok|okey|va|vale|bueno)\s*\?+\s*$/i, ''),
  );
  if (!raw) return { intent: 'unknown' };
  const spoken = askedThenOrdered(stripChatter(message));
  if (!spoken) {
    const whole = wholeMessageIntent(raw);
    return { intent: whole ?? (isChatter(message) ? 'greet' : 'unknown') };
  }
  // 'del strawberry nada más uno': only one of it, not the end of the order.
  const flat = asChange(
    flatten(spoken).replace(
      /\b(?:nada mas|nomas)\s+(?=(?:que sean? )?(?:un|una|uno|dos|tres|cuatro|cinco|medio|media|\d+)\b)/,
      'solo ',
    ),
  );
  let folded = flat.replace(DISCOURSE_PREFIX, '').trim() || flat;
  // 'mejor ponle 5 bolillos nada más': 'nada más' closes a request, it does not end the order.
  const closed = /^(.*\S)\s+(y )?(nada mas|nomas|y ya|y listo)$/.exec(folded);
  // ('una coca más y listo': one more, and that is all.)
  if (closed && (lastAmount(closed[1]!).amount !== null || /\bmas$/.test(closed[1]!))) folded = closed[1]!;
  // 'borrá todo menos la coca', 'nada más dejá la tortilla' change the order; they do not end it.
  // ('borrá todo y poneme 3 kg de papa': the order emptied and filled again, not discarded.)
  const whole = KEEP_ONLY.test(folded) || CLEAR_THEN.test(folded) ? undefined : wholeMessageIntent(folded);
  // ('el pimentón que sea medio kilo nada más, y agregame un ajo': 'nada más' of an amount
  // changed, not the end of the order.)
  if (whole && !(whole === 'confirm_order' && editsOf(folded).length > 0)) return { intent: whole };

  // 'si llevo 10 iguales, ¿me hacen precio?', 'si compro una caja cerrada, ¿hay descuento?': a
  // question about a purchase, not one.
  const conditional = /^si\b/.test(folded) && asks;
  // ('al final todos tintos': every wine of the order the red one.)
  const every = conditional ? undefined : readEveryItem(folded, order);
  if (every) return { intent: 'edit_order', edits: every };
  // A change said with its verb ('quitá el jumex y dejá los boing') is read clause by clause; one
  // that names an item of the order without one ('cebolla solo 1 kilo') against the order. The
  // latter also says which item when the verb's reading found none ('la manteca mejor de 500').
  const read =
    conditional || verbInName(folded, index) ? [] : editsOf(folded).map((edit) => numberNamed(edit, index));
  // ('¿me pueden sacar unas copias?': a question for the store, not a change of the order.)
  const edits = read.length > 0 && asks && removesNothingSold(read, index) ? [] : read;
  // ('al final 4 leches': the opening words the prefix rule drops say it is a change.)
  // ('de esas 4 que 2 sean de almendra': a split of the item at hand, not an order of almonds.)
  const namesNoItem = edits.every((edit) => !edit.target.trim() && edit.op !== 'split');
  const orderEdit = namesNoItem && !asks ? readOrderEdit(flat, order, index) : undefined;
  // ('una que sea light': when neither names an item, the verb's reading keeps its count.)
  if (orderEdit && (edits.length === 0 || orderEdit.target.trim())) {
    // ('lechuga una sola y limón medio kilo': an amount for each of two items, clause by clause.)
    const each = /,|\by\b/.test(folded) && !conditional ? editsByClause(folded, order, index) : undefined;
    if (each && each.length > 1)
      return { intent: 'edit_order', edits: each.map((edit) => numberNamed(edit, index)) };
    return { intent: 'edit_order', edits: [numberNamed(orderEdit, index)] };
  }
  if (edits.length > 0) return { intent: 'edit_order', edits };
  // ('champiñones un cuarto, me confundí, un kilo es un montón': clause by clause.)
  const byClause = conditional || asks ? undefined : editsByClause(folded, order, index);
  if (byClause) return { intent: 'edit_order', edits: byClause.map((edit) => numberNamed(edit, index)) };

  const faq = faqIntent(folded);
  // 'me pasás el precio del cereal?': the verb asks for the price, not the product.
  const priceAsked = /^(?:el |los )?precios?\b/.test(folded.replace(ADD_WORDS, ''));
  // ('perdona el horario. Quiero 2 pomos…': words before the asking verb do not make it a question.)
  const asking = ADD_WORDS.test(folded) || (!asks && ADD_WORDS.test(folded.replace(BEFORE_ASKING, '')));
  const ordering = asking && !conditional && !priceAsked;
  if (faq && !ordering) return { intent: 'faq', faq_type: faq };
  if (!ordering) {
    const question = readProductQuestion(folded, index);
    if (question) return question;
  }

  const items: RequestedItem[] = [];
  const unresolved: UnresolvedItem[] = [];
  // A request that reads as one: some word the store knows, or a size ('jabón en polvo skip de 3 kg').
  let qualified = false;
  // What a message opening with 'uno de ...' leaves unsaid is the item touched last.
  const unsaid = last && opensElliptic(spoken) ? last : undefined;
  // (The name as the index reads it: 'YOG S/LACTO FRUTILLA' is a yogur sin lactosa.)
  let previous: ProductRequest | undefined = unsaid && readRequest(nameTokens(unsaid.name).join(' '));
  let previousSize: PackageSize['measure'] = unsaid && sizeOfName(unsaid.name).measure;
  let weightBefore: SpokenUnit | undefined;
  const said: string[][] = [];
  const parts = joinNamesWithY(withRefinements(splitItems(spoken)), spoken, index).flatMap((part) =>
    undictated(part, index),
  );
  for (const part of parts) {
    // ('solo una coca', 'nomás 2 cocas': the amount follows the word that says it is all.)
    // ('..., entonces 2 cocas': the chatter opening a piece, as at the start of the message.)
    const piece = requestPiece(part);
    if (!piece || isChatter(piece)) continue;
    let request = readRequest(index.applySynonyms(piece), (w) => index.hasWord(w));
    // '2 coca sin azúcar de 600 y uno de 3 litros': a size alone is the product before in that size.
    const sizeAlone = request.words.length === 0 && request.size !== null && ELLIPTIC.test(piece);
    if (sizeAlone && previous)
      request = { ...request, words: previous.words, without: previous.without, text: previous.text };
    // 'el común', 'la normal' alone qualify a product already said; they name none.
    if (request.words.length === 0 || request.words.every(isSoft)) continue;
    // ('300 de jamón…, el jamón feteado finito': a remark on a product already said, with no amount.)
    const remark = /^(?:el|la|los|las)\s/.test(piece) && request.amount === null;
    const named = request.words.filter((w) => !isSoft(w));
    if (remark && said.some((words) => named.every((w) => words.includes(w)))) continue;
    said.push(request.words);
    // 'chinchulines para el asado del domingo': what comes after 'para' may be the purpose.
    // ('2 paquetes de carne para asar sukarne': the package is no word of the name to find.)
    const unpacked = { ...request, words: request.words.filter((w) => !CONTAINER_WORDS.has(w)) };
    if (PURPOSE_AFTER.test(piece) && index.match(unpacked).candidates.length === 0) {
      const shorter = readRequest(index.applySynonyms(piece.replace(PURPOSE_AFTER, '')), (w) =>
        index.hasWord(w),
      );
      if (shorter.words.length > 0) request = { ...shorter, amount: request.amount, unit: request.unit };
    }
    if (request.words.some((w) => index.knows(w)) || request.size || request.pack) qualified = true;
    let found = resolveRequest(index, request);
    // 'un kilo de aguacate y 2 de limón': the weight said of the product before is of this one
    // too, when it is sold by weight.
    const weighed =
      weightBefore &&
      request.unit === null &&
      // ('medio kilo de jamón y 200 de queso': two hundred grams, not kilos.)
      (request.amount ?? 1) <= 10 &&
      /^(?:\d+(?:\.\d+)?|un|una|uno|dos|tres|cuatro|cinco|medio)\s+del?\s/.test(piece)
        ? resolveRequest(index, { ...request, unit: weightBefore })
        : undefined;
    if (weighed?.kind === 'found' && byWeight(weighed.product.quantity_unit)) {
      request = { ...request, unit: weightBefore! };
      found = weighed;
    }
    // (Kilos only: '200 gr de jamón y 2 de queso' is no two grams.)
    weightBefore = request.unit === 'kg' ? request.unit : undefined;
    // ('2 jugos cepita de durazno y uno de manzana': the apple juice, though apples are sold too.)
    const shared =
      previous && !sizeAlone && (found.kind !== 'found' || ELLIPTIC.test(piece))
        ? sharedWith(index, request, previous, ELLIPTIC.test(piece), found, previousSize)
        : undefined;
    if (shared) [request, found] = shared;
    previousSize = found.kind === 'found' ? sizeOfName(found.product.name).measure : undefined;
    previous = request;
    const amount = found.kind === 'ambiguous' && found.amount !== undefined ? found.amount : request.amount;
    const base = { text: request.text, amount, unit: request.unit, size: request.size };
    if (found.kind === 'found')
      items.push({ product: found.product, amount: found.amount, text: request.text });
    else if (found.kind === 'unit') unresolved.push({ ...base, reason: 'unit', options: [found.product] });
    else if (found.kind === 'ambiguous')
      unresolved.push({
        ...base,
        reason: 'ambiguous',
        options: found.options,
        shown: found.shown,
        sizeMissing: found.sizeMissing,
      });
    // ('un kilo y medio de asado, q viene gente a comer': why, said after the order, names nothing.)
    else if (!REASON_PIECE.test(normalize(part)))
      unresolved.push({ ...base, reason: 'not_found', options: [] });
  }
  if (items.length === 0 && unresolved.every((u) => u.reason === 'not_found')) {
    if (faq) return { intent: 'faq', faq_type: faq };
    // '¿abren el 1 de enero?', '¿el vacío me lo porcionan?': a question for the store's FAQs.
    if (!ordering && (asks || questionLike(raw))) return { intent: 'unknown' };
    // Words that name nothing sold: an order for something the store lacks when it reads as one
    // ('quiero garrafas', '2 garrafas', 'garrafa de gas'), else a question or chatter.
    const looksLikeOrder = ordering || qualified || unresolved.some((u) => u.amount !== null);
    if (unresolved.length === 0 || !looksLikeOrder || questionLike(raw)) return { intent: 'unknown' };
  }
  return { intent: 'add_items', items, unresolved };
}

/** A dictated list's piece ('tres kilos de plátano un pan bimbo'), split when it names no product whole. */
function undictated(part: string, index: CatalogueIndex): string[] {
  const pieces = dictatedPieces(part);
  if (pieces.length < 2) return [part];
  const whole = requestPiece(part);
  // ('1 leche condensada pa hacer un postre': what it is for, after the product, is no item.)
  const names = (text: string) =>
    index.match(readRequest(index.applySynonyms(text), (w) => index.hasWord(w))).candidates.length > 0;
  return whole && (names(whole) || names(whole.replace(PURPOSE_AFTER, ''))) ? [part] : pieces;
}

/** 'el fernet que sea 1882': a number that names a product ('Fernet 1882') is that product, no amount. */
function numberNamed(edit: EditClause, index: CatalogueIndex): EditClause {
  if (edit.op !== 'set' || edit.unit !== null || edit.amount < 100) return edit;
  if (!index.hasWord(String(edit.amount))) return edit;
  // (Said after the item's words, the number stays a word: 'fernet 1882'.)
  return { op: 'replace', target: edit.target, with: `${edit.target} ${edit.amount}`.trim() };
}

/**
 * A request that leaves words of the one before it unsaid. '3 powerade de naranja y 2 de frutas',
 * 'una patagonia roja y dos negras de litro': the first word of the one before (its noun or its
 * brand), when that finds the product. 'tirabuzón lucchetti y otro de matarazzo': the one before
 * less one word, the one the new word replaces.
 */
function sharedWith(
  index: CatalogueIndex,
  request: ProductRequest,
  previous: ProductRequest,
  /** Said as 'uno de ...', leaving the product unsaid. */
  elliptic: boolean,
  found: Resolution,
  size: PackageSize['measure'],
): [ProductRequest, Resolution] | undefined {
  // Only what the customer left unsaid: not a product of its own that the store lacks.
  if (!elliptic && found.kind !== 'ambiguous') return undefined;
  const head = previous.words[0];
  const tries: string[][] = head && !request.words.includes(head) ? [[head, ...request.words]] : [];
  if (elliptic && previous.words.length > 1)
    previous.words.forEach((_, at) =>
      tries.push([...previous.words.filter((__, i) => i !== at), ...request.words]),
    );
  // ('2 alfajores havanna de chocolate y 2 de dulce de leche': the Havanna one, found by a later
  // try, beats the narrower choice among every brand's.)
  let narrowest: [ProductRequest, Resolution] | undefined;
  for (const words of tries) {
    const shared = { ...request, words, text: words.join(' ') };
    const again = resolveRequest(index, shared);
    const narrower =
      elliptic &&
      words[0] === head &&
      again.kind === 'ambiguous' &&
      (found.kind === 'not_found' ||
        (found.kind === 'ambiguous' && again.options.length < found.options.length));
    if (again.kind === 'found') return [shared, again];
    // What the piece found alone stands unless the words before find one product.
    if (found.kind === 'found') continue;
    // '2 manaos cola y una de pomelo': in the package of the one before, when it has one.
    // ('agregá un yoplait de kilo' after a 125 g one: the size said wins.)
    if (elliptic && again.kind === 'ambiguous' && size && request.size === null) {
      const sized = { ...shared, size: { kind: 'measure' as const, ...size } };
      const same = resolveRequest(index, sized);
      if (same.kind === 'found') return [sized, same];
    }
    if (narrower) narrowest ??= [shared, again];
  }
  return narrowest;
}

/**
 * A change's words read beside the item touched last: the one product they name with what they
 * leave unsaid of it ('mejor dos de uva y dos de naranja' of a grape Powerade: the orange one),
 * else the words alone.
 */
export function besideLast(
  index: CatalogueIndex,
  request: ProductRequest,
  last: CatalogueProduct,
): [ProductRequest, Resolution] {
  // (Found alone or not, as 'y uno de manzana' after apple juice: the line of the item first.)
  const found = resolveRequest(index, request);
  const shared = sharedWith(
    index,
    request,
    readRequest(last.name),
    true,
    found,
    sizeOfName(last.name).measure,
  );
  return shared?.[1].kind === 'found' ? shared : [request, found];
}

/** A piece saying why, after the order: 'que viene gente a comer', 'porque es para el cumple'. */
const REASON_PIECE = /^(?:que|porque|ya que|pues|como)\s+(?!sean?\b|tenga\b|venga\b)/;

/** An amount then 'de' and no product word before it: '2 de frutas', 'otra de naranja'. */
const ELLIPTIC = /^(?:\d+(?:\.\d+)?|un|una|uno|dos|tres|cuatro|cinco|seis|otro|otra|otros|otras)\s+del?\s+/;

const PURPOSE_FIRST =
  /^(?:pa|para)\s.*?\s(?=(?:me (?:manda|mandas|mande|das|da|trae|traes|pasa|pasas|regala|regalas|pones|pone|encargas|encarga)|mandame|traeme|dame|pasame|poneme|quiero|necesito|ocupo)\b)/;
/** What a request says it is for or why, after the product: 'pa la salsa', 'que hoy es el cumple'. */
const PURPOSE_AFTER = /\s+(?:para|pa|porque|que)\s+.*$/;

/** Who it is for, said before the amount: 'necesito pa los niños 4 leches chocolate'. */
const FOR_WHOM =
  /^(?:para|pa)\s+(?:el|la|los|las|mi|mis|nuestro|nuestra|nuestros|nuestras)\s+[a-z]+\s+(?=\d|(?:un|una|dos|tres|cuatro|cinco|seis|medio|media)\b)/;

/** A piece of the message as the request reader takes it: no chatter, no verb of asking. */
const requestPiece = (part: string) =>
  normalize(stripChatter(part))
    // ('pa la carne asada del domingo me manda un six': the purpose said before the verb.)
    .replace(PURPOSE_FIRST, '')
    .replace(BEFORE_ASKING, '')
    // ('tmb un aceite legítimo de 3 litros': also, opening a second message.)
    .replace(/^(?:y )?(?:tambien|ademas)\s+/, '')
    .replace(ADD_WORDS, '')
    .replace(WHEN_FIRST, '')
    .replace(FOR_WHOM, '')
    .replace(/^\s*(?:solo|nomas|nada mas)\s+(?=\S)/, '')
    .trim();

/** Whether a message opens leaving its product unsaid ('y sumale 2 de dulce de leche'). */
export function opensElliptic(message: string): boolean {
  const [first] = splitItems(stripChatter(message));
  return first !== undefined && ELLIPTIC.test(requestPiece(first));
}

/** Tokens of a message as the request reader sees them (for answers to questions). */
export { requestTokens };
