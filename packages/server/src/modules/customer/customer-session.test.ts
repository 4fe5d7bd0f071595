import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COLOR_SET, emptyMediaEntry } from '@mostrador/core';
import { clientLogs, customerSessions, refcodes, stores } from '../../db/schema';
import { createStore, createTestApp, messageOf, type TestContext } from '../../../test/helpers';
import { addItems, addProduct, newSession, preset, setEnabled } from './customer.fixtures';

let t: TestContext;
let storeA: Awaited<ReturnType<typeof createStore>>['store'];
let storeB: Awaited<ReturnType<typeof createStore>>['store'];
const slug = (hashtag: string) => hashtag.slice(1);

beforeAll(async () => {
  t = await createTestApp();
  storeA = (await createStore(t.database, { address: 'Calle 1' })).store;
  storeB = (await createStore(t.database)).store;
  const media = Array.from({ length: 8 }, (_, slot) => emptyMediaEntry(slot));
  media[0] = { ...media[0]!, media_url: 'https://img.test/main.jpg' };
  media[1] = { ...media[1]!, media_url: 'dQw4w9WgXcQ' };
  media[3] = {
    ...media[3]!,
    media_url: 'https://img.test/p3.jpg',
    description: 'Promo',
    link: 'https://x.test',
  };
  await t.database.db
    .update(stores)
    .set({
      media,
      color_set: { chip_color: '#111111' },
      social_networks: { whatsapp: '5491100000000', yt: 'https://youtube.com/@tienda', instagram: '' },
    })
    .where(eq(stores.id, storeA.id));
});
afterAll(() => t.close());

describe('GET /client/store/{hashtag}', () => {
  it('answers the public data with the section 9 defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/client/store/${slug(storeA.hashtag)}` });
    expect(res.statusCode).toBe(200);
    const store = res.json();
    expect(store).toMatchObject({
      hashtag: slug(storeA.hashtag),
      name: 'Tienda de prueba',
      address: 'Calle 1',
      curr_symbol: '$',
      language: 'es',
      title: 'QUIERO COMPRAR',
      main_image: { media_url: 'https://img.test/main.jpg' },
      video_id: 'dQw4w9WgXcQ',
      promos: [
        {
          media_url: 'https://img.test/p3.jpg',
          description: 'Promo',
          link: 'https://x.test',
          highlighted: false,
        },
      ],
      social: { whatsapp: '5491100000000', youtube: 'https://youtube.com/@tienda' },
      widget: { position: 'right', titlebar_text: `Tienda ${slug(storeA.hashtag)}` },
    });
    expect(store.social).not.toHaveProperty('instagram');
    expect(store.color_set.chip_color).toBe('#111111');
    expect(store.color_set.chat_background).toBe(DEFAULT_COLOR_SET.chat_background);
    expect(store.dialog_init).toContain('Tienda de prueba');
    expect(store).not.toHaveProperty('creatoremail');
    expect(store).not.toHaveProperty('id');
  });

  it('takes the hashtag with its # too, ignoring case', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/client/store/${encodeURIComponent(storeA.hashtag.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown or disabled store', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/client/store/noexiste123' });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe('Tienda no encontrada');
    const { store } = await createStore(t.database, { enabled: false });
    // A disabled store exists: its page says it is not available right now (issue 19 item 12).
    const disabled = await t.app.inject({ method: 'GET', url: `/api/client/store/${slug(store.hashtag)}` });
    expect(disabled.statusCode).toBe(403);
    expect(messageOf(disabled)).toBe(
      'Esta tienda no está disponible en este momento. Por favor intentelo más tarde.',
    );
  });
});

