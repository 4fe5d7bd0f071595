/*
 * The built-in assistant: one customer message in, the reply out. The engine (../engine) reads
 * what the message asks; this file answers a pending question first, then acts on the rest.
 */
import { ADD_WORDS } from '../engine/intents';
import { FILLER_WORDS, readQuantity } from '../engine/quantities';
import { lastAmount } from '../engine/edits';
import { understand, type Understanding } from '../engine/understand';
import { normalize } from '../engine/text';
import {
  askConfirmation,
  askDiscard,
  catalogueLink,
  confirmOrder,
  discardOrder,
  showCatalogue,
  showOrder,
} from './actions';
import { chipAction, isNo, isYes, saysYes, tellsOfReceived, type ChipAction } from './answers';
import {
  answerClosing,
  driveClosing,
  flushClosingInfo,
  givesClosingInfo,
  resumeClosing,
  takeClosingInfo,
} from './closing';
import { offer, say, type Conversation } from './context';
import { answerQuestion, findAnswer, sayNotUnderstood } from './faq-answers';
import { applyEdits, changeAgainstOrder } from './edits';
import { orderAtHand } from './items-named';
import { likeLastItem } from './like-last-item';
import { refineLastItem } from './refine';
import { answerReplacement } from './replacement';
import { answerChooseItem, changeChosenItem } from './items';
import { answerChooseAmount, answerChooseProduct, askNext, handleRequests, offerProducts } from './requests';
import { sayNotSold } from './not-sold';
import type { Pending } from './state';

export function greet(conversation: Conversation) {
  const { store, phrases } = conversation;
  say(conversation, store.dialog_init ?? phrases.greeting(store.name));
  offer(conversation, [phrases.chips.catalogue, phrases.chips.showOrder, phrases.chips.payment]);
}

/** Codes are letters and digits (4 to 20), printed on QRs: 'K7PX2M9Q', prefilled after the message. */
function refcodeCandidates(text: string): string[] {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(
      (w) => /^[A-Za-z0-9]{4,20}$/.test(w) && (/\d/.test(w) ? /[A-Za-z]/.test(w) : w === w.toUpperCase()),
    )
    .reverse()
    .slice(0, 2);
}

/** A referral code brought by a QR link ('Hola, vengo por la promo K7PX2M9Q'). */
export async function applyRefcode(conversation: Conversation, text: string): Promise<boolean> {
  for (const candidate of refcodeCandidates(text)) {
    const refcode = await conversation.knowledge.findRefcode(candidate);
    if (!refcode || !refcode.active || refcode.store_id !== conversation.store.id) continue;
    const result = await conversation.customer.applyRefCode(conversation.sessionId, refcode.code);
    conversation.state.ref_code = refcode.code;
    say(conversation, result.use_confirm_finisher.trim() || conversation.phrases.refApplied(refcode.code));
    greet(conversation);
    return true;
  }
  return false;
}

/** 'Quiero 2 kg de kiwi' of a store without kiwis: an order for something it does not sell. */
function sayNotInCatalogue(conversation: Conversation, text: string): boolean {
  const folded = normalize(text);
  if (!ADD_WORDS.test(folded)) return false;
  const words = folded.replace(ADD_WORDS, '').split(' ').filter(Boolean);
  const product = words
    .slice(readQuantity(words).used)
    .filter((w, i) => i > 0 || !FILLER_WORDS.has(w))
    .join(' ');
  if (!product) return false;
  say(conversation, conversation.phrases.notFound(product));
  catalogueLink(conversation);
  return true;
}

/** A change to the summary that ends confirming it: 'ahora sí confirmo', 'y confirmado'. */
const CONFIRMED_LAST =
  /\b(?:ahora si|asi si|y|ya|entonces|con eso)\s+(?:confirmo|confirmado|confirmamos|lo confirmo)$/;

/** Short answers only: 'dale, agregame 2 cocas' is an order, not a yes. */
const isShort = (text: string) => normalize(text).split(' ').length <= 3;

