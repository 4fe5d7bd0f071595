/*
 * Changes to the open order ('sacá la coca light', 'cambiá las aguas a 5', 'cambiala por coca
 * zero de 1,5', 'borrá todo menos la coca'), clause by clause, each against the order's items.
 */
import type { EditClause } from '../engine/edits';
import { besideLast } from '../engine/understand';
import { GRAMS_SAID, toProductUnits } from '../engine/quantities';
import { target } from '../engine/edit-amounts';
import { isSoft } from '../engine/name-parts';
import { sizeOfName } from '../engine/presentation';
import { readAgainstOrder } from '../engine/order-reading';
import { regionalEquivalents } from '../engine/regional-words';
import { readRequest, type ProductRequest } from '../engine/request';
import { stem, tokens } from '../engine/text';
import { byWeight, resolveRequest, type Resolution } from '../engine/resolve';
import type { CustomerOrderItem } from '../../customer/customer.types';
import { addLines, changeItem, removeItem, withItems } from './actions';
import { offer, say, type Conversation } from './context';
import { askAmount, handleRequests } from './requests';
import { sayNotSold } from './not-sold';
import { itemsNamed, itemsOfGroup, placeSaid, productOf, sameKind } from './items-named';
import { askReplacement, replacement, replaceItem, versionedItem } from './replacement';
import { applyToEach, eachItem, removeAll } from './each-item';
import { namesNoItem, topicOf } from './topic';
import { splitItem } from './split-item';
import { ofHeadOf, ofSameHead } from './items-headed';

/** Asks which item, when several fit ('sacá la coca' with two cocas in the order). */
function askItem(conversation: Conversation, items: CustomerOrderItem[], edit: EditClause) {
  say(conversation, conversation.phrases.chooseItem);
  offer(
    conversation,
    items.map((i) => i.name),
  );
  conversation.state.pending = {
    kind: 'choose_item',
    action: edit.op === 'remove' ? 'remove' : edit.op === 'replace_unsaid' ? 'replace' : 'change',
    amount: edit.op === 'set' ? edit.amount : null,
    unit: edit.op === 'set' ? edit.unit : null,
    options: items.map((i) => ({ id: i.id, name: i.name })),
  };
}

