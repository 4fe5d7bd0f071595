import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_METHOD_DEFAULT_INFO, TEXT } from '@mostrador/core';
import { messageOf, type TestContext } from '../../../test/helpers';
import { listPaymentMethodsFor } from './settings.assistant';
import { PAYMENT_METHODS_TEXT } from './payment-methods.service';
import { call, createSettingsTestApp, storeWithTeam } from './settings.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSettingsTestApp();
});
afterAll(() => ctx.close());

const PATH = '/store/payment_methods/';
const THREE = [
  { name: 'MercadoPago', method_info: '' },
  { name: 'Efectivo', method_info: 'Abonás al recibir', enabled_pickup: false },
  { name: 'Transferencia', config: { alias: 'mi.alias', titular: 'Almacén' } },
];

describe('GET and POST /api/store/payment_methods/', () => {
  it('starts empty, saves the list in order and gives the checkout method its default message', async () => {
    const { owner } = await storeWithTeam(ctx);
    expect((await call(ctx, owner, 'GET', PATH)).json()).toEqual([]);
    const res = await call(ctx, owner, 'POST', PATH, THREE);
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(PAYMENT_METHODS_TEXT.saved);
    const saved = res.json().payment_methods;
    expect(saved).toEqual([
      {
        id: expect.any(Number),
        name: 'MercadoPago',
        enabled_delivery: true,
        enabled_pickup: true,
        method_info: CHECKOUT_METHOD_DEFAULT_INFO,
        config: {},
      },
      {
        id: expect.any(Number),
        name: 'Efectivo',
        enabled_delivery: true,
        enabled_pickup: false,
        method_info: 'Abonás al recibir',
        config: {},
      },
      {
        id: expect.any(Number),
        name: 'Transferencia',
        enabled_delivery: true,
        enabled_pickup: true,
        method_info: '',
        config: { alias: 'mi.alias', titular: 'Almacén' },
      },
    ]);
    expect((await call(ctx, owner, 'GET', PATH)).json()).toEqual(saved);
  });

  it('updates by id, adds without id, removes the ones left out, and lets two methods swap names', async () => {
    const { owner } = await storeWithTeam(ctx);
    const [mp, cash, transfer] = (await call(ctx, owner, 'POST', PATH, THREE)).json().payment_methods;
    const res = await call(ctx, owner, 'POST', PATH, [
      { ...transfer, name: 'Efectivo' },
      { ...cash, name: 'Transferencia', enabled_delivery: false },
      { name: 'Cuenta DNI', method_info: 'Pagá con la app' },
    ]);
    expect(res.statusCode).toBe(200);
    const list = res.json().payment_methods;
    expect(list.map((m: { id: number; name: string }) => [m.id, m.name])).toEqual([
      [transfer.id, 'Efectivo'],
      [cash.id, 'Transferencia'],
      [expect.any(Number), 'Cuenta DNI'],
    ]);
    expect(list[1].enabled_delivery).toBe(false);
    expect(list.some((m: { id: number }) => m.id === mp.id)).toBe(false);
    expect((await call(ctx, owner, 'POST', PATH, [])).json().payment_methods).toEqual([]);
  });

  it.each([
    [[{ name: '' }], TEXT.paymentMethodNameRequired],
    [[{ enabled_delivery: true }], TEXT.paymentMethodNameRequired],
    [[{ name: 'Efectivo' }, { name: 'EFECTIVO' }], TEXT.paymentMethodRepeated.replace('{name}', 'EFECTIVO')],
    [[{ name: 'Efectivo', enabled_pickup: 'no' }], 'El campo habilitado para retiro no es valido'],
    [[{ name: 'Efectivo', config: { alias: 5 } }], 'El campo «alias» no es valido'],
    [{ name: 'Efectivo' }, TEXT.invalidRequest],
    [[{ name: 'Efec\u0000tivo' }], TEXT.invalidRequest],
    [[{ name: 'Efectivo', config: { 'ali\u0000s': 'x' } }], TEXT.invalidRequest],
  ])('refuses %j with its message', async (payload, message) => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', PATH, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('is for the store admin only: crew gets 403, no token 401', async () => {
    const { owner, crew } = await storeWithTeam(ctx);
    await call(ctx, owner, 'POST', PATH, THREE);
    expect((await call(ctx, crew, 'GET', PATH)).statusCode).toBe(403);
    expect((await call(ctx, crew, 'POST', PATH, [])).statusCode).toBe(403);
    expect((await call(ctx, undefined, 'GET', PATH)).statusCode).toBe(401);
    expect((await call(ctx, owner, 'GET', PATH)).json()).toHaveLength(3);
  });

  it('never reads or changes another store’s methods', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    const [aMethod] = (await call(ctx, a.owner, 'POST', PATH, THREE)).json().payment_methods;
    expect((await call(ctx, b.owner, 'GET', PATH)).json()).toEqual([]);
    const res = await call(ctx, b.owner, 'POST', PATH, [{ ...aMethod, name: 'Robado' }]);
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(PAYMENT_METHODS_TEXT.notFound);
    const after = (await call(ctx, a.owner, 'GET', PATH)).json();
    expect(after.map((m: { name: string }) => m.name)).toEqual(['MercadoPago', 'Efectivo', 'Transferencia']);
    expect((await call(ctx, b.owner, 'GET', PATH)).json()).toEqual([]);
  });

  it('gives the assistant the methods for delivery or for pickup', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    await call(ctx, owner, 'POST', PATH, [...THREE, { name: 'Solo envío', enabled_pickup: false }]);
    const pickup = await listPaymentMethodsFor(ctx.database.db, store.id, 'pickup');
    expect(pickup.map((m) => m.name)).toEqual(['MercadoPago', 'Transferencia']);
    const delivery = await listPaymentMethodsFor(ctx.database.db, store.id, 'delivery');
    expect(delivery).toHaveLength(4);
  });
});
