import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_MSG,
  ORDER_TEXT,
  type OrderDetail,
  type PaymentAlerts,
  type PaymentTotals,
} from '@mostrador/core';
import { paymentEvents, stores } from '../../db/schema';
import { bearer, createUser, login, messageOf } from '../../../test/helpers';
import { orderSaveFixture } from './order-save.fixtures';

const fx = orderSaveFixture(19);
let crewToken: string;

beforeAll(async () => {
  const crew = await createUser(fx.ctx.database, { store_id: fx.mine.store.id, store_role: 'crew' });
  crewToken = (await login(fx.ctx.app, crew.email, crew.password, '10.19.0.3')).jwt_token;
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null = fx.mine.token,
  payload?: object,
) => fx.ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const complete = (orderId: number, payload: object, token?: string | null) =>
  call('POST', `/api/store/orders/${orderId}/payment/complete`, token, payload);
const undo = (orderId: number, token?: string | null) =>
  call('POST', `/api/store/orders/${orderId}/payment/undo`, token);
const setDelivery = (orderId: number, payload: object, token?: string | null) =>
  call('POST', `/api/store/orders/${orderId}/delivery`, token, payload);
const setCrewSetting = (allowed: boolean, token?: string | null) =>
  call('PUT', '/api/store/payments/settings', token, { crew_can_complete_payments: allowed });

/** A requested payment of 200 (two items of 100), the order Completar works on. */
const requested = (spec = {}) => fx.orderOf({ status: 'preparing', payment_status: 'required', ...spec });

describe('Completar with confirmation', () => {
  it('marks the payment approved and keeps who, when, amount, method and note in the history', async () => {
    const { order } = await requested({ payment_info: null });
    const res = await complete(order.id, { amount: 200, method: 'Transferencia', note: 'Comprobante 0012' });
    expect(res.statusCode).toBe(200);
    const { message, order: saved } = res.json() as { message: string; order: OrderDetail };
    expect(message).toBe(ORDER_MSG.paymentSaved);
    expect(saved).toMatchObject({
      payment_status: 'done',
      payment_info: ORDER_MSG.paymentApproved,
      payment_method: 'Transferencia',
    });
    expect(saved.payment_history).toHaveLength(1);
    expect(saved.payment_history[0]).toMatchObject({
      kind: 'completed',
      from_status: 'required',
      to_status: 'done',
      amount: 200,
      method: 'Transferencia',
      note: 'Comprobante 0012',
      user_name: fx.mine.admin.email,
    });
    expect(Date.now() - Date.parse(saved.payment_history[0]!.created_at)).toBeLessThan(60_000);
    expect(saved.undo_complete).toEqual({ allowed: true, reason: null });
  });

  it('refuses an amount that is no longer the total (409) and a payment not requested (400)', async () => {
    const { order } = await requested();
    const stale = await complete(order.id, { amount: 150 });
    expect(stale.statusCode).toBe(409);
    expect(messageOf(stale)).toBe(ORDER_TEXT.completeAmountMismatch);
    const { order: notRequested } = await fx.orderOf({ payment_status: 'pending' });
    const early = await complete(notRequested.id, { amount: 200 });
    expect(early.statusCode).toBe(400);
    expect(messageOf(early)).toBe(ORDER_TEXT.paymentNotRequested);
    expect((await fx.detailOf(order.id)).payment_status).toBe('required');
  });

  it.each<[object, string]>([
    [{ amount: -1 }, ORDER_TEXT.priceInvalid],
    [{}, ORDER_TEXT.priceInvalid],
    [{ amount: 200, note: 'x'.repeat(501) }, ORDER_TEXT.textTooLong],
    [{ amount: 200, paid: true }, ''],
  ])('answers 400 to a wrong body %j', async (payload, message) => {
    const { order } = await requested();
    const res = await complete(order.id, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(messageOf(res)).toBe(message);
    expect((await fx.detailOf(order.id)).payment_status).toBe('required');
  });
});

describe('who may complete: the store setting, enforced by the server', () => {
  it('refuses crew by default, on the dialog route and in a plain save, in Spanish', async () => {
    const { order } = await requested();
    expect((await call('GET', '/api/store/payments/settings', crewToken)).json()).toEqual({
      crew_can_complete_payments: false,
    });
    const viaDialog = await complete(order.id, { amount: 200 }, crewToken);
    expect(viaDialog.statusCode).toBe(403);
    expect(messageOf(viaDialog)).toBe(ORDER_TEXT.crewCannotComplete);
    const viaSave = await fx.save(order.id, { payment_status: 'done' }, crewToken);
    expect(viaSave.statusCode).toBe(403);
    expect(messageOf(viaSave)).toBe(ORDER_TEXT.crewCannotComplete);
    expect((await fx.detailOf(order.id)).payment_status).toBe('required');
  });

  it('lets crew complete once the store admin allows it; only the admin changes the setting', async () => {
    const refused = await setCrewSetting(true, crewToken);
    expect(refused.statusCode).toBe(403);
    const saved = await setCrewSetting(true);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: ORDER_TEXT.paymentSettingsSaved,
      settings: { crew_can_complete_payments: true },
    });
    const { order } = await requested();
    const res = await complete(order.id, { amount: 200 }, crewToken);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { order: OrderDetail }).order.payment_status).toBe('done');
    expect((await setCrewSetting(false)).statusCode).toBe(200);
    const { order: next } = await requested();
    expect((await complete(next.id, { amount: 200 }, crewToken)).statusCode).toBe(403);
  });

  it('keeps the other store setting apart', async () => {
    await setCrewSetting(true);
    const [other] = await fx.ctx.database.db.select().from(stores).where(eq(stores.id, fx.other.store.id));
    expect(other!.crew_can_complete_payments).toBe(false);
    await setCrewSetting(false);
  });

  it('answers 400 to a setting that is not a boolean', async () => {
    const res = await call('PUT', '/api/store/payments/settings', fx.mine.token, {
      crew_can_complete_payments: 'si',
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(ORDER_TEXT.settingInvalid);
  });
});

