/*
 * Product requests: what the engine found goes into the order; what it could not settle becomes
 * a question ('¿Cuál de estos?', '¿Cuánto querés?') kept in the conversation state, one at a time.
 */
import { formatMoney, unitLabel } from '@mostrador/core';
import type { CatalogueIndex, CatalogueProduct } from '../engine/catalogue-index';
import { ADD_WORDS } from '../engine/intents';
import { cleanText } from '../engine/clean-text';
import { splitItems } from '../engine/list-pieces';
import { CALLED_LAST } from '../engine/message';
import { readQuantity, toProductUnits, type SpokenUnit } from '../engine/quantities';
import { CONTAINERS } from '../engine/request-words';
import { readRequest, type ProductRequest } from '../engine/request';
import { sizeOfName } from '../engine/presentation';
import { isSoft } from '../engine/name-parts';
import { amountFor as engineAmountFor, byWeight } from '../engine/resolve';
import { fitAmong, pickAmong } from '../engine/pick';
import { normalize, stem, tokens } from '../engine/text';
import type { RequestedItem, UnresolvedItem } from '../engine/understand';
import { addLines, catalogueLink, type ProductLine } from './actions';
import { chosenOption, isYes, optionByPrice } from './answers';
import { offer, say, type Conversation } from './context';
import { sayNotSold } from './not-sold';
import { alreadyOrdered } from './already-ordered';
import { setRestated } from './restated';
import { byRareWord } from './rare-word';
import type { Pending, PendingRequest } from './state';

type ChooseProduct = Extract<Pending, { kind: 'choose_product' }>;

/** Options on screen; more are kept for an answer that names one of them ('la de 2,25'). */
const SHOWN = 6;
type ChooseAmount = Extract<Pending, { kind: 'choose_amount' }>;

/** The request's products as they are now (a product deleted since the question drops out). */
function optionsOf(conversation: Conversation, request: PendingRequest): CatalogueProduct[] {
  return request.options
    .map((option) => conversation.catalogue.byId.get(option.id))
    .filter((product): product is CatalogueProduct => product !== undefined);
}

/** The amount in the product's unit, or null when the spoken one does not convert ('2 de jamón'). */
const amountFor = (product: CatalogueProduct, amount: number | null, unit: SpokenUnit | null) =>
  engineAmountFor(product, amount, unit);

const productsMessage = (options: CatalogueProduct[]) => ({
  type: 'products' as const,
  products: options.map(({ id, name, price_per_unit, quantity_unit }) => ({
    id,
    name,
    price_per_unit,
    quantity_unit,
  })),
});

/** Asks the first open request; the others wait in the state behind it. */
export function askNext(conversation: Conversation, requests: PendingRequest[]) {
  const [first, ...rest] = requests;
  if (!first) return;
  const options = optionsOf(conversation, first);
  if (options.length === 0) return askNext(conversation, rest);
  if (options.length === 1) return askAmount(conversation, options[0]!, null, rest);
  say(
    conversation,
    first.size_missing
      ? conversation.phrases.noSuchSize(first.text)
      : conversation.phrases.chooseProduct(first.text),
  );
  const shown = options.slice(0, Math.min(first.shown ?? SHOWN, SHOWN));
  conversation.messages.push(productsMessage(shown));
  offer(
    conversation,
    shown.map((o) => o.name),
  );
  conversation.state.pending = { kind: 'choose_product', requests: [first, ...rest] };
}

function askAmount(
  conversation: Conversation,
  product: CatalogueProduct | { id: number; name: string; quantity_unit: string },
  itemId: number | null,
  rest: PendingRequest[] = [],
) {
  say(conversation, conversation.phrases.askAmount(product.name, unitLabel(product.quantity_unit)));
  conversation.state.pending = {
    kind: 'choose_amount',
    product_id: product.id,
    name: product.name,
    quantity_unit: product.quantity_unit,
    item_id: itemId,
    ...(rest.length ? { rest } : {}),
  };
}

const asRequest = (u: UnresolvedItem): PendingRequest => ({
  text: u.text,
  amount: u.amount,
  unit: u.unit,
  options: u.options.map(({ id, name }) => ({ id, name })),
  ...(u.sizeMissing ? { size_missing: true } : {}),
  ...(u.shown !== undefined ? { shown: u.shown } : {}),
});

