/*
 * The one item of the order headed like a product ('Nuez de la India …', a yogurt of another
 * flavour): what a change names by the kind of product rather than by the item's own words.
 */
import { readRequest } from '../engine/request';
import { resolveRequest } from '../engine/resolve';
import type { CustomerOrder, CustomerOrderItem } from '../../customer/customer.types';
import type { Conversation } from './context';

/**
 * 'un yogur que sea de vainilla' after a milk, of an order with a strawberry yogurt: what the item
 * touched last would become is of another kind, and the one item of that kind is the one meant.
 */
export function ofHeadOf(
  conversation: Conversation,
  order: CustomerOrder,
  last: CustomerOrderItem,
  productId: number,
) {
  const index = conversation.catalogue.index;
  if (last.product_id !== null && index.headOf(last.product_id) === index.headOf(productId)) return undefined;
  return onlyItemHeaded(conversation, order, productId, (item) => item.id === last.id);
}

/** The one item of the order headed like the product the words find ('Nuez de la India …'). */
export function ofSameHead(conversation: Conversation, order: CustomerOrder, text: string) {
  const index = conversation.catalogue.index;
  const found = resolveRequest(index, readRequest(index.applySynonyms(text)));
  if (found.kind !== 'found') return undefined;
  return onlyItemHeaded(
    conversation,
    order,
    found.product.id,
    (item) => item.product_id === found.product.id,
  );
}

/** The one item of the order (but those `skip` says) headed like the product. */
function onlyItemHeaded(
  conversation: Conversation,
  order: CustomerOrder,
  productId: number,
  skip: (item: CustomerOrderItem) => boolean,
) {
  const index = conversation.catalogue.index;
  const head = index.headOf(productId);
  const items = order.items.filter(
    (item) => !skip(item) && item.product_id !== null && index.headOf(item.product_id) === head,
  );
  return head && items.length === 1 ? items[0] : undefined;
}