describe('undo of Completar', () => {
  it('is the store admin only; puts the payment back to requested with its text, in the history', async () => {
    const { order } = await requested({ payment_info: 'Alias tienda.mp' });
    expect((await complete(order.id, { amount: 200, note: 'Recibo 7' })).statusCode).toBe(200);
    const byCrew = await undo(order.id, crewToken);
    expect(byCrew.statusCode).toBe(403);
    expect(messageOf(byCrew)).toBe(ORDER_TEXT.undoAdminOnly);
    const res = await undo(order.id);
    expect(res.statusCode).toBe(200);
    const { message, order: back } = res.json() as { message: string; order: OrderDetail };
    expect(message).toBe(ORDER_TEXT.paymentUndone);
    expect(back).toMatchObject({ payment_status: 'required', payment_info: 'Alias tienda.mp' });
    expect(back.payment_history.map((event) => event.kind)).toEqual(['completed', 'undone']);
    expect(back.payment_history[1]!.user_name).toBe(fx.mine.admin.email);
    expect(back.undo_complete.allowed).toBe(false);
    const again = await undo(order.id);
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe(ORDER_TEXT.undoUnavailable);
  });

  it('does not undo a payment the provider approved', async () => {
    const { order } = await requested({ payment_status: 'done' });
    await fx.ctx.database.db.insert(paymentEvents).values({
      store_id: fx.mine.store.id,
      order_id: order.id,
      kind: 'provider',
      from_status: 'required',
      to_status: 'done',
    });
    const res = await undo(order.id);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(ORDER_TEXT.undoUnavailable);
  });
});

describe('Solicitar pago and Completar in a save are kept in the history too', () => {
  it('records who requested and who completed', async () => {
    const { order } = await fx.orderOf({ status: 'pending' });
    expect((await fx.save(order.id, { payment_status: 'required' })).statusCode).toBe(200);
    expect((await fx.save(order.id, { payment_status: 'done' })).statusCode).toBe(200);
    const detail = await fx.detailOf(order.id);
    expect(detail.payment_history.map((event) => [event.kind, event.to_status, event.user_name])).toEqual([
      ['requested', 'required', fx.mine.admin.email],
      ['completed', 'done', fx.mine.admin.email],
    ]);
  });
});