async function applyOne(conversation: Conversation, edit: EditClause, topic?: number): Promise<boolean> {
  if (edit.op === 'add') {
    const order = await conversation.customer.openOrder(conversation.sessionId);
    // ('ponele una más de cada una': one more of every item.)
    if (edit.every === 'all' && order) {
      await eachItem(conversation, order, order.items, (current, item) =>
        changeItem(conversation, current, item, Math.round((item.amount + edit.amount) * 1000) / 1000),
      );
      return true;
    }
    const [last] = order ? itemsNamed(conversation, order, '') : [];
    // 'otro igual', 'uno más': the item touched last.
    if (!edit.target.trim() && last && order) {
      await changeItem(conversation, order, last, Math.round((last.amount + edit.amount) * 1000) / 1000);
      return true;
    }
    // 'agregá 1 más de la union': one more of the item already in the order that the words name.
    const said = order && edit.target.trim() ? itemsNamed(conversation, order, edit.target) : [];
    // ('otra crema dental igual' of a 'Pasta Dental Colgate': the one item of that kind.)
    const alike = said.length === 0 && edit.same && order ? sameKind(order, edit.target) : undefined;
    const named = alike ? [alike] : said;
    // ('otra coca de 500' with a coca of 1,5 is another product; 'otro garrafón' is the jug.)
    // ('ponme el pack de 3 dove' of a Dove shampoo: a pack said is a product of its own.)
    const { size, pack } = readRequest(edit.target);
    const same = (size === null || (size.kind === 'extreme' && size.word)) && pack === null;
    if (order && named.length === 1 && same) {
      const item = named[0]!;
      // ('media docena más de alfajores': six more of what is sold one by one; '200 más de
      // cremoso': grams of what is sold by the kilo.)
      const more = toProductUnits(edit.amount, edit.unit ?? null, item.quantity_unit, item.name);
      if (more !== null && more > 0) {
        const amount = edit.restates ? more : item.amount + more;
        await changeItem(conversation, order, item, Math.round(amount * 1000) / 1000);
        return true;
      }
    }
    const index = conversation.catalogue.index;
    const read = readRequest(index.applySynonyms(edit.target));
    const asked = { ...read, amount: read.amount ?? edit.amount, unit: read.unit ?? edit.unit ?? null };
    // ('mejor dos de uva y dos de naranja' of a grape Powerade: the orange Powerade.)
    const [request, found] = besideRemoved(
      conversation,
      asked,
      last && edit.target.trim() && read.pack === null
        ? besideLast(index, asked, productOf(conversation, last))
        : [asked, resolveRequest(index, asked)],
    );
    if (found.kind === 'found')
      await addLines(conversation, [{ product: found.product, amount: found.amount, text: edit.target }]);
    else if (found.kind === 'not_found')
      // ('…y agregame un carbón': asked for and not sold, so the store hears of it as of any order.)
      await sayNotSold(conversation, request.text || edit.target);
    else if (found.kind === 'unit') askAmount(conversation, found.product, null);
    else
      await handleRequests(
        conversation,
        [],
        [
          {
            text: request.text,
            reason: 'ambiguous',
            options: found.options,
            amount: edit.amount,
            unit: null,
          },
        ],
      );
    return found.kind === 'found';
  }
  const open = await conversation.customer.openOrder(conversation.sessionId);
  // 'mejor una coca de litro' with nothing ordered yet ('ninguna' of the options, say): the
  // customer wants it.
  // ('lo primero que te pedí' with nothing ordered names no product to add.)
  const named = edit.target.trim() && placeSaid(edit.target) === undefined;
  if ((edit.op === 'set' || edit.op === 'replace') && named && !open?.items.length)
    return applyOne(
      conversation,
      edit.op === 'set'
        ? { op: 'add', target: edit.target, amount: edit.amount, ...(edit.unit ? { unit: edit.unit } : {}) }
        : { op: 'add', target: `${edit.target} ${edit.with}`, amount: 1 },
    );
  // ('los red bull no, solo el monster' of an order of red bulls alone: the monster comes instead.)
  if (edit.op === 'keep_only' && conversation.removed && !open?.items.length)
    return applyOne(conversation, { op: 'add', target: edit.target, amount: 1 });
  // ('sacame 200 de jamón' to an empty order: the deli's 'give me'.)
  const wanted = edit.op === 'remove' ? givenInstead(edit) : undefined;
  if (wanted && !open?.items.length) return applyOne(conversation, wanted);
  const order = withItems(conversation, open);
  if (!order) return false;
  if (edit.op === 'clear') {
    await removeAll(conversation, order, order.items);
    return true;
  }
  if (edit.op === 'keep_only') {
    // ('el shampoo y la pasta': each item said.)
    const said = edit.target
      .split(/\s*(?:,|\by\b)\s*/)
      .map(target)
      .filter(Boolean);
    const named = said.map((words) => itemsNamed(conversation, order, words));
    // ('los red bull no, solo el monster', 'las cunnington quitalas, dejá solo las manaos': after an
    // item this message took off, 'solo' says what comes instead, or that the rest stays.)
    if (conversation.removed) {
      for (const [at, words] of said.entries())
        if (named[at]!.length === 0) await applyOne(conversation, { op: 'add', target: words, amount: 1 });
      return true;
    }
    // (One of them not in the order: what stays is not known, and nothing goes.)
    const missing = said.find((_, i) => named[i]!.length === 0);
    if (missing !== undefined || said.length === 0) {
      say(conversation, conversation.phrases.notInOrder(missing ?? edit.target));
      return false;
    }
    const keep = new Set(named.flat().map((i) => i.id));
    await removeAll(
      conversation,
      order,
      order.items.filter((i) => !keep.has(i.id)),
    );
    return true;
  }
  if ((edit.op === 'set' || edit.op === 'remove' || edit.op === 'replace') && edit.every)
    return applyToEach(conversation, order, edit);
  if (edit.op === 'scale') {
    // ('duplicame todo eso': every item; 'la mitad de las bebidas' of a Coca-Cola and a Fanta:
    // each of the items said in the plural.)
    const all = /^todo\b/.test(edit.target);
    const each = all
      ? order.items
      : /s$/.test(edit.target.trim())
        ? itemsNamed(conversation, order, edit.target, true)
        : [];
    if (all || each.length > 1) {
      await eachItem(conversation, order, each, (current, item) =>
        changeItem(conversation, current, item, Math.round(item.amount * edit.factor * 1000) / 1000),
      );
      return true;
    }
  }
  // ('uh la nalga es mucho, mandame la mitad': the item the message named, not the last one.)
  const about = namesNoItem(edit) ? order.items.find((i) => i.id === topic) : undefined;
  const namedItems = about ? [about] : itemsNamed(conversation, order, edit.target);
  const items = edit.op === 'replace' ? versionedItem(conversation, namedItems, edit.with) : namedItems;
  // (Of what the order lacks, too: an order, not a removal.)
  if (wanted && items.length === 0) return applyOne(conversation, wanted);
  // ('sacá los fiambres', 'lo de limpieza quitalo': every item the group holds.)
  const group = edit.op === 'remove' && edit.count === null ? itemsOfGroup(order, edit.target) : [];
  if (group.length > 1) {
    await removeAll(conversation, order, group);
    return true;
  }
  if (items.length > 1) {
    askItem(conversation, items, edit);
    return false;
  }
  const item = items[0];
  if (!item) {
    // 'mejor que sean 3 piezas de aguacate enmallado' of avocados by the kilo: the one item of
    // that kind becomes the product said.
    const kind =
      (edit.op === 'set' && !edit.unit) || edit.op === 'replace' ? sameKind(order, edit.target) : undefined;
    if (kind && edit.op === 'set') {
      await replaceItem(conversation, order, kind, `${edit.amount} ${edit.target}`);
      return true;
    }
    // ('mejor que sea la quilmes rubia de litro' of a negra Quilmes: the words are of the new one.)
    if (kind && edit.op === 'replace') {
      await replaceItem(conversation, order, kind, `${edit.target} ${edit.with}`, edit.count);
      return true;
    }
    // 'Mejor 3 kg de papa' with no papas in the order, 'siempre no el six, mejor 2 topo chico de
    // 1.5' after it is gone: the customer wants them.
    if (edit.op === 'set' && edit.target)
      return applyOne(conversation, { op: 'add', target: edit.target, amount: edit.amount });
    if (edit.op === 'replace' && edit.target) {
      // ('el jabón Ala no, Ariel de 3 kg' with no Ala ordered: the Ariel, when it names one.)
      const index = conversation.catalogue.index;
      const alone = resolveRequest(index, readRequest(index.applySynonyms(edit.with))).kind === 'found';
      // (A size alone, 'las de 600', is no word of the new one: '600 2 latas' would be 1200.)
      const target = alone || !/[a-z]/.test(edit.target) ? edit.with : `${edit.target} ${edit.with}`;
      // ('mejor la nature's heart de 170' of a bag of Selecto cashews: the one item of the kind of
      // product said gives way to it; 'la andes no, mejor patagonia' refused what was not ordered.)
      const instead = alone ? undefined : ofSameHead(conversation, order, target);
      if (instead) {
        await replaceItem(conversation, order, instead, target, edit.count, edit.amount);
        return true;
      }
      return applyOne(conversation, { op: 'add', target, amount: edit.amount ?? edit.count ?? 1 });
    }
    say(conversation, conversation.phrases.notInOrder(edit.target || '?'));
    offer(
      conversation,
      order.items.map((i) => i.name),
    );
    return false;
  }
  switch (edit.op) {
    case 'split':
      return splitItem(conversation, order, item, edit.parts);
    case 'replace_unsaid':
      askReplacement(conversation, item);
      return true;
    case 'scale':
      await changeItem(conversation, order, item, Math.round(item.amount * edit.factor * 1000) / 1000);
      return true;
    case 'remove': {
      // ('sacale un kilo a la papa': a weight said takes that much off, in the item's unit.)
      const fewer =
        edit.count !== null && edit.unit
          ? toProductUnits(edit.count, edit.unit, item.quantity_unit, item.name)
          : edit.count;
      if (fewer !== null && fewer > 0 && item.amount > fewer)
        await changeItem(conversation, order, item, Math.round((item.amount - fewer) * 1000) / 1000);
      else await removeItem(conversation, order, item);
      return true;
    }
    case 'set': {
      // ('el Pantene el pequeño de 340', 'la misma de 2 y medio': hundreds, or a fraction, of
      // something sold by the unit is its size; its own size said again changes nothing.)
      if (isSizeSaid(edit.amount, edit.unit, item)) {
        const own = sizeOfName(item.name).measure?.value;
        if (own !== edit.amount && own !== edit.amount * 1000)
          await replaceItem(conversation, order, item, `de ${edit.amount}`);
        return true;
      }
      const amount = toProductUnits(edit.amount, edit.unit, item.quantity_unit, item.name);
      if (amount === null || amount <= 0) {
        askAmount(
          conversation,
          { id: item.product_id ?? 0, name: item.name, quantity_unit: item.quantity_unit },
          item.id,
        );
        return false;
      }
      await changeItem(conversation, order, item, Math.round(amount * 1000) / 1000);
      return true;
    }
    case 'replace': {
      const weight = edit.count === undefined ? weightSaid(item, edit.with) : null;
      if (weight !== null && weight > 0) {
        await changeItem(conversation, order, item, weight);
        return true;
      }
      // 'que 2 sean de 2,25' after cocas, then medialunas: the item the words fit, when they fit
      // none of the one touched last.
      const fits = (other: CustomerOrderItem) => replacement(conversation, other, edit.with)?.product;
      const becomes = edit.target.trim() ? undefined : fits(item);
      const other = edit.target.trim()
        ? undefined
        : becomes
          ? ofHeadOf(conversation, order, item, becomes.id)
          : order.items.find((i) => i.id !== item.id && fits(i));
      // ('mejor que sea la coca original de 3 litros' of a light coke: 'original' is of the new one.)
      const chosen = other ?? item;
      const own = new Set(tokens(chosen.name).map(stem));
      // ('el pan de molde que sea integral': a word only said of it, like 'molde', is no new word.)
      // ('los tallarines que sean moñitos' of spaghetti: the item's own word by another name.)
      // ('los champi' of 'champignones': its own word cut short.)
      const cut = (word: string) =>
        word.length >= 4 && tokens(chosen.name).some((name) => name.startsWith(word));
      const more = readRequest(edit.target).words.filter(
        (word) =>
          !own.has(stem(word)) &&
          !cut(word) &&
          !isSoft(word) &&
          !regionalEquivalents(word).some((other) => own.has(stem(other))),
      );
      const text = [...more, edit.with].join(' ');
      // ('…y si no tenés pepsi sacala': what it would become is not sold, so it comes off.)
      if (edit.orRemove && !replacement(conversation, chosen, text)) {
        await removeItem(conversation, order, chosen);
        return true;
      }
      await replaceItem(conversation, order, chosen, text, edit.count, edit.amount);
      return true;
    }
  }
}

