import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../validation/first-issue';
import { formatDateTimeInZone, isTimeZone, parseDisplayDateTime } from './dates';
import { ORDER_MSG, ORDER_TEXT } from './messages';
import {
  clientListQuerySchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  otherConceptFormSchema,
  saveOrderSchema,
} from './schemas';
import { clientDisplayName } from './types';

const messageOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error as never);
};

describe('order save payload', () => {
  it('accepts the full screen payload', () => {
    const parsed = saveOrderSchema.parse({
      items: [
        { id: 1, amount: 2.5, revised_price: null, status: 'done', product_denormalized: { name: 'x' } },
        { product_id: 7, amount: 1 },
      ],
      other_concepts: [{ description: ' Descuento amigo ', amount: -100 }],
      other_concepts_del: [3],
      shipping: [
        { tracking_code: 'AB1', transport_co: 'Correo', eta: '2026-11-21T15:30:00Z', link: 'https://x.y/z' },
      ],
      status: 'preparing',
      payment_status: 'required',
      store_observation: 'Tocar timbre',
      payment_info: null,
      shipping_cost: 350,
    });
    expect(parsed.items?.[0]).toEqual({ id: 1, amount: 2.5, revised_price: null, status: 'done' });
    expect(parsed.other_concepts?.[0]?.description).toBe('Descuento amigo');
  });

  it.each<[string, unknown, string]>([
    [
      'concept without description',
      { other_concepts: [{ description: ' ', amount: 5 }] },
      ORDER_MSG.conceptDescriptionRequired,
    ],
    [
      'concept without description key',
      { other_concepts: [{ amount: 5 }] },
      ORDER_MSG.conceptDescriptionRequired,
    ],
    ['concept of 0', { other_concepts: [{ description: 'x', amount: 0 }] }, ORDER_MSG.conceptValuePositive],
    [
      'concept below a cent',
      { other_concepts: [{ description: 'x', amount: 0.004 }] },
      ORDER_MSG.conceptValuePositive,
    ],
    [
      'concept as text',
      { other_concepts: [{ description: 'x', amount: 'diez' }] },
      ORDER_MSG.conceptValuePositive,
    ],
    ['huge concept', { other_concepts: [{ description: 'x', amount: -2e9 }] }, ORDER_TEXT.valueTooLarge],
    ['new item without product', { items: [{ amount: 1 }] }, ORDER_TEXT.productRequired],
    ['new item without amount', { items: [{ product_id: 3 }] }, ORDER_TEXT.amountPositive],
    ['zero quantity', { items: [{ id: 1, amount: 0 }] }, ORDER_TEXT.amountPositive],
    ['negative quantity', { items: [{ id: 1, amount: -1 }] }, ORDER_TEXT.amountPositive],
    ['huge quantity', { items: [{ id: 1, amount: 1e7 }] }, ORDER_TEXT.amountTooLarge],
    ['negative revised price', { items: [{ id: 1, revised_price: -1 }] }, ORDER_TEXT.priceInvalid],
    ['bad item status', { items: [{ id: 1, status: 'ok' }] }, ORDER_TEXT.statusInvalid],
    ['negative shipping cost', { shipping_cost: -1 }, ORDER_TEXT.shippingCostInvalid],
    ['shipping cost as text', { shipping_cost: '10' }, ORDER_TEXT.shippingCostInvalid],
    ['bad status', { status: 'lost' }, ORDER_TEXT.statusInvalid],
    ['bad payment status', { payment_status: 'paid' }, ORDER_TEXT.paymentStatusInvalid],
    ['eta in display form', { shipping: [{ eta: '21/11/2026 10:00' }] }, ORDER_TEXT.dateInvalid],
    ['javascript link', { shipping: [{ link: 'javascript:alert(1)' }] }, ORDER_TEXT.linkInvalid],
    ['two shipments', { shipping: [{}, {}] }, ORDER_TEXT.oneShipment],
    ['long observation', { store_observation: 'x'.repeat(2001) }, ORDER_TEXT.textTooLong],
    ['unknown field', { descuento: 5 }, 'El campo «descuento» no corresponde a estos datos'],
  ])('%s', (_name, payload, message) => {
    expect(messageOf(saveOrderSchema, payload)).toBe(message);
  });

  it('ignores the display fields a client sends back with the order (the full payload minus them)', () => {
    const parsed = saveOrderSchema.parse({
      total_price: 5,
      estado: 'Pendiente',
      client: { id: 1 },
      rules: {},
      store_observation: 'Listo',
    });
    expect(parsed).toEqual({ store_observation: 'Listo' });
  });

  it('accepts an empty eta and clears with null', () => {
    expect(saveOrderSchema.parse({ shipping: [{ eta: '' }] }).shipping?.[0]?.eta).toBe('');
    expect(saveOrderSchema.parse({ shipping: [{ eta: null }] }).shipping?.[0]?.eta).toBeNull();
    expect(
      saveOrderSchema.parse({ shipping: [{ eta: '2026-11-21T10:00:00-03:00' }] }).shipping?.[0]?.eta,
    ).toBe('2026-11-21T10:00:00-03:00');
  });
});

