/*
 * Closing a sale (issue 17): the data an order needs before the store can fulfil and charge it
 * (delivery or pickup, address, name, phone, payment method), recorded on the order and its client,
 * and the one rule both closing paths apply (the chat's closing conversation and the order page's
 * 'Finalizar pedido' form): core's closingNeeds.
 */
import {
  AppError,
  CLOSING_FIELD_TEXT,
  CLOSING_TEXT,
  closingMode,
  closingNeeds,
  findMethod,
  ORDER_MSG,
  methodsFor,
  type CustomerClosing,
  type OrderDetails,
  type PaymentMethod,
} from '@mostrador/core';
import { listPaymentMethods } from '../settings/settings.assistant';
import type { OrderDraft } from './customer-cart';
import { setOrder } from './customer-cart';
import {
  findClientContact,
  insertClientLog,
  updateClientContact,
  type ClientContact,
} from './customer.repository';
import type { Executor } from '../../db/executor';
import type { StoreRow, OrderRecord } from '../../db/rows';

const NO_CONTACT: ClientContact = { first_name: null, last_name: null, phone: null, address: null };

export const storeModes = (store: StoreRow) => ({
  delivery: store.delivery_enabled,
  takeaway: store.takeaway_enabled,
});

/** What the order page's form and the chat read: needs, switches, methods and the client's data. */
export async function readClosing(
  db: Executor,
  store: StoreRow,
  order: OrderRecord,
  methods?: PaymentMethod[],
): Promise<CustomerClosing> {
  const all = methods ?? (await listPaymentMethods(db, store.id));
  const client =
    (order.client_id === null ? undefined : await findClientContact(db, store.id, order.client_id)) ??
    NO_CONTACT;
  const modes = storeModes(store);
  return {
    needs: closingNeeds(modes, order, client, all),
    modes,
    methods: all.map(({ name, method_info, enabled_delivery, enabled_pickup }) => ({
      name,
      method_info,
      enabled_delivery,
      enabled_pickup,
    })),
    client,
  };
}

/** The refusal of a mode the store's switches do not offer. */
function requireMode(store: StoreRow, delivery: boolean) {
  if (delivery && !store.delivery_enabled) throw new AppError('bad_request', CLOSING_TEXT.deliveryDisabled);
  if (!delivery && !store.takeaway_enabled) throw new AppError('bad_request', CLOSING_TEXT.takeawayDisabled);
}

/**
 * Records what the customer gave on the locked provisional order and its client (one transaction:
 * the caller's). An address means delivery; a method must be the store's and offered for the mode
 * (a method the new mode does not offer is cleared, so it is asked again). Values already
 * validated by core's orderDetailsSchema. A client who now has a name and a phone for the first
 * time is registered: the client's activity says so with the spec's 'Cliente registrado
 * exitosamente', as when the store registers one.
 */
export async function applyOrderDetails(
  tx: Executor,
  store: StoreRow,
  draft: OrderDraft,
  details: OrderDetails,
  sessionId: string,
): Promise<void> {
  const { order } = draft;
  const methods = await listPaymentMethods(tx, store.id);
  const set: Parameters<typeof setOrder>[3] = {};
  let delivery = details.delivery;
  if (delivery === undefined && details.address !== undefined) delivery = true;
  if (delivery !== undefined) {
    requireMode(store, delivery);
    set.delivery = delivery;
    set.delivery_chosen = true;
  }
  const mode = delivery ?? closingMode(storeModes(store), order);
  if (details.address !== undefined) set.delivery_address = details.address;
  if (details.payment_method !== undefined) {
    const method = findMethod(methods, details.payment_method);
    if (!method) throw new AppError('bad_request', CLOSING_TEXT.methodUnknown);
    if (mode !== undefined && !methodsFor([method], mode).length) {
      throw new AppError(
        'bad_request',
        mode ? CLOSING_TEXT.methodNotForDelivery : CLOSING_TEXT.methodNotForPickup,
      );
    }
    set.payment_method = method.name;
  } else if (mode !== undefined && order.payment_method && order.payment_status === 'pending') {
    const current = findMethod(methods, order.payment_method);
    if (!current || !methodsFor([current], mode).length) set.payment_method = null;
  }
  if (Object.keys(set).length) await setOrder(tx, store.id, draft, set);

  const contact: Partial<ClientContact> = {};
  if (details.first_name !== undefined) contact.first_name = details.first_name;
  if (details.last_name !== undefined) contact.last_name = details.last_name || null;
  if (details.phone !== undefined) contact.phone = details.phone;
  // Kept on the client for next time: the chat offers it back ('¿Te lo mandamos a ...?').
  if (details.address !== undefined) contact.address = details.address;
  if (Object.keys(contact).length && order.client_id !== null) {
    const before = (await findClientContact(tx, store.id, order.client_id)) ?? NO_CONTACT;
    await updateClientContact(tx, store.id, order.client_id, contact);
    const after = { ...before, ...contact };
    if (!isRegistered(before) && isRegistered(after)) {
      await insertClientLog(tx, {
        store_id: store.id,
        client_id: order.client_id,
        activity_name: ORDER_MSG.clientRegistered,
        payload: { order_id: order.id },
        session_id: sessionId,
      });
    }
  }
}

/** A client the store can reach: a name and a phone. */
const isRegistered = (contact: ClientContact) => Boolean(contact.first_name && contact.phone);

/**
 * Confirmation's rule: what is decided without asking is set (the only mode the store offers, the
 * only method for it), then anything still missing refuses the confirmation with the first
 * missing field's message, in the order the chat asks. Answers the method the order ends with.
 */
export async function completeForConfirmation(
  tx: Executor,
  store: StoreRow,
  draft: OrderDraft,
): Promise<PaymentMethod | undefined> {
  const methods = await listPaymentMethods(tx, store.id);
  const closing = await readClosing(tx, store, draft.order, methods);
  if (closing.needs.length) {
    const first = closing.needs[0]!;
    throw new AppError('bad_request', CLOSING_FIELD_TEXT[first]);
  }
  const delivery = closingMode(closing.modes, draft.order)!;
  const offered = methodsFor(methods, delivery);
  const chosen = draft.order.payment_method ? findMethod(offered, draft.order.payment_method) : undefined;
  const method = chosen ?? (offered.length === 1 ? offered[0] : undefined);
  await setOrder(tx, store.id, draft, {
    delivery,
    delivery_chosen: true,
    ...(delivery ? {} : { delivery_address: null }),
    payment_method: method?.name ?? null,
  });
  return method;
}
