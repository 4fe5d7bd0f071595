/*
 * The closing conversation (issue 17): when the customer is done, the assistant asks only what the
 * order still needs (core's closingNeeds, the same rule the order page's 'Finalizar pedido'
 * applies), in this order: delivery or pickup, the address (the client's saved one offered back),
 * name, phone, payment method; then the summary and, on 'sí', the confirmation. Data given at any
 * moment ('2 kg de papa, enviámelo a Honduras 3500, pago en efectivo') is taken when given.
 */
import { AppError, type ClosingField, type OrderDetails } from '@mostrador/core';
import type { CustomerOrder } from '../../customer/customer.types';
import { asksSomething, confirmSaid } from '../closing/asks-or-confirms';
import { readContactInfo, type ContactInfo, type ContactProblem } from '../closing/contact-info';
import { ADD_WORDS } from '../engine/intents';
import { normalize } from '../engine/text';
import { understand } from '../engine/understand';
import { guarded, orderWithItems, pushOrder, touchItem } from './actions';
import { isNo, isYes, saysYes, type ChipAction } from './answers';
import { offer, say, setIntent, type Conversation } from './context';
import { modeList, noted, sayProblems, sayShippingCost, summary } from './closing-said';
import { orderAtHand } from './items-named';
import { PHRASES } from './phrases';
import type { Pending } from './state';

type ClosingPending = Extract<Pending, { kind: 'closing' }>;

/** The mode chips of every language, folded: a tapped chip is an answer whatever the store's language. */
const MODE_CHIPS = new Map<string, boolean>(
  Object.values(PHRASES).flatMap((phrases) => [
    [normalize(phrases.closing.delivery), true] as const,
    [normalize(phrases.closing.pickup), false] as const,
  ]),
);
const OTHER_ADDRESS = new Set(
  Object.values(PHRASES).map((phrases) => normalize(phrases.closing.otherAddress)),
);

const isEmpty = (info: ContactInfo) => Object.keys(info).length === 0;

/** The open order, as the last action left it or read now. */
async function openOrder(conversation: Conversation): Promise<CustomerOrder | null> {
  const known = conversation.order;
  if (known && known.status === 'provisional' && known.closing) return known;
  return conversation.customer.openOrder(conversation.sessionId);
}

/**
 * Records what was given: on the open order and its client when there is one, else kept in the
 * conversation until there is. A mode the store does not offer is answered, not recorded.
 */
async function record(conversation: Conversation, given: ContactInfo): Promise<ContactInfo> {
  const info = { ...given };
  const { store, phrases } = conversation;
  if (info.delivery === true && !store.delivery_enabled) {
    say(conversation, phrases.takeawayOnly(store.address ?? ''));
    delete info.delivery;
    delete info.address;
  } else if (info.delivery === false && !store.takeaway_enabled) {
    say(conversation, phrases.closing.noTakeaway);
    delete info.delivery;
  } else if (info.address && !store.delivery_enabled) {
    delete info.address;
  }
  if (isEmpty(info)) return info;
  const order = await openOrder(conversation);
  if (!order) {
    conversation.state.closing_info = { ...conversation.state.closing_info, ...info };
    return info;
  }
  return (await save(conversation, order, info)) ? info : {};
}

/** One write of closing data; a refusal (a method not offered for the mode...) is said. */
async function save(conversation: Conversation, order: CustomerOrder, info: OrderDetails): Promise<boolean> {
  try {
    conversation.order = await conversation.customer.saveOrderDetails(conversation.sessionId, order.id, info);
    conversation.state.closing = true;
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== 'bad_request' && error.code !== 'conflict'))
      throw error;
    if (info.payment_method && error.code === 'bad_request') {
      const list = modeList(conversation, order.closing ? order.delivery : undefined, order);
      say(conversation, conversation.phrases.closing.methodNotForMode(list.join(', ')));
    } else {
      say(conversation, error.code === 'conflict' ? conversation.phrases.orderLocked : error.message);
    }
    return false;
  }
}

