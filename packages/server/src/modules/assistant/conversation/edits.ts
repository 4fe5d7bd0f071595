/*
 * Changes to the open order ('sacá la coca light', 'cambiá las aguas a 5', 'cambiala por coca
 * zero de 1,5', 'borrá todo menos la coca'), clause by clause, each against the order's items.
 */
import { CatalogueIndex, type CatalogueProduct } from '../engine/catalogue-index';
import type { EditClause } from '../engine/edits';
import { mayChangeAnItem } from '../engine/order-edits';
import { besideLast, opensElliptic } from '../engine/understand';
import { CONTAINER_WORDS, GRAMS_SAID, toProductUnits } from '../engine/quantities';
import { closest, isSoft } from '../engine/name-parts';
import { isJug, packMatches, sizeMatches, sizeOfName } from '../engine/presentation';
import { readRequest, type ProductRequest } from '../engine/request';
import { normalize, stem, tokens } from '../engine/text';
import { EVERYDAY, isNotEveryday, isVariantWord } from '../engine/catalogue-words';
import { byWeight, pickAmong, resolveRequest } from '../engine/resolve';
import type { CustomerOrder, CustomerOrderItem } from '../../customer/customer.types';
import { addLines, changeItem, removeItem, replaceLine, withItems } from './actions';
import { offer, say, type Conversation } from './context';
import { askAmount, handleRequests } from './requests';

/** The catalogue product of an item (or its name alone when the product is gone). */
function productOf(conversation: Conversation, item: CustomerOrderItem): CatalogueProduct {
  return (
    (item.product_id !== null ? conversation.catalogue.byId.get(item.product_id) : undefined) ?? {
      id: -item.id,
      name: item.name,
      brand: item.brand,
      kind: null,
      quantity_unit: item.quantity_unit,
      price_per_unit: item.price,
      tags: [],
    }
  );
}

/**
 * The open order's products, for reading a message against them ('cebolla solo 1 kilo'), and the
 * product of the item touched last, for one that leaves it unsaid ('y uno de naranja'). Read only
 * once the conversation has touched an item: a first message, or an order, costs no lookup.
 */
export async function orderAtHand(
  conversation: Conversation,
  text: string,
): Promise<{ products: CatalogueProduct[]; last?: CatalogueProduct }> {
  // Only a message that may change an item by naming it needs them ('2 cocas' does not).
  const changes = mayChangeAnItem(text);
  if (conversation.state.last_item_id === undefined || !(changes || opensElliptic(text)))
    return { products: [] };
  const order = await conversation.customer.openOrder(conversation.sessionId);
  const last = order?.items.find((item) => item.id === conversation.state.last_item_id);
  return {
    products: changes ? (order?.items.map((item) => productOf(conversation, item)) ?? []) : [],
    ...(last ? { last: productOf(conversation, last) } : {}),
  };
}

