/*
 * Which items of the open order a change's words name ('la coca light', 'lo primero que te pedí',
 * 'que sean 3 paquetes', 'el garrafón'), and the order's products for the readers that need them.
 */
import { CatalogueIndex, type CatalogueProduct } from '../engine/catalogue-index';
import { mayChangeAnItem } from '../engine/order-edits';
import { opensElliptic } from '../engine/understand';
import { CONTAINER_WORDS } from '../engine/quantities';
import { CONNECTORS, EVERYDAY, VARIANTS, isNotEveryday } from '../engine/catalogue-words';
import { groupHolds } from '../engine/group-words';
import { nameTokens } from '../engine/name-parts';
import { isJug, packMatches, sizeOfName } from '../engine/presentation';
import { readRequest } from '../engine/request';
import { editDistance, normalize, stem, tokens } from '../engine/text';
import { pickAmong } from '../engine/pick';
import { resolveRequest } from '../engine/resolve';
import type { CustomerOrder, CustomerOrderItem } from '../../customer/customer.types';
import { type Conversation } from './context';
import { saysLikeLast } from './like-last-item';

/** The catalogue product of an item (or its name alone when the product is gone). */
export function productOf(conversation: Conversation, item: CustomerOrderItem): CatalogueProduct {
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
 * product of the item touched last, for one that leaves it unsaid ('y uno de naranja'); `ordered`,
 * every item's product, for one said to be like an item ('de la misma marca'). Read only once the
 * conversation has touched an item: a first message, or an order, costs no lookup.
 */
export async function orderAtHand(
  conversation: Conversation,
  text: string,
): Promise<{ products: CatalogueProduct[]; last?: CatalogueProduct; ordered?: CatalogueProduct[] }> {
  // Only a message that may change an item by naming it needs them ('2 cocas' does not).
  const changes = mayChangeAnItem(text);
  if (
    conversation.state.last_item_id === undefined ||
    !(changes || opensElliptic(text) || saysLikeLast(text))
  )
    return { products: [] };
  const order = await conversation.customer.openOrder(conversation.sessionId);
  const last = order?.items.find((item) => item.id === conversation.state.last_item_id);
  const ordered = order?.items.map((item) => productOf(conversation, item)) ?? [];
  return {
    products: changes ? ordered : [],
    ...(last ? { last: productOf(conversation, last) } : {}),
    ...(saysLikeLast(text) ? { ordered } : {}),
  };
}

/** The items a target names: '' is the item touched last (or the only one). */
export function itemsNamed(
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
    // ('las de lata no' of a 473 ml and a 1 l beer: a can is the one of a can's size.)
    const canned = /^lat(?:a|as|ita|itas)$/.test(text.trim()) ? order.items.filter(inCanSize) : [];
    if (holding.length === 0 && canned.length > 0 && canned.length < order.items.length) return canned;
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
  // ('el aceite de 5 sacalo': a number left last in the words is the size, the 'de' dropped.)
  // ('las de 600 cambialas': a number alone is the size too.)
  const request = readRequest(
    named
      .join(' ')
      .replace(/(?<=[a-z]) (?<!\b(?:en|x) )(\d+(?:[.,]\d+)?)$/, ' de $1')
      // (Of three digits or a decimal: a small number alone may be how many.)
      .replace(/^(\d{3,}|\d+[.,]\d+)$/, 'de $1'),
  );
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
  const everyday = everydayOf(products, request.words);
  if (everyday) return [byProduct.get(everyday.id)!];
  const index = new CatalogueIndex(products);
  const matches = index.match(request).candidates.map((c) => byProduct.get(c.product.id)!);
  const grouped = matches.length === 0 || all ? itemsOfGroup(order, text) : [];
  if (grouped.length > 0) return grouped;
  if (matches.length > 0 || all) return [...new Set(matches)];
  // ('mejor que sean 3 piezas de aguacate enmallado' of avocados by the kilo: the words name
  // another product of the store, not the item.)
  const found = resolveRequest(conversation.catalogue.index, request);
  const store = found.kind === 'found' ? [found.product] : found.kind === 'ambiguous' ? found.options : [];
  if (store.length > 0 && !store.some((product) => byProduct.has(product.id))) return [];
  // ('el helado q mi hijo…': every word said, as 'helado' after the item reads as how cold.)
  const oneWord = oneWordNames(index, said);
  if (oneWord.length > 0) return oneWord.map((product) => byProduct.get(product.id)!);
  // ('el bidón de 5', 'la botella de coca': what it comes in, when no name says it.)
  const unpacked = said.filter((word) => !CONTAINER_WORDS.has(word));
  if (unpacked.length > 0 && unpacked.length < said.length) {
    const items = itemsNamed(conversation, order, unpacked.join(' '), all);
    if (items.length > 0) return items;
  }
  const short = cutShort(order.items, said);
  if (short.length > 0) return short;
  // ('el agua jane ponele 3' of a Lavandina Ayudín: the words as the store's synonyms have them.)
  // (Once: read again, the words stay as they are, so this ends.)
  const synonyms = (words: string) => conversation.catalogue.index.applySynonyms(words);
  const known = synonyms(text);
  const settled = known !== normalize(text) && synonyms(known) === known;
  return settled ? itemsNamed(conversation, order, known, all) : [];
}

/**
 * 'las normales cambiámelas por light' of a Coca sin azúcar and a Coca Original: everyday words
 * alone name the one item whose name has no variant word, when another item has one.
 */
function everydayOf(products: CatalogueProduct[], words: string[]): CatalogueProduct | undefined {
  if (words.length === 0 || !words.every((word) => EVERYDAY.has(stem(word)))) return undefined;
  const plain = products.filter(
    (product) => !tokens(product.name).some((word) => VARIANTS.has(stem(word)) || isNotEveryday(stem(word))),
  );
  return plain.length === 1 && products.length > 1 ? plain[0] : undefined;
}

/**
 * 'sacá los fiambres', 'lo de limpieza quitalo', 'la bebida que sean 3': the items a group word
 * holds, told by the first word of their names: for a removal or every item the words fit,
 * before the words' own matches; for another change, when nothing else names an item.
 */
export function itemsOfGroup(order: CustomerOrder, target: string): CustomerOrderItem[] {
  const holds = groupSaid(tokens(target));
  if (!holds) return [];
  return order.items.filter((item) => {
    const [first] = nameTokens(item.name).filter((word) => /^[a-z]{3,}$/.test(word) && !CONNECTORS.has(word));
    return first !== undefined && holds.has(stem(first));
  });
}

const groupSaid = (said: string[]) => {
  const words = said.filter((word) => !/^(?:el|la|los|las|lo|de|del|todo|toda|todos|todas|que)$/.test(word));
  return words.length === 1 ? groupHolds(words[0]!) : undefined;
};

/**
 * 'sacame la batat', 'los chinchu', 'las ubas rosadas': a word cut short or mistyped that fits
 * one item of the order only. Safe among the few items of an order, where the catalogue's
 * thousands would offer many.
 */
function cutShort(items: CustomerOrderItem[], said: string[]): CustomerOrderItem[] {
  const words = said.filter((word) => word.length >= 4 && !/\d/.test(word));
  const fits = (word: string, name: string) =>
    name.startsWith(word.replace(/s$/, '')) || (name.length >= 4 && editDistance(word, name, 1) <= 1);
  const fitting = items.filter((item) =>
    words.some((word) => tokens(item.name).some((name) => fits(word, name))),
  );
  return fitting.length === 1 ? fitting : [];
}

/**
 * 'no me mandes el de chocolate q mi hijo es alérgico', 'duplicame el whiskas q ahora tengo 2
 * gatos': words the reason adds name no item, so the one item some word names is the one meant.
 */
function oneWordNames(index: CatalogueIndex, words: string[]): CatalogueProduct[] {
  if (words.length < 2) return [];
  const named = new Map<number, CatalogueProduct>();
  // (A number alone names no item: '2 kilo yuca' is not the rice of grade 2.)
  for (const word of words.filter((said) => !/\d/.test(said)))
    for (const candidate of index.match({ words: [word], without: [] }).candidates)
      named.set(candidate.product.id, candidate.product);
  return named.size === 1 ? [...named.values()] : [];
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
export function placeSaid(text: string): number | undefined {
  const words = tokens(text).filter((word) => !/^(el|la|lo|los|las|de|del)$/.test(word));
  return words.length === 1 ? PLACES[words[0]!] : undefined;
}

/** Cans of drink hold 220 to 710 ml (a 'lata' of beer or soda in every country of the cases). */
const inCanSize = (item: CustomerOrderItem) => {
  const measure = sizeOfName(item.name).measure;
  return measure?.base === 'ml' && measure.value >= 220 && measure.value <= 710;
};

/** Package words any product may be counted in: they name no item by its name. */
const GENERIC_PACKAGES = new Set(['paquete', 'paquetes', 'unidad', 'unidades', 'pieza', 'piezas']);

/**
 * The one item whose name has a word the target says ('aguacate' of 'Aguacate Hass por Kg',
 * 'quilmes' of 'Cerveza negra Quilmes'), when the target names no item whole.
 */
export function sameKind(order: CustomerOrder, target: string): CustomerOrderItem | undefined {
  const said = new Set(readRequest(target).words.map(stem));
  const fits = order.items.filter((item) =>
    readRequest(item.name).words.some((word) => said.has(stem(word))),
  );
  return fits.length === 1 ? fits[0] : undefined;
}
