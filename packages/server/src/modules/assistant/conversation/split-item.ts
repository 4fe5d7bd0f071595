/*
 * One item of the order split into parts, each what it becomes ('de las cocas una que sea común y
 * la otra zero', 'las andes que sean 3 rubias y una roja'): every part is found first, then the
 * item keeps its own part and the others are added, so a part not found changes nothing.
 */
import type { CatalogueProduct } from '../engine/catalogue-index';
import type { SplitPart } from '../engine/split-item';
import { EVERYDAY, isNotEveryday } from '../engine/catalogue-words';
import { readRequest } from '../engine/request';
import { resolveRequest } from '../engine/resolve';
import { stem, tokens } from '../engine/text';
import type { CustomerOrder, CustomerOrderItem } from '../../customer/customer.types';
import { addLines, changeItem, replaceLine } from './actions';
import { say, type Conversation } from './context';
import { productOf } from './items-named';
import { replacement } from './replacement';

/**
 * The product a part becomes: the item's own when its words are all of the item ('3 rubias' of a
 * rubia), or when nothing else is ('la otra zero' of a zero, '1 grande' of the largest).
 */
function partProduct(
  conversation: Conversation,
  item: CustomerOrderItem,
  said: string,
): CatalogueProduct | undefined {
  const own = productOf(conversation, item);
  const request = readRequest(said);
  const ownWords = new Set(tokens(own.name).map(stem));
  if (request.words.length > 0 && request.size === null && request.words.every((w) => ownWords.has(stem(w))))
    return own;
  // ('la otra zero' of a coca sin azúcar: the item's name with the words said is the item. 'Una
  // común' of it is not: the name's variant goes unsaid.)
  const index = conversation.catalogue.index;
  const everyday = request.words.some((w) => EVERYDAY.has(stem(w)));
  const itself = everyday
    ? undefined
    : resolveRequest(index, readRequest(index.applySynonyms(`${own.name} ${said}`)));
  if (itself?.kind === 'found' && itself.product.id === own.id) return own;
  const other = replacement(conversation, item, said);
  if (other?.product) return other.product;
  // ('una común y la otra zero' of a común: nothing plainer than the item, so the item.)
  const plain = !tokens(own.name).some((word) => isNotEveryday(stem(word)));
  if (everyday && plain) return own;
  return request.words.length === 0 && request.size?.kind === 'extreme' ? own : undefined;
}

/**
 * How many each part takes of the item's amount. 'La otra' of an item the others already take
 * whole ('una común y la otra zero' of one coca) is one more.
 */
function amountsOf(parts: SplitPart[], amount: number): number[] {
  const counted = parts.map((part) => (part.count === 'half' ? amount / 2 : part.count));
  const taken = counted.reduce<number>((sum, count) => sum + (typeof count === 'number' ? count : 0), 0);
  const rest = Math.round((amount - taken) * 1000) / 1000;
  return counted.map((count) => (typeof count === 'number' ? count : rest > 0 ? rest : 1));
}

/** Splits the item as said (a part not found is said, and nothing changes). */
export async function splitItem(
  conversation: Conversation,
  order: CustomerOrder,
  item: CustomerOrderItem,
  parts: SplitPart[],
): Promise<boolean> {
  const amounts = amountsOf(parts, item.amount);
  const products: CatalogueProduct[] = [];
  for (const part of parts) {
    const product = partProduct(conversation, item, part.with);
    if (!product) {
      say(conversation, conversation.phrases.notFound(readRequest(part.with).text || part.with));
      return true;
    }
    products.push(product);
  }
  // What the parts do not take stays as it is ('de los jugos 3 que sean de manzana' of 6).
  const total = amounts.reduce((sum, n) => sum + n, 0);
  const own = productOf(conversation, item).id;
  const kept =
    products.reduce((sum, product, at) => sum + (product.id === own ? amounts[at]! : 0), 0) +
    (parts.some((part) => part.count === 'rest') ? 0 : Math.max(0, item.amount - total));
  const lines = products
    .map((product, at) => ({ product, amount: amounts[at]!, text: parts[at]!.with }))
    .filter((line) => line.product.id !== own);
  if (kept > 0) {
    if (kept !== item.amount) await changeItem(conversation, order, item, Math.round(kept * 1000) / 1000);
    await addLines(conversation, lines);
    return true;
  }
  const [first, ...others] = lines;
  if (!first) return true;
  await replaceLine(conversation, order, item, first);
  await addLines(conversation, others);
  return true;
}