/**
 * What an add finds, or, when it finds no one product, what it finds beside the item this message
 * took off ('el boldo ya no, ponme uno de manzanilla de la misma marca': the Green Hills one).
 */
function besideRemoved(
  conversation: Conversation,
  asked: ProductRequest,
  read: [ProductRequest, Resolution],
): [ProductRequest, Resolution] {
  const { removed } = conversation;
  // (Only of words that name something: 'quitame los espárragos, mejor no' adds nothing.)
  if (read[1].kind === 'found' || !removed || asked.words.length === 0) return read;
  const beside = besideLast(conversation.catalogue.index, asked, productOf(conversation, removed));
  return beside[1].kind === 'found' ? beside : read;
}

/** How many of something sold by the unit no one orders in a chat: a number this high is a size. */
const SIZE_NOT_COUNT = 100;

const isSizeSaid = (amount: number, unit: string | null, item: CustomerOrderItem) =>
  unit === null &&
  item.quantity_unit === 'unit' &&
  (amount >= SIZE_NOT_COUNT || (amount > 1 && !Number.isInteger(amount)));

/**
 * 'las tortillas mejor de medio', 'el jamón que sea de 300': of what is sold by weight, a size said
 * alone is how much of it (not another package), in grams when no one counts kilos that high.
 */