/**
 * Takes the closing data out of a message before the products are read: records it, says it back,
 * and answers the rest of the text ('' when nothing is left) for the product understanding.
 */
export async function takeClosingInfo(conversation: Conversation, text: string): Promise<string> {
  const reading = readContactInfo(text, {
    methods: await conversation.knowledge.paymentMethods(conversation.store.id),
  });
  if (isEmpty(reading.info) && reading.problems.length === 0) return text;
  // '¿tienen delivery?', '¿puedo pagar con tarjeta?', '¿se puede retirar en el local?' ask about
  // the store: they are FAQ questions, not choices (an address or a phone in them is data given).
  const { address, first_name, last_name, phone } = reading.info;
  if (asksSomething(text) && !address && !first_name && !last_name && !phone) {
    // ('me preparás un kilo de nalga? paso después a las 7': what follows the question is read.)
    const cut = text.lastIndexOf('?');
    const tail = text.slice(cut + 1);
    if (cut < 0 || !tail.trim() || asksSomething(tail)) return text;
    const rest = await takeClosingInfo(conversation, tail);
    return rest === tail ? text : `${text.slice(0, cut + 1)} ${rest}`.trim();
  }
  const order = reading.problems.length ? await openOrder(conversation) : null;
  sayProblems(conversation, reading.problems, order);
  const taken = await record(conversation, reading.info);
  noted(conversation, taken);
  // Closing data alone ('a domicilio por favor', 'soy Carla, 11 5555 0000') with an order on the
  // way: the closing goes on with what is still missing.
  const confirm = confirmSaid(reading.rest);
  if ((confirm || !reading.rest.trim()) && !isEmpty(taken)) {
    const open = await openOrder(conversation);
    if (open && open.items.length > 0 && open.closing) {
      await continueClosing(conversation, open, confirm);
      return '';
    }
  }
  return reading.rest;
}

/** Whether a message gives closing data ('no, mejor transferencia' to the summary changes the method). */
export async function givesClosingInfo(conversation: Conversation, text: string): Promise<boolean> {
  const methods = await conversation.knowledge.paymentMethods(conversation.store.id);
  return !isEmpty(readContactInfo(text, { methods }).info);
}

/** Data given before the order existed goes onto it once it does (after the message's actions). */
export async function flushClosingInfo(conversation: Conversation): Promise<void> {
  const info = conversation.state.closing_info;
  if (!info) return;
  const order = await openOrder(conversation);
  if (!order) return;
  delete conversation.state.closing_info;
  await save(conversation, order, info);
}

/** Asks for one closing field; `again` after a question was answered, without the preamble. */
async function ask(conversation: Conversation, order: CustomerOrder, field: ClosingField, again = false) {
  const phrases = conversation.phrases.closing;
  const closing = order.closing!;
  const pending: ClosingPending = { kind: 'closing', asking: field };
  switch (field) {
    case 'delivery':
      say(conversation, phrases.askMode);
      offer(conversation, [phrases.delivery, phrases.pickup]);
      break;
    case 'address': {
      // (The shipping cost is said when the address is first asked, not again.)
      if (!again) await sayShippingCost(conversation, order);
      const saved = closing.client.address?.trim();
      if (saved) {
        say(conversation, phrases.offerAddress(saved));
        offer(conversation, [phrases.yes, phrases.otherAddress]);
        pending.offered = saved;
      } else say(conversation, phrases.askAddress);
      break;
    }
    case 'first_name':
      say(conversation, phrases.askName);
      break;
    case 'phone':
      say(conversation, phrases.askPhone);
      break;
    case 'payment_method': {
      const names = modeList(conversation, order.delivery, order);
      say(conversation, phrases.askPayment(names.join(', ')));
      offer(conversation, names);
      break;
    }
  }
  conversation.state.pending = pending;
}

