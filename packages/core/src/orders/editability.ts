import { ORDER_MSG, ORDER_TEXT } from './messages';
import { ORDER_STATUS_FLOW, type OrderStatus, type PaymentStatus } from './statuses';

/** The answer of every editability rule: the tooltip (and the server's 400 text) when refused. */
export interface RuleResult {
  allowed: boolean;
  reason: string | null;
}

/** What the rules look at: the order as it is stored (before the change being judged). */
export interface OrderState {
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method?: string | null;
  /** false: the customer picks the order up (no shipping cost); undefined when not known. */
  delivery?: boolean;
}

const ALLOWED: RuleResult = { allowed: true, reason: null };
const refuse = (reason: string): RuleResult => ({ allowed: false, reason });

const QUANTITY_STATUSES: readonly OrderStatus[] = ['provisional', 'pending'];
const SHIPPING_STATUSES: readonly OrderStatus[] = ['preparing', 'waiting_delivery'];
const REQUEST_PAYMENT_STATUSES: readonly OrderStatus[] = ['pending', 'preparing'];
const DELIVERY_STATUSES: readonly OrderStatus[] = ['provisional', 'pending', 'preparing', 'waiting_delivery'];

/** Why a payment that is no longer pending blocks 'Solicitar pago' (or a second Completar). */
const PAYMENT_STATE_REASON: Record<Exclude<PaymentStatus, 'pending'>, string> = {
  required: ORDER_TEXT.paymentAlreadyRequested,
  processing: ORDER_TEXT.paymentInProcess,
  done: ORDER_TEXT.paymentAlreadyApproved,
};

/**
 * Once payment leaves pending the amount to charge is fixed: other concepts, shipping cost and
 * revised prices are locked (spec section 4).
 */
export function isPaymentFixed(order: OrderState): boolean {
  return order.payment_status !== 'pending';
}

/**
 * Seller edits an item's quantity: only while provisional or pending. A quantity also moves the
 * total, so it is locked too once the payment was fixed ('Solicitar pago' is allowed from pending).
 */
export function canEditQuantity(order: OrderState): RuleResult {
  if (!QUANTITY_STATUSES.includes(order.status)) return refuse(ORDER_MSG.quantityUnavailable);
  if (isPaymentFixed(order)) return refuse(ORDER_MSG.paymentFixed);
  return ALLOWED;
}

/** AGREGAR ITEM follows the quantity rule: a new item is a new quantity. */
export function canAddItem(order: OrderState): RuleResult {
  return canEditQuantity(order);
}

/** Revised prices: locked once the payment was fixed. */
export function canEditRevisedPrice(order: OrderState): RuleResult {
  return isPaymentFixed(order) ? refuse(ORDER_MSG.paymentFixed) : ALLOWED;
}

/** OTROS (discounts and surcharges: add, change, delete): locked once the payment was fixed. */
export function canEditOtherConcepts(order: OrderState): RuleResult {
  return isPaymentFixed(order) ? refuse(ORDER_MSG.paymentFixed) : ALLOWED;
}

/**
 * Shipping cost: only in preparing or waiting_delivery, only while payment is pending, and never
 * for an order the customer picks up (it takes no shipping cost).
 */
export function canEditShippingCost(order: OrderState): RuleResult {
  if (isPaymentFixed(order)) return refuse(ORDER_MSG.paymentFixed);
  if (order.delivery === false) return refuse(ORDER_TEXT.pickupNoShipping);
  if (!SHIPPING_STATUSES.includes(order.status)) return refuse(ORDER_TEXT.shippingUnavailable);
  return ALLOWED;
}

/**
 * The ENVIO form (tracking code, carrier, arrival, link, observations): shown in preparing or
 * waiting_delivery for the seller's own entry; an entry imported from the online store
 * (original_id set) is read-only. Tracking is entered after the payment, so payment does not lock it.
 */
export function canEditShipment(
  order: OrderState,
  shipment?: { original_id?: string | null } | null,
): RuleResult {
  if (shipment?.original_id) return refuse(ORDER_TEXT.shipmentImported);
  if (!SHIPPING_STATUSES.includes(order.status)) return refuse(ORDER_TEXT.shippingUnavailable);
  return ALLOWED;
}

/**
 * 'Solicitar pago': order pending or preparing, payment pending, a payment method chosen. The
 * tooltip names the first thing missing: a payment already requested (or further along) says so
 * rather than blaming the status.
 */