describe('delivery or pickup', () => {
  it('switches to pickup: no shipping cost, the total recomputed, the address cleared', async () => {
    const { order } = await fx.orderOf({ status: 'preparing', shipping_cost: 150 });
    expect((await fx.detailOf(order.id)).total_price).toBe(350);
    const res = await setDelivery(order.id, { delivery: false });
    expect(res.statusCode).toBe(200);
    const { message, order: saved } = res.json() as { message: string; order: OrderDetail };
    expect(message).toBe(ORDER_TEXT.deliverySaved);
    expect(saved).toMatchObject({
      delivery: false,
      delivery_address: null,
      shipping_cost: 0,
      total_price: 200,
    });
    expect(saved.rules.shipping_cost).toEqual({ allowed: false, reason: ORDER_TEXT.pickupNoShipping });
    const cost = await fx.save(order.id, { shipping_cost: 99 });
    expect(cost.statusCode).toBe(400);
    expect(messageOf(cost)).toBe(ORDER_TEXT.pickupNoShipping);
  });

  it('switches back to delivery with the address, which it requires', async () => {
    const { order } = await fx.orderOf({ status: 'pending', delivery: false });
    const missing = await setDelivery(order.id, { delivery: true, delivery_address: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe(ORDER_TEXT.deliveryAddressRequired);
    const res = await setDelivery(order.id, { delivery: true, delivery_address: 'Belgrano 123, Rosario' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { order: OrderDetail }).order).toMatchObject({
      delivery: true,
      delivery_address: 'Belgrano 123, Rosario',
    });
  });

  it.each<[object, string]>([
    [{ status: 'preparing', payment_status: 'required' }, ORDER_MSG.paymentFixed],
    [{ status: 'done' }, ORDER_TEXT.deliveryUnavailable],
    [{ status: 'store_canceled' }, ORDER_TEXT.deliveryUnavailable],
  ])('refuses outside the editable states %j', async (spec, message) => {
    const { order } = await fx.orderOf(spec);
    const before = await fx.detailOf(order.id);
    const res = await setDelivery(order.id, { delivery: false });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
    expect(await fx.detailOf(order.id)).toEqual(before);
  });

  it('a pickup order saved with a stored shipping cost is charged without it', async () => {
    const { order } = await fx.orderOf({ status: 'pending', delivery: false, shipping_cost: 80 });
    const res = await fx.save(order.id, { store_observation: 'Retira el sabado' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { order: OrderDetail }).order.total_price).toBe(200);
  });
});

describe('the order detail leads the owner', () => {
  it('answers the status that unlocks each locked control, the store time zone and the history', async () => {
    const { order } = await fx.orderOf({ status: 'pending' });
    const detail = await fx.detailOf(order.id);
    expect(detail.unlocks).toMatchObject({
      quantity: null,
      shipping_cost: 'preparing',
      shipment: 'preparing',
    });
    expect(detail.time_zone).toBe(fx.mine.store.time_zone);
    expect(detail.payment_history).toEqual([]);
    expect(detail.undo_complete.allowed).toBe(false);
  });
});

describe('payment alerts', () => {
  it('counts the changes since a moment made by others (a provider, a colleague), not by the caller', async () => {
    const { order } = await requested();
    const { order: own } = await requested();
    // From here on: requesting the payments above is not what this test counts.
    const since = new Date(Date.now() - 1).toISOString();
    await fx.ctx.database.db.insert(paymentEvents).values({
      store_id: fx.mine.store.id,
      order_id: order.id,
      kind: 'provider',
      from_status: 'required',
      to_status: 'done',
    });
    // The caller's own Completar does not alert the caller.
    await complete(own.id, { amount: 200 });
    const res = await call('GET', `/api/store/payments/alerts?since=${encodeURIComponent(since)}`);
    expect(res.statusCode).toBe(200);
    const alerts = res.json() as PaymentAlerts;
    expect(alerts.count).toBe(1);
    expect(alerts.latest).toEqual([
      expect.objectContaining({ order_id: order.id, alphanum_id: order.alphanum_id, to_status: 'done' }),
    ]);
    expect(Date.parse(alerts.now)).toBeGreaterThan(Date.parse(since));
    // A colleague sees the caller's Completar.
    const forCrew = (
      await call('GET', `/api/store/payments/alerts?since=${encodeURIComponent(since)}`, crewToken)
    ).json() as PaymentAlerts;
    expect(forCrew.count).toBe(2);
    const later = (
      await call('GET', `/api/store/payments/alerts?since=${encodeURIComponent(alerts.now)}`)
    ).json() as PaymentAlerts;
    expect(later).toMatchObject({ count: 0, latest: [] });
  });

  it('answers 400 to a moment that is not a date, and 401 without a login', async () => {
    const bad = await call('GET', '/api/store/payments/alerts?since=ayer');
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(ORDER_TEXT.dateInvalid);
    expect(
      (await call('GET', `/api/store/payments/alerts?since=${new Date().toISOString()}`, null)).statusCode,
    ).toBe(401);
  });
});

describe('Cobros: provisional carts hidden on request, totals of what is filtered', () => {
  it('sums the filtered payments per status, server-side, and hides provisional unrequested rows', async () => {
    const number = (await fx.orderOf({ status: 'provisional', payment_status: 'pending' })).order;
    const all = (await call('GET', '/api/store/payments/totals')).json() as PaymentTotals;
    const hidden = (
      await call('GET', '/api/store/payments/totals?hide_unrequested=true')
    ).json() as PaymentTotals;
    expect(all.count - hidden.count).toBeGreaterThanOrEqual(1);
    expect(hidden.count).toBe(Object.values(hidden.by_status).reduce((sum, status) => sum + status.count, 0));
    const listed = (await call('GET', '/api/store/orders?hide_unrequested=true')).json() as {
      items: { id: number }[];
      total: number;
    };
    expect(listed.total).toBe(hidden.count);
    expect(listed.items.map((row) => row.id)).not.toContain(number.id);
    const one = (
      await call('GET', `/api/store/payments/totals?order_number=${number.alphanum_id}`)
    ).json() as PaymentTotals;
    expect(one).toMatchObject({ count: 1, total: 200, by_status: { pending: { count: 1, total: 200 } } });
  });

  it('answers 400 to a wrong filter', async () => {
    const res = await call('GET', '/api/store/payments/totals?hide_unrequested=quizas');
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(ORDER_TEXT.filterInvalid);
  });
});

describe('cross-store: store B cannot read or change store A payments', () => {
  it('answers 404 and changes nothing', async () => {
    const { order } = await requested();
    const before = await fx.detailOf(order.id);
    for (const res of [
      await complete(order.id, { amount: 200 }, fx.other.token),
      await undo(order.id, fx.other.token),
      await setDelivery(order.id, { delivery: false }, fx.other.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(ORDER_TEXT.orderNotFound);
    }
    expect(await fx.detailOf(order.id)).toEqual(before);
  });

  it('never counts or sums the other store', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const alerts = (
      await call('GET', `/api/store/payments/alerts?since=${encodeURIComponent(since)}`, fx.other.token)
    ).json() as PaymentAlerts;
    expect(alerts.count).toBe(0);
    const totals = (await call('GET', '/api/store/payments/totals', fx.other.token)).json() as PaymentTotals;
    expect(totals.count).toBe(0);
  });

  it('answers 401 to every new route without a login', async () => {
    const { order } = await requested();
    for (const res of [
      await complete(order.id, { amount: 200 }, null),
      await undo(order.id, null),
      await setDelivery(order.id, { delivery: false }, null),
      await call('GET', '/api/store/payments/settings', null),
      await setCrewSetting(true, null),
      await call('GET', '/api/store/payments/totals', null),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});