/**
 * Asks the first thing still missing (`asked`: the question just asked, so asked again without its
 * preamble), or shows the summary and asks to confirm; with the confirmation already said, the
 * summary and the confirmation.
 */
async function continueClosing(
  conversation: Conversation,
  known?: CustomerOrder | null,
  confirm = false,
  asked?: ClosingField,
) {
  const order = known ?? (await orderWithItems(conversation));
  if (!order) return;
  const need = order.closing?.needs[0];
  if (need) return ask(conversation, order, need, need === asked);
  if (confirm) {
    summary(conversation, order);
    return confirmClosing(conversation);
  }
  pushOrder(conversation, order);
  summary(conversation, order);
  say(conversation, conversation.store.pre_order ?? conversation.phrases.preOrder);
  say(conversation, conversation.phrases.confirmQuestion);
  offer(conversation, [conversation.phrases.chips.confirm, conversation.phrases.chips.keepShopping]);
  conversation.state.pending = { kind: 'confirm_order' };
}

/** The closing again after the customer asked something: what is missing, or the confirmation. */
export async function resumeClosing(conversation: Conversation) {
  const order = await openOrder(conversation);
  if (!order || order.items.length === 0 || !order.closing) return;
  const need = order.closing.needs[0];
  if (need) return ask(conversation, order, need, true);
  say(conversation, conversation.phrases.confirmQuestion);
  offer(conversation, [conversation.phrases.chips.confirm, conversation.phrases.chips.keepShopping]);
  conversation.state.pending = { kind: 'confirm_order' };
}

/**
 * After a message that left no question open, once the closing began: what the order still needs,
 * or the summary ('Hola, 2 cocas, envío a Honduras 3500, soy Carla, 11 5555 0000, efectivo' ends
 * with the summary; a delivery question answered by the FAQ goes on to ask the address).
 */
export async function driveClosing(conversation: Conversation) {
  if (!conversation.state.closing || conversation.state.pending) return;
  const order = await openOrder(conversation);
  // (The order confirmed or discarded from its page: the next one begins afresh.)
  if (!order) delete conversation.state.closing;
  else if (order.items.length > 0 && order.closing) await continueClosing(conversation, order);
}

/**
 * What a message that gives no cued data says to a closing question: a change of the order
 * ('mejor que sean 3 cocas', 'ah, agregame una lavandina'), made and the question asked again
 * instead of being taken for an address or a name; nothing ('sí', 'dale', 'listo', 'nada más',
 * 'gracias', 'hola'), and the question is asked again; or an answer to read.
 */
async function saidToClosing(
  conversation: Conversation,
  text: string,
): Promise<'change' | 'nothing' | 'answer'> {
  const order = await orderAtHand(conversation, text);
  const read = understand(text, conversation.catalogue.index, order.products, order.last);
  // ('Catamarca 1550, planta baja' reads as a replacement of nothing: an address, not a change.)
  if (
    read.intent === 'edit_order' &&
    read.edits.some((edit) => edit.op === 'clear' || edit.target.trim() !== '')
  )
    return 'change';
  if (read.intent === 'add_items' && read.items.length > 0 && ADD_WORDS.test(normalize(text)))
    return 'change';
  const nothing =
    saysYes(text) || read.intent === 'confirm_order' || read.intent === 'thanks' || read.intent === 'greet';
  return nothing ? 'nothing' : 'answer';
}

/** 'Listo', 'eso es todo', the 'Confirmar pedido' chip, 'Finalizar pedido'. */
export async function startClosing(conversation: Conversation) {
  const order = await orderWithItems(conversation);
  if (!order) return;
  conversation.order = order;
  conversation.state.closing = true;
  await flushClosingInfo(conversation);
  await continueClosing(conversation, conversation.order);
}