describe('OTROS add dialog', () => {
  it.each<[unknown, string | null]>([
    [{ description: 'Descuento', value: '10', sign: '-' }, null],
    [{ description: '', value: 10, sign: '-' }, ORDER_MSG.conceptDescriptionRequired],
    [{ description: 'Recargo', value: '', sign: '+' }, ORDER_MSG.conceptValuePositive],
    [{ description: 'Recargo', value: 0, sign: '+' }, ORDER_MSG.conceptValuePositive],
    [{ description: 'Recargo', value: -3, sign: '+' }, ORDER_MSG.conceptValuePositive],
  ])('%j -> %s', (value, message) => {
    expect(messageOf(otherConceptFormSchema, value)).toBe(message);
  });
});

describe('list queries', () => {
  it('defaults page and time zone, drops empty filters', () => {
    expect(orderListQuerySchema.parse({ estado: '', client: '', page: '3' })).toEqual({ page: 3, tz: 'UTC' });
    expect(clientListQuerySchema.parse({ tz: 'America/Argentina/Buenos_Aires' })).toEqual({
      page: 1,
      tz: 'America/Argentina/Buenos_Aires',
    });
    expect(orderExportQuerySchema.parse({}).view).toBe('orders');
  });

  it.each<[unknown, string]>([
    [{ page: '0' }, ORDER_TEXT.pageInvalid],
    [{ page: 'x' }, ORDER_TEXT.pageInvalid],
    [{ estado: 'lost' }, ORDER_TEXT.statusInvalid],
    [{ payment: 'paid' }, ORDER_TEXT.paymentStatusInvalid],
    [{ tz: 'Mars/Olympus' }, ORDER_TEXT.timeZoneInvalid],
    [{ tz: "UTC'; drop table orders" }, ORDER_TEXT.timeZoneInvalid],
    [{ client: 'x'.repeat(201) }, ORDER_TEXT.textTooLong],
  ])('%j -> %s', (query, message) => {
    expect(messageOf(orderListQuerySchema, query)).toBe(message);
  });
});

describe('dates and names', () => {
  it.each([
    ['UTC', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Europe/Madrid', true],
    ['Nowhere/Land', false],
    ['', false],
  ])('isTimeZone(%s) = %s', (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });

  it('formats an instant in a time zone', () => {
    expect(formatDateTimeInZone('2026-11-21T02:05:00Z', 'UTC')).toBe('21/11/2026 02:05');
    expect(formatDateTimeInZone('2026-11-21T02:05:00Z', 'America/Argentina/Buenos_Aires')).toBe(
      '20/11/2026 23:05',
    );
  });

  it.each([
    ['21/11/2026 10:30', [2026, 10, 21, 10, 30]],
    ['01/02/2027', [2027, 1, 1, 0, 0]],
    ['31/02/2026 10:00', null],
    ['2026-11-21', null],
  ] as const)('parseDisplayDateTime(%s)', (text, parts) => {
    const date = parseDisplayDateTime(text);
    if (parts === null) expect(date).toBeNull();
    else expect(date).toEqual(new Date(parts[0], parts[1], parts[2], parts[3], parts[4]));
  });

  it.each([
    [{ first_name: 'Ana', surname: 'María', last_name: 'Pérez', email: 'a@b.c' }, 'Ana María Pérez'],
    [{ first_name: 'Ana', last_name: null, email: 'a@b.c' }, 'Ana'],
    [{ first_name: ' ', email: 'a@b.c' }, 'a@b.c'],
    [{}, ''],
  ])('clientDisplayName(%j) = %s', (client, expected) => {
    expect(clientDisplayName(client)).toBe(expected);
  });
});