/** What the engine read from '2 kg de papa, queso y caviar'. */
export async function handleRequests(
  conversation: Conversation,
  items: RequestedItem[],
  unresolved: UnresolvedItem[],
  /** The message, when it may restate items of the order ('ponle 2 cremas'). */
  message?: string,
) {
  const anchored = byRareWord(conversation, unresolved);
  const { ordered, asked } = await alreadyOrdered(conversation, anchored.left);
  const lines = [...items, ...anchored.found, ...ordered];
  await addLines(
    conversation,
    message === undefined ? lines : await setRestated(conversation, message, lines),
  );
  const missing = asked.filter((u) => u.reason === 'not_found');
  for (const u of missing) await sayNotSold(conversation, u.text);
  if (missing.length && items.length === 0 && missing.length === unresolved.length)
    catalogueLink(conversation);
  askNext(conversation, asked.filter((u) => u.reason !== 'not_found').map(asRequest));
}

/**
 * Products the customer asked about ('¿cuánto sale la yerba?', '¿tenés coca zero?'): their prices,
 * and the question of which and how much, kept pending so 'dame 2 de la primera' adds it. Adds nothing.
 */
export function offerProducts(conversation: Conversation, text: string, options: CatalogueProduct[]) {
  const { phrases, store } = conversation;
  const price = (p: CatalogueProduct) =>
    `${formatMoney(p.price_per_unit, store.curr_symbol)}${p.quantity_unit === 'unit' ? '' : ` / ${unitLabel(p.quantity_unit)}`}`;
  if (options.length === 1) {
    say(conversation, phrases.priceOne(options[0]!.name, price(options[0]!)));
    say(conversation, phrases.orderThis);
  } else {
    say(conversation, [phrases.priceList, ...options.map((o) => `• ${o.name}: ${price(o)}`)].join('\n'));
    conversation.messages.push(productsMessage(options));
    say(conversation, phrases.orderWhich);
    offer(
      conversation,
      options.map((o) => o.name),
    );
  }
  conversation.state.pending = {
    kind: 'choose_product',
    requests: [{ text, amount: null, unit: null, options: options.map(({ id, name }) => ({ id, name })) }],
  };
}

/** '2 kg', 'medio', '300' in an answer: the quantity and the words left after it. */
function readAnswerQuantity(text: string) {
  const words = normalize(text)
    .split(' ')
    .filter((w) => w && !['de', 'del', 'la', 'el', 'los', 'las', 'quiero', 'dame', 'poneme'].includes(w));
  const quantity = readQuantity(words);
  return { ...quantity, rest: words.slice(quantity.used).join(' ') };
}

/**
 * An answer as it picks among the options: '450 light' among packages of 290 and 450 g is the
 * size (a number that is one of the options' sizes, and far more than anyone orders, or a
 * fraction of a product sold by the unit); 'el de 190
 * común' says nothing more with 'común' when no option's name has it.
 */
function plainAnswer(answer: ProductRequest, options: CatalogueProduct[]): ProductRequest {
  const names = options.map((o) => normalize(o.name));
  // ('la bolsa grande': the package it comes in, when no option's name says it, picks nothing.)
  const words = answer.words.filter(
    (w) => !(isSoft(w) || CONTAINERS.has(w)) || names.some((name) => name.includes(w)),
  );
  // 'boldo x 50' among boxes of 25 and 50 tea bags: the box of fifty, not fifty boxes.
  const pack = answer.pack;
  if (answer.amountFromPack && options.some((o) => pack !== null && sizeOfName(o.name).count === pack))
    return { ...answer, words, amount: null, amountFromPack: false };
  const said = answer.amount;
  // ('1,5 la zero': 1.5 of what is sold by the unit is a size too.)
  const count =
    said !== null &&
    said <= 12 &&
    (Number.isInteger(said) || options.some((o) => o.quantity_unit !== 'unit'));
  if (said === null || count || answer.unit !== null || answer.size !== null) return { ...answer, words };
  // (A fraction is of litres or kilos: '1,5' is 1500 ml.)
  const value = Number.isInteger(said) ? said : Math.round(said * 1000);
  const sized = options.some((o) => sizeOfName(o.name).measure?.value === value);
  return sized
    ? { ...answer, words, amount: null, size: { kind: 'measure', value, base: null } }
    : { ...answer, words };
}

/**
 * 'el de 400 clásico' among 'x 400 gr.' and 'clasico pote x 1 kg': the size said picks, and
 * 'clásico' only says it is the plain one. Undefined unless the answer says a size.
 */
function sizeOverSoftWords(options: CatalogueProduct[], answer: ProductRequest, index: CatalogueIndex) {
  const words = answer.words.filter((w) => !isSoft(w));
  if (!answer.size || words.length === answer.words.length) return undefined;
  return fitAmong(options, { ...answer, words }, index).picked;
}

/** The answer completing the question's words: 'natura de 900' to 'un aceite de girasol'. */
const completing = (asked: ProductRequest, answer: ProductRequest): ProductRequest => ({
  ...answer,
  words: [...asked.words, ...answer.words],
  without: [...asked.without, ...answer.without],
});

