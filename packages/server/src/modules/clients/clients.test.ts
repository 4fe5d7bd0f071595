import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_TEXT,
  type ClientDetail,
  type ClientLogRow,
  type ClientRow,
  type OrderListRow,
  type Page,
} from '@mostrador/core';
import {
  bearer,
  createTestApp,
  messageOf,
  twoLoggedInStores,
  type LoggedInStore,
  type TestContext,
} from '../../../test/helpers';
import { createClient, createOrder, logActivity } from '../orders/test-factories';

let ctx: TestContext;
let mine: LoggedInStore;
let other: LoggedInStore;
const ids: Record<string, number> = {};

const at = (month: number, day: number, hour = 12) => new Date(Date.UTC(2026, month - 1, day, hour, 0));

beforeAll(async () => {
  ctx = await createTestApp();
  ({ mine, other } = await twoLoggedInStores(ctx, 3));
  const db = ctx.database.db;
  const store = mine.store.id;
  ids.ana = (
    await createClient(db, store, {
      first_name: 'Ána',
      last_name: 'Núñez',
      email: 'ana.nunez@correo.com',
      phone: '+54 11 4444-0001',
      first_seen: at(9, 1),
      last_seen: at(10, 5),
    })
  ).id;
  ids.bruno = (
    await createClient(db, store, {
      first_name: 'Bruno',
      last_name: 'Díaz',
      email: 'bruno@correo.com',
      phone: null,
      first_seen: at(10, 2, 1),
      last_seen: at(10, 20),
    })
  ).id;
  ids.carla = (
    await createClient(db, store, {
      first_name: 'Carla',
      last_name: 'Ana Paz',
      email: '=cmd|calc@x.com',
      first_seen: at(8, 15),
      last_seen: at(8, 16),
    })
  ).id;
  for (let i = 0; i < 15; i += 1) {
    await createClient(db, store, { first_name: `Extra${i}`, last_seen: at(1, 1 + i), first_seen: at(1, 1) });
  }
  ids.foreign = (await createClient(db, other.store.id, { first_name: 'Ana', email: 'ajena@correo.com' })).id;
});
afterAll(() => ctx.close());

const get = (url: string, token = mine.token) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const namesOf = (page: Page<ClientRow>) => page.items.map((client) => client.first_name);

describe('GET /api/store/clients/', () => {
  it('pages of 15, most recently seen first', async () => {
    const res = await get('/api/store/clients/');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page<ClientRow>;
    expect(page.total).toBe(18);
    expect(page.items).toHaveLength(15);
    expect(namesOf(page).slice(0, 3)).toEqual(['Bruno', 'Ána', 'Carla']);
    expect(page.items[1]).toEqual({
      id: ids.ana,
      email: 'ana.nunez@correo.com',
      first_name: 'Ána',
      last_name: 'Núñez',
      surname: null,
      phone: '+54 11 4444-0001',
      address: null,
      first_seen: '2026-09-01T12:00:00.000Z',
      last_seen: '2026-10-05T12:00:00.000Z',
      notification: false,
      last_notification: null,
    });
    const page2 = (await get('/api/store/clients?page=2').then((r) => r.json())) as Page<ClientRow>;
    expect(page2.items).toHaveLength(3);
  });

  it.each([
    ['first_name=ana', ['Ána']],
    ['last_name=ana', ['Carla']],
    ['last_name=NUNEZ', ['Ána']],
    ['email=correo.com', ['Bruno', 'Ána']],
    ['email=bruno correo', ['Bruno']],
    ['phone=4444', ['Ána']],
    ['first_seen=02/10/2026', ['Bruno']],
    ['first_seen=01/10/2026&tz=America/Argentina/Buenos_Aires', ['Bruno']],
    ['last_seen=16/08', ['Carla']],
    ['first_seen=01/09/2026 12:00&email=ana', ['Ána']],
    ['first_name=zoe', []],
  ])('filters %s', async (query, expected) => {
    const page = (await get(`/api/store/clients/?${query}`).then((r) => r.json())) as Page<ClientRow>;
    expect(namesOf(page)).toEqual(expected);
  });

  it('answers 400 to a bad time zone and 401 without a token', async () => {
    const bad = await get('/api/store/clients/?tz=Luna/Crater');
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(ORDER_TEXT.timeZoneInvalid);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/store/clients/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never lists another store's clients", async () => {
    const page = (await get('/api/store/clients/?email=ajena').then((r) => r.json())) as Page<ClientRow>;
    expect(page.total).toBe(0);
    const theirs = (await get('/api/store/clients/', other.token).then((r) => r.json())) as Page<ClientRow>;
    expect(theirs.items.map((client) => client.id)).toEqual([ids.foreign]);
  });
});