/** The items a target names: '' is the item touched last (or the only one). */
function itemsNamed(
  conversation: Conversation,
  order: CustomerOrder,
  text: string,
  /** Every item the words fit, not the one they fit best ('sacame las dos leches'). */
  all = false,
): CustomerOrderItem[] {
  // 'que sean 3 paquetes': a container alone names no item; it is the one touched last.
  if (tokens(text).every((word) => CONTAINER_WORDS.has(word))) {
    const last = order.items.find((i) => i.id === conversation.state.last_item_id);
    // ('sacame 2 latas' after a fernet: the one item sold in cans, when the last one is not.)
    const said = new Set(
      tokens(text)
        .filter((word) => !GENERIC_PACKAGES.has(word))
        .map(stem),
    );
    const holds = (item: CustomerOrderItem) => tokens(item.name).some((word) => said.has(stem(word)));
    const holding = order.items.filter(holds);
    if (said.size > 0 && !(last && holds(last)) && holding.length === 1) return holding;
    if (last) return [last];
    return order.items.length === 1 ? order.items : [];
  }
  // 'lo primero que te pedí', 'la segunda': the item in that place of the order.
  const place = placeSaid(text);
  if (place !== undefined) return order.items[place] ? [order.items[place]] : [];
  const byProduct = new Map(order.items.map((item) => [productOf(conversation, item).id, item]));
  const products = [...byProduct.keys()].map((id) => productOf(conversation, byProduct.get(id)!));
  // ('del jabón que sean 2 paquetes': the package any product comes in names none of them.)
  const named = tokens(text).filter((word) => !GENERIC_PACKAGES.has(word));
  const request = readRequest(named.join(' '));
  // 'el garrafón', 'otro garrafón': the jug of the order, whatever its name calls it.
  if (request.words.length === 0 && request.size?.kind === 'extreme' && request.size.word)
    return products.filter((p) => isJug(p.name, sizeOfName(p.name))).map((p) => byProduct.get(p.id)!);
  // ('no me mandes el té': a word the request reader takes for a pronoun, as a name writes it.)
  const said = tokens(text).filter((word) => !/^(el|la|los|las|lo|de|del)$/.test(word));
  if (request.words.length === 0 && request.pack === null && said.length > 0) {
    const written = order.items.filter((item) => said.every((word) => tokens(item.name).includes(word)));
    if (written.length > 0) return written;
  }
  // ('siempre no el six': the item sold in a pack of that many.)
  if (request.words.length === 0 && request.pack !== null) {
    const packed = products.filter((p) => packMatches(sizeOfName(p.name), request.pack!));
    // (Of two packs of six, the one its name calls a pack: 'Topo Chico 6 Pack', not '6 Botellas'.)
    const called = packed.filter((p) => /\b(?:pack|six)\b/.test(normalize(p.name)));
    const named = called.length > 0 ? called : packed;
    if (named.length > 0) return named.map((p) => byProduct.get(p.id)!);
  }
  const picked = all ? undefined : pickAmong(products, request);
  if (picked) return [byProduct.get(picked.id)!];
  const matches = new CatalogueIndex(products)
    .match(request)
    .candidates.map((c) => byProduct.get(c.product.id)!);
  return [...new Set(matches)];
}

const PLACES: Record<string, number> = {
  primero: 0,
  primera: 0,
  primer: 0,
  segundo: 1,
  segunda: 1,
  tercero: 2,
  tercera: 2,
  tercer: 2,
};
/** The place an ordinal alone names ('lo primero'), from 0; undefined for any other words. */
function placeSaid(text: string): number | undefined {
  const words = tokens(text).filter((word) => !/^(el|la|lo|los|las|de|del)$/.test(word));
  return words.length === 1 ? PLACES[words[0]!] : undefined;
}

/** Package words any product may be counted in: they name no item by its name. */
const GENERIC_PACKAGES = new Set(['paquete', 'paquetes', 'unidad', 'unidades', 'pieza', 'piezas']);

/**
 * The one item whose name has a word the target says ('aguacate' of 'Aguacate Hass por Kg',
 * 'quilmes' of 'Cerveza negra Quilmes'), when the target names no item whole.
 */
function sameKind(order: CustomerOrder, target: string): CustomerOrderItem | undefined {
  const said = new Set(readRequest(target).words.map(stem));
  const fits = order.items.filter((item) =>
    readRequest(item.name).words.some((word) => said.has(stem(word))),
  );
  return fits.length === 1 ? fits[0] : undefined;
}

/** Takes the items off one by one, each against the order as the last removal left it. */
async function removeAll(conversation: Conversation, order: CustomerOrder, items: CustomerOrderItem[]) {
  let current: CustomerOrder | undefined = order;
  for (const item of items) {
    if (!current) break;
    await removeItem(conversation, current, item);
    current = conversation.order;
  }
}

/** Asks which item, when several fit ('sacá la coca' with two cocas in the order). */
function askItem(conversation: Conversation, items: CustomerOrderItem[], edit: EditClause) {
  say(conversation, conversation.phrases.chooseItem);
  offer(
    conversation,
    items.map((i) => i.name),
  );
  conversation.state.pending = {
    kind: 'choose_item',
    action: edit.op === 'remove' ? 'remove' : 'change',
    amount: edit.op === 'set' ? edit.amount : null,
    unit: edit.op === 'set' ? edit.unit : null,
    options: items.map((i) => ({ id: i.id, name: i.name })),
  };
}