async function answerPending(conversation: Conversation, pending: Pending, text: string, chip?: ChipAction) {
  if (pending.kind === 'closing') return answerClosing(conversation, pending, text, chip);
  if (pending.kind !== 'confirm_order' && pending.kind !== 'confirm_discard') {
    // 'No' to '¿Cuál de estos?' or '¿Cuánto querés?': the customer lets it go.
    if (chip === 'no' || chip === 'keepShopping' || (isShort(text) && isNo(text))) {
      delete conversation.state.pending;
      say(conversation, conversation.phrases.keepShopping);
      return true;
    }
  }
  switch (pending.kind) {
    case 'choose_product':
      if (await answerChooseProduct(conversation, pending, text)) return true;
      // 'listo' before choosing, with nothing ordered yet: the question again, not 'your order
      // is empty'.
      if (understand(text, conversation.catalogue.index).intent !== 'confirm_order') return false;
      if ((await conversation.customer.openOrder(conversation.sessionId))?.items.length) return false;
      askNext(conversation, pending.requests);
      return true;
    case 'choose_amount':
      return answerChooseAmount(conversation, pending, text, (itemId, amount) =>
        changeChosenItem(conversation, itemId, amount),
      );
    case 'choose_item':
      return answerChooseItem(conversation, pending, text);
    case 'choose_replacement':
      return answerReplacement(conversation, pending, text);
    case 'confirm_order':
    case 'confirm_discard': {
      const yes =
        pending.kind === 'confirm_order'
          ? chip === 'confirm' || understand(text, conversation.catalogue.index).intent === 'confirm_order'
          : chip === 'discard' || understand(text, conversation.catalogue.index).intent === 'discard_order';
      if (yes || (chip === undefined && saysYes(text))) {
        delete conversation.state.pending;
        await (pending.kind === 'confirm_order' ? confirmOrder(conversation) : discardOrder(conversation));
        return true;
      }
      // 'no, mejor transferencia', 'no, a Mitre 2020': a correction of the summary, read as data.
      if (
        pending.kind === 'confirm_order' &&
        chip === undefined &&
        (await givesClosingInfo(conversation, text))
      ) {
        delete conversation.state.pending;
        return false;
      }
      if (chip === 'keepShopping' || chip === 'no' || (isShort(text) && isNo(text))) {
        delete conversation.state.pending;
        say(conversation, conversation.phrases.keepShopping);
        return true;
      }
      return false;
    }
  }
}

async function runChip(conversation: Conversation, chip: ChipAction, text: string): Promise<void> {
  switch (chip) {
    case 'catalogue':
      return showCatalogue(conversation);
    case 'showOrder':
      return showOrder(conversation);
    case 'payment':
      await answerQuestion(conversation, text, 'payment_methods');
      return;
    case 'confirm':
      return askConfirmation(conversation);
    case 'discard':
      return askDiscard(conversation);
    case 'keepShopping':
    case 'no':
      return say(conversation, conversation.phrases.keepShopping);
  }
}

/**
 * Whether product words came in a question rather than an order: nothing found at all, or a
 * question about at most one product with no amount ('un kilo de tortillas de maíz' is an order).
 */
function askedNotOrdered(text: string, understood: Extract<Understanding, { intent: 'add_items' }>) {
  const { items, unresolved } = understood;
  if (items.length === 0 && unresolved.every((u) => u.reason === 'not_found')) return true;
  const settled = items.length + unresolved.filter((u) => u.reason !== 'not_found').length;
  return text.includes('?') && settled <= 1 && lastAmount(normalize(text)).amount === null;
}

/** Products asked for and none of them sold: what an order-taker would take for a change said oddly. */
const namesNothingSold = ({ items, unresolved }: Extract<Understanding, { intent: 'add_items' }>) =>
  items.length === 0 && unresolved.length > 0 && unresolved.every((u) => u.reason === 'not_found');

/**
 * Answers one message. An empty text asks for the greeting (the widget opening). Closing data
 * given before there was an order is recorded on it once the message's actions opened one.
 */
export async function converse(conversation: Conversation, text: string): Promise<void> {
  await answerMessage(conversation, text);
  await flushClosingInfo(conversation);
  await driveClosing(conversation);
}