describe('GET /api/store/clients/{a}&{b}', () => {
  it('answers page a of size b with the list filters', async () => {
    const page = (await get('/api/store/clients/2&2').then((r) => r.json())) as Page<ClientRow>;
    expect(page).toMatchObject({ page: 2, page_size: 2, total: 18 });
    expect(namesOf(page)).toEqual(['Carla', 'Extra14']);
    const filtered = (await get('/api/store/clients/1&50?email=correo').then((r) =>
      r.json(),
    )) as Page<ClientRow>;
    expect(namesOf(filtered)).toEqual(['Bruno', 'Ána']);
  });

  it.each(['0&10', '1&0', '1&101', '1&x', '&5'])('answers 400 to %s', async (range) => {
    const res = await get(`/api/store/clients/${range}`);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(ORDER_TEXT.pageInvalid);
  });
});

describe('GET /api/store/clients/{id}', () => {
  it('answers the client with its order count', async () => {
    await createOrder(ctx.database.db, mine.store.id, { client_id: ids.bruno });
    const res = await get(`/api/store/clients/${ids.bruno}`);
    expect(res.statusCode).toBe(200);
    const client = res.json() as ClientDetail;
    expect(client).toMatchObject({ id: ids.bruno, first_name: 'Bruno', phone: null, orders_count: 1 });
    expect(client.session_ids[0]).toMatch(/^dfmessenger-/);
  });

  it("answers 404 and no data for another store's client or a bad id", async () => {
    for (const id of [ids.foreign, 999999, 'abc']) {
      const res = await get(`/api/store/clients/${id}`);
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(ORDER_TEXT.clientNotFound);
      expect(res.body).not.toContain('ajena');
    }
  });
});

describe('GET /api/store/clients/{id}/activity', () => {
  it('pages the client logs, newest first', async () => {
    const db = ctx.database.db;
    for (let i = 0; i < 17; i += 1) {
      await logActivity(db, mine.store.id, ids.ana!, `actividad ${i}`, new Date(Date.UTC(2026, 9, 1, 0, i)));
    }
    await logActivity(db, mine.store.id, ids.bruno!, 'de otro cliente');
    const page1 = (await get(`/api/store/clients/${ids.ana}/activity`).then((r) =>
      r.json(),
    )) as Page<ClientLogRow>;
    expect(page1.total).toBe(17);
    expect(page1.items).toHaveLength(15);
    expect(page1.items[0]).toMatchObject({
      activity_name: 'actividad 16',
      payload: null,
      created_at: '2026-10-01T00:16:00.000Z',
    });
    const page2 = (await get(`/api/store/clients/${ids.ana}/activity?page=2`).then((r) =>
      r.json(),
    )) as Page<ClientLogRow>;
    expect(page2.items.map((log) => log.activity_name)).toEqual(['actividad 1', 'actividad 0']);
  });

  it("answers 404 for another store's client", async () => {
    await logActivity(ctx.database.db, other.store.id, ids.foreign!, 'secreto');
    const res = await get(`/api/store/clients/${ids.foreign}/activity`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secreto');
  });
});

describe('GET /api/store/clients/{id}/orders', () => {
  it("pages the client's orders", async () => {
    const db = ctx.database.db;
    const first = await createOrder(db, mine.store.id, { client_id: ids.carla, created_at: at(8, 16) });
    const second = await createOrder(db, mine.store.id, { client_id: ids.carla, created_at: at(8, 17) });
    await createOrder(db, mine.store.id, { client_id: ids.ana });
    const page = (await get(`/api/store/clients/${ids.carla}/orders`).then((r) =>
      r.json(),
    )) as Page<OrderListRow>;
    expect(page.total).toBe(2);
    expect(page.items.map((order) => order.id)).toEqual([second.order.id, first.order.id]);
    expect(page.items[0]!.client).toMatchObject({ id: ids.carla, name: 'Carla Ana Paz' });
  });

  it("answers 404 for another store's client", async () => {
    const res = await get(`/api/store/clients/${ids.foreign}/orders`);
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(ORDER_TEXT.clientNotFound);
  });
});

describe('GET /api/store/clients/export', () => {
  it('exports the filtered clients, formulas neutralised and missing phones as -', async () => {
    const res = await get('/api/store/clients/export?last_name=paz&tz=UTC');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="datosExportadosClientes.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'ID',
      'Email',
      'Nombre',
      'Segundo nombre',
      'Apellido',
      'Telefono',
      'Direccion',
      'Primera visita',
      'Ultima visita',
      'Notificaciones',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      ids.carla,
      "'=cmd|calc@x.com",
      'Carla',
      undefined,
      'Ana Paz',
      '1155550000',
      undefined,
      '15/08/2026 12:00',
      '16/08/2026 12:00',
      'No',
    ]);
  });

  it("never exports another store's clients", async () => {
    const res = await get('/api/store/clients/export?email=ajena');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
  });
});