/** The product an item becomes: 'por sancor' keeps what the item is and changes the brand. */
function replacement(conversation: Conversation, item: CustomerOrderItem, text: string) {
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
    { ...asked, words: [...own.words, ...asked.words], without: [...own.without, ...asked.without] },
    ...(head ? [{ ...asked, words: [head, ...asked.words] }] : []),
  ];
  // In the item's package first ('cambiá la coca por coca light' is the light of the same size).
  // A try that leaves several products takes the one most like the item ('que la cerveza sea
  // negra' of a rubia Quilmes de litro is the negra Quilmes de litro), sized or not.
  const sizedOf = (requests: ProductRequest[]): ProductRequest[] =>
    sized ? requests.map((request) => ({ ...request, size: sized.size })) : [];
  // What is said alone comes last: 'negra' alone would find the black potatoes first.
  for (const request of [...sizedOf(withItem), ...withItem, ...sizedOf([asked]), asked]) {
    if (request.words.length === 0) continue;
    const found = resolveRequest(index, request);
    // ('por una sin azúcar de 2,5' of a 2,5 retornable: the size said wins over the item's words.)
    const fitsSize = (product: CatalogueProduct) =>
      asked.size === null || sizeMatches(sizeOfName(product.name), asked.size);
    if (found.kind === 'found' && !fitsSize(found.product)) continue;
    if (found.kind === 'found' && found.product.id !== current.id) return { product: found.product, request };
    // ('por salame milán': sold by the gram like the ham, it takes the ham's amount.)
    if (found.kind === 'unit' && found.product.quantity_unit === current.quantity_unit)
      return { product: found.product, request };
    if (found.kind === 'ambiguous') {
      const fitting = found.options.filter((p) => p.id !== current.id && fitsSize(p));
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

async function replaceItem(
  conversation: Conversation,
  order: CustomerOrder,
  item: CustomerOrderItem,
  text: string,
  count?: number,
  said?: number,
) {
  const found = replacement(conversation, item, text);
  if (!found) {
    say(conversation, conversation.phrases.notFound(readRequest(text).text || text));
    return;
  }
  // 'uno que sea de frutilla' of two: one stays as it is, the other becomes the product said.
  const some = count !== undefined && count < item.amount ? count : undefined;
  // 'cambiala por una sprite': 'una' is the article; the amount stays unless another is said.
  const article = /^(?:un|una|uno)\b(?! sol[oa]\b)/.test(normalize(text)) && found.request.amount === 1;
  const amount = some ?? said ?? (article ? item.amount : (found.request.amount ?? item.amount));
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

async function applyOne(conversation: Conversation, edit: EditClause): Promise<boolean> {
  if (edit.op === 'add') {
    const order = await conversation.customer.openOrder(conversation.sessionId);
    const [last] = order ? itemsNamed(conversation, order, '') : [];
    // 'otro igual', 'uno más': the item touched last.
    if (!edit.target.trim() && last && order) {
      await changeItem(conversation, order, last, Math.round((last.amount + edit.amount) * 1000) / 1000);
      return true;
    }
    // 'agregá 1 más de la union': one more of the item already in the order that the words name.
    const said = order && edit.target.trim() ? itemsNamed(conversation, order, edit.target) : [];
    // ('otra crema dental igual' of a 'Pasta Dental Colgate': the one item of that kind.)
    const alike = said.length === 0 && edit.same && order ? sameKind(order, edit.target) : undefined;
    const named = alike ? [alike] : said;
    // ('otra coca de 500' with a coca of 1,5 is another product; 'otro garrafón' is the jug.)
    const size = readRequest(edit.target).size;
    if (order && named.length === 1 && (size === null || (size.kind === 'extreme' && size.word))) {
      const item = named[0]!;
      // ('media docena más de alfajores': six more of what is sold one by one.)
      const more = edit.unit
        ? toProductUnits(edit.amount, edit.unit, item.quantity_unit, item.name)
        : edit.amount;
      if (more !== null && more > 0) {
        await changeItem(conversation, order, item, Math.round((item.amount + more) * 1000) / 1000);
        return true;
      }
    }
    const read = readRequest(conversation.catalogue.index.applySynonyms(edit.target));
    const asked = { ...read, amount: read.amount ?? edit.amount, unit: read.unit ?? edit.unit ?? null };
    // ('mejor dos de uva y dos de naranja' of a grape Powerade: the orange Powerade.)
    const [request, found] =
      last && edit.target.trim()
        ? besideLast(conversation.catalogue.index, asked, productOf(conversation, last))
        : [asked, resolveRequest(conversation.catalogue.index, asked)];
    if (found.kind === 'found')
      await addLines(conversation, [{ product: found.product, amount: found.amount, text: edit.target }]);
    else if (found.kind === 'not_found')
      say(conversation, conversation.phrases.notFound(request.text || edit.target));
    else if (found.kind === 'unit') askAmount(conversation, found.product, null);
    else
      await handleRequests(
        conversation,
        [],
        [
          {
            text: request.text,
            reason: 'ambiguous',
            options: found.options,
            amount: edit.amount,
            unit: null,
          },
        ],
      );
    return found.kind === 'found';
  }
  const open = await conversation.customer.openOrder(conversation.sessionId);
  // 'mejor una coca de litro' with nothing ordered yet ('ninguna' of the options, say): the
  // customer wants it.
  if ((edit.op === 'set' || edit.op === 'replace') && edit.target.trim() && !open?.items.length)
    return applyOne(
      conversation,
      edit.op === 'set'
        ? { op: 'add', target: edit.target, amount: edit.amount, ...(edit.unit ? { unit: edit.unit } : {}) }
        : { op: 'add', target: `${edit.target} ${edit.with}`, amount: 1 },
    );
  // ('sacame 200 de jamón' to an empty order: the deli's 'give me'.)
  const wanted = edit.op === 'remove' ? givenInstead(edit) : undefined;
  if (wanted && !open?.items.length) return applyOne(conversation, wanted);
  const order = withItems(conversation, open);
  if (!order) return false;
  if (edit.op === 'clear') {
    await removeAll(conversation, order, order.items);
    return true;
  }
  if (edit.op === 'keep_only') {
    const keep = new Set(itemsNamed(conversation, order, edit.target).map((i) => i.id));
    if (keep.size === 0) {
      say(conversation, conversation.phrases.notInOrder(edit.target));
      return false;
    }
    await removeAll(
      conversation,
      order,
      order.items.filter((i) => !keep.has(i.id)),
    );
    return true;
  }
  if ((edit.op === 'set' || edit.op === 'remove') && edit.every)
    return applyToEach(conversation, order, edit);
  // ('duplicame todo eso': every item.)
  if (edit.op === 'scale' && /^todo\b/.test(edit.target)) {
    let current: CustomerOrder | undefined = order;
    for (const item of order.items) {
      if (!current) break;
      await changeItem(conversation, current, item, Math.round(item.amount * edit.factor * 1000) / 1000);
      current = conversation.order;
    }
    return true;
  }
  const items = itemsNamed(conversation, order, edit.target);
  // (Of what the order lacks, too: an order, not a removal.)
  if (wanted && items.length === 0) return applyOne(conversation, wanted);
  if (items.length > 1) {
    askItem(conversation, items, edit);
    return false;
  }
  const item = items[0];
  if (!item) {
    // 'mejor que sean 3 piezas de aguacate enmallado' of avocados by the kilo: the one item of
    // that kind becomes the product said.
    const kind =
      (edit.op === 'set' && !edit.unit) || edit.op === 'replace' ? sameKind(order, edit.target) : undefined;
    if (kind && edit.op === 'set') {
      await replaceItem(conversation, order, kind, `${edit.amount} ${edit.target}`);
      return true;
    }
    // ('mejor que sea la quilmes rubia de litro' of a negra Quilmes: the words are of the new one.)
    if (kind && edit.op === 'replace') {
      await replaceItem(conversation, order, kind, `${edit.target} ${edit.with}`, edit.count);
      return true;
    }
    // 'Mejor 3 kg de papa' with no papas in the order, 'siempre no el six, mejor 2 topo chico de
    // 1.5' after it is gone: the customer wants them.
    if (edit.op === 'set' && edit.target)
      return applyOne(conversation, { op: 'add', target: edit.target, amount: edit.amount });
    if (edit.op === 'replace' && edit.target) {
      // ('el jabón Ala no, Ariel de 3 kg' with no Ala ordered: the Ariel, when it names one.)
      const index = conversation.catalogue.index;
      const alone = resolveRequest(index, readRequest(index.applySynonyms(edit.with))).kind === 'found';
      return applyOne(conversation, {
        op: 'add',
        target: alone ? edit.with : `${edit.target} ${edit.with}`,
        amount: edit.amount ?? edit.count ?? 1,
      });
    }
    say(conversation, conversation.phrases.notInOrder(edit.target || '?'));
    offer(
      conversation,
      order.items.map((i) => i.name),
    );
    return false;
  }
  switch (edit.op) {
    case 'scale':
      await changeItem(conversation, order, item, Math.round(item.amount * edit.factor * 1000) / 1000);
      return true;
    case 'remove': {
      // ('sacale un kilo a la papa': a weight said takes that much off, in the item's unit.)
      const fewer =
        edit.count !== null && edit.unit
          ? toProductUnits(edit.count, edit.unit, item.quantity_unit, item.name)
          : edit.count;
      if (fewer !== null && fewer > 0 && item.amount > fewer)
        await changeItem(conversation, order, item, Math.round((item.amount - fewer) * 1000) / 1000);
      else await removeItem(conversation, order, item);
      return true;
    }
    case 'set': {
      const amount = toProductUnits(edit.amount, edit.unit, item.quantity_unit, item.name);
      if (amount === null || amount <= 0) {
        askAmount(
          conversation,
          { id: item.product_id ?? 0, name: item.name, quantity_unit: item.quantity_unit },
          item.id,
        );
        return false;
      }
      await changeItem(conversation, order, item, Math.round(amount * 1000) / 1000);
      return true;
    }
    case 'replace': {
      const weight = edit.count === undefined ? weightSaid(item, edit.with) : null;
      if (weight !== null && weight > 0) {
        await changeItem(conversation, order, item, weight);
        return true;
      }
      // 'que 2 sean de 2,25' after cocas, then medialunas: the item the words fit, when they fit
      // none of the one touched last.
      const fits = (other: CustomerOrderItem) => replacement(conversation, other, edit.with)?.product;
      const other =
        !edit.target.trim() && !fits(item) ? order.items.find((i) => i.id !== item.id && fits(i)) : undefined;
      // ('mejor que sea la coca original de 3 litros' of a light coke: 'original' is of the new one.)
      const chosen = other ?? item;
      const own = new Set(tokens(chosen.name).map(stem));
      // ('el pan de molde que sea integral': a word only said of it, like 'molde', is no new word.)
      const more = readRequest(edit.target).words.filter((word) => !own.has(stem(word)) && !isSoft(word));
      const text = [...more, edit.with].join(' ');
      // ('…y si no tenés pepsi sacala': what it would become is not sold, so it comes off.)
      if (edit.orRemove && !replacement(conversation, chosen, text)) {
        await removeItem(conversation, order, chosen);
        return true;
      }
      await replaceItem(conversation, order, chosen, text, edit.count, edit.amount);
      return true;
    }
  }
}

/**
 * 'las tortillas mejor de medio', 'el jamón que sea de 300': of what is sold by weight, a size said
 * alone is how much of it (not another package), in grams when no one counts kilos that high.
 */
function weightSaid(item: CustomerOrderItem, text: string): number | null {
  if (!byWeight(item.quantity_unit)) return null;
  const asked = readRequest(text);
  if (asked.words.length > 0 || asked.size?.kind !== 'measure') return null;
  const { value, base } = asked.size;
  const unit = base === 'g' || (base === null && value >= GRAMS_SAID) ? 'gr' : base === null ? 'kg' : null;
  return unit === null ? null : toProductUnits(value, unit, item.quantity_unit, item.name);
}

/** 'sacame 200 de jamón': how much of something, asked with the deli's verb of giving. */
function givenInstead(edit: Extract<EditClause, { op: 'remove' }>): EditClause | undefined {
  if (edit.count === null || !edit.target.trim()) return undefined;
  return { op: 'add', target: edit.target, amount: edit.count, ...(edit.unit ? { unit: edit.unit } : {}) };
}

/**
 * 'de los dos mandame 2', 'sacame los dos tregar': the change made to each item the target names,
 * or, naming none, to both of an order of two (the last two of a longer one).
 */
async function applyToEach(
  conversation: Conversation,
  order: CustomerOrder,
  edit: Extract<EditClause, { op: 'set' | 'remove' }>,
): Promise<boolean> {
  const items = edit.target.trim()
    ? itemsNamed(conversation, order, edit.target, true)
    : order.items.slice(-2);
  if (items.length === 0) {
    say(conversation, conversation.phrases.notInOrder(edit.target || '?'));
    return false;
  }
  if (edit.op === 'remove') {
    await removeAll(conversation, order, items);
    return true;
  }
  let current: CustomerOrder | undefined = order;
  for (const item of items) {
    const amount = toProductUnits(edit.amount, edit.unit, item.quantity_unit, item.name);
    if (!current || amount === null || amount <= 0) continue;
    await changeItem(conversation, current, item, Math.round(amount * 1000) / 1000);
    current = conversation.order;
  }
  return true;
}

/** Applies the message's changes in order; a question asked (which item, how much) stops the rest. */
export async function applyEdits(conversation: Conversation, edits: EditClause[]) {
  for (const edit of edits) {
    const done = await applyOne(conversation, edit);
    if (!done && conversation.state.pending) return;
  }
}
