import { describe, expect, it } from 'vitest';
import {
  canAddItem,
  canChangePaymentStatus,
  canComplete,
  canCustomerEditItems,
  canEditOtherConcepts,
  canEditQuantity,
  canEditRevisedPrice,
  canEditShipment,
  canEditShippingCost,
  canRequestPayment,
  orderRules,
  type OrderState,
} from './editability';
import { ORDER_MSG, ORDER_TEXT } from './messages';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from './statuses';

const PAID = ORDER_MSG.paymentFixed;
const QTY = ORDER_MSG.quantityUnavailable;
const SHIP = ORDER_TEXT.shippingUnavailable;
const REQUEST = ORDER_MSG.requestPaymentUnavailable;

/** Every status x payment status combination, so no pair is left untested. */
const ALL_STATES: [OrderStatus, PaymentStatus][] = ORDER_STATUSES.flatMap((status) =>
  PAYMENT_STATUSES.map((payment) => [status, payment] as [OrderStatus, PaymentStatus]),
);

const state = (
  status: OrderStatus,
  payment_status: PaymentStatus,
  payment_method: string | null = 'Efectivo',
) => ({ status, payment_status, payment_method }) satisfies OrderState;

describe('item quantity and AGREGAR ITEM: provisional or pending, payment not fixed', () => {
  it.each(ALL_STATES)('%s / payment %s', (status, payment) => {
    const expected = !['provisional', 'pending'].includes(status) ? QTY : payment !== 'pending' ? PAID : null;
    for (const rule of [canEditQuantity, canAddItem]) {
      expect(rule(state(status, payment))).toEqual({ allowed: expected === null, reason: expected });
    }
  });
});

describe('revised prices and other concepts: locked once payment leaves pending', () => {
  it.each(ALL_STATES)('%s / payment %s', (status, payment) => {
    const expected = payment === 'pending' ? null : PAID;
    for (const rule of [canEditRevisedPrice, canEditOtherConcepts]) {
      expect(rule(state(status, payment))).toEqual({ allowed: expected === null, reason: expected });
    }
  });
});

describe('shipping cost: preparing or waiting_delivery with payment pending', () => {
  it.each(ALL_STATES)('%s / payment %s', (status, payment) => {
    const expected =
      payment !== 'pending' ? PAID : !['preparing', 'waiting_delivery'].includes(status) ? SHIP : null;
    expect(canEditShippingCost(state(status, payment))).toEqual({
      allowed: expected === null,
      reason: expected,
    });
  });
});

describe('shipment form: preparing or waiting_delivery, own entries only', () => {
  it.each(ALL_STATES)('%s / payment %s', (status, payment) => {
    const expected = ['preparing', 'waiting_delivery'].includes(status) ? null : SHIP;
    expect(canEditShipment(state(status, payment))).toEqual({ allowed: expected === null, reason: expected });
    expect(canEditShipment(state(status, payment), { original_id: null })).toEqual({
      allowed: expected === null,
      reason: expected,
    });
  });

  it('refuses an entry imported from the online store in any state', () => {
    expect(canEditShipment(state('preparing', 'pending'), { original_id: 'WC-1' })).toEqual({
      allowed: false,
      reason: ORDER_TEXT.shipmentImported,
    });
  });
});

describe("'Solicitar pago': pending or preparing, payment pending, a method chosen", () => {
  const PAYMENT_REASON: Record<PaymentStatus, string | null> = {
    pending: null,
    required: ORDER_TEXT.paymentAlreadyRequested,
    processing: ORDER_TEXT.paymentInProcess,
    done: ORDER_TEXT.paymentAlreadyApproved,
  };
  it.each(ALL_STATES)('%s / payment %s: the tooltip names the real reason', (status, payment) => {
    const expected = PAYMENT_REASON[payment] ?? (['pending', 'preparing'].includes(status) ? null : REQUEST);
    expect(canRequestPayment(state(status, payment))).toEqual({
      allowed: expected === null,
      reason: expected,
    });
  });

  it.each([null, '', '   '])('refuses without a payment method (%j)', (method) => {
    expect(canRequestPayment(state('pending', 'pending', method))).toEqual({
      allowed: false,
      reason: ORDER_TEXT.paymentMethodMissing,
    });
  });

  it('after Solicitar pago in En proceso it says the payment was requested, not the status', () => {
    expect(canRequestPayment(state('preparing', 'required')).reason).toBe(ORDER_TEXT.paymentAlreadyRequested);
  });
});