/** 'Sí' to the summary: the confirmation, refused (and asked again) if something went missing. */
export async function confirmClosing(conversation: Conversation) {
  const order = await orderWithItems(conversation);
  if (!order) return;
  const before = conversation.messages.length;
  const confirmed = await guarded(conversation, () =>
    conversation.customer.confirmOrder(conversation.sessionId, order.id),
  );
  if (!confirmed) {
    // A refusal of the closing rule was said; ask what is missing now.
    if (conversation.messages.length > before && conversation.messages.at(-1)?.type === 'text') {
      const again = await conversation.customer.openOrder(conversation.sessionId);
      if (again?.closing?.needs.length) await ask(conversation, again, again.closing.needs[0]!);
    }
    return;
  }
  touchItem(conversation, undefined);
  delete conversation.state.closing;
  say(conversation, conversation.phrases.confirmed(confirmed.alphanum_id));
  pushOrder(conversation, confirmed);
  const method = order.closing?.methods.find((m) => m.name === confirmed.payment_method);
  if (method?.method_info.trim()) say(conversation, method.method_info.trim());
  say(conversation, conversation.store.order_close ?? conversation.phrases.orderClose);
  setIntent(conversation, 'order.confirm');
}

/**
 * An answer to a closing question. False when the message is not one (the customer moved on:
 * the message is read as usual).
 */
export async function answerClosing(
  conversation: Conversation,
  pending: ClosingPending,
  text: string,
  chip: ChipAction | undefined,
): Promise<boolean> {
  if (chip === 'confirm') {
    await continueClosing(conversation);
    return true;
  }
  const folded = normalize(text);
  let info: ContactInfo = {};
  let problems: ContactProblem[] = [];
  let confirm = false;
  if (pending.asking === 'delivery' && MODE_CHIPS.has(folded)) info = { delivery: MODE_CHIPS.get(folded)! };
  else if (pending.offered && (OTHER_ADDRESS.has(folded) || (folded.split(' ').length <= 3 && isNo(text)))) {
    conversation.state.pending = { kind: 'closing', asking: 'address' };
    say(conversation, conversation.phrases.closing.askAddress);
    return true;
  } else if (pending.offered && folded.split(' ').length <= 3 && isYes(text)) {
    info = { delivery: true, address: pending.offered };
  } else {
    const methods = await conversation.knowledge.paymentMethods(conversation.store.id);
    const said = await saidToClosing(conversation, text);
    if (said === 'change') return false;
    // (Only data a cue marks is taken from such a message: 'listo, soy Carla' gives the name.)
    if (said === 'nothing' && isEmpty(readContactInfo(text, { methods }).info)) {
      await continueClosing(conversation);
      return true;
    }
    const reading = readContactInfo(text, { methods, expecting: pending.asking });
    info = reading.info;
    problems = reading.problems;
    confirm = confirmSaid(reading.rest);
  }
  if (isEmpty(info) && problems.length === 0) return false;
  const order = await openOrder(conversation);
  sayProblems(conversation, problems, order);
  const taken = await record(conversation, info);
  if (isEmpty(taken)) {
    // Nothing could be taken: the same question again.
    if (order) await ask(conversation, order, pending.asking);
    return true;
  }
  // More than the question asked is said back ('Anotado: Lupita, tel. ...').
  const asked = new Set<string>(ANSWERS_OF[pending.asking]);
  if (Object.keys(taken).some((key) => !asked.has(key))) noted(conversation, taken);
  await continueClosing(
    conversation,
    conversation.order?.closing ? conversation.order : undefined,
    confirm,
    pending.asking,
  );
  return true;
}

/** The fields one answer to each question gives. */
const ANSWERS_OF: Record<ClosingField, (keyof ContactInfo)[]> = {
  delivery: ['delivery'],
  address: ['address', 'delivery'],
  first_name: ['first_name', 'last_name'],
  phone: ['phone'],
  payment_method: ['payment_method'],
};
