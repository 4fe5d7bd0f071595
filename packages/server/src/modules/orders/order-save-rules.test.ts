import { describe, expect, it } from 'vitest';
import { ORDER_MSG, ORDER_TEXT } from '@mostrador/core';
import { messageOf } from '../../../test/helpers';
import { orderSaveFixture } from './order-save.fixtures';
import type { OrderSpec } from './test-factories';

const { save, detailOf, orderOf } = orderSaveFixture(3);

describe('POST /api/store/orders/{id}: every refused rule answers its tooltip', () => {
  const rule = async (
    spec: OrderSpec,
    payload: (ids: { item: number; concept: number }) => object,
    message: string,
  ) => {
    const { order, items, concepts } = await orderOf({ concepts: [{ amount: -1 }], ...spec });
    const before = await detailOf(order.id);
    const res = await save(order.id, payload({ item: items[0]!.id, concept: concepts[0]!.id }));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
    // One transaction: nothing of a refused save is kept.
    const after = await detailOf(order.id);
    expect(after).toEqual(before);
  };

  it.each<[string, OrderSpec, (ids: { item: number; concept: number }) => object, string]>([
    [
      'quantity while preparing',
      { status: 'preparing' },
      ({ item }) => ({ status: 'done', items: [{ id: item, amount: 5 }] }),
      ORDER_MSG.quantityUnavailable,
    ],
    [
      'quantity once delivered',
      { status: 'done' },
      ({ item }) => ({ items: [{ id: item, amount: 5 }] }),
      ORDER_MSG.quantityUnavailable,
    ],
    [
      'quantity with payment requested',
      { status: 'pending', payment_status: 'required' },
      ({ item }) => ({ items: [{ id: item, amount: 5 }] }),
      ORDER_MSG.paymentFixed,
    ],
    [
      'adding an item while preparing',
      { status: 'preparing' },
      () => ({ items: [{ product_id: 1, amount: 1 }] }),
      ORDER_MSG.quantityUnavailable,
    ],
    [
      'revised price with payment approved',
      { status: 'pending', payment_status: 'done' },
      ({ item }) => ({ items: [{ id: item, revised_price: 5 }] }),
      ORDER_MSG.paymentFixed,
    ],
    [
      'revised amount with payment in process',
      { status: 'pending', payment_status: 'processing' },
      ({ item }) => ({ items: [{ id: item, revised_amount: 5 }] }),
      ORDER_MSG.paymentFixed,
    ],
    [
      'clearing a revised price with payment requested',
      { status: 'pending', payment_status: 'required', items: [{ revised_price: 10 }] },
      ({ item }) => ({ items: [{ id: item, revised_price: null }] }),
      ORDER_MSG.paymentFixed,
    ],
    [
      'adding a concept with payment requested',
      { payment_status: 'required' },
      () => ({ store_observation: 'x', other_concepts: [{ description: 'Recargo', amount: 5 }] }),
      ORDER_MSG.paymentFixed,
    ],
    [
      'changing a concept with payment approved',
      { payment_status: 'done' },
      ({ concept }) => ({ other_concepts: [{ id: concept, description: 'Otro', amount: -1 }] }),
      ORDER_MSG.paymentFixed,
    ],
    [
      'deleting a concept with payment requested',
      { payment_status: 'required' },
      ({ concept }) => ({ other_concepts_del: [concept] }),
      ORDER_MSG.paymentFixed,
    ],
    [
      'shipping cost while pending',
      { status: 'pending' },
      () => ({ shipping_cost: 100 }),
      ORDER_TEXT.shippingUnavailable,
    ],
    [
      'shipping cost while preparing with payment requested',
      { status: 'preparing', payment_status: 'required' },
      () => ({ shipping_cost: 100 }),
      ORDER_MSG.paymentFixed,
    ],
    [
      'shipping cost of a pickup order',
      { status: 'preparing', delivery: false },
      () => ({ shipping_cost: 100 }),
      ORDER_TEXT.pickupNoShipping,
    ],
    [
      'shipment form while pending',
      { status: 'pending' },
      () => ({ shipping: [{ tracking_code: 'X' }] }),
      ORDER_TEXT.shippingUnavailable,
    ],
    [
      'shipment form once delivered',
      { status: 'done' },
      () => ({ shipping: [{ tracking_code: 'X' }] }),
      ORDER_TEXT.shippingUnavailable,
    ],
    [
      "'Solicitar pago' without a payment method",
      { status: 'pending', payment_method: null },
      () => ({ payment_status: 'required' }),
      ORDER_TEXT.paymentMethodMissing,
    ],
    [
      "'Solicitar pago' while provisional",
      { status: 'provisional' },
      () => ({ payment_status: 'required' }),
      ORDER_MSG.requestPaymentUnavailable,
    ],
    [
      "'Solicitar pago' once delivered",
      { status: 'waiting_delivery' },
      () => ({ payment_status: 'required' }),
      ORDER_MSG.requestPaymentUnavailable,
    ],
    [
      "'Solicitar pago' with payment in process",
      { status: 'pending', payment_status: 'processing' },
      () => ({ payment_status: 'required' }),
      ORDER_TEXT.paymentInProcess,
    ],
    [
      'Completar a payment not requested',
      { status: 'pending' },
      () => ({ payment_status: 'done' }),
      ORDER_TEXT.paymentNotRequested,
    ],
    [
      'Completar a payment in process',
      { status: 'pending', payment_status: 'processing' },
      () => ({ payment_status: 'done' }),
      ORDER_TEXT.paymentInProcess,
    ],
    [
      'moving payment back to pending',
      { payment_status: 'required' },
      () => ({ payment_status: 'pending' }),
      ORDER_TEXT.paymentStatusChange,
    ],
    [
      'setting payment in process by hand',
      { payment_status: 'required' },
      () => ({ payment_status: 'processing' }),
      ORDER_TEXT.paymentStatusChange,
    ],
  ])('%s', async (_name, spec, payload, message) => {
    await rule(spec, payload, message);
  });
});
