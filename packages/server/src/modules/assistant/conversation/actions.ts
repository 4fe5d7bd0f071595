/*
 * The order actions the assistant takes, each through the customer service (so the chat follows
 * exactly the rules of the customer pages), each answering with its messages and intent.
 */
import { AppError, formatMoney, formatQuantity, unitLabel } from '@mostrador/core';
import type { CatalogueProduct } from '../engine/catalogue-index';
import type { CustomerOrder, CustomerOrderItem } from '../../customer/customer.types';
import { confirmClosing, startClosing } from './closing';
import { offer, say, setIntent, type Conversation } from './context';

export interface ProductLine {
  product: CatalogueProduct;
  /** In the product's own unit. */
  amount: number;
  text: string;
}

/** '1,5 kg', '12 unid', '500 gr' (decimal comma except in English). */
export function formatAmount(conversation: Conversation, amount: number, unit: string): string {
  return `${formatQuantity(amount, conversation.store.language)} ${unitLabel(unit)}`;
}

export const orderUrl = (order: CustomerOrder) => `/orderstatus/${order.token}`;

export function pushOrder(conversation: Conversation, order: CustomerOrder) {
  conversation.messages.push({ type: 'order', order, url: orderUrl(order) });
}

export function catalogueLink(conversation: Conversation) {
  const token = conversation.productListToken;
  if (!token) return;
  conversation.messages.push({
    type: 'link',
    text: conversation.phrases.catalogueLink,
    url: `/productlist/${token}`,
  });
}

/**
 * Runs a customer action; an order the customer may no longer change (409 of the customer
 * service) is told in the store's language instead of failing the whole reply.
 */
export async function guarded(
  conversation: Conversation,
  action: () => Promise<CustomerOrder>,
): Promise<CustomerOrder | undefined> {
  try {
    const order = await action();
    conversation.order = order;
    return order;
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') {
      conversation.order = undefined;
      say(conversation, conversation.phrases.orderLocked);
      return undefined;
    }
    // A confirmation the closing rule refuses ('Por favor ingrese su nombre'): said, not failed.
    if (error instanceof AppError && error.code === 'bad_request') {
      say(conversation, error.message);
      return undefined;
    }
    throw error;
  }
}

/** The item the customer touched last, and the words that added it when they did. */
export function touchItem(conversation: Conversation, itemId: number | undefined, request?: string) {
  const { state } = conversation;
  if (itemId === undefined) delete state.last_item_id;
  else state.last_item_id = itemId;
  if (itemId === undefined || request === undefined) delete state.last_request;
  else state.last_request = request;
}

const itemOf = ({ product, amount, text }: ProductLine) => ({
  product_id: product.id,
  amount,
  raw: text,
  quantity_unit: product.quantity_unit,
  name: product.name,
});

/** The order's item of a product just added: the last one of it. */
const lineOf = (order: CustomerOrder, product: CatalogueProduct) =>
  [...order.items].reverse().find((i) => i.product_id === product.id);

export async function addLines(conversation: Conversation, lines: ProductLine[]) {
  if (lines.length === 0) return;
  const order = await guarded(conversation, () =>
    conversation.customer.addItems(conversation.sessionId, lines.map(itemOf)),
  );
  if (!order) return;
  conversation.productListToken = order.product_list_token || conversation.productListToken;
  const added = lines.map(
    ({ product, amount }) => `• ${formatAmount(conversation, amount, product.quantity_unit)} ${product.name}`,
  );
  say(conversation, [conversation.phrases.added, ...added].join('\n'));
  say(conversation, `Total: ${formatMoney(order.total_price, order.curr_symbol)}`);
  const last = lines[lines.length - 1]!;
  const item = lineOf(order, last.product);
  if (item) touchItem(conversation, item.id, last.text);
  setIntent(conversation, 'order_item.confirm');
}

