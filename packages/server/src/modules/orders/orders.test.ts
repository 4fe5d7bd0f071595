import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TEXT, type OrderDetail, type OrderListRow, type Page } from '@mostrador/core';
import {
  bearer,
  createTestApp,
  messageOf,
  loggedInStore,
  twoLoggedInStores,
  type LoggedInStore,
  type TestContext,
} from '../../../test/helpers';
import { createClient, createOrder } from './test-factories';

let ctx: TestContext;
let mine: LoggedInStore;
let other: LoggedInStore;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ mine, other } = await twoLoggedInStores(ctx, 1));
});
afterAll(() => ctx.close());

const get = (url: string, token = mine.token) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const listOf = (url: string, token?: string) =>
  get(url, token).then((res) => res.json() as Page<OrderListRow>);

describe('GET /api/store/orders', () => {
  let store: LoggedInStore;
  let ids: Record<string, number>;

  beforeAll(async () => {
    store = await loggedInStore(ctx, '10.1.0.3');
    const db = ctx.database.db;
    const ana = await createClient(db, store.store.id, {
      first_name: 'Ana',
      last_name: 'Núñez',
      email: 'ana@x.com',
    });
    const bruno = await createClient(db, store.store.id, {
      first_name: 'Bruno',
      last_name: 'Díaz',
      phone: '3415550001',
    });
    const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 9, day, hour, 30));
    const a = await createOrder(db, store.store.id, {
      client_id: ana.id,
      status: 'pending',
      created_at: at(1),
      original_id: 'WC-1001',
      items: [
        { name: 'Yerba', price: 100, amount: 2 },
        { name: 'Azúcar', price: 50, amount: 1 },
      ],
    });
    const b = await createOrder(db, store.store.id, {
      client_id: bruno.id,
      status: 'preparing',
      payment_status: 'required',
      payment_method: 'MercadoPago',
      created_at: at(2, 23),
    });
    const c = await createOrder(db, store.store.id, {
      status: 'done',
      payment_status: 'done',
      payment_method: 'Transferencia',
      created_at: at(3),
    });
    ids = { a: a.order.id, b: b.order.id, c: c.order.id };
    // 20 more, so the list has two pages.
    for (let i = 0; i < 20; i += 1) {
      await createOrder(db, store.store.id, {
        status: 'provisional',
        created_at: new Date(Date.UTC(2026, 8, 1, 0, i)),
      });
    }
    // Another store's orders never show up.
    await createOrder(db, other.store.id, { status: 'pending', original_id: 'WC-1001' });
  });

  it('pages of 15, newest first, with the list columns', async () => {
    const page1 = await listOf('/api/store/orders', store.token);
    expect(page1.total).toBe(23);
    expect(page1.page_size).toBe(15);
    expect(page1.items).toHaveLength(15);
    expect(page1.items.slice(0, 3).map((row) => row.id)).toEqual([ids.c, ids.b, ids.a]);
    expect(page1.items[2]).toMatchObject({
      original_id: 'WC-1001',
      client: { name: 'Ana Núñez', email: 'ana@x.com' },
      total_price: 250,
      status: 'pending',
      estado: 'Pendiente',
      payment_status: 'pending',
      payment_label: 'No solicitado',
      nitems: 2,
      curr_symbol: '$',
    });
    const page2 = await listOf('/api/store/orders?page=2', store.token);
    expect(page2.items).toHaveLength(8);
    expect(page2.page).toBe(2);
    const beyond = await listOf('/api/store/orders?page=99', store.token);
    expect(beyond).toEqual({ items: [], total: 23, page: 99, page_size: 15 });
    const none = await listOf('/api/store/orders?client=nadie', store.token);
    expect(none).toEqual({ items: [], total: 0, page: 1, page_size: 15 });
  });

  it.each([
    ['estado=preparing', ['b']],
    ['estado=', ['c', 'b', 'a']],
    ['client=nunez', ['a']],
    ['client=ANA x.com', ['a']],
    ['client=341555', ['b']],
    ['client=carla', []],
    ['original_id=wc-10', ['a']],
    ['payment=required', ['b']],
    ['method=mercado', ['b']],
    ['method=transfer', ['c']],
    ['date=02/10/2026', ['b']],
    ['date=02/10/2026 23:3', ['b']],
    ['date=02/10/2026 20:30&tz=America/Argentina/Buenos_Aires', ['b']],
    ['date=03/10/2026&tz=Asia/Tokyo', ['c', 'b']],
    ['estado=done&payment=done&method=transferencia', ['c']],
  ])('filters %s', async (query, expected) => {
    const { items } = await listOf(`/api/store/orders?${query}&page=1`, store.token);
    const wanted = expected.map((key) => ids[key]);
    expect(items.filter((row) => row.status !== 'provisional').map((row) => row.id)).toEqual(wanted);
  });

  it('filters by order number', async () => {
    const { items } = await listOf('/api/store/orders', store.token);
    const number = items[0]!.alphanum_id;
    const found = await listOf(
      `/api/store/orders?order_number=${number.toLowerCase().slice(1, 6)}`,
      store.token,
    );
    expect(found.items.map((row) => row.alphanum_id)).toContain(number);
  });

  it.each([
    ['estado=perdido', ORDER_TEXT.statusInvalid],
    ['payment=pagado', ORDER_TEXT.paymentStatusInvalid],
    ['page=0', ORDER_TEXT.pageInvalid],
    ['tz=Marte/Base', ORDER_TEXT.timeZoneInvalid],
  ])('answers 400 to %s', async (query, message) => {
    const res = await get(`/api/store/orders?${query}`, store.token);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('needs a store user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/store/orders' });
    expect(res.statusCode).toBe(401);
  });

  it('shows a store only its own orders', async () => {
    const theirs = await listOf('/api/store/orders?original_id=WC-1001', other.token);
    expect(theirs.total).toBe(1);
    expect(theirs.items.every((row) => !Object.values(ids).includes(row.id))).toBe(true);
  });

  // Pages are kept for ORDER_LIST_CACHE_MS, but never past a write to orders through this process.
  it('shows a new order on the very next call', async () => {
    const before = await listOf('/api/store/orders', store.token);
    const db = ctx.database.db;
    const carla = await createClient(db, store.store.id, { first_name: 'Carla', last_name: 'Paz' });
    const { order } = await createOrder(db, store.store.id, {
      client_id: carla.id,
      status: 'pending',
      items: [{ name: 'Té', price: 10, amount: 1 }],
    });
    const after = await listOf('/api/store/orders', store.token);
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ id: order.id, client: { name: 'Carla Paz' }, nitems: 1 });
  });
});