async function answerMessage(conversation: Conversation, message: string): Promise<void> {
  const text = message;
  if (text.trim() === '') {
    delete conversation.state.pending;
    return greet(conversation);
  }
  if (await applyRefcode(conversation, text)) return;
  const chip = chipAction(text);
  const pending = conversation.state.pending;
  if (pending) {
    if (await answerPending(conversation, pending, text, chip)) return;
    // Not an answer: the customer moved on, and the question is dropped.
    delete conversation.state.pending;
  }
  if (chip) return runChip(conversation, chip, text);
  await respond(conversation, text);
  // A question in the middle of the closing ('¿cuánto sale el envío?' when the address was asked)
  // or more products ('ah, agregame una lavandina'): answered or added, and the closing asks again
  // what it was waiting for (unless the message asked something of its own: '¿Cuál de estos?').
  const closing = pending?.kind === 'closing' || pending?.kind === 'confirm_order';
  if (!closing || conversation.state.pending) return;
  // ('sin el plátano porfa. Ahora sí confirmo' to the summary: the change, then the confirmation.)
  if (pending?.kind === 'confirm_order' && CONFIRMED_LAST.test(normalize(text)))
    return confirmOrder(conversation);
  await resumeClosing(conversation);
}

/** A message that answers no question asked: its closing data, its products, its question. */
async function respond(conversation: Conversation, message: string): Promise<void> {
  // Delivery, address, name, phone and method are taken when given; the rest is read as usual.
  const text = await takeClosingInfo(conversation, message);
  if (text.trim() === '') return;
  if (await refineLastItem(conversation, text)) return;
  // A complaint about what came: the store's FAQ answers it, else the store is told.
  if (tellsOfReceived(text)) {
    await answerQuestion(conversation, text, undefined, true);
    return;
  }
  const order = await orderAtHand(conversation, text);
  const understood = understand(text, conversation.catalogue.index, order.products, order.last);
  switch (understood.intent) {
    case 'greet':
      return greet(conversation);
    case 'open_order':
      say(conversation, conversation.phrases.whatToOrder);
      return catalogueLink(conversation);
    case 'thanks':
      return say(conversation, conversation.phrases.thanks);
    case 'help':
      say(conversation, conversation.phrases.help);
      return offer(conversation, [
        conversation.phrases.chips.catalogue,
        conversation.phrases.chips.showOrder,
      ]);
    case 'discard_order':
      return askDiscard(conversation);
    case 'confirm_order':
      return askConfirmation(conversation);
    case 'show_order':
      return showOrder(conversation);
    case 'catalogue':
      return showCatalogue(conversation);
    case 'faq':
      await answerQuestion(conversation, text, understood.faq_type);
      return;
    case 'add_items':
      // '¿el garrafón es con envase?', 'necesito factura A': product words in a question the
      // store's FAQs answer, or in a request for nothing it sells.
      if (askedNotOrdered(text, understood) && (await findAnswer(conversation, text, undefined, true)))
        return;
      // ('sacsme la batat plis': nothing the store sells, but a change of what the order has.)
      if (namesNothingSold(understood) && (await changeAgainstOrder(conversation, text))) return;
      {
        const { items, unresolved } = likeLastItem(text, understood, order.last, order.ordered ?? []);
        return handleRequests(conversation, items, unresolved, text);
      }
    case 'edit_order':
      return applyEdits(conversation, understood.edits, text);
    case 'product_query':
      return offerProducts(conversation, understood.text, understood.options);
    case 'product_absent':
      // '¿tienen productos sin TACC?' may be a question the store's FAQs answer.
      if (await findAnswer(conversation, text, undefined, true)) return;
      await sayNotSold(conversation, understood.text);
      return catalogueLink(conversation);
    case 'unknown':
      // 'sí', 'dale' with nothing asked: the customer wants to go ahead with the order they have.
      if (
        isShort(text) &&
        isYes(text) &&
        (await conversation.customer.openOrder(conversation.sessionId))?.items.length
      )
        return askConfirmation(conversation);
      if (await answerQuestion(conversation, text, undefined)) return;
      if (await changeAgainstOrder(conversation, text)) return;
      if (!sayNotInCatalogue(conversation, text)) sayNotUnderstood(conversation);
      return;
  }
}