describe('Completar: only from required, otherwise where the payment stands', () => {
  const REASON: Record<PaymentStatus, string | null> = {
    pending: ORDER_TEXT.paymentNotRequested,
    required: null,
    processing: ORDER_TEXT.paymentInProcess,
    done: ORDER_TEXT.paymentAlreadyApproved,
  };
  it.each(ALL_STATES)('%s / payment %s', (status, payment) => {
    const reason = REASON[payment];
    expect(canComplete(state(status, payment))).toEqual({ allowed: reason === null, reason });
  });
});

describe('customer item changes: only while provisional', () => {
  it.each(ORDER_STATUSES)('%s', (status) => {
    const allowed = status === 'provisional';
    expect(canCustomerEditItems(state(status, 'pending'))).toEqual({
      allowed,
      reason: allowed ? null : ORDER_MSG.orderConfirmed,
    });
  });
});

describe('payment status changes in a save', () => {
  it.each<[OrderStatus, PaymentStatus, string | null, PaymentStatus, string | null]>([
    ['pending', 'pending', 'Efectivo', 'pending', null],
    ['pending', 'pending', 'Efectivo', 'required', null],
    ['preparing', 'pending', 'Efectivo', 'required', null],
    ['done', 'pending', 'Efectivo', 'required', REQUEST],
    ['pending', 'pending', null, 'required', ORDER_TEXT.paymentMethodMissing],
    ['pending', 'required', 'Efectivo', 'required', null],
    ['pending', 'required', 'Efectivo', 'done', null],
    ['pending', 'pending', 'Efectivo', 'done', ORDER_TEXT.paymentNotRequested],
    ['pending', 'processing', 'Efectivo', 'done', ORDER_TEXT.paymentInProcess],
    ['pending', 'done', 'Efectivo', 'pending', ORDER_TEXT.paymentStatusChange],
    ['pending', 'required', 'Efectivo', 'processing', ORDER_TEXT.paymentStatusChange],
    ['pending', 'required', 'Efectivo', 'pending', ORDER_TEXT.paymentStatusChange],
  ])('%s / %s (method %s) -> %s', (status, payment, method, next, reason) => {
    expect(canChangePaymentStatus(state(status, payment, method), next)).toEqual({
      allowed: reason === null,
      reason,
    });
  });
});

describe('orderRules', () => {
  it('answers every rule for the screen at once', () => {
    const rules = orderRules(state('preparing', 'required'));
    expect(rules).toEqual({
      delivery: { allowed: false, reason: PAID },
      quantity: { allowed: false, reason: QTY },
      add_item: { allowed: false, reason: QTY },
      revised_price: { allowed: false, reason: PAID },
      other_concepts: { allowed: false, reason: PAID },
      shipping_cost: { allowed: false, reason: PAID },
      shipment: { allowed: true, reason: null },
      request_payment: { allowed: false, reason: ORDER_TEXT.paymentAlreadyRequested },
      complete: { allowed: true, reason: null },
    });
  });
});

describe('tooltips are the spec text word for word', () => {
  it.each([
    [ORDER_MSG.paymentFixed, 'No es posible modificar esto, el pago ya fue fijado.'],
    [
      ORDER_MSG.requestPaymentUnavailable,
      'No es posible modificar esto, solo disponible en estado Pendiente o en Proceso, con un metodo de ya pago definido por el cliente.',
    ],
    [
      ORDER_MSG.quantityUnavailable,
      'No es posible modificar esto, solo disponible en estado Pendiente o Provisorio.',
    ],
    [ORDER_MSG.orderConfirmed, 'No es posible modificar esto, el pedido ya esta confirmado.'],
    [ORDER_MSG.orderSaved, 'Orden actualizada correctamente'],
    [ORDER_MSG.paymentSaved, 'Pago actualizado correctamente'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