function weightSaid(item: CustomerOrderItem, text: string): number | null {
  if (!byWeight(item.quantity_unit)) return null;
  const asked = readRequest(text);
  if (asked.words.length > 0 || asked.size?.kind !== 'measure') return null;
  const { value, base } = asked.size;
  const unit = base === 'g' || (base === null && value >= GRAMS_SAID) ? 'gr' : base === null ? 'kg' : null;
  return unit === null ? null : toProductUnits(value, unit, item.quantity_unit, item.name);
}

/** 'sacame 200 de jamón': how much of something, asked with the deli's verb of giving. */
function givenInstead(edit: Extract<EditClause, { op: 'remove' }>): EditClause | undefined {
  if (edit.count === null || !edit.target.trim()) return undefined;
  return { op: 'add', target: edit.target, amount: edit.count, ...(edit.unit ? { unit: edit.unit } : {}) };
}

/**
 * 'chale perdon la papa es el doble, vamos a hacer tortitas': a message every reader took for an
 * order of nothing the store sells, read against the open order's items (engine/order-reading.ts).
 * False when it does not read as a change of them.
 */
export async function changeAgainstOrder(conversation: Conversation, text: string): Promise<boolean> {
  if (text.includes('?')) return false;
  const open = await conversation.customer.openOrder(conversation.sessionId);
  if (!open?.items.length) return false;
  const products = open.items.map((item) => productOf(conversation, item));
  const edits = readAgainstOrder(text, products, conversation.catalogue.index);
  if (!edits) return false;
  await applyEdits(conversation, edits, text);
  return true;
}

/** Applies the message's changes in order; a question asked (which item, how much) stops the rest. */
export async function applyEdits(conversation: Conversation, edits: EditClause[], text: string) {
  const before = conversation.state.pending;
  const order = edits.some(namesNoItem)
    ? await conversation.customer.openOrder(conversation.sessionId)
    : undefined;
  const topic = order ? topicOf(order, text, edits, conversation.state.last_item_id)?.id : undefined;
  for (const edit of edits) {
    const done = await applyOne(conversation, edit, topic);
    // ('cambiala por nalga común, 1 kilo igual': a question the change asked waits for its answer.)
    const asked = conversation.state.pending !== undefined && conversation.state.pending !== before;
    if ((!done && conversation.state.pending) || asked) return;
  }
}
