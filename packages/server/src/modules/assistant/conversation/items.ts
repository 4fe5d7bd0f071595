/*
 * 'Sacá el queso', 'las papas cambialas a 3 kg', 'que sean 3': which item of the open order the
 * customer means, asking when several fit.
 */
import { toProductUnits, type SpokenUnit } from '../engine/quantities';
import { CatalogueIndex, type CatalogueProduct } from '../engine/catalogue-index';
import type { CustomerOrder, CustomerOrderItem } from '../../customer/customer.types';
import { addLines, changeItem, orderWithItems, removeItem } from './actions';
import { chosenOption } from './answers';
import { offer, say, type Conversation } from './context';
import { askAmount } from './requests';
import { askReplacement } from './replacement';
import type { Pending } from './state';
import { searchProducts } from '../engine/free-text-search';

type ChooseItem = Extract<Pending, { kind: 'choose_item' }>;

export interface ItemRequest {
  action: 'remove' | 'change' | 'replace';
  text: string;
  /** Catalogue products the words may mean, best first. */
  options: CatalogueProduct[];
  amount: number | null;
  unit: SpokenUnit | null;
}

/** The order's items the words fit: by the products the engine found, else by the item names. */
function matchingItems(conversation: Conversation, order: CustomerOrder, request: ItemRequest) {
  if (!request.text) {
    const last = order.items.find((i) => i.id === conversation.state.last_item_id);
    if (last) return [last];
    return order.items.length === 1 ? order.items : [];
  }
  const byProduct = request.options.flatMap((p) => order.items.filter((i) => i.product_id === p.id));
  if (byProduct.length) return [...new Set(byProduct)];
  const names = new CatalogueIndex(
    order.items.map((i) => ({
      id: i.id,
      name: i.name,
      brand: i.brand,
      kind: null,
      quantity_unit: i.quantity_unit,
      price_per_unit: i.price,
      tags: [],
    })),
  );
  const found = searchProducts(names, request.text).filter((c) => c.score >= 0.45);
  const best = found[0]?.score ?? 0;
  return found
    .filter((c) => best - c.score <= 0.08)
    .map((c) => order.items.find((i) => i.id === c.product.id)!);
}

async function act(
  conversation: Conversation,
  order: CustomerOrder,
  item: CustomerOrderItem,
  request: Pick<ItemRequest, 'action' | 'amount' | 'unit'>,
) {
  if (request.action === 'remove') return removeItem(conversation, order, item);
  if (request.action === 'replace') return askReplacement(conversation, item);
  const amount =
    request.amount === null
      ? null
      : toProductUnits(request.amount, request.unit, item.quantity_unit, item.name);
  if (amount === null || amount <= 0) {
    askAmount(
      conversation,
      { id: item.product_id ?? 0, name: item.name, quantity_unit: item.quantity_unit },
      item.id,
    );
    return;
  }
  return changeItem(conversation, order, item, Math.round(amount * 100) / 100);
}

export async function handleItemRequest(conversation: Conversation, request: ItemRequest) {
  const order = await conversation.customer.openOrder(conversation.sessionId);
  const items = order ? matchingItems(conversation, order, request) : [];
  if (order && items.length === 1) return act(conversation, order, items[0]!, request);
  if (order && items.length > 1) {
    say(conversation, conversation.phrases.chooseItem);
    offer(
      conversation,
      items.map((i) => i.name),
    );
    conversation.state.pending = {
      kind: 'choose_item',
      action: request.action,
      amount: request.amount,
      unit: request.unit,
      options: items.map((i) => ({ id: i.id, name: i.name })),
    };
    return;
  }
  // 'Mejor 3 kg de papa' with no papas in the order yet: the customer wants them.
  const product = request.options[0];
  if (request.action === 'change' && product && request.amount !== null) {
    const amount = toProductUnits(request.amount, request.unit, product.quantity_unit, product.name);
    if (amount !== null && amount > 0) {
      return addLines(conversation, [
        { product, amount: Math.round(amount * 100) / 100, text: request.text },
      ]);
    }
  }
  if (!order || order.items.length === 0) {
    await orderWithItems(conversation);
    return;
  }
  say(conversation, conversation.phrases.notInOrder(request.text || '?'));
  offer(
    conversation,
    order.items.map((i) => i.name),
  );
  conversation.state.pending = {
    kind: 'choose_item',
    action: request.action,
    amount: request.amount,
    unit: request.unit,
    options: order.items.map((i) => ({ id: i.id, name: i.name })),
  };
}

/** An answer to '¿Cuál de los productos de tu pedido?'. False when it is something else. */
export async function answerChooseItem(conversation: Conversation, pending: ChooseItem, text: string) {
  const order = await conversation.customer.openOrder(conversation.sessionId);
  if (!order) return false;
  const options = pending.options
    .map((o) => order.items.find((i) => i.id === o.id))
    .filter((i): i is CustomerOrderItem => i !== undefined);
  const picked = chosenOption(text, options.length);
  let item = picked === undefined ? undefined : options[picked];
  if (!item) {
    const found = matchingItems(
      conversation,
      { ...order, items: options },
      {
        action: pending.action,
        text,
        options: [],
        amount: null,
        unit: null,
      },
    );
    if (found.length === 1) item = found[0];
  }
  if (!item) return false;
  delete conversation.state.pending;
  await act(conversation, order, item, pending);
  return true;
}

/** Changes an item chosen earlier to the amount just given. */
export async function changeChosenItem(conversation: Conversation, itemId: number, amount: number) {
  const order = await conversation.customer.openOrder(conversation.sessionId);
  const item = order?.items.find((i) => i.id === itemId);
  if (!order || !item) {
    await orderWithItems(conversation);
    return;
  }
  await changeItem(conversation, order, item, amount);
}
