/** Of the products a request fits, the one the open order already has. */
import { toProductUnits } from '../engine/quantities';
import type { RequestedItem, UnresolvedItem } from '../engine/understand';
import type { Conversation } from './context';

/**
 * 'mais duas brahma', '2 quilmes más' with a Brahma in the order: of the several products the words
 * fit, the one already ordered is the one meant, and more of it is added instead of asking which.
 */
export async function alreadyOrdered(conversation: Conversation, unresolved: UnresolvedItem[]) {
  const choosing = unresolved.some((u) => u.reason === 'ambiguous' && !u.sizeMissing);
  const order =
    choosing && conversation.state.last_item_id !== undefined
      ? await conversation.customer.openOrder(conversation.sessionId)
      : undefined;
  if (!order?.items.length) return { ordered: [], asked: unresolved };
  const ordered: RequestedItem[] = [];
  const asked = unresolved.filter((u) => {
    if (u.reason !== 'ambiguous' || u.sizeMissing) return true;
    const held = u.options.filter((option) => order.items.some((item) => item.product_id === option.id));
    const product = held.length === 1 ? held[0]! : undefined;
    // (Only with how many said: 'de las brahma' or 'enteras' alone is a question of which.)
    const amount =
      product && u.amount !== null
        ? toProductUnits(u.amount, u.unit, product.quantity_unit, product.name)
        : null;
    if (!product || amount === null || amount <= 0) return true;
    ordered.push({ product, amount, text: u.text });
    return false;
  });
  return { ordered, asked };
}
