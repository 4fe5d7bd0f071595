import { ORDER_MSG, ORDER_TEXT } from './messages';
import type { OrderStatus, PaymentStatus } from './statuses';

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
}

const ALLOWED: RuleResult = { allowed: true, reason: null };
const refuse = (reason: string): RuleResult => ({ allowed: false, reason });

const QUANTITY_STATUSES: readonly OrderStatus[] = ['provisional', 'pending'];
const SHIPPING_STATUSES: readonly OrderStatus[] = ['preparing', 'waiting_delivery'];
const REQUEST_PAYMENT_STATUSES: readonly OrderStatus[] = ['pending', 'preparing'];

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

/** Shipping cost: only in preparing or waiting_delivery, and only while payment is pending. */
export function canEditShippingCost(order: OrderState): RuleResult {
  if (isPaymentFixed(order)) return refuse(ORDER_MSG.paymentFixed);
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

/** 'Solicitar pago': order pending or preparing, payment pending, a payment method chosen. */
export function canRequestPayment(order: OrderState): RuleResult {
  const ready =
    REQUEST_PAYMENT_STATUSES.includes(order.status) &&
    order.payment_status === 'pending' &&
    Boolean(order.payment_method?.trim());
  return ready ? ALLOWED : refuse(ORDER_MSG.requestPaymentUnavailable);
}

/** Completar on the payments list: only a requested payment can be marked approved. */
export function canComplete(order: OrderState): RuleResult {
  return order.payment_status === 'required' ? ALLOWED : refuse(ORDER_TEXT.completeUnavailable);
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