/**
 * '1 de chocolate y 1 triple' to '¿Cuál de estos?' about alfajores: an option for each piece, with
 * its amount; undefined unless every piece says how many and picks a different one.
 */
function optionPerPiece(
  conversation: Conversation,
  request: PendingRequest,
  options: CatalogueProduct[],
  text: string,
): ProductLine[] | undefined {
  const pieces = splitItems(text);
  if (pieces.length < 2) return undefined;
  const asked = readRequest(request.text);
  const lines: ProductLine[] = [];
  for (const piece of pieces) {
    const answer = plainAnswer(readRequest(normalize(piece).replace(ADD_WORDS, '')), options);
    const product = fitAmong(options, completing(asked, answer), conversation.catalogue.index).picked;
    // (Each with its amount: 'la roja, la de litro' says one product twice.)
    const amount = product && answer.amount !== null ? amountFor(product, answer.amount, answer.unit) : null;
    if (!product || amount === null || lines.some((line) => line.product.id === product.id)) return undefined;
    lines.push({ product, amount, text: request.text });
  }
  return lines;
}

const ANSWER_REASON =
  /\s+que\s+(?:es|son|rinde|rinden|uso|usamos|siempre|me|le|nos|dura|duran|tenga|tengas|tengan|tengo|haya)\b.*$/;
/** 'la de 2 litros, dame 3': how many, said after the choice. */
const AMOUNT_AFTER =
  /\s*,\s*(?:(?:dame|deme|mandame|mandeme|poneme|ponme|pongame|traeme|quiero)\s+)?((?:\d+|dos|tres|cuatro|cinco|seis|ocho|diez|doce)(?:\s+(?:paquetes|paquetitos|unidades|piezas|botellas|botellitas|latas|latitas|bolsas|bolsitas|cajas|cajitas|sobres))?)$/;

/**
 * An answer to '¿Cuál de estos?': a number or ordinal, an option's name (chips send it), or words,
 * a size and an amount that pick one ('la zero', 'la de 1,5', 'la más grande', '2 de la sin sal').
 * False when the message is something else.
 */