/** An item becomes another product ('cambiala por una sprite', 'la zero'): said as one change. */
export async function replaceLine(
  conversation: Conversation,
  order: CustomerOrder,
  item: CustomerOrderItem,
  line: ProductLine,
) {
  const removed = await guarded(conversation, () =>
    conversation.customer.removeItem(conversation.sessionId, order.id, item.id),
  );
  if (!removed) return;
  touchItem(conversation, undefined);
  const updated = await guarded(conversation, () =>
    conversation.customer.addItems(conversation.sessionId, [itemOf(line)]),
  );
  // (The new product refused, the item is gone: said so, as a removal.)
  if (!updated) return say(conversation, conversation.phrases.removed(item.name));
  const amount = formatAmount(conversation, line.amount, line.product.quantity_unit);
  say(conversation, conversation.phrases.replaced(item.name, `${amount} ${line.product.name}`));
  say(conversation, `Total: ${formatMoney(updated.total_price, updated.curr_symbol)}`);
  const added = lineOf(updated, line.product);
  if (added) touchItem(conversation, added.id, line.text);
  setIntent(conversation, 'order_item.confirm');
}

export async function removeItem(conversation: Conversation, order: CustomerOrder, item: CustomerOrderItem) {
  const updated = await guarded(conversation, () =>
    conversation.customer.removeItem(conversation.sessionId, order.id, item.id),
  );
  if (!updated) return;
  conversation.removed = item;
  // (The order's last line is the one at hand next: 'sacá el helado' then 'la coca 3' still reads
  // against the order.)
  if (conversation.state.last_item_id === item.id) touchItem(conversation, updated.items.at(-1)?.id);
  say(conversation, conversation.phrases.removed(item.name));
  if (updated.items.length)
    say(conversation, `Total: ${formatMoney(updated.total_price, updated.curr_symbol)}`);
  setIntent(conversation, 'order_item.discard');
}

export async function changeItem(
  conversation: Conversation,
  order: CustomerOrder,
  item: CustomerOrderItem,
  amount: number,
) {
  const updated = await guarded(conversation, () =>
    conversation.customer.updateItem(conversation.sessionId, order.id, item.id, amount),
  );
  if (!updated) return;
  // The same item keeps the words that added it ('que sean 3', then 'la light').
  const { state } = conversation;
  touchItem(conversation, item.id, state.last_item_id === item.id ? state.last_request : undefined);
  say(
    conversation,
    conversation.phrases.changed(item.name, formatAmount(conversation, amount, item.quantity_unit)),
  );
  say(conversation, `Total: ${formatMoney(updated.total_price, updated.curr_symbol)}`);
  setIntent(conversation, 'order_item.confirm');
}

/** The order when it has at least one item, or the 'empty order' answer. */
export function withItems(
  conversation: Conversation,
  order: CustomerOrder | null,
): CustomerOrder | undefined {
  if (order && order.items.length > 0) return order;
  say(conversation, conversation.phrases.emptyOrder);
  catalogueLink(conversation);
  return undefined;
}

/** The open order with at least one item, or the 'empty order' answer. */
export async function orderWithItems(conversation: Conversation): Promise<CustomerOrder | undefined> {
  return withItems(conversation, await conversation.customer.openOrder(conversation.sessionId));
}

export async function showOrder(conversation: Conversation) {
  const order = await orderWithItems(conversation);
  if (!order) return;
  say(conversation, conversation.phrases.yourOrder);
  pushOrder(conversation, order);
  offer(conversation, [conversation.phrases.chips.confirm, conversation.phrases.chips.keepShopping]);
}

/** 'Listo' and 'Confirmar pedido' run the closing conversation (closing.ts). */
export const askConfirmation = (conversation: Conversation) => startClosing(conversation);

/** 'Sí' to the summary (and the language model's confirm tool): the closing rule's confirmation. */
export const confirmOrder = (conversation: Conversation) => confirmClosing(conversation);

export async function askDiscard(conversation: Conversation) {
  const order = await orderWithItems(conversation);
  if (!order) return;
  say(conversation, conversation.phrases.discardQuestion);
  offer(conversation, [conversation.phrases.chips.discard, conversation.phrases.chips.no]);
  conversation.state.pending = { kind: 'confirm_discard' };
}

export async function discardOrder(conversation: Conversation) {
  const order = await orderWithItems(conversation);
  if (!order) return;
  const discarded = await guarded(conversation, () =>
    conversation.customer.discardOrder(conversation.sessionId, order.id),
  );
  if (!discarded) return;
  touchItem(conversation, undefined);
  delete conversation.state.closing;
  say(conversation, conversation.phrases.discarded);
  setIntent(conversation, 'order.discard');
}

export function showCatalogue(conversation: Conversation) {
  say(conversation, conversation.phrases.catalogue);
  catalogueLink(conversation);
}
