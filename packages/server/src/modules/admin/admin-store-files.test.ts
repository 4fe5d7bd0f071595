import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FAQ_MSG, type DataImportView } from '@mostrador/core';
import { standardFaqs } from '../../db/schema';
import {
  bearer,
  createStore,
  createTestApp,
  createUser,
  login,
  messageOf,
  type TestContext,
} from '../../../test/helpers';
import { recordUnansweredQuestion } from '../faqs/faqs.assistant';
import { multipart, someIp } from '../imports/imports.fixtures';
import { createOrder } from '../orders/test-factories';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx.database, { is_admin: true });
  adminToken = (await login(ctx.app, admin.email, admin.password, someIp())).jwt_token;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | undefined, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

async function standardFaq(storeId: number, values: { visible: boolean; response: string }) {
  const [row] = await ctx.database.db
    .insert(standardFaqs)
    .values({ store_id: storeId, faq_type: 'delivery', question: '¿Hacen envíos?', ...values })
    .returning();
  return row!;
}

const uploadProducts = (storeId: number, token: string | undefined, content: string) => {
  const body = multipart('catalogo.csv', content);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/stores/${storeId}/products_import_file`,
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
};

describe('only the platform administrator', () => {
  it.each([
    ['GET', 'faqs'],
    ['GET', 'faqs_unmanaged'],
    ['PUT', 'faqs_unmanaged/1'],
    ['POST', 'faqs/1/visible'],
    ['POST', 'upload_faq'],
  ] as const)(
    '%s /admin/stores/{id}/%s: store admin and store user 403, anonymous 401',
    async (method, tail) => {
      const { store, admin } = await createStore(ctx.database);
      const owner = (await login(ctx.app, admin.email, admin.password, someIp())).jwt_token;
      const crew = await createUser(ctx.database, { store_id: store.id, store_role: 'crew' });
      const crewToken = (await login(ctx.app, crew.email, crew.password, someIp())).jwt_token;
      const body = method === 'GET' ? undefined : { texts: '¿a? b', visible: true, response: 'x' };
      for (const token of [owner, crewToken]) {
        const res = await call(method, `/admin/stores/${store.id}/${tail}`, token, body);
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('model_queries');
      }
      expect((await call(method, `/admin/stores/${store.id}/${tail}`, undefined, body)).statusCode).toBe(401);
    },
  );

  it('POST /admin/stores/{id}/products_import_file: 403 for the store, 401 anonymous, no import made', async () => {
    const { store, admin } = await createStore(ctx.database);
    const owner = (await login(ctx.app, admin.email, admin.password, someIp())).jwt_token;
    expect((await uploadProducts(store.id, owner, 'id_original;nombre\nA;B')).statusCode).toBe(403);
    expect((await uploadProducts(store.id, undefined, 'id_original;nombre\nA;B')).statusCode).toBe(401);
    const imports = await call('GET', `/admin/data_imports?store_id=${store.id}`, adminToken);
    expect(imports.json()).toEqual([]);
  });
});

describe('FAQ upload (spec section 5)', () => {
  it('adds new questions and replaces the answer of a known one, in one call', async () => {
    const { store } = await createStore(ctx.database);
    const first = await call('POST', `/admin/stores/${store.id}/upload_faq`, adminToken, {
      texts: '¿Hacen envíos? Sí, a todo el país\n\n¿Aceptan tarjeta? Sí, todas',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'FAQ actualizadas correctamente', created: 2, updated: 0 });
    const second = await call('POST', `/admin/stores/${store.id}/upload_faq`, adminToken, {
      texts: ['¿hacen ENVIOS? Solo en CABA', '¿Abren domingos? No'],
    });
    expect(second.json()).toMatchObject({ created: 1, updated: 1 });
    const { faqs, standard_faqs } = (await call('GET', `/admin/stores/${store.id}/faqs`, adminToken)).json();
    expect(standard_faqs).toHaveLength(5);
    expect(faqs).toHaveLength(3);
    const envios = faqs.find((faq: { model_queries: string[] }) => faq.model_queries[0] === '¿Hacen envíos?');
    expect(envios.response).toBe('Solo en CABA');
  });

  it('reports every bad line by number and writes nothing', async () => {
    const { store } = await createStore(ctx.database);
    const res = await call('POST', `/admin/stores/${store.id}/upload_faq`, adminToken, {
      texts: '¿Hacen envíos? Sí\nHorario de atencion\n¿Tienen local?\n¿Hacen envios? No',
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(
      'Hay lineas con errores, no se guardo ninguna FAQ. ' +
        // A line with no '?' is ambiguous: the message says where the question should end.
        'Linea 2: no se sabe donde termina la pregunta; terminela con ? (por ejemplo: ¿Cual es el horario? De 9 a 18); ' +
        'Linea 3: falta la respuesta (formato: ¿pregunta? respuesta); ' +
        'Linea 4: la pregunta ya figura en la linea 1',
    );
    expect((await call('GET', `/admin/stores/${store.id}/faqs`, adminToken)).json().faqs).toEqual([]);
  });

  it.each([[{ texts: '   ' }], [{}], [{ texts: 5 }]])('refuses %j with a Spanish 400', async (body) => {
    const { store } = await createStore(ctx.database);
    const res = await call('POST', `/admin/stores/${store.id}/upload_faq`, adminToken, body);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(ADMIN_FAQ_MSG.textsRequired);
  });

  it('answers 404 for a store that does not exist', async () => {
    const res = await call('POST', '/admin/stores/999999/upload_faq', adminToken, { texts: '¿a? b' });
    expect(res.statusCode).toBe(404);
  });
});

describe('FAQ approval (FAQSIII)', () => {
  it('approves and disapproves a standard FAQ; the store sees the change', async () => {
    const { store, admin } = await createStore(ctx.database);
    const faq = await standardFaq(store.id, { visible: false, response: 'Sí, a todo el país' });
    const url = `/admin/stores/${store.id}/faqs/${faq.id}/visible`;
    const approved = await call('POST', url, adminToken, { visible: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'FAQ aprobada', faq: { id: faq.id, visible: true } });
    const owner = (await login(ctx.app, admin.email, admin.password, someIp())).jwt_token;
    const seen = (await call('GET', '/store/standard_faqs/', owner)).json();
    expect(seen.find((f: { id: number }) => f.id === faq.id).visible).toBe(true);
    const disapproved = await call('POST', url, adminToken, { visible: false });
    expect(messageOf(disapproved)).toBe('FAQ desaprobada');
    expect(disapproved.json().faq.visible).toBe(false);
  });

  it('refuses to approve a FAQ without an answer and a bad body', async () => {
    const { store } = await createStore(ctx.database);
    const faq = await standardFaq(store.id, { visible: false, response: '' });
    const url = `/admin/stores/${store.id}/faqs/${faq.id}/visible`;
    const empty = await call('POST', url, adminToken, { visible: true });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('Por favor ingrese la respuesta');
    expect((await call('POST', url, adminToken, { visible: 'si' })).statusCode).toBe(400);
  });

  it('cross-store: store B’s FAQ through store A’s address is not found and stays as it was', async () => {
    const a = await createStore(ctx.database);
    const b = await createStore(ctx.database);
    const faqOfB = await standardFaq(b.store.id, { visible: false, response: 'x' });
    const res = await call('POST', `/admin/stores/${a.store.id}/faqs/${faqOfB.id}/visible`, adminToken, {
      visible: true,
    });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('FAQ no encontrada');
    const seen = (await call('GET', `/admin/stores/${b.store.id}/faqs`, adminToken)).json().standard_faqs;
    expect(seen.find((f: { id: number | null }) => f.id === faqOfB.id).visible).toBe(false);
  });
});

describe('unanswered questions of a store', () => {
  it('lists them and answers one; another store’s question is not found', async () => {
    const { store } = await createStore(ctx.database);
    const other = await createStore(ctx.database);
    const question = await recordUnansweredQuestion(ctx.database.db, store.id, '¿Tienen gift cards?', 'No');
    const foreign = await recordUnansweredQuestion(ctx.database.db, other.store.id, '¿Abren feriados?', '');
    const list = (await call('GET', `/admin/stores/${store.id}/faqs_unmanaged`, adminToken)).json();
    expect(list.map((q: { id: number }) => q.id)).toEqual([question!.id]);
    const wrong = await call('PUT', `/admin/stores/${store.id}/faqs_unmanaged/${foreign!.id}`, adminToken, {
      response: 'Sí',
    });
    expect(wrong.statusCode).toBe(404);
    const res = await call('PUT', `/admin/stores/${store.id}/faqs_unmanaged/${question!.id}`, adminToken, {
      response: 'Todavía no',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().faq).toMatchObject({ model_queries: ['¿Tienen gift cards?'], response: 'Todavía no' });
    expect((await call('GET', `/admin/stores/${store.id}/faqs_unmanaged`, adminToken)).json()).toEqual([]);
    expect(
      (await call('GET', `/admin/stores/${other.store.id}/faqs_unmanaged`, adminToken)).json(),
    ).toHaveLength(1);
    const empty = await call(
      'PUT',
      `/admin/stores/${store.id}/faqs_unmanaged/${question!.id}`,
      adminToken,
      {},
    );
    expect(empty.statusCode).toBe(400);
  });
});

describe('product file for a store', () => {
  it('runs the store’s own import pipeline; the table shows the status turn complete', async () => {
    const { store, admin } = await createStore(ctx.database);
    const res = await uploadProducts(
      store.id,
      adminToken,
      'id_original;nombre;tipo;precio\nA-1;Yerba 1 kg;Almacén;3.500\nA-2;Azúcar;Almacén;1.200',
    );
    expect(res.statusCode).toBe(201);
    const { message, data_import } = res.json() as { message: string; data_import: DataImportView };
    expect(message).toBe('Actualización de lista de productos enviada correctamente');
    expect(data_import).toMatchObject({ store_id: store.id, kind: 'products_file', status: 'pending' });
    const owner = (await login(ctx.app, admin.email, admin.password, someIp())).jwt_token;
    await expect
      .poll(async () => (await call('GET', `/store/data_imports/${data_import.id}`, owner)).json().status, {
        timeout: 25_000,
        interval: 50,
      })
      .toBe('complete');
    const products = (await call('GET', '/store/products/', owner)).json();
    expect(products.total).toBe(2);
    const row = (
      await call('GET', `/admin/stores/?q=${encodeURIComponent(store.hashtag)}`, adminToken)
    ).json();
    expect(row.items[0]).toMatchObject({ id: store.id, csv_status: 'complete' });
  });

  it('refuses a request without a file and a store that does not exist', async () => {
    const { store } = await createStore(ctx.database);
    const noFile = await call('POST', `/admin/stores/${store.id}/products_import_file`, adminToken, {});
    expect(noFile.statusCode).toBe(400);
    expect(messageOf(noFile)).toContain('Por favor adjunte un archivo');
    expect((await uploadProducts(999999, adminToken, 'id_original;nombre\nA;B')).statusCode).toBe(404);
  });
});

describe('the store log holds what happened', () => {
  it('logins, uploads and their result, settings changes and FAQ work, in the zip’s JSON and CSV alike', async () => {
    const { store, admin } = await createStore(ctx.database);
    const owner = (await login(ctx.app, admin.email, admin.password, someIp())).jwt_token;
    const theme = await call('POST', `/store/${store.id}`, owner, { city: 'Rosario' });
    expect(theme.statusCode).toBe(200);
    const up = await uploadProducts(
      store.id,
      adminToken,
      'id_original;nombre;tipo;precio\nB-1;Fideos;Almacén;900',
    );
    const id = up.json().data_import.id as number;
    await expect
      .poll(async () => (await call('GET', `/store/data_imports/${id}`, owner)).json().status, {
        timeout: 25_000,
      })
      .toBe('complete');
    await call('POST', `/admin/stores/${store.id}/upload_faq`, adminToken, { texts: '¿a? b' });
    const res = await call('GET', `/admin/logs?store_id=${store.id}`, adminToken);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = JSON.parse(strFromU8(files[`logs-tienda-${store.id}.json`]!)) as {
      id: number;
      event: string;
    }[];
    expect(json.map((log) => log.event)).toEqual(['login', 'settings', 'upload', 'import_complete', 'faqs']);
    const csv = strFromU8(files[`logs-tienda-${store.id}.csv`]!)
      .replace(/^\uFEFF/, '')
      .split('\n');
    expect(csv[0]).toBe('id,store_id,hashtag,event,message,payload,user_id,created_at');
    expect(csv).toHaveLength(json.length + 1);
    csv.slice(1).forEach((line, index) => {
      const [logId, storeId, , event] = line.split(',');
      expect([Number(logId), Number(storeId), event]).toEqual([
        json[index]!.id,
        store.id,
        json[index]!.event,
      ]);
    });
    expect(Number(res.headers['x-log-count'])).toBe(json.length);
  });

  it('an order status change is logged with where it came from and went, a refused save is not', async () => {
    const { store, admin } = await createStore(ctx.database);
    const owner = (await login(ctx.app, admin.email, admin.password, someIp())).jwt_token;
    const { order } = await createOrder(ctx.database.db, store.id, { status: 'pending' });
    const saved = await call('POST', `/store/orders/${order.id}`, owner, { status: 'preparing' });
    expect(saved.statusCode).toBe(200);
    expect((await call('POST', '/store/users/', owner, { email: 'x' })).statusCode).toBe(400);
    const res = await call('GET', `/admin/logs?store_id=${store.id}`, adminToken);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = JSON.parse(strFromU8(files[`logs-tienda-${store.id}.json`]!)) as {
      event: string;
      payload: unknown;
    }[];
    expect(json.map((log) => log.event)).toEqual(['login', 'order_status']);
    expect(json[1]!.payload).toEqual({ order_id: order.id, from: 'pending', to: 'preparing' });
  });
});
