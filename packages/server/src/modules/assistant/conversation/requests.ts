/*
 * Product requests: what the engine found goes into the order; what it could not settle becomes
 * a question ('¿Cuál de estos?', '¿Cuánto querés?') kept in the conversation state, one at a time.
 */
import { unitLabel } from '@mostrador/core';
import { CatalogueIndex, type CatalogueProduct } from '../engine/catalogue-index';
import { readQuantity, toProductUnits, type SpokenUnit } from '../engine/quantities';
import { normalize } from '../engine/text';
import type { RequestedItem, UnresolvedItem } from '../engine/understand';
import { addLines, catalogueLink, type ProductLine } from './actions';
import { chosenOption } from './answers';
import { offer, say, type Conversation } from './context';
import type { Pending, PendingRequest } from './state';

type ChooseProduct = Extract<Pending, { kind: 'choose_product' }>;
type ChooseAmount = Extract<Pending, { kind: 'choose_amount' }>;

/** The request's products as they are now (a product deleted since the question drops out). */
function optionsOf(conversation: Conversation, request: PendingRequest): CatalogueProduct[] {
  return request.options
    .map((option) => conversation.catalogue.byId.get(option.id))
    .filter((product): product is CatalogueProduct => product !== undefined);
}

/** The amount in the product's unit, or null when the spoken one does not convert ('2 de jamón'). */
function amountFor(product: CatalogueProduct, amount: number | null, unit: SpokenUnit | null) {
  const converted = toProductUnits(amount ?? 1, unit, product.quantity_unit, product.name);
  return converted === null || converted <= 0 ? null : Math.round(converted * 100) / 100;
}

/** Asks the first open request; the others wait in the state behind it. */
function askNext(conversation: Conversation, requests: PendingRequest[]) {
  const [first, ...rest] = requests;
  if (!first) return;
  const options = optionsOf(conversation, first);
  if (options.length === 0) return askNext(conversation, rest);
  if (options.length === 1) return askAmount(conversation, options[0]!, null, rest);
  say(conversation, conversation.phrases.chooseProduct(first.text));
  conversation.messages.push({
    type: 'products',
    products: options.map(({ id, name, price_per_unit, quantity_unit }) => ({
      id,
      name,
      price_per_unit,
      quantity_unit,
    })),
  });
  offer(
    conversation,
    options.map((o) => o.name),
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
});

/** What the engine read from '2 kg de papa, queso y caviar'. */
export async function handleRequests(
  conversation: Conversation,
  items: RequestedItem[],
  unresolved: UnresolvedItem[],
) {
  await addLines(conversation, items);
  const missing = unresolved.filter((u) => u.reason === 'not_found');
  for (const u of missing) say(conversation, conversation.phrases.notFound(u.text));
  if (missing.length && items.length === 0 && missing.length === unresolved.length)
    catalogueLink(conversation);
  askNext(conversation, unresolved.filter((u) => u.reason !== 'not_found').map(asRequest));
}

/** A product list the customer asked about ('¿tienen yerba?'): pick one and say how much. */
export function offerProducts(conversation: Conversation, text: string, options: CatalogueProduct[]) {
  say(conversation, conversation.phrases.productQuery);
  conversation.messages.push({
    type: 'products',
    products: options.map(({ id, name, price_per_unit, quantity_unit }) => ({
      id,
      name,
      price_per_unit,
      quantity_unit,
    })),
  });
  say(conversation, conversation.phrases.howMuch);
  offer(
    conversation,
    options.map((o) => o.name),
  );
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
 * An answer to '¿Cuál de estos?': a number or ordinal, an option's name (chips send it), or a
 * quantity with a name ('2 de la andina'). False when the message is something else.
 */
export async function answerChooseProduct(conversation: Conversation, pending: ChooseProduct, text: string) {
  const [request, ...rest] = pending.requests;
  const options = optionsOf(conversation, request!);
  let product: CatalogueProduct | undefined;
  let amount = request!.amount;
  let unit = request!.unit;
  const picked = chosenOption(text, options.length);
  if (picked !== undefined && options.length > 1) product = options[picked];
  else {
    const quantity = readAnswerQuantity(text);
    const exact = options.find((o) => normalize(o.name) === normalize(text));
    if (exact) product = exact;
    else if (quantity.rest) {
      const match = new CatalogueIndex(options).search(quantity.rest, 2);
      const [best, second] = match;
      if (best && best.score >= 0.45 && (!second || best.score - second.score > 0.05)) product = best.product;
    } else if (options.length === 1 && quantity.amount !== null) product = options[0];
    if (product && quantity.amount !== null && quantity.used > 0) {
      amount = quantity.amount;
      unit = quantity.unit;
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
