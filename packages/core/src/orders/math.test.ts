import { describe, expect, it } from 'vitest';
import {
  itemDisplayName,
  itemTotal,
  orderTotal,
  orderTotalCents,
  otherConceptType,
  roundQuantity,
  signedConceptAmount,
  type ItemPricing,
} from './math';

describe('item total', () => {
  it.each<[string, ItemPricing, number]>([
    ['amount x unit price', { amount: 3, price_per_unit: 150.5 }, 451.5],
    ['decimal quantity', { amount: 0.25, price_per_unit: 1999.99 }, 500],
    ['grams priced per gram', { amount: 350, price_per_unit: 0.12 }, 42],
    ['float drift is rounded to cents', { amount: 3, price_per_unit: 0.1 }, 0.3],
    [
      'revised price wins over the product price',
      { amount: 3, price_per_unit: 100, revised_price: 250 },
      250,
    ],
    ['revised price 0 is a real revision', { amount: 3, price_per_unit: 100, revised_price: 0 }, 0],
    ['null revised price falls back', { amount: 2, price_per_unit: 10, revised_price: null }, 20],
    ['negative revised price counts as 0', { amount: 1, price_per_unit: 10, revised_price: -5 }, 0],
    ['negative unit price counts as 0', { amount: 2, price_per_unit: -10 }, 0],
    ['missing unit price is 0', { amount: 2, price_per_unit: null }, 0],
    ['quantity rounded to two decimals first', { amount: 1.006, price_per_unit: 100 }, 101],
  ])('%s', (_name, item, expected) => {
    expect(itemTotal(item)).toBe(expected);
  });
});

describe('order total', () => {
  it.each<[string, Parameters<typeof orderTotal>[0], number]>([
    ['no items', { items: [] }, 0],
    [
      'items + shipping + surcharge - discount',
      {
        items: [
          { amount: 2, price_per_unit: 100.1 },
          { amount: 1, price_per_unit: 50, revised_price: 45.5 },
        ],
        shipping_cost: 300,
        other_concepts: [{ amount: -20.2 }, { amount: 10 }],
      },
      535.5,
    ],
    ['shipping only', { items: [], shipping_cost: 99.99 }, 99.99],
    ['null shipping is 0', { items: [{ amount: 1, price_per_unit: 1 }], shipping_cost: null }, 1],
    [
      'cents never drift',
      { items: Array.from({ length: 10 }, () => ({ amount: 1, price_per_unit: 0.1 })), other_concepts: [] },
      1,
    ],
    [
      'a discount larger than the items stops at 0',
      { items: [{ amount: 1, price_per_unit: 10 }], other_concepts: [{ amount: -15 }] },
      0,
    ],
  ])('%s', (_name, order, expected) => {
    expect(orderTotal(order)).toBe(expected);
    expect(orderTotalCents(order)).toBe(Math.round(expected * 100));
  });
});

describe('quantities and concepts', () => {
  it.each([
    [1.234, 1.23],
    [1.235, 1.24],
    [2, 2],
    [0.001, 0],
  ])('roundQuantity(%s) = %s', (value, expected) => {
    expect(roundQuantity(value)).toBe(expected);
  });

  it.each([
    [10, '-', -10],
    [10, '+', 10],
    [-10, '+', 10],
    [0.125, '-', -0.13],
  ] as const)('signedConceptAmount(%s, %s) = %s', (value, sign, expected) => {
    expect(signedConceptAmount(value, sign)).toBe(expected);
  });

  it.each([
    [-5, 'seller', 'Descuento'],
    [5, 'seller', 'Recargo'],
    [-5, 'customer', 'Descuento'],
    [5, 'customer', 'Interes'],
  ] as const)('concept %s reads %s to the %s', (amount, view, expected) => {
    expect(otherConceptType(amount, view)).toBe(expected);
  });

  it.each([
    [{ product_denormalized: { name: 'Yerba' }, raw_product: 'yerba 1kg' }, 'Yerba'],
    [{ product_denormalized: { name: '  ' }, raw_product: 'yerba 1kg' }, 'yerba 1kg'],
    [{ product_denormalized: null, raw_product: null }, ''],
  ])('item name of %j is %s', (item, expected) => {
    expect(itemDisplayName(item)).toBe(expected);
  });
});
