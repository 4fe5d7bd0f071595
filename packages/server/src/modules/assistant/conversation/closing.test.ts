/* The closing conversation through POST /api/client/chat and the real customer service (issue 17). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, type TestContext } from '../../../../test/helpers';
import { clients, orderItems, orders, paymentMethods, standardFaqs, stores } from '../../../db/schema';
import { newSession } from '../../customer/customer.fixtures';
import { seedTestCatalogue } from '../assistant.fixtures';
import type { ChatReply } from '../assistant.service';

let t: TestContext;
let hashtag: string;
let storeId: number;
let pickupOnly: string;

beforeAll(async () => {
  t = await createTestApp();
  const { store } = await createStore(t.database, {
    address: 'Av. Siempreviva 742',
    dialog_messages: { pre_order: 'Revisá tu pedido.', order_close: '¡Gracias por tu compra!' },
  });
  hashtag = store.hashtag;
  storeId = store.id;
  await seedTestCatalogue(t.database.db, store.id);
  await t.database.db.insert(paymentMethods).values([
    { store_id: store.id, name: 'Efectivo', method_info: 'Pagás al recibir.', position: 0 },
    { store_id: store.id, name: 'Transferencia', method_info: 'Alias: almacen.demo', position: 1 },
    { store_id: store.id, name: 'MercadoPago', enabled_delivery: false, position: 2 },
  ]);
  await t.database.db.insert(standardFaqs).values({
    store_id: store.id,
    faq_type: 'freigt_cost',
    question: '¿Cuánto sale el envío?',
    response: 'El envío dentro del barrio es gratis.',
    visible: true,
  });
  const other = await createStore(t.database);
  await t.database.db.update(stores).set({ delivery_enabled: false }).where(eq(stores.id, other.store.id));
  await seedTestCatalogue(t.database.db, other.store.id);
  pickupOnly = other.store.hashtag;
});
afterAll(() => t.close());

const texts = (reply: ChatReply) => reply.messages.flatMap((m) => (m.type === 'text' ? [m.text] : []));
const chips = (reply: ChatReply) => reply.messages.flatMap((m) => (m.type === 'chips' ? m.options : []));

function customer(store = () => hashtag) {
  const session = newSession();
  const say = async (text: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/chat',
      payload: { session_id: session, store: store(), text },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChatReply;
  };
  return { session, say };
}

async function orderOf(token: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.token, token));
  const [client] = await t.database.db.select().from(clients).where(eq(clients.id, order!.client_id!));
  return { order: order!, client: client! };
}

describe('[ASSISTANT][CIERRE] the closing conversation', () => {
  it('asks only what is missing, in order, and confirms a complete order', async () => {
    const { say } = customer();
    const added = await say('2 kg de papa blanca');
    const token = added.session.order_token!;
    const mode = await say('listo');
    expect(texts(mode)).toEqual(['¿Te lo enviamos a domicilio o lo retirás en el local?']);
    expect(chips(mode)).toEqual(['Envío a domicilio', 'Retiro en el local']);
    const address = await say('Envío a domicilio');
    expect(texts(address)).toEqual([
      'El envío dentro del barrio es gratis.',
      '¿A qué dirección te lo enviamos?',
    ]);
    expect(texts(await say('Honduras 3500, piso 2'))).toEqual(['¿A nombre de quién hacemos el pedido?']);
    expect(texts(await say('Carla López'))).toEqual(['¿A qué teléfono te podemos contactar?']);
    const payment = await say('11 5555-0000');
    // MercadoPago is only for pickup in this store: not offered for a delivery.
    expect(texts(payment)).toEqual(['¿Cómo vas a pagar? Podés pagar con: Efectivo, Transferencia.']);
    expect(chips(payment)).toEqual(['Efectivo', 'Transferencia']);
    const summary = await say('transferencia');
    expect(texts(summary)).toEqual([
      [
        'Este es el resumen de tu pedido:',
        '• envío a Honduras 3500, piso 2',
        '• a nombre de Carla López, tel. 11 5555-0000',
        '• pago con Transferencia',
        '• Total: $ 1.800,00',
      ].join('\n'),
      'Revisá tu pedido.',
      '¿Confirmamos el pedido?',
    ]);
    expect(summary.messages.find((m) => m.type === 'order')).toBeDefined();
    const confirmed = await say('sí');
    expect(confirmed.intent).toBe('order.confirm');
    expect(texts(confirmed)).toContain('Alias: almacen.demo');
    expect(texts(confirmed)).toContain('¡Gracias por tu compra!');
    const stored = await orderOf(token);
    expect(stored.order).toMatchObject({
      status: 'pending',
      delivery: true,
      delivery_address: 'Honduras 3500, piso 2',
      payment_method: 'Transferencia',
    });
    expect(stored.client).toMatchObject({
      first_name: 'Carla',
      last_name: 'López',
      phone: '11 5555-0000',
      address: 'Honduras 3500, piso 2',
    });
  });

  it('goes on with the closing once it began, whatever the customer says in between', async () => {
    const { say } = customer();
    const added = await say('2 kg de papa blanca');
    // 'Envío' answered by the FAQ (the closing was not asked yet): the address is asked next.
    expect(texts(await say('envío porfa'))).toContain('¿A qué dirección te lo enviamos?');
    expect(texts(await say('Honduras 3500, Palermo'))).toEqual(['¿A nombre de quién hacemos el pedido?']);
    // A change while the name is asked is made, and the name asked again; it is no address.
    const changed = await say('ah, mejor que sean 3 kilos de papa');
    expect(texts(changed)).toContain('¿A nombre de quién hacemos el pedido?');
    // 'sí' or 'gracias' answer nothing: the question again, never the greeting.
    expect(texts(await say('sí'))).toEqual(['¿A nombre de quién hacemos el pedido?']);
    expect(texts(await say('Muchas gracias'))).toEqual(['¿A nombre de quién hacemos el pedido?']);
    await say('Carla');
    await say('11 5555-0000');
    const summary = await say('efectivo');
    expect(texts(summary)).toContain('¿Confirmamos el pedido?');
    // A yes with courtesy around it confirms.
    expect((await say('Sí, así está bien. Muchas gracias, muy amables')).intent).toBe('order.confirm');
    const stored = await orderOf(added.session.order_token!);
    expect(stored.order).toMatchObject({
      status: 'pending',
      delivery: true,
      delivery_address: 'Honduras 3500, Palermo',
      payment_method: 'Efectivo',
    });
    expect(stored.client).toMatchObject({ first_name: 'Carla', phone: '11 5555-0000' });
    const [item] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, stored.order.id));
    expect(Number(item!.amount)).toBe(3);
  });

  it('shows the summary at once when the first message gives the order and every datum', async () => {
    const { say } = customer();
    const reply = await say(
      'hola, mandame 2 kg de papa blanca a Mendoza 1520 entre Italia y España, soy Carla 341 15 555 1234, pago en efectivo',
    );
    expect(texts(reply).join('\n')).toContain('• envío a Mendoza 1520 entre Italia y España');
    expect(texts(reply)).toContain('¿Confirmamos el pedido?');
    expect((await say('dale')).intent).toBe('order.confirm');
  });

  it('makes a change said to the summary and confirms when the message ends confirming', async () => {
    const { say } = customer();
    const added = await say(
      '2 kg de papa blanca y 1 kg de cebolla, lo retiro, soy Ana, 1144445555, efectivo',
    );
    expect(texts(added)).toContain('¿Confirmamos el pedido?');
    const confirmed = await say('ah, sin la cebolla porfa. Ahora sí confirmo');
    expect(confirmed.intent).toBe('order.confirm');
    const stored = await orderOf(added.session.order_token!);
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, stored.order.id));
    expect(items).toHaveLength(1);
    expect(stored.order.status).toBe('pending');
  });

  it('answers a question in the middle of the closing and asks again what it was waiting for', async () => {
    const { say } = customer();
    await say('2 kg de papa blanca');
    await say('listo');
    expect(texts(await say('envío'))).toContain('¿A qué dirección te lo enviamos?');
    expect(texts(await say('¿cuánto sale el envío?'))).toEqual([
      'El envío dentro del barrio es gratis.',
      '¿A qué dirección te lo enviamos?',
    ]);
    expect(texts(await say('Honduras 3500'))).toEqual(['¿A nombre de quién hacemos el pedido?']);
  });

  it('takes a change of payment method at the confirmation and shows the summary again', async () => {
    const { say } = customer();
    const token = (await say('2 kg de papa blanca')).session.order_token!;
    for (const text of ['listo', 'retiro en el local', 'Carla', '1155550000']) await say(text);
    expect(texts(await say('efectivo'))).toContain('¿Confirmamos el pedido?');
    const changed = await say('ah no, mejor transferencia');
    expect(texts(changed).join('\n')).toContain('• pago con Transferencia');
    expect(texts(changed)).toContain('¿Confirmamos el pedido?');
    // (Three words with a 'no' are a correction too, not a refusal of the order.)
    const again = await say('no, mejor efectivo');
    expect(texts(again).join('\n')).toContain('• pago con Efectivo');
    expect(texts(again)).toContain('¿Confirmamos el pedido?');
    // The total asked at the confirmation is the order's, not a product called 'Total'; 'sí pero'
    // adds one more product before the yes.
    const total = await say('cuánto es en total?');
    expect(total.messages.some((message) => message.type === 'order')).toBe(true);
    expect(texts(total)).toContain('¿Confirmamos el pedido?');
    const more = await say('sí pero agregale 1 kg de papa blanca');
    expect(texts(more).join('\n')).toContain('• 1 kg Papa blanca');
    expect(texts(more)).toContain('¿Confirmamos el pedido?');
    // (A thumbs up is a yes, as chats say it.)
    expect((await say('👍')).intent).toBe('order.confirm');
    expect((await orderOf(token)).order).toMatchObject({
      status: 'pending',
      payment_method: 'Efectivo',
    });
  });

  it('takes data given early, with the products, and asks only the rest', async () => {
    const { say } = customer();
    const first = await say('2 kg de papa blanca, enviámelo a Honduras 3500, pago en efectivo');
    expect(texts(first)[0]).toBe('Anotado: envío a Honduras 3500, pago con Efectivo.');
    expect(texts(first)).toContain('Agregué a tu pedido:\n• 2 kg Papa blanca');
    const token = first.session.order_token!;
    expect((await orderOf(token)).order).toMatchObject({
      delivery: true,
      delivery_address: 'Honduras 3500',
      payment_method: 'Efectivo',
    });
    // The last thing missing given: the summary follows at once, to confirm or keep shopping.
    const summary = texts(await say('soy Carla, mi cel es 099 123 456'));
    expect(summary[0]).toBe('Anotado: Carla, tel. 099 123 456.');
    expect(summary).toContain('¿Confirmamos el pedido?');
    await say('Confirmar pedido');
    expect((await orderOf(token)).order.status).toBe('pending');
  });

  it('confirms at once when the last data comes with the confirmation, and only then', async () => {
    const { say } = customer();
    const first = await say('2 kg de papa blanca, envío a Honduras 3500, soy Carla, 099 123 456');
    const token = first.session.order_token!;
    expect(texts(first)).toContain('¿Cómo vas a pagar? Podés pagar con: Efectivo, Transferencia.');
    // ('confirmo que pago con transferencia' would be the method alone: only a confirmation said apart.)
    const done = await say('pago con transferencia. confirmo');
    expect(done.intent).toBe('order.confirm');
    expect(texts(done).join('\n')).toContain('• pago con Transferencia');
    // (The summary, then the confirmation: no question nor pre-order text in between.)
    expect(texts(done)).not.toContain('Revisá tu pedido.');
    expect((await orderOf(token)).order.status).toBe('pending');
    // Something still missing: the confirmation waits for it.
    const other = customer();
    const started = await other.say('2 kg de papa blanca, envío a Honduras 3500');
    const waiting = await other.say('transferencia, confirmo');
    expect(waiting.intent).not.toBe('order.confirm');
    expect(texts(waiting)).toContain('¿A nombre de quién hacemos el pedido?');
    expect((await orderOf(started.session.order_token!)).order.status).toBe('provisional');
  });

  it('says the shipping cost once, when the address is first asked', async () => {
    const { say } = customer();
    await say('2 kg de papa blanca');
    await say('listo');
    expect(texts(await say('envío'))).toContain('El envío dentro del barrio es gratis.');
    const again = texts(await say('a mi nombre, Carla Pérez'));
    expect(again).toEqual(['Anotado: Carla Pérez.', '¿A qué dirección te lo enviamos?']);
  });

  it('takes more products in the middle of the closing, and a landline said as such', async () => {
    const { say } = customer();
    const first = await say('2 kg de papa blanca');
    const token = first.session.order_token!;
    await say('listo');
    expect(texts(await say('retiro'))).toContain('¿A nombre de quién hacemos el pedido?');
    // A request with a number is no address.
    // ('ah' is no product; the closing asks again what it was waiting for.)
    const added = texts(await say('ah, agregame 2 cocas'));
    expect(added).toEqual([
      'Agregué a tu pedido:\n• 2 unid Coca Cola 2,25 L',
      expect.stringMatching(/^Total: /),
      '¿A nombre de quién hacemos el pedido?',
    ]);
    expect(texts(await say('Ana'))).toEqual(['¿A qué teléfono te podemos contactar?']);
    const phone = texts(await say('no tengo celular, el fijo es 4555-1234'));
    expect(phone[0]).toMatch(/^¿Cómo vas a pagar\?/);
    expect(phone.join(' ')).not.toMatch(/No tenemos|No te entendí/);
    expect((await orderOf(token)).order).toMatchObject({ delivery: false, delivery_address: null });
  });

  it('answers in any order, and offers the saved address back next time', async () => {
    const { say } = customer();
    await say('una docena de huevos');
    await say('listo');
    // Asked the mode, the customer gives name and phone first, then everything else.
    expect(texts(await say('me llamo Lupita, mi tel: (55) 1234-5678'))).toEqual([
      'Anotado: Lupita, tel. (55) 1234-5678.',
      '¿Te lo enviamos a domicilio o lo retirás en el local?',
    ]);
    await say('me lo traen a Av. Reforma 222, Col. Juárez');
    await say('efectivo');
    const done = await say('si');
    expect(done.intent).toBe('order.confirm');
    // Next order: the address is offered back.
    await say('2 kg de papa blanca');
    await say('listo');
    const offered = await say('envío');
    expect(texts(offered)).toContain('¿Te lo mandamos a Av. Reforma 222, Col. Juárez?');
    expect(chips(offered)).toEqual(['Sí', 'Otra dirección']);
    const payment = await say('sí');
    expect(texts(payment)[0]).toMatch(/^¿Cómo vas a pagar\?/);
    const again = await say('Otra dirección');
    // 'Otra dirección' when not asked is not an answer: the message is read as usual.
    expect(again.intent).toBeNull();
  });

  it('gives clear answers to bad input and keeps asking', async () => {
    const { say } = customer();
    await say('2 kg de papa blanca');
    expect(texts(await say('listo'))[0]).toMatch(/^¿Te lo enviamos/);
    await say('retiro en el local');
    expect(texts(await say('Ana'))).toEqual(['¿A qué teléfono te podemos contactar?']);
    expect(texts(await say('11 55AB 0000'))).toEqual([
      'Ese teléfono no parece válido: escribilo solo con números, por ejemplo 11 5555 0000.',
      '¿A qué teléfono te podemos contactar?',
    ]);
    const method = await say('1144445555');
    // For pickup all three methods are offered.
    expect(chips(method)).toEqual(['Efectivo', 'Transferencia', 'MercadoPago']);
    expect(texts(await say('pago con bitcoin'))[0]).toBe(
      'No aceptamos «bitcoin». Podés pagar con: Efectivo, Transferencia, MercadoPago.',
    );
    const long = await say(`mi dirección es Honduras ${'3500 '.repeat(120)}`.slice(0, 900));
    expect(texts(long)[0]).toBe(
      'Esa dirección es demasiado larga; escribime solo la calle, el número y la localidad.',
    );
  });

  it('answers a delivery request of a pickup-only store and an empty order', async () => {
    const { say } = customer(() => pickupOnly);
    expect(texts(await say('listo'))[0]).toBe('Tu pedido está vacío. ¿Qué te gustaría pedir?');
    const added = await say('2 kg de papa blanca, enviámelo a Honduras 3500');
    expect(texts(added)[0]).toBe('Por ahora no hacemos envíos; podés retirar tu pedido.');
    const stored = await orderOf(added.session.order_token!);
    expect(stored.order).toMatchObject({ delivery: false, delivery_address: null });
    // Only pickup: not asked; the name comes first.
    expect(texts(await say('listo'))).toEqual(['¿A nombre de quién hacemos el pedido?']);
  });

  it('confirms once when two tabs say yes at once', async () => {
    const { say } = customer();
    // Everything given at once: the summary comes at once, to confirm.
    const added = await say(
      '2 kg de papa blanca, lo retiro, soy Ana, mi cel es 1144445555, pago en efectivo',
    );
    expect(texts(added)).toContain('¿Confirmamos el pedido?');
    const [one, two] = await Promise.all([say('sí'), say('sí')]);
    const intents = [one.intent, two.intent];
    expect(intents.filter((intent) => intent === 'order.confirm')).toHaveLength(1);
    const stored = await orderOf(added.session.order_token!);
    expect(stored.order).toMatchObject({ status: 'pending', delivery: false, payment_method: 'Efectivo' });
    expect(storeId).toBe(stored.order.store_id);
  });
});

describe('[ASSISTANT][HISTORIAL] GET /client/chat/history', () => {
  const history = (session_id: string, store = hashtag) =>
    t.app.inject({
      method: 'GET',
      url: `/api/client/chat/history?session_id=${session_id}&store=${encodeURIComponent(store)}`,
    });

  it('restores the last 50 lines, the pending question included', async () => {
    const { session, say } = customer();
    await say('');
    for (let i = 0; i < 16; i += 1) await say('una docena de huevos');
    const asked = await say('listo');
    const res = await history(session);
    expect(res.statusCode).toBe(200);
    const lines = res.json().messages as { from: string; message: { type: string } }[];
    expect(lines).toHaveLength(50);
    expect(lines.at(-1)).toEqual({ from: 'bot', message: asked.messages.at(-1) });
    expect(lines.at(-3)).toEqual({ from: 'user', message: { type: 'text', text: 'listo' } });
    // The conversation continues where it was: the pending question is answered.
    expect(texts(await say('retiro'))).toEqual(['¿A nombre de quién hacemos el pedido?']);
  });

  it('gives nothing of another session or store, and refuses bad input', async () => {
    const { session, say } = customer();
    await say('2 kg de papa blanca');
    const stranger = await history(newSession());
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().messages).toEqual([]);
    expect((await history(session, pickupOnly)).json().messages).toEqual([]);
    expect((await history('mal')).statusCode).toBe(400);
    expect((await history(session, '#noexiste')).statusCode).toBe(404);
  });
});
