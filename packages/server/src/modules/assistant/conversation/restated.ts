/**
 * 'ponle 2 cremas' with a cream in the order: 'poné' says how many there are to be, so an item
 * already ordered gets that amount instead of that many more ('agregá', 'sumá', 'otra' and 'más'
 * still add). Seen in the independent waves' messages from Mexico, Chile, Spain and Argentina.
 */
import { PUT_FORMS } from '../engine/edit-patterns';
import { normalize } from '../engine/text';
import type { RequestedItem } from '../engine/understand';
import { changeItem } from './actions';
import type { Conversation } from './context';

/** A 'put' verb opening a clause, with how many after it. */
const PUT_AMOUNT = new RegExp(
  String.raw`(?:^|[,.]\s*|\by\s+)${PUT_FORMS}(?:me|le|nos|les|ele|eme|ame)?\s+(?:\d|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|media|medio)\b`,
);
/** Words that make it more of it, whatever the verb. */
const MORE_WORDS = /\b(?:mas|otr[oa]s?|extra|tambien|ademas)\b/;

/** Sets the items the message restates; returns the requested items left to add. */
export async function setRestated(
  conversation: Conversation,
  message: string,
  items: RequestedItem[],
): Promise<RequestedItem[]> {
  const text = normalize(message);
  if (items.length === 0 || conversation.state.last_item_id === undefined || !PUT_AMOUNT.test(text))
    return items;
  const order = await conversation.customer.openOrder(conversation.sessionId);
  if (!order?.items.length) return items;
  const left: RequestedItem[] = [];
  for (const requested of items) {
    const item = order.items.find((i) => i.product_id === requested.product.id);
    if (item && !MORE_WORDS.test(normalize(requested.text))) {
      if (item.amount !== requested.amount) await changeItem(conversation, order, item, requested.amount);
    } else left.push(requested);
  }
  return left;
}