describe('GET /api/store/orders/{id}', () => {
  it('answers the order with items, concepts, shipments, client, store and rules', async () => {
    const db = ctx.database.db;
    const client = await createClient(db, mine.store.id, {
      first_name: 'Carla',
      surname: 'Inés',
      last_name: 'Gómez',
    });
    const { order, items, concepts } = await createOrder(db, mine.store.id, {
      client_id: client.id,
      status: 'preparing',
      shipping_cost: 300,
      items: [
        { name: 'Queso', price: 1000, amount: 0.5 },
        { name: 'Vino', price: 2000, amount: 1, revised_price: 1800 },
      ],
      concepts: [{ description: 'Descuento amigo', amount: -100 }],
      shipments: [{ tracking_code: 'AR123', transport_co: 'Correo', original_id: 'WC-S1' }],
    });
    const res = await get(`/api/store/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as OrderDetail;
    expect(detail).toMatchObject({
      id: order.id,
      alphanum_id: order.alphanum_id,
      total_price: 2500,
      shipping_cost: 300,
      estado: 'Proceso',
      customer_status_label: 'En proceso',
      nitems: 2,
      token: order.token,
      client: { id: client.id, name: 'Carla Inés Gómez' },
      store: { hashtag: mine.store.hashtag, name: mine.store.name, curr_symbol: '$' },
      other_concepts: [
        { id: concepts[0]!.id, description: 'Descuento amigo', amount: -100, type: 'Descuento' },
      ],
      shipping: [{ tracking_code: 'AR123', transport_co: 'Correo', original_id: 'WC-S1', eta: null }],
      rules: {
        quantity: {
          allowed: false,
          reason: 'No es posible modificar esto, solo disponible en estado Pendiente o Provisorio.',
        },
        shipping_cost: { allowed: true, reason: null },
        request_payment: { allowed: true, reason: null },
      },
    });
    expect(detail.items).toEqual([
      expect.objectContaining({
        id: items[0]!.id,
        name: 'Queso',
        amount: 0.5,
        total: 500,
        revised_price: null,
      }),
      expect.objectContaining({ id: items[1]!.id, name: 'Vino', total: 1800, revised_price: 1800 }),
    ]);
    expect(detail.items[0]!.product_denormalized).toMatchObject({ name: 'Queso', price_per_unit: 1000 });
  });

  it.each(['999999', 'abc', '0', '99999999999'])('answers 404 for %s', async (id) => {
    const res = await get(`/api/store/orders/${id}`);
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(ORDER_TEXT.orderNotFound);
  });

  it("answers 404 and no data for another store's order", async () => {
    const { order } = await createOrder(ctx.database.db, other.store.id, { items: [{ name: 'Secreto' }] });
    const res = await get(`/api/store/orders/${order.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Secreto');
    expect(res.body).not.toContain(order.token);
  });
});

describe('GET /api/store/orders/export', () => {
  async function sheetOf(url: string) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { res, rows };
  }

  it('exports the filtered orders, formulas neutralised', async () => {
    const db = ctx.database.db;
    const client = await createClient(db, mine.store.id, {
      first_name: '=HYPERLINK("x")',
      last_name: 'Export',
    });
    await createOrder(db, mine.store.id, { client_id: client.id, status: 'discarded', original_id: 'EXP-1' });
    const { res, rows } = await sheetOf('/api/store/orders/export?original_id=EXP-1');
    expect(res.headers['content-disposition']).toBe('attachment; filename="datosExportadosPedidos.xlsx"');
    expect(rows[0]).toEqual([
      'Numero de pedido',
      'Fecha',
      'Cliente',
      'Valor',
      'Pago',
      'Estado',
      'Items',
      'ID original',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      expect.any(String),
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      `'=HYPERLINK("x") Export`,
      200,
      'No solicitado',
      'Descartado',
      1,
      'EXP-1',
    ]);
  });

  it('exports payments with their own columns and file name', async () => {
    await createOrder(ctx.database.db, mine.store.id, {
      status: 'pending',
      payment_status: 'required',
      payment_method: 'PayExport',
    });
    const { res, rows } = await sheetOf('/api/store/orders/export?view=payments&method=payexport');
    expect(res.headers['content-disposition']).toBe('attachment; filename="datosExportadosCobros.xlsx"');
    expect(rows[0]).toContain('Metodo');
    expect(rows[1]).toContain('Solicitado');
    expect(rows[1]).toContain('PayExport');
  });

  it("never exports another store's orders", async () => {
    await createOrder(ctx.database.db, other.store.id, { original_id: 'AJENO-1' });
    const { rows } = await sheetOf('/api/store/orders/export?original_id=AJENO-1');
    expect(rows).toHaveLength(1);
  });

  it('answers 400 to a bad view', async () => {
    const res = await get('/api/store/orders/export?view=todo');
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(ORDER_TEXT.viewInvalid);
  });
});
