import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MSG, ORDER_TEXT, type OrderDetail } from '@mostrador/core';
import { orders } from '../../db/schema';
import { createUser, login, messageOf } from '../../../test/helpers';
import { orderSaveFixture } from './order-save.fixtures';
import { createProduct } from './test-factories';

const fx = orderSaveFixture(2);
const { save, detailOf, orderOf } = fx;

describe('POST /api/store/orders/{id}: editing an order', () => {
  it('edits quantities, adds an item, a discount and a surcharge, and recomputes the total', async () => {
    const product = await createProduct(fx.ctx.database.db, fx.mine.store.id, {
      name: 'Galletitas',
      price_per_unit: 80,
    });
    const { order, items } = await orderOf({
      status: 'pending',
      items: [
        { name: 'Yerba', price: 100, amount: 2 },
        { name: 'Azúcar', price: 50, amount: 1 },
      ],
    });
    const res = await save(order.id, {
      items: [
        { id: items[0]!.id, amount: 3.456, status: 'done' },
        { id: items[1]!.id, amount: 1, store_observations: 'Sin TACC' },
        { product_id: product.id, amount: 2 },
      ],
      other_concepts: [
        { description: 'Descuento amigo', amount: -45.5 },
        { description: 'Recargo tarjeta', amount: 10 },
      ],
      store_observation: 'Entregar por la tarde',
    });
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(ORDER_MSG.orderSaved);
    const saved = res.json().order as OrderDetail;
    // 3.46 x 100 + 1 x 50 + 2 x 80 - 45.50 + 10
    expect(saved.total_price).toBe(520.5);
    expect(saved.store_observation).toBe('Entregar por la tarde');
    expect(saved.items).toEqual([
      expect.objectContaining({
        id: items[0]!.id,
        amount: 3.46,
        status: 'done',
        edited_by_seller: true,
        total: 346,
      }),
      expect.objectContaining({
        id: items[1]!.id,
        amount: 1,
        store_observations: 'Sin TACC',
        edited_by_seller: false,
      }),
      expect.objectContaining({
        product_id: product.id,
        name: 'Galletitas',
        amount: 2,
        total: 160,
        edited_by_seller: true,
        product_denormalized: expect.objectContaining({ name: 'Galletitas', price_per_unit: 80 }),
      }),
    ]);
    expect(
      saved.other_concepts.map((concept) => [concept.description, concept.amount, concept.type]),
    ).toEqual([
      ['Descuento amigo', -45.5, 'Descuento'],
      ['Recargo tarjeta', 10, 'Recargo'],
    ]);
    const [stored] = await fx.ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.total_price).toBe(520.5);
  });

  it('sets revised prices, edits and deletes concepts, and changes the status freely', async () => {
    const { order, items, concepts } = await orderOf({
      status: 'pending',
      items: [{ name: 'Vino', price: 2000, amount: 1 }],
      concepts: [
        { description: 'Uno', amount: -10 },
        { description: 'Dos', amount: 20 },
      ],
    });
    const res = await save(order.id, {
      items: [{ id: items[0]!.id, revised_price: 1500, revised_amount: 0.75 }],
      other_concepts: [{ id: concepts[1]!.id, description: 'Dos editado', amount: 30 }],
      other_concepts_del: [concepts[0]!.id],
      status: 'store_canceled',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().order as OrderDetail;
    expect(saved.items[0]).toMatchObject({
      revised_price: 1500,
      revised_amount: 0.75,
      edited_by_seller: true,
      total: 1500,
    });
    expect(saved.other_concepts).toEqual([
      { id: concepts[1]!.id, description: 'Dos editado', amount: 30, type: 'Recargo' },
    ]);
    expect(saved.total_price).toBe(1530);
    expect(saved).toMatchObject({ status: 'store_canceled', estado: 'Cancelado por store' });
  });

  it('accepts the whole form sent back unchanged on a locked order', async () => {
    const { order } = await orderOf({
      status: 'done',
      payment_status: 'done',
      shipping_cost: 100,
      concepts: [{ amount: -5 }],
      shipments: [{ tracking_code: 'T1', transport_co: 'Correo', eta: new Date('2026-11-01T10:00:00Z') }],
    });
    const detail = await detailOf(order.id);
    const res = await save(order.id, {
      items: detail.items,
      other_concepts: detail.other_concepts,
      other_concepts_del: [],
      shipping: [{ tracking_code: 'T1', transport_co: 'Correo', eta: '2026-11-01T07:00:00-03:00', link: '' }],
      status: 'done',
      payment_status: 'done',
      shipping_cost: 100,
      store_observation: 'nota',
      payment_info: 'Aprobado',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ total_price: detail.total_price, store_observation: 'nota' });
  });

  it('lets a crew member save', async () => {
    const crew = await createUser(fx.ctx.database, { store_id: fx.mine.store.id, store_role: 'crew' });
    const { jwt_token } = await login(fx.ctx.app, crew.email, crew.password, '10.2.0.9');
    const { order } = await orderOf({ status: 'pending' });
    const res = await save(order.id, { status: 'preparing' }, jwt_token);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('preparing');
  });
});

describe('POST /api/store/orders/{id}: shipping', () => {
  it('sets the shipping cost and creates, then updates, the own shipment while preparing', async () => {
    const { order } = await orderOf({ status: 'preparing', items: [{ price: 100, amount: 1 }] });
    const first = await save(order.id, {
      shipping_cost: 350.5,
      shipping: [
        {
          tracking_code: 'AR-1',
          transport_co: 'Andreani',
          eta: '2026-11-25T15:00:00-03:00',
          link: 'https://seguimiento.test/AR-1',
          observations: 'Fragil',
        },
      ],
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json().order as OrderDetail;
    expect(saved.total_price).toBe(450.5);
    expect(saved.shipping).toEqual([
      expect.objectContaining({
        tracking_code: 'AR-1',
        transport_co: 'Andreani',
        eta: '2026-11-25T18:00:00.000Z',
        link: 'https://seguimiento.test/AR-1',
        observations: 'Fragil',
        original_id: null,
      }),
    ]);
    const second = await save(order.id, { shipping: [{ tracking_code: 'AR-2', eta: null }] });
    expect(second.json().order.shipping).toEqual([
      expect.objectContaining({
        id: saved.shipping[0]!.id,
        tracking_code: 'AR-2',
        transport_co: 'Andreani',
        eta: null,
      }),
    ]);
  });

  it('keeps an imported shipment read-only and adds the own entry beside it', async () => {
    const { order } = await orderOf({
      status: 'waiting_delivery',
      payment_status: 'done',
      shipments: [{ tracking_code: 'WC-T', original_id: 'WC-SHIP-1' }],
    });
    const res = await save(order.id, { shipping: [{ tracking_code: 'PROPIO' }] });
    expect(res.statusCode).toBe(200);
    const shipping = (res.json().order as OrderDetail).shipping;
    expect(shipping.map((shipment) => [shipment.tracking_code, shipment.original_id])).toEqual([
      ['WC-T', 'WC-SHIP-1'],
      ['PROPIO', null],
    ]);
  });
});

describe('POST /api/store/orders/{id}: payment', () => {
  it("'Solicitar pago' sets required and locks concepts, shipping cost and revised prices", async () => {
    const { order, items } = await orderOf({ status: 'preparing', payment_method: 'MercadoPago' });
    const res = await save(order.id, {
      payment_status: 'required',
      other_concepts: [{ description: 'Envio', amount: 5 }],
    });
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(ORDER_MSG.orderSaved);
    const saved = res.json().order as OrderDetail;
    expect(saved).toMatchObject({
      payment_status: 'required',
      payment_label: 'Solicitado',
      total_price: 205,
    });
    expect(saved.rules.other_concepts).toEqual({ allowed: false, reason: ORDER_MSG.paymentFixed });
    const locked = await save(order.id, { items: [{ id: items[0]!.id, revised_price: 1 }] });
    expect(locked.statusCode).toBe(400);
    expect(messageOf(locked)).toBe(ORDER_MSG.paymentFixed);
  });

  it("Completar sets done with 'Aprobado' and answers 'Pago actualizado correctamente'", async () => {
    const { order } = await orderOf({ status: 'pending', payment_status: 'required' });
    const res = await save(order.id, { payment_status: 'done' });
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(ORDER_MSG.paymentSaved);
    expect(res.json().order).toMatchObject({
      payment_status: 'done',
      payment_info: 'Aprobado',
      payment_label: 'Aprobado',
    });
  });
});

describe('POST /api/store/orders/{id}: validation and ids', () => {
  it.each<[object, string]>([
    [{ other_concepts: [{ description: '', amount: 10 }] }, ORDER_MSG.conceptDescriptionRequired],
    [{ other_concepts: [{ description: 'Descuento', amount: 0 }] }, ORDER_MSG.conceptValuePositive],
    [{ shipping_cost: -5 }, ORDER_TEXT.shippingCostInvalid],
    [{ status: 'perdido' }, ORDER_TEXT.statusInvalid],
    [{ items: [{ id: 1, amount: 0 }] }, ORDER_TEXT.amountPositive],
    [{ shipping: [{ link: 'javascript:alert(1)' }] }, ORDER_TEXT.linkInvalid],
    [{ descuento: 1 }, 'El campo «descuento» no corresponde a estos datos'],
  ])('refuses %j', async (payload, message) => {
    const { order } = await orderOf({ status: 'preparing' });
    const res = await save(order.id, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('warns when the item to add is already in the order (same product or same name)', async () => {
    const product = await createProduct(fx.ctx.database.db, fx.mine.store.id, { name: 'Fideos' });
    const sameName = await createProduct(fx.ctx.database.db, fx.mine.store.id, { name: 'FIDEOS' });
    const { order } = await orderOf({
      status: 'pending',
      items: [{ name: 'Arroz', product_id: product.id }],
    });
    const byProduct = await save(order.id, { items: [{ product_id: product.id, amount: 1 }] });
    expect(byProduct.statusCode).toBe(400);
    expect(messageOf(byProduct)).toBe(ORDER_MSG.itemAlreadyInOrder);
    const added = await save(order.id, { items: [{ product_id: sameName.id, amount: 1 }] });
    expect(added.statusCode).toBe(200);
    const third = await createProduct(fx.ctx.database.db, fx.mine.store.id, { name: 'Fideós' });
    const byName = await save(order.id, { items: [{ product_id: third.id, amount: 1 }] });
    expect(messageOf(byName)).toBe(ORDER_MSG.itemAlreadyInOrder);
  });

  it("answers 404 for another order's item and concept, and another store's product", async () => {
    const { order } = await orderOf({ status: 'pending' });
    const sibling = await orderOf({ status: 'pending', concepts: [{ amount: 5 }] });
    const foreign = await orderOf({ status: 'pending', concepts: [{ amount: 5 }] }, fx.other.store.id);
    const foreignProduct = await createProduct(fx.ctx.database.db, fx.other.store.id, { name: 'Ajeno' });
    for (const [payload, message] of [
      [{ items: [{ id: sibling.items[0]!.id, amount: 9 }] }, ORDER_TEXT.itemNotFound],
      [{ items: [{ id: foreign.items[0]!.id, amount: 9 }] }, ORDER_TEXT.itemNotFound],
      [
        { other_concepts: [{ id: foreign.concepts[0]!.id, description: 'x', amount: 1 }] },
        ORDER_TEXT.conceptNotFound,
      ],
      [{ other_concepts_del: [foreign.concepts[0]!.id] }, ORDER_TEXT.conceptNotFound],
      [{ other_concepts_del: [sibling.concepts[0]!.id] }, ORDER_TEXT.conceptNotFound],
      [{ items: [{ product_id: foreignProduct.id, amount: 1 }] }, ORDER_TEXT.productNotFound],
    ] as const) {
      const res = await save(order.id, payload);
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(message);
    }
    const untouched = await detailOf(foreign.order.id, fx.other.token);
    expect(untouched.items[0]!.amount).toBe(foreign.items[0]!.amount);
    expect(untouched.other_concepts).toHaveLength(1);
  });

  it("answers 404 and changes nothing for another store's order", async () => {
    const { order } = await orderOf({ status: 'pending' }, fx.other.store.id);
    const res = await save(order.id, { status: 'discarded', store_observation: 'hackeado' });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(ORDER_TEXT.orderNotFound);
    expect(res.body).not.toContain(order.alphanum_id);
    const [stored] = await fx.ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: 'pending', store_observation: null });
  });

  it('needs a logged-in store user', async () => {
    const { order } = await orderOf();
    const res = await fx.ctx.app.inject({
      method: 'POST',
      url: `/api/store/orders/${order.id}`,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