export async function answerChooseProduct(conversation: Conversation, pending: ChooseProduct, said: string) {
  const [request, ...rest] = pending.requests;
  const all = optionsOf(conversation, request!);
  // 'el de 400 común, no el repostero', 'el de 450, sin menta': what is refused after the choice
  // is none of the options ('la sin sal' of a name that says so chooses it); 'los de 80 metros que
  // rinden más': why names nothing.
  // ('el de moras chamo': how the customer calls the clerk names no option.)
  // ('la caja más grande q tengas': WhatsApp's shorthand read as in any message; 'la zero lactosa
  // ps, de la larga vida': the 'pues' closing a part, too.)
  const reasonless = normalize(cleanText(said))
    .split(',')
    .map((part) => part.replace(CALLED_LAST, ''))
    .join(',')
    .replace(ANSWER_REASON, '');
  const many = AMOUNT_AFTER.exec(reasonless);
  const folded = many ? reasonless.slice(0, many.index) : reasonless;
  const countSaid = many ? readQuantity(many[1]!.split(' ')).amount : null;
  const refusal = /(?:[,\s]+no (?:el|la|los|las)|\s*,\s*sin|\s*,\s*no) (.+)$/.exec(folded);
  const chosen = refusal && all.some((o) => normalize(o.name).includes(refusal[0].replace(/^[,\s]+/, '')));
  const text = refusal && !chosen ? folded.slice(0, refusal.index) : folded;
  const refused = refusal && !chosen ? readRequest(refusal[1]!).words.map(stem) : [];
  const kept = all.filter((o) => !refused.some((word) => tokens(o.name).map(stem).includes(word)));
  const options = kept.length > 0 ? kept : all;
  let product: CatalogueProduct | undefined;
  let amount = countSaid ?? request!.amount;
  let unit = countSaid !== null ? null : request!.unit;
  const onScreen = options.slice(0, Math.min(options.length, request!.shown ?? SHOWN, SHOWN));
  const picked =
    chosenOption(text, onScreen.length) ??
    optionByPrice(
      text,
      onScreen.map((o) => o.price_per_unit),
    );
  const each = picked === undefined ? optionPerPiece(conversation, request!, options, text) : undefined;
  if (each) {
    delete conversation.state.pending;
    await addLines(conversation, each);
    askNext(conversation, rest);
    return true;
  }
  if (picked !== undefined && options.length > 1) product = options[picked];
  else {
    product = options.find((o) => normalize(o.name) === normalize(text));
    const answer = plainAnswer(readRequest(normalize(text).replace(ADD_WORDS, '')), options);
    // The answer completes the question's words: 'natura de 900' to 'un aceite de girasol' is
    // 'aceite de girasol natura de 900'; on its own when that fits nothing.
    const asked = readRequest(request!.text);
    // The amount asked first still says which ('una docena de huevos', then 'los blancos').
    const merged = {
      ...completing(asked, answer),
      amount: answer.amount ?? request!.amount,
      unit: answer.unit ?? request!.unit,
    };
    const says =
      answer.words.length > 0 || answer.without.length > 0 || answer.size || answer.pack || answer.unit;
    const index = conversation.catalogue.index;
    let left = options;
    if (!product && says) {
      // The options on screen fit what was asked ('yerba amanda x kilo'); the ones kept behind
      // them only when none of those does ('la selección especial' is the one of a kilo).
      // ('de limón y sal, la bolsa grande': the largest of all the options its words fit, shown or not.)
      const seen =
        onScreen.length < options.length && !(merged.size?.kind === 'extreme' && answer.words.length > 0)
          ? fitAmong(onScreen, merged, index).picked
          : undefined;
      const fit = fitAmong(options, merged, index);
      product =
        seen ?? fit.picked ?? pickAmong(options, answer, index) ?? sizeOverSoftWords(options, merged, index);
      if (!product) left = fit.left;
    }
    // 'de litro' of six beers leaves three: the question again, with those.
    if (left.length > 1 && left.length < options.length) {
      delete conversation.state.pending;
      const narrowed = { text: request!.text, amount: merged.amount, unit: merged.unit };
      askNext(conversation, [{ ...narrowed, options: left.map(({ id, name }) => ({ id, name })) }, ...rest]);
      return true;
    }
    // ('el saladet, el rojo': each part alone, when one picks and the others pick nothing else.)
    if (!product && text.includes(',')) {
      const picks = text
        .split(',')
        .map(
          (part) =>
            fitAmong(options, completing(asked, plainAnswer(readRequest(part), options)), index).picked,
        )
        .filter((found) => found !== undefined);
      if (picks.length > 0 && picks.every((found) => found.id === picks[0]!.id)) product = picks[0];
    }
    // '2' to a question about one product.
    if (!product && !says && answer.amount !== null) product = pickAmong(options, answer, index);
    // 'sí' to '¿Querés que te lo agregue?' about one product.
    if (!product && options.length === 1 && isYes(text)) product = options[0];
    // 'paladini parma, 200 gramos' of ham sold by the kilo: the weight is how much, not a package.
    const weight = answer.size?.kind === 'measure' ? answer.size : null;
    if (product && answer.amount === null && weight && byWeight(product.quantity_unit)) {
      if (weight.base === 'g' || weight.base === 'ml') {
        amount = weight.value;
        unit = weight.base === 'g' ? 'gr' : 'ml';
      }
    }
    if (product && answer.amount !== null) {
      // 'medio kilo' that chose the 500 g package is one package, not half of one.
      const asSize = answer.unit !== null && product.quantity_unit === 'unit' && answer.words.length === 0;
      amount = asSize ? (amountFor(product, answer.amount, answer.unit) ?? answer.amount) : answer.amount;
      unit = asSize ? null : answer.unit;
    }
  }
  if (!product) return false;
  delete conversation.state.pending;
  const converted = amountFor(product, amount, unit);
  if (converted === null) askAmount(conversation, product, null, rest);
  else {
    await addLines(conversation, [{ product, amount: converted, text: request!.text } satisfies ProductLine]);
    askNext(conversation, rest);
  }
  return true;
}

/** An answer to '¿Cuánto querés de X?'. False when the message carries no quantity. */
export async function answerChooseAmount(
  conversation: Conversation,
  pending: ChooseAmount,
  text: string,
  change: (itemId: number, amount: number) => Promise<void>,
) {
  const quantity = readAnswerQuantity(text);
  if (quantity.amount === null || quantity.rest.split(' ').length > 2) return false;
  const converted = toProductUnits(quantity.amount, quantity.unit, pending.quantity_unit, pending.name);
  if (converted === null || converted <= 0) {
    // '2' of a product sold by the gram: ask again, naming the unit.
    say(conversation, conversation.phrases.askAmount(pending.name, unitLabel(pending.quantity_unit)));
    return true;
  }
  const amount = Math.round(converted * 100) / 100;
  delete conversation.state.pending;
  if (pending.item_id !== null) {
    await change(pending.item_id, amount);
    return true;
  }
  const product = conversation.catalogue.byId.get(pending.product_id);
  if (!product) say(conversation, conversation.phrases.notFound(pending.name));
  else await addLines(conversation, [{ product, amount, text: `${text} ${pending.name}` }]);
  askNext(conversation, pending.rest ?? []);
  return true;
}

export { askAmount };
