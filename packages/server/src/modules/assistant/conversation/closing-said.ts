/*
 * What the closing conversation says back (closing.ts): the data taken, the problems with what was
 * given, the shipping cost and the summary before the confirmation.
 */
import { formatMoney, methodsFor } from '@mostrador/core';
import type { CustomerOrder } from '../../customer/customer.types';
import type { ContactInfo, ContactProblem } from '../closing/contact-info';
import { say, type Conversation } from './context';

/** The store's methods for the mode (all of them before the mode is known). */
export function modeList(
  conversation: Conversation,
  delivery: boolean | undefined,
  order: CustomerOrder | null,
) {
  const methods = order?.closing?.methods ?? [];
  const offered = delivery === undefined ? methods : methodsFor(methods, delivery);
  return offered.map((method) => method.name);
}

/** What was taken, said back: 'Anotado: envío a Honduras 3500, pago con Efectivo.' */
export function noted(conversation: Conversation, info: ContactInfo) {
  const phrases = conversation.phrases.closing;
  const parts: string[] = [];
  if (info.address) parts.push(phrases.deliveryTo(info.address));
  else if (info.delivery === true) parts.push(phrases.delivery.toLowerCase());
  else if (info.delivery === false) parts.push(phrases.pickupAt(conversation.store.address));
  if (info.first_name) parts.push([info.first_name, info.last_name].filter(Boolean).join(' '));
  if (info.phone) parts.push(`tel. ${info.phone}`);
  if (info.payment_method) parts.push(phrases.method(info.payment_method));
  if (parts.length) say(conversation, phrases.noted(parts.join(', ')));
}

/** What could not be taken, said: a phone with letters, an address too long, a method not offered. */
export function sayProblems(
  conversation: Conversation,
  problems: ContactProblem[],
  order: CustomerOrder | null,
) {
  const phrases = conversation.phrases.closing;
  for (const problem of problems) {
    if (problem.field === 'phone') say(conversation, phrases.phoneInvalid);
    else if (problem.field === 'address') say(conversation, phrases.addressTooLong);
    // (No method named, only where or when: the question asked again says the methods.)
    else if (problem.field === 'payment_method' && problem.text) {
      const list = modeList(conversation, order?.closing ? order.delivery : undefined, order);
      say(
        conversation,
        list.length
          ? phrases.methodUnknown(problem.text, list.join(', '))
          : conversation.phrases.noPaymentMethods,
      );
    }
  }
}

/** The shipping cost when the address is first asked: the order's, else the store's FAQ answer. */
export async function sayShippingCost(conversation: Conversation, order: CustomerOrder) {
  if (order.shipping_cost > 0) {
    const cost = formatMoney(order.shipping_cost, order.curr_symbol);
    return say(conversation, conversation.phrases.closing.shippingCost(cost));
  }
  const faqs = await conversation.knowledge.standardFaqs(conversation.store.id);
  const cost = faqs.find((faq) => faq.faq_type === 'freigt_cost' && faq.response.trim());
  if (cost) say(conversation, cost.response.trim());
}

/** The summary shown before the confirmation. */
export function summary(conversation: Conversation, order: CustomerOrder) {
  const phrases = conversation.phrases.closing;
  const client = order.closing?.client;
  const lines: string[] = [];
  if (order.delivery && order.delivery_address) lines.push(phrases.deliveryTo(order.delivery_address));
  else if (order.closing) lines.push(phrases.pickupAt(conversation.store.address));
  if (client?.first_name) {
    const name = [client.first_name, client.last_name].filter(Boolean).join(' ');
    lines.push(phrases.contact(name, client.phone ?? '-'));
  }
  const method =
    order.payment_method ??
    (order.closing && modeList(conversation, order.delivery, order).length === 1
      ? modeList(conversation, order.delivery, order)[0]
      : null);
  if (method) lines.push(phrases.method(method));
  if (order.shipping_cost > 0)
    lines.push(phrases.shipping(formatMoney(order.shipping_cost, order.curr_symbol)));
  for (const concept of order.other_concepts)
    lines.push(`${concept.description}: ${formatMoney(concept.value, order.curr_symbol)}`);
  lines.push(`Total: ${formatMoney(order.total_price, order.curr_symbol)}`);
  say(conversation, [phrases.summary, ...lines.map((line) => `• ${line}`)].join('\n'));
}