describe('POST /presetstore and GET /client/recover_session', () => {
  it('binds a session to a store with a long catalogue token', async () => {
    const { session, body } = await preset(t.app, slug(storeA.hashtag));
    expect(body).toMatchObject({ session_id: session, client_id: null, order_token: null });
    expect(body.product_list_token.length).toBeGreaterThanOrEqual(32);
    const again = await preset(t.app, storeA.hashtag, session);
    expect(again.body.product_list_token).toBe(body.product_list_token);
  });

  it('gives a new token and no client when the session moves to another store', async () => {
    const product = await addProduct(t.database.db, storeA.id);
    const { session, body } = await preset(t.app, slug(storeA.hashtag));
    await addItems(t.app, session, [{ product_id: product.id, amount: 1 }]);
    const moved = await preset(t.app, slug(storeB.hashtag), session);
    expect(moved.body.client_id).toBeNull();
    expect(moved.body.product_list_token).not.toBe(body.product_list_token);
    // Back in store A the session finds its client again.
    const back = await preset(t.app, slug(storeA.hashtag), session);
    expect(back.body.client_id).not.toBeNull();
  });

  it.each([['dfmessenger-XYZ'], ['dfmessenger-0123456789a'], ['sesion'], ['']])(
    'refuses the session id %j',
    async (session) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/presetstore',
        payload: { session, store: slug(storeA.hashtag) },
      });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe('La sesion no es valida');
    },
  );

  it('answers 404 for an unknown store and 403 not available for a disabled one', async () => {
    const { store } = await createStore(t.database, { enabled: false });
    for (const [hashtag, status, message] of [
      ['noexiste999', 404, 'Tienda no encontrada'],
      [
        slug(store.hashtag),
        403,
        'Esta tienda no está disponible en este momento. Por favor intentelo más tarde.',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/presetstore',
        payload: { session: newSession(), store: hashtag },
      });
      expect(res.statusCode).toBe(status);
      expect(messageOf(res)).toBe(message);
    }
  });

  it("recovers a session and logs 'Sesion recuperada'", async () => {
    const { session } = await preset(t.app, slug(storeA.hashtag));
    const res = await t.app.inject({ method: 'GET', url: `/api/client/recover_session/${session}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().store.hashtag).toBe(slug(storeA.hashtag));
    const logs = await t.database.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.session_id, session), eq(clientLogs.activity_name, 'Sesion recuperada')));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.store_id).toBe(storeA.id);
  });

  it('answers 404 for an unknown session, a malformed one and a disabled store', async () => {
    for (const session of [newSession(), 'no-es-una-sesion']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/client/recover_session/${session}` });
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe('Sesion no encontrada');
    }
    const { store } = await createStore(t.database);
    const { session } = await preset(t.app, slug(store.hashtag));
    await setEnabled(t.database.db, store.id, false);
    const res = await t.app.inject({ method: 'GET', url: `/api/client/recover_session/${session}` });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(
      'Esta tienda no está disponible en este momento. Por favor intentelo más tarde.',
    );
  });
});

describe('POST /client/log_activity', () => {
  it('records the activity with its payload, and attaches it to the client once known', async () => {
    const product = await addProduct(t.database.db, storeA.id);
    const { session } = await preset(t.app, slug(storeA.hashtag));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/log_activity',
      payload: {
        session_id: session,
        activity_name: 'clicking see catalogue',
        payload: { from: 'orderstatus' },
      },
    });
    expect(res.statusCode).toBe(204);
    const order = await addItems(t.app, session, [{ product_id: product.id, amount: 1 }]);
    const [log] = await t.database.db.select().from(clientLogs).where(eq(clientLogs.session_id, session));
    expect(log).toMatchObject({ activity_name: 'clicking see catalogue', payload: { from: 'orderstatus' } });
    expect(log!.client_id).not.toBeNull();
    expect(order.id).toBeGreaterThan(0);
  });

  it('refuses an unknown session, an empty name and a huge payload', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/client/log_activity',
      payload: { session_id: newSession(), activity_name: 'entering 404' },
    });
    expect(unknown.statusCode).toBe(404);
    const { session } = await preset(t.app, slug(storeA.hashtag));
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/client/log_activity',
      payload: { session_id: session, activity_name: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('Por favor ingrese la actividad');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/client/log_activity',
      payload: { session_id: session, activity_name: 'x', payload: { text: 'a'.repeat(5000) } },
    });
    expect(huge.statusCode).toBe(400);
  });
});