export function canRequestPayment(order: OrderState): RuleResult {
  if (order.payment_status !== 'pending') return refuse(PAYMENT_STATE_REASON[order.payment_status]);
  if (!REQUEST_PAYMENT_STATUSES.includes(order.status)) return refuse(ORDER_MSG.requestPaymentUnavailable);
  if (!order.payment_method?.trim()) return refuse(ORDER_TEXT.paymentMethodMissing);
  return ALLOWED;
}

/** Completar: only a requested payment can be marked approved; otherwise says where it stands. */
export function canComplete(order: OrderState): RuleResult {
  if (order.payment_status === 'required') return ALLOWED;
  if (order.payment_status === 'pending') return refuse(ORDER_TEXT.paymentNotRequested);
  return refuse(PAYMENT_STATE_REASON[order.payment_status]);
}

/**
 * Delivery or pickup (with the address): while the order is still being put together or sent
 * (not delivered, discarded or cancelled) and the amount to charge is not fixed, because a switch
 * to pickup drops the shipping cost from the total.
 */
export function canChangeDelivery(order: OrderState): RuleResult {
  if (isPaymentFixed(order)) return refuse(ORDER_MSG.paymentFixed);
  if (!DELIVERY_STATUSES.includes(order.status)) return refuse(ORDER_TEXT.deliveryUnavailable);
  return ALLOWED;
}

/**
 * Undo of a Completar: the payment is approved and the store marked it so by hand (an online
 * payment the provider approved is not the store's to undo). Only a store admin may (the server's
 * role check).
 */
export function canUndoComplete(order: OrderState, completedByStore: boolean): RuleResult {
  return order.payment_status === 'done' && completedByStore ? ALLOWED : refuse(ORDER_TEXT.undoUnavailable);
}

/** The customer changes or deletes items only while the order is provisional. */
export function canCustomerEditItems(order: OrderState): RuleResult {
  return order.status === 'provisional' ? ALLOWED : refuse(ORDER_MSG.orderConfirmed);
}

/**
 * A payment status change sent in an order save: 'required' is 'Solicitar pago', 'done' is
 * Completar; sending the current value changes nothing; any other change is refused.
 */
export function canChangePaymentStatus(order: OrderState, next: PaymentStatus): RuleResult {
  if (next === order.payment_status) return ALLOWED;
  if (next === 'required') return canRequestPayment(order);
  if (next === 'done') return canComplete(order);
  return refuse(ORDER_TEXT.paymentStatusChange);
}

/** Every rule of the order screen at once, as GET /store/orders/{id} returns them. */
export function orderRules(order: OrderState) {
  return {
    delivery: canChangeDelivery(order),
    quantity: canEditQuantity(order),
    add_item: canAddItem(order),
    revised_price: canEditRevisedPrice(order),
    other_concepts: canEditOtherConcepts(order),
    shipping_cost: canEditShippingCost(order),
    shipment: canEditShipment(order),
    request_payment: canRequestPayment(order),
    complete: canComplete(order),
  };
}
export type OrderRules = ReturnType<typeof orderRules>;

/**
 * The status the seller can move the order to so that a locked control opens: the nearest status
 * of the usual flow (Provisorio -> Entregado) under which the same rule allows it, or null when no
 * status does (a fixed payment, an imported shipment). Read from the rules themselves, so the
 * screen's offer never disagrees with what the server accepts.
 */
export function unlockingStatus(
  rule: (order: OrderState) => RuleResult,
  order: OrderState,
): OrderStatus | null {
  if (rule(order).allowed) return null;
  const here = ORDER_STATUS_FLOW.indexOf(order.status as (typeof ORDER_STATUS_FLOW)[number]);
  let best: OrderStatus | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  ORDER_STATUS_FLOW.forEach((status, index) => {
    if (status === order.status || !rule({ ...order, status }).allowed) return;
    // From an ending (not in the flow) the first open status of the flow is offered.
    const distance = here === -1 ? index : Math.abs(index - here);
    if (distance < bestDistance) {
      best = status;
      bestDistance = distance;
    }
  });
  return best;
}

/** The locked controls of the order screen and the status that opens each (null: none does). */
export function orderUnlocks(order: OrderState) {
  return {
    delivery: unlockingStatus(canChangeDelivery, order),
    quantity: unlockingStatus(canEditQuantity, order),
    add_item: unlockingStatus(canAddItem, order),
    shipping_cost: unlockingStatus(canEditShippingCost, order),
    shipment: unlockingStatus(canEditShipment, order),
    request_payment: unlockingStatus(canRequestPayment, order),
  };
}
export type OrderUnlocks = ReturnType<typeof orderUnlocks>;
