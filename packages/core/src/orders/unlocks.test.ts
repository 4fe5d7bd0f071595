import { describe, expect, it } from 'vitest';
import {
  canChangeDelivery,
  canEditShippingCost,
  canUndoComplete,
  orderUnlocks,
  type OrderState,
} from './editability';
import { orderBreakdown, orderTotal } from './math';
import { ORDER_MSG, ORDER_TEXT } from './messages';
import {
  ORDER_STATUSES,
  ORDER_STATUS_DESCRIPTION,
  ORDER_STATUS_GROUPS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from './statuses';

const state = (
  status: OrderStatus,
  payment_status: PaymentStatus = 'pending',
  extra: Partial<OrderState> = {},
): OrderState => ({ status, payment_status, payment_method: 'Efectivo', delivery: true, ...extra });

describe('which status unlocks each locked control (the order screen offers it in place)', () => {
  it.each<[string, OrderState, Partial<ReturnType<typeof orderUnlocks>>]>([
    [
      'En proceso: quantities and new items open in Pendiente; shipping is open',
      state('preparing'),
      {
        quantity: 'pending',
        add_item: 'pending',
        shipping_cost: null,
        shipment: null,
        request_payment: null,
      },
    ],
    [
      'Pendiente: shipping cost and form open in En proceso',
      state('pending'),
      { quantity: null, shipping_cost: 'preparing', shipment: 'preparing', request_payment: null },
    ],
    [
      'Provisorio: Solicitar pago opens in Pendiente, shipping in En proceso',
      state('provisional'),
      { request_payment: 'pending', shipping_cost: 'preparing', quantity: null },
    ],
    [
      'A despachar: Solicitar pago opens in En proceso (the nearer), quantities in Pendiente',
      state('waiting_delivery'),
      { request_payment: 'preparing', quantity: 'pending', shipping_cost: null },
    ],
    [
      'Entregado: delivery opens in A despachar',
      state('done'),
      { delivery: 'waiting_delivery', shipment: 'waiting_delivery', quantity: 'pending' },
    ],
    [
      'Descartado (an ending): the first open status of the flow',
      state('discarded'),
      { quantity: 'provisional', shipment: 'preparing', request_payment: 'pending', delivery: 'provisional' },
    ],
    [
      'payment requested: no status reopens quantities, shipping cost or Solicitar pago',
      state('preparing', 'required'),
      { quantity: null, shipping_cost: null, request_payment: null, delivery: null, shipment: null },
    ],
    [
      'pickup: no status gives a shipping cost',
      state('pending', 'pending', { delivery: false }),
      { shipping_cost: null, shipment: 'preparing' },
    ],
    [
      'no payment method: no status opens Solicitar pago',
      state('provisional', 'pending', { payment_method: null }),
      { request_payment: null },
    ],
  ])('%s', (_name, order, expected) => {
    expect(orderUnlocks(order)).toMatchObject(expected);
  });

  it('never offers the status the order already has, and every offer really opens the rule', () => {
    for (const status of ORDER_STATUSES) {
      for (const payment of PAYMENT_STATUSES) {
        const order = state(status, payment);
        for (const offered of Object.values(orderUnlocks(order))) {
          expect(offered).not.toBe(status);
        }
      }
    }
  });
});

describe('delivery or pickup switch', () => {
  it.each<[OrderStatus, PaymentStatus, string | null]>([
    ['provisional', 'pending', null],
    ['pending', 'pending', null],
    ['preparing', 'pending', null],
    ['waiting_delivery', 'pending', null],
    ['done', 'pending', ORDER_TEXT.deliveryUnavailable],
    ['discarded', 'pending', ORDER_TEXT.deliveryUnavailable],
    ['store_canceled', 'pending', ORDER_TEXT.deliveryUnavailable],
    ['client_canceled', 'pending', ORDER_TEXT.deliveryUnavailable],
    ['charge', 'pending', ORDER_TEXT.deliveryUnavailable],
    ['pending', 'required', ORDER_MSG.paymentFixed],
    ['preparing', 'processing', ORDER_MSG.paymentFixed],
    ['preparing', 'done', ORDER_MSG.paymentFixed],
  ])('%s / payment %s', (status, payment, reason) => {
    expect(canChangeDelivery(state(status, payment))).toEqual({ allowed: reason === null, reason });
  });
});

describe('shipping cost of a pickup order', () => {
  it.each<[OrderStatus, PaymentStatus, boolean | undefined, string | null]>([
    ['preparing', 'pending', false, ORDER_TEXT.pickupNoShipping],
    ['preparing', 'pending', true, null],
    ['preparing', 'pending', undefined, null],
    ['pending', 'pending', false, ORDER_TEXT.pickupNoShipping],
    ['preparing', 'required', false, ORDER_MSG.paymentFixed],
  ])('%s / payment %s / delivery %s', (status, payment, delivery, reason) => {
    expect(canEditShippingCost({ status, payment_status: payment, delivery })).toEqual({
      allowed: reason === null,
      reason,
    });
  });

  it('a pickup order takes no shipping cost in its total', () => {
    const items = [{ amount: 2, price_per_unit: 100 }];
    expect(orderTotal({ items, shipping_cost: 50, delivery: false })).toBe(200);
    expect(orderTotal({ items, shipping_cost: 50, delivery: true })).toBe(250);
    expect(orderTotal({ items, shipping_cost: 50 })).toBe(250);
  });
});

describe('undo of Completar', () => {
  it.each<[PaymentStatus, boolean, boolean]>([
    ['done', true, true],
    ['done', false, false],
    ['required', true, false],
    ['pending', true, false],
    ['processing', true, false],
  ])('payment %s, completed by the store %s', (payment, byStore, allowed) => {
    expect(canUndoComplete(state('preparing', payment), byStore)).toEqual({
      allowed,
      reason: allowed ? null : ORDER_TEXT.undoUnavailable,
    });
  });
});

describe('totals breakdown', () => {
  it.each<[string, Parameters<typeof orderBreakdown>[0], ReturnType<typeof orderBreakdown>]>([
    [
      'items, shipping, a discount (negative) and a surcharge',
      {
        items: [
          { amount: 2, price_per_unit: 100.5 },
          { amount: 1, price_per_unit: 999, revised_price: 800 },
        ],
        shipping_cost: 150,
        delivery: true,
        other_concepts: [
          { description: 'Promo', amount: -50.25 },
          { description: 'Tarjeta', amount: 10 },
        ],
      },
      {
        items_subtotal: 1001,
        shipping: 150,
        concepts: [
          { description: 'Promo', amount: -50.25, type: 'Descuento' },
          { description: 'Tarjeta', amount: 10, type: 'Recargo' },
        ],
        total: 1110.75,
      },
    ],
    [
      'pickup: no shipping line, whatever cost is stored',
      { items: [{ amount: 1, price_per_unit: 10 }], shipping_cost: 99, delivery: false },
      { items_subtotal: 10, shipping: null, concepts: [], total: 10 },
    ],
    [
      'a discount larger than the rest stops the total at 0',
      {
        items: [{ amount: 1, price_per_unit: 10 }],
        other_concepts: [{ description: 'Regalo', amount: -20 }],
      },
      {
        items_subtotal: 10,
        shipping: 0,
        concepts: [{ description: 'Regalo', amount: -20, type: 'Descuento' }],
        total: 0,
      },
    ],
  ])('%s', (_name, order, expected) => {
    expect(orderBreakdown(order)).toEqual(expected);
  });
});

describe('status dropdown groups', () => {
  it('lists every status once: the usual flow in order, then the endings', () => {
    const listed = ORDER_STATUS_GROUPS.flatMap((group) => group.statuses);
    expect([...listed].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUS_GROUPS[0]!.statuses).toEqual([
      'provisional',
      'pending',
      'preparing',
      'waiting_delivery',
      'done',
    ]);
    expect(ORDER_STATUS_GROUPS[1]!.statuses).toEqual(['discarded', 'store_canceled', 'client_canceled']);
  });

  it.each(ORDER_STATUSES)('%s has a one-line description', (status) => {
    expect(ORDER_STATUS_DESCRIPTION[status]).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
  });
});