describe('POST /client/ref_code', () => {
  it('binds the session to the code store and answers its messages', async () => {
    await t.database.db.insert(refcodes).values([
      {
        store_id: storeB.id,
        code: 'VOLANTE1',
        description: 'Volante',
        client_msg_preamble: 'Hola, vi el volante',
        use_confirm_finisher: 'Gracias',
        url: 'https://x.test',
      },
      { store_id: storeB.id, code: 'APAGADO1', active: false, description: 'Viejo', url: 'https://x.test' },
    ]);
    const { session } = await preset(t.app, slug(storeA.hashtag));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/ref_code',
      payload: { session_id: session, ref_code: 'volante1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      store: { hashtag: slug(storeB.hashtag) },
      client_msg_preamble: 'Hola, vi el volante',
      use_confirm_finisher: 'Gracias',
    });
    const [row] = await t.database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.session_id, session));
    expect(row).toMatchObject({ store_id: storeB.id, ref_code: 'VOLANTE1' });

    for (const ref_code of ['APAGADO1', 'NOEXISTE']) {
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/client/ref_code',
        payload: { session_id: session, ref_code },
      });
      expect(missing.statusCode).toBe(404);
      expect(messageOf(missing)).toBe('Codigo no encontrado');
    }
  });
});

describe('POST /client/productlist', () => {
  it('pages the active products of the token store with the filters', async () => {
    const { store } = await createStore(t.database);
    for (let i = 0; i < 16; i += 1) await addProduct(t.database.db, store.id, { name: `Yerba ${i}` });
    await addProduct(t.database.db, store.id, { name: 'Azúcar blanca', tags: ['Oferta'] });
    await addProduct(t.database.db, store.id, { name: 'Yerba oculta', active: false });
    await addProduct(t.database.db, storeA.id, { name: 'Yerba de otra tienda' });
    const { session, body } = await preset(t.app, slug(store.hashtag));
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/client/productlist',
      payload: { token: body.product_list_token, session_id: session, name: 'yerba' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 16, page: 1, page_size: 15, order_token: null });
    expect(first.json().items).toHaveLength(15);
    const tagged = await t.app.inject({
      method: 'POST',
      url: '/api/client/productlist',
      payload: { token: body.product_list_token, name: 'azucar', tags: 'oferta', page: 1 },
    });
    expect(tagged.json().items.map((p: { name: string }) => p.name)).toEqual(['Azúcar blanca']);
  });

  it('filters by category, accent-insensitively, and only within the token store', async () => {
    const { store } = await createStore(t.database);
    await addProduct(t.database.db, store.id, { name: 'Leche entera', category: 'Lácteos y frescos' });
    await addProduct(t.database.db, store.id, { name: 'Lavandina', category: 'Limpieza' });
    await addProduct(t.database.db, storeA.id, { name: 'Leche de otra tienda', category: 'Lácteos' });
    const { body } = await preset(t.app, slug(store.hashtag));
    const byCategory = async (category: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/productlist',
        payload: { token: body.product_list_token, category },
      });
      expect(res.statusCode).toBe(200);
      return res.json().items.map((p: { name: string }) => p.name);
    };
    expect(await byCategory('lacteos')).toEqual(['Leche entera']);
    expect(await byCategory('LIMPIEZA')).toEqual(['Lavandina']);
    expect(await byCategory('bebidas')).toEqual([]);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/client/productlist',
      payload: { token: body.product_list_token, category: 'x'.repeat(500) },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("refuses another client's session and unknown tokens, and a disabled store", async () => {
    const { store } = await createStore(t.database);
    const owner = await preset(t.app, slug(store.hashtag));
    const product = await addProduct(t.database.db, store.id);
    await addItems(t.app, owner.session, [{ product_id: product.id, amount: 1 }]);
    const stranger = await preset(t.app, slug(store.hashtag));
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/client/productlist',
      payload: { token: owner.body.product_list_token, session_id: stranger.session },
    });
    expect(other.statusCode).toBe(404);
    expect(messageOf(other)).toBe('Catálogo no encontrado');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/client/productlist',
      payload: { token: 'x'.repeat(32) },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/client/productlist',
      payload: { token: '?' },
    });
    expect(bad.statusCode).toBe(400);
    await setEnabled(t.database.db, store.id, false);
    const disabled = await t.app.inject({
      method: 'POST',
      url: '/api/client/productlist',
      payload: { token: owner.body.product_list_token },
    });
    expect(disabled.statusCode).toBe(403);
    expect(messageOf(disabled)).toBe(
      'Esta tienda no está disponible en este momento. Por favor intentelo más tarde.',
    );
  });
});
