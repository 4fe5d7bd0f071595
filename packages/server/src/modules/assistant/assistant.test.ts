/* POST /api/client/chat through the real app, with the real customer service behind it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createStore,
  createTestApp,
  login,
  messageOf,
  unique,
  type TestContext,
} from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import { insertRefcode } from '../marketing/refcodes.repository';
import { withPlatformScope } from '../../db/scope';
import { newSession } from '../customer/customer.fixtures';
import { seedTestCatalogue } from './assistant.fixtures';
import type { ChatReply } from './assistant.service';

let t: TestContext;
let storeA: Awaited<ReturnType<typeof createStore>>;
let storeB: Awaited<ReturnType<typeof createStore>>;

beforeAll(async () => {
  t = await createTestApp();
  storeA = await createStore(t.database, { dialog_messages: { dialog_init: 'Hola, ¿qué vas a llevar?' } });
  storeB = await createStore(t.database);
  await seedTestCatalogue(t.database.db, storeA.store.id);
  await seedTestCatalogue(t.database.db, storeB.store.id);
});
afterAll(() => t.close());

const chat = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/client/chat', payload });
const say = async (session_id: string, text: string, store = storeA.store.hashtag) => {
  const res = await chat({ session_id, store, text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatReply;
};
const texts = (reply: ChatReply) => reply.messages.flatMap((m) => (m.type === 'text' ? [m.text] : []));
const orderStatus = async (token: string, session_id: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/client/orderstatus',
    payload: { token, session_id },
  });
  return res.json() as { status: string; items: { name: string; amount: number }[] };
};

describe('POST /client/chat', () => {
  it('greets a new session with dialog_init and binds it to the store', async () => {
    const session = newSession();
    const reply = await say(session, '');
    expect(texts(reply)).toEqual(['Hola, ¿qué vas a llevar?']);
    expect(reply.intent).toBeNull();
    expect(reply.session).toMatchObject({
      session_id: session,
      store: { hashtag: storeA.store.hashtag.slice(1) },
    });
  });

  it('takes an order to a pending order through the customer service', async () => {
    const session = newSession();
    const added = await say(session, '2 kg de papa blanca y una docena de huevos');
    expect(added.intent).toBe('order_item.confirm');
    const token = added.session.order_token!;
    expect(token).toBeTruthy();
    expect((await orderStatus(token, session)).items.map((i) => [i.name, i.amount])).toEqual([
      ['Papa blanca', 2],
      ['Huevos blancos', 1],
    ]);

    const shown = await say(session, 'mi pedido');
    const order = shown.messages.find((m) => m.type === 'order');
    expect(order).toMatchObject({
      type: 'order',
      url: `/orderstatus/${token}`,
      order: { status: 'provisional' },
    });

    // The closing conversation asks what the order needs (issue 17); one message gives it all.
    const asked = await say(session, 'listo');
    expect(texts(asked)).toContain('¿Te lo enviamos a domicilio o lo retirás en el local?');
    await say(session, 'lo retiro, soy Ana y mi cel es 11 4444 5555');
    const confirmed = await say(session, 'Confirmar pedido');
    expect(confirmed.intent).toBe('order.confirm');
    expect((await orderStatus(token, session)).status).toBe('pending');
  });

  it('changes, removes and discards through the customer service', async () => {
    const session = newSession();
    const added = await say(session, 'medio kilo de queso cremoso, 3 cervezas');
    const token = added.session.order_token!;
    expect((await say(session, 'que sean 6 cervezas')).intent).toBe('order_item.confirm');
    expect((await say(session, 'sacá el queso')).intent).toBe('order_item.discard');
    expect((await orderStatus(token, session)).items.map((i) => [i.name, i.amount])).toEqual([
      ['Cerveza rubia lata 473 ml', 6],
    ]);
    await say(session, 'cancelá todo');
    expect((await say(session, 'si')).intent).toBe('order.discard');
    expect((await orderStatus(token, session)).status).toBe('discarded');
  });

  it('links the catalogue with the session product list token', async () => {
    const session = newSession();
    const reply = await say(session, 'ver catálogo');
    expect(reply.messages).toContainEqual({
      type: 'link',
      text: 'Ver catálogo',
      url: `/productlist/${reply.session.product_list_token}`,
    });
  });

  it('applies a referral code through the customer service', async () => {
    await insertRefcode(t.database.db, storeA.store.id, {
      code: 'QR7A9B3C',
      active: true,
      is_web: false,
      description: 'Volante',
      client_msg_preamble: 'Hola, vengo por',
      use_confirm_finisher: '¡Te esperábamos!',
      reference_type: '1',
      url: 'https://wa.me/1?text=Hola',
    });
    const reply = await say(newSession(), 'Hola, vengo por QR7A9B3C');
    expect(texts(reply)[0]).toBe('¡Te esperábamos!');
  });

  it('records an unanswered question that only its store sees in faqs_unmanaged', async () => {
    await say(newSession(), '¿Hacen tortas por encargo?');
    const tokenA = (await login(t.app, storeA.admin.email, storeA.admin.password)).jwt_token;
    const tokenB = (await login(t.app, storeB.admin.email, storeB.admin.password, '10.0.0.2')).jwt_token;
    const listA = await t.app.inject({
      method: 'GET',
      url: '/api/store/faqs_unmanaged',
      headers: bearer(tokenA),
    });
    expect(listA.json()).toContainEqual(
      expect.objectContaining({
        question: '¿Hacen tortas por encargo?',
        response_suggestion: '¡Gracias por tu consulta!',
      }),
    );
    const listB = await t.app.inject({
      method: 'GET',
      url: '/api/store/faqs_unmanaged',
      headers: bearer(tokenB),
    });
    expect(listB.json()).toEqual([]);
  });

  it('refuses a session of another store without touching its order', async () => {
    const session = newSession();
    const added = await say(session, '1 kg de banana');
    const res = await chat({ session_id: session, store: storeB.store.hashtag, text: 'sacá la banana' });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe('Esta sesion pertenece a otra tienda');
    expect((await orderStatus(added.session.order_token!, session)).items).toHaveLength(1);
  });

  it.each([
    [{ session_id: 'x', store: '#a', text: 'hola' }, 'La sesion no es valida'],
    [{ session_id: newSession(), store: '', text: 'hola' }, 'Tienda no encontrada'],
    [{ session_id: newSession(), store: '#a' }, 'Por favor escriba un mensaje'],
    [{ session_id: newSession(), store: '#a', text: '   ' }, 'Por favor escriba un mensaje'],
    [
      { session_id: newSession(), store: '#a', text: 'a'.repeat(1001) },
      'El mensaje es demasiado largo (máximo 1000 caracteres)',
    ],
  ])('answers 400 in Spanish to %j', async (payload, message) => {
    const res = await chat(payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('follows a hashtag that passes to another store (the store it named before finds no row)', async () => {
    const hashtag = `#${unique('pasa')}`;
    const before = await createStore(t.database, {
      hashtag,
      dialog_messages: { dialog_init: 'Tienda de antes' },
    });
    expect(texts(await say(newSession(), '', hashtag))).toEqual(['Tienda de antes']);
    await t.database.db
      .update(stores)
      .set({ hashtag: `#${unique('otra')}` })
      .where(eq(stores.id, before.store.id));
    await createStore(t.database, { hashtag, dialog_messages: { dialog_init: 'Tienda de ahora' } });
    const reply = await say(newSession(), '', hashtag);
    expect(texts(reply)).toEqual(['Tienda de ahora']);
    expect(reply.session.store?.hashtag).toBe(hashtag.slice(1));
  });

  it('answers 404 for an unknown store', async () => {
    const res = await chat({ session_id: newSession(), store: '#noexiste', text: 'hola' });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('Tienda no encontrada');
  });

  it('answers the session exactly as the customer service reads it, message after message', async () => {
    const session = newSession();
    const stored = () => withPlatformScope(() => t.app.services.customer.getSession(session));
    // Greeting (new session), first order (new client), a question (no write), a change, the end.
    for (const text of ['', '2 kg de papa blanca', '¿hacen envios?', 'una docena de huevos', 'listo', 'si']) {
      const reply = await say(session, text);
      expect(reply.session, text).toEqual(await stored());
    }
    expect((await stored())?.order_token).toEqual(expect.any(String));
    // Another store's chat never answers this store's session.
    const res = await chat({ session_id: session, store: storeB.store.hashtag, text: 'hola' });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain((await stored())!.product_list_token!);
  });
});
