/*
 * A change made to each of several items: 'de los dos mandame 2', 'quitale una a cada una', and
 * the items taken off one by one ('borrá todo', 'dejá solo la coca').
 */
import type { EditClause } from '../engine/edits';
import { toProductUnits } from '../engine/quantities';
import type { CustomerOrder, CustomerOrderItem } from '../../customer/customer.types';
import { changeItem, removeItem } from './actions';
import { say, type Conversation } from './context';
import { itemsNamed } from './items-named';
import { replacement, replaceItem } from './replacement';

/**
 * Changes the items one by one, each against the order as the change before left it (`change`
 * answers false when it left the order as it was).
 */
export async function eachItem(
  conversation: Conversation,
  order: CustomerOrder,
  items: CustomerOrderItem[],
  change: (current: CustomerOrder, item: CustomerOrderItem) => Promise<boolean | void>,
) {
  let current: CustomerOrder | undefined = order;
  for (const item of items) {
    if (!current) break;
    if ((await change(current, item)) !== false) current = conversation.order;
  }
}

/** Takes the items off one by one. */
export const removeAll = (conversation: Conversation, order: CustomerOrder, items: CustomerOrderItem[]) =>
  eachItem(conversation, order, items, (current, item) => removeItem(conversation, current, item));

/**
 * 'de los dos mandame 2', 'sacame los dos tregar': the change made to each item the target names,
 * or, naming none, to both of an order of two (the last two of a longer one).
 */
export async function applyToEach(
  conversation: Conversation,
  order: CustomerOrder,
  edit: Extract<EditClause, { op: 'set' | 'remove' | 'replace' }>,
): Promise<boolean> {
  // ('una sola de cada una': every item; 'de los dos': the two named, or the last two.)
  const items =
    edit.every === 'all'
      ? order.items
      : edit.target.trim()
        ? itemsNamed(conversation, order, edit.target, true)
        : order.items.slice(-2);
  if (items.length === 0) {
    say(conversation, conversation.phrases.notInOrder(edit.target || '?'));
    return false;
  }
  // ('todas de 2,25 mejor': each item that has its own in that package becomes it.)
  if (edit.op === 'replace') {
    const fitting = items.filter((item) => replacement(conversation, item, edit.with)?.product);
    if (fitting.length === 0) {
      say(conversation, conversation.phrases.notFound(edit.with));
      return false;
    }
    await eachItem(conversation, order, fitting, (current, item) =>
      replaceItem(conversation, current, item, edit.with),
    );
    return true;
  }
  if (edit.op === 'remove' && edit.count === null) {
    await removeAll(conversation, order, items);
    return true;
  }
  // ('quitale una a cada una': that many fewer of each, and off when none is left.)
  if (edit.op === 'remove') {
    await eachItem(conversation, order, items, (current, item) => {
      const left = Math.round((item.amount - edit.count!) * 1000) / 1000;
      return left > 0
        ? changeItem(conversation, current, item, left)
        : removeItem(conversation, current, item);
    });
    return true;
  }
  await eachItem(conversation, order, items, async (current, item) => {
    const amount = toProductUnits(edit.amount, edit.unit, item.quantity_unit, item.name);
    if (amount === null || amount <= 0) return false;
    await changeItem(conversation, current, item, Math.round(amount * 1000) / 1000);
  });
  return true;
}
