import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_GROUPS,
  ORDER_STATUS,
  ORDER_STATUSES,
  PAYMENT_STATUS,
  PAYMENT_STATUSES,
  orderStatusLabel,
  paymentStatusLabel,
} from './statuses';

describe('order status labels (spec section 4)', () => {
  it.each([
    ['provisional', 'Provisorio', 'Provisorio'],
    ['pending', 'Pendiente', 'Pendiente'],
    ['preparing', 'En proceso', 'Proceso'],
    ['waiting_delivery', 'A despachar', 'Entregar'],
    ['done', 'Entregado', 'Entregado'],
    ['discarded', 'Descartado', 'Descartado'],
    ['store_canceled', 'Cancelar', 'Cancelado por store'],
    ['client_canceled', 'Cancelado por cliente', 'Cancelado por cliente'],
    ['charge', 'Cobrar', 'Cobrar'],
  ] as const)('%s reads %s to the customer and %s to the seller', (status, customer, seller) => {
    expect(orderStatusLabel(status, 'customer')).toBe(customer);
    expect(orderStatusLabel(status, 'seller')).toBe(seller);
    expect(orderStatusLabel(status)).toBe(seller);
  });

  it('labels every status and nothing else', () => {
    expect(Object.keys(ORDER_STATUS).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('payment status labels (spec section 4)', () => {
  it.each([
    ['pending', 'Pago no definido', 'Pendiente', 'No solicitado'],
    ['required', 'Pago solicitado', 'Solicitado', 'Solicitado'],
    ['processing', 'Pago en proceso', 'Pago en proceso', 'Pago en proceso'],
    ['done', 'Pago aprobado', 'Aprobado', 'Aprobado'],
  ] as const)('%s: customer %s, seller %s, list %s', (status, customer, seller, list) => {
    expect(paymentStatusLabel(status, 'customer')).toBe(customer);
    expect(paymentStatusLabel(status, 'seller')).toBe(seller);
    expect(paymentStatusLabel(status, 'list')).toBe(list);
  });

  it('labels every payment status', () => {
    expect(Object.keys(PAYMENT_STATUS).sort()).toEqual([...PAYMENT_STATUSES].sort());
  });
});

describe('dashboard groups', () => {
  it('maps the four /home tabs to pending, preparing, waiting_delivery and done', () => {
    expect(Object.values(DASHBOARD_GROUPS).map((group) => [group.title, group.status])).toEqual([
      ['ENTRANTES', 'pending'],
      ['EN PROCESO', 'preparing'],
      ['A DESPACHAR', 'waiting_delivery'],
      ['ENTREGADAS', 'done'],
    ]);
  });
});
