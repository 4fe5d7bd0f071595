import type { StoreLanguage } from '@mostrador/core';
/*
 * Multi-turn conversations on a real database (catalogue, FAQs, chat state) with an in-memory
 * customer service, so the conversation rules are tested apart from the order rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { products, stores } from '../../../db/schema';
import { createStore, freshDatabase } from '../../../../test/helpers';
import { listUnanswered } from '../../faqs/unanswered.repository';
import { insertKnowledgeBaseFaq } from '../../faqs/knowledge-base.repository';
import { upsertStandardFaq } from '../../faqs/standard-faqs.repository';
import { insertPaymentMethods } from '../../settings/payment-methods.repository';
import { insertRefcode } from '../../marketing/refcodes.repository';
import { fakeCustomer, seedTestCatalogue } from '../assistant.fixtures';
import { createAssistantService, type ChatReply } from '../assistant.service';

let database: Database;
let storeId: number;
let hashtag: string;
let ids: Map<number, number>;
let customer: ReturnType<typeof fakeCustomer>;
let service: ReturnType<typeof createAssistantService>;
let counter = 0;

const newSession = () => `dfmessenger-${(0x1000000000 + (counter += 1)).toString(16).slice(-10)}`;
const texts = (reply: ChatReply) =>
  reply.messages.flatMap((m) => (m.type === 'text' ? [m.text] : m.type === 'link' ? [m.url] : []));
const chips = (reply: ChatReply) => reply.messages.find((m) => m.type === 'chips')?.options ?? [];
const orderOf = (session: string) => customer.orders.find((o) => o.token.endsWith(session));

beforeAll(async () => {
  database = await freshDatabase();
  const { store } = await createStore(database, {
    address: 'Av. Siempreviva 742',
    city: 'Springfield',
    delivery_enabled: false,
    dialog_messages: {
      dialog_init: '¡Bienvenido al almacén!',
      pre_order: 'Revisá tu pedido antes de confirmarlo.',
      order_close: '¡Gracias! Te avisamos cuando esté listo.',
    },
  });
  storeId = store.id;
  hashtag = store.hashtag;
  ids = await seedTestCatalogue(database.db, storeId);
  customer = fakeCustomer(hashtag);
  service = createAssistantService({ db: database.db, customer });
});

afterAll(async () => {
  await database.close();
});

describe('[ASSISTANT] conversation', () => {
  it('greets with the store dialog_init and offers quick replies', async () => {
    const reply = await service.chat({ session_id: newSession(), store: hashtag, text: '' });
    expect(texts(reply)).toEqual(['¡Bienvenido al almacén!']);
    expect(chips(reply)).toEqual(['Ver catálogo', 'Ver mi pedido', 'Medios de pago']);
    expect(reply.intent).toBeNull();
    expect(reply.session.store?.hashtag).toBe(hashtag.replace('#', ''));
  });

  it('adds what it understands, asks when ambiguous, and takes the answer by number or name', async () => {
    const session = newSession();
    const say = (text: string) => service.chat({ session_id: session, store: hashtag, text });

    const first = await say('hola, quiero 2 kg de papa blanca, una docena de huevos y queso');
    expect(first.intent).toBe('order_item.confirm');
    expect(texts(first)[0]).toBe('Agregué a tu pedido:\n• 2 kg Papa blanca\n• 1 doc Huevos blancos');
    expect(texts(first)).toContain('¿Cuál de estos querés para «queso»?');
    expect(chips(first)).toEqual(['Queso cremoso', 'Queso rallado']);
    expect(first.messages.find((m) => m.type === 'products')).toBeDefined();

    // The pending question lives in the database: a new service (a restart) answers it.
    service = createAssistantService({ db: database.db, customer });
    const second = await say('el 1');
    expect(second.intent).toBe('order_item.confirm');
    expect(texts(second)[0]).toBe('Agregué a tu pedido:\n• 1 kg Queso cremoso');

    expect(texts(await say('quiero queso'))).toContain('¿Cuál de estos querés para «queso»?');
    expect(texts(await say('no'))).toEqual(['Dale, ¿qué más te agrego?']);
    expect(texts(await say('1'))[0]).toMatch(/^No te entendí/);

    // Milk said with no more is the whole one; the customer's next words make it another.
    const third = await say('3 leches');
    expect(texts(third)[0]).toBe('Agregué a tu pedido:\n• 3 unid Leche entera 1 L');
    const fourth = await say('la descremada');
    expect(texts(fourth)[0]).toBe('Cambié Leche entera 1 L por 3 unid Leche descremada 1 L.');
    expect(orderOf(session)?.items.map((i) => [i.product_id, i.amount])).toEqual([
      [ids.get(1), 2],
      [ids.get(13), 1],
      [ids.get(7), 1],
      [ids.get(10), 3],
    ]);
  });

  it('asks how much when the unit is unclear, and keeps asking until it is', async () => {
    const session = newSession();
    const say = (text: string) => service.chat({ session_id: session, store: hashtag, text });
    expect(texts(await say('2 de jamon'))).toEqual(['¿Cuánto querés de Jamón cocido? Se vende por gr.']);
    expect(texts(await say('2'))).toEqual(['¿Cuánto querés de Jamón cocido? Se vende por gr.']);
    const reply = await say('medio kilo');
    expect(texts(reply)[0]).toBe('Agregué a tu pedido:\n• 500 gr Jamón cocido');
    expect(orderOf(session)?.items[0]?.amount).toBe(500);
  });

  it('changes, removes and shows the order, then confirms it', async () => {
    const session = newSession();
    const say = (text: string) => service.chat({ session_id: session, store: hashtag, text });
    await say('2 kg de papa blanca y medio kilo de queso cremoso y 6 cervezas');

    const changed = await say('cambiá las papas a 3 kg');
    expect(changed.intent).toBe('order_item.confirm');
    expect(texts(changed)[0]).toBe('Listo, ahora tenés 3 kg de Papa blanca.');

    const againLast = await say('que sean 4');
    expect(texts(againLast)[0]).toBe('Listo, ahora tenés 4 kg de Papa blanca.');

    const removed = await say('sacá el queso');
    expect(removed.intent).toBe('order_item.discard');
    expect(texts(removed)[0]).toBe('Saqué Queso cremoso de tu pedido.');

    const shown = await say('ver mi pedido');
    const order = shown.messages.find((m) => m.type === 'order');
    expect(order?.type === 'order' && order.url).toBe(`/orderstatus/pedido-${session}`);
    expect(order?.type === 'order' && order.order.items.map((i) => i.amount)).toEqual([4, 6]);

    const asked = await say('listo, eso es todo');
    // The closing summary (issue 17), then the store's pre_order message and the question.
    expect(texts(asked)[0]).toMatch(/^Este es el resumen de tu pedido:/);
    expect(texts(asked).slice(1)).toEqual([
      'Revisá tu pedido antes de confirmarlo.',
      '¿Confirmamos el pedido?',
    ]);
    expect(chips(asked)).toEqual(['Confirmar pedido', 'Seguir comprando']);
    expect(asked.intent).toBeNull();
    expect(orderOf(session)?.status).toBe('provisional');

    const confirmed = await say('sí');
    expect(confirmed.intent).toBe('order.confirm');
    expect(texts(confirmed)).toEqual([
      `Tu pedido ${orderOf(session)?.alphanum_id} quedó confirmado.`,
      '¡Gracias! Te avisamos cuando esté listo.',
    ]);
    expect(orderOf(session)?.status).toBe('pending');

    // A confirmed order cannot change; the next request opens a new one.
    expect(texts(await say('ver mi pedido'))[0]).toBe('Tu pedido está vacío. ¿Qué te gustaría pedir?');
  });

  it('reads a change that names an item of the order without a change verb', async () => {
    const session = newSession();
    const say = (text: string) => service.chat({ session_id: session, store: hashtag, text });
    await say('2 kg de papa blanca, 6 cervezas y un kilo de cebolla');
    expect(texts(await say('de la papa poneme 1 kilo'))[0]).toBe('Listo, ahora tenés 1 kg de Papa blanca.');
    expect(texts(await say('me equivoqué, eran 12 cervezas'))[0]).toBe(
      'Listo, ahora tenés 12 unid de Cerveza rubia lata 473 ml.',
    );
    expect(texts(await say('siempre no la cebolla'))[0]).toBe('Saqué Cebolla de tu pedido.');
    expect(orderOf(session)?.items.map((i) => [i.name, i.amount])).toEqual([
      ['Papa blanca', 1],
      ['Cerveza rubia lata 473 ml', 12],
    ]);
    // Half a dozen more is six more of what is sold one by one.
    expect(texts(await say('poneme media docena más de cervezas'))[0]).toBe(
      'Listo, ahora tenés 18 unid de Cerveza rubia lata 473 ml.',
    );
    // Without the item in the order, the same words are an order.
    expect(texts(await say('cebolla solo 1 kilo'))[0]).toMatch(/^Agregué a tu pedido/);
  });

  it('replaces an item sold by the gram with another one, keeping the grams', async () => {
    const session = newSession();
    const say = (text: string) => service.chat({ session_id: session, store: hashtag, text });
    await say('200 gramos de jamón cocido');
    await say('cambiá el jamón por salame milán');
    expect(orderOf(session)?.items.map((i) => [i.name, i.amount])).toEqual([['Salame milán', 200]]);
  });

  it('asks again with the options an answer leaves when it leaves more than one', async () => {
    const session = newSession();
    const say = (text: string) => service.chat({ session_id: session, store: hashtag, text });
    await database.db
      .insert(products)
      .values(
        ['Vino Malbec Trapiche 750 ml', 'Vino Cabernet Trapiche 750 ml', 'Vino Malbec Trapiche 375 ml'].map(
          (name) => ({ store_id: storeId, name, quantity_unit: 'unit', price_per_unit: 3000 }),
        ),
      );
    expect(chips(await say('2 vinos trapiche'))).toHaveLength(3);
    const narrowed = await say('de 750');
    expect(chips(narrowed).sort()).toEqual(['Vino Cabernet Trapiche 750 ml', 'Vino Malbec Trapiche 750 ml']);
    expect(texts(await say('el malbec'))[0]).toBe(
      'Agregué a tu pedido:\n• 2 unid Vino Malbec Trapiche 750 ml',
    );
  });

  it('asks which item when several fit, and discards the order only after a yes', async () => {
    const session = newSession();
    const say = (text: string) => service.chat({ session_id: session, store: hashtag, text });
    await say('1 kg de papa blanca y 1 kg de papa andina');
    const which = await say('sacá las papas');
    expect(texts(which)).toEqual(['¿Cuál de los productos de tu pedido?']);
    expect(chips(which)).toEqual(['Papa blanca', 'Papa andina']);
    const removed = await say('Papa andina');
    expect(removed.intent).toBe('order_item.discard');
    expect(orderOf(session)?.items.map((i) => i.name)).toEqual(['Papa blanca']);

    const asked = await say('cancelá el pedido');
    expect(texts(asked)).toEqual(['¿Seguro que querés descartar tu pedido?']);
    expect(texts(await say('no'))).toEqual(['Dale, ¿qué más te agrego?']);
    expect(orderOf(session)?.status).toBe('provisional');
    await say('cancelá el pedido');
    const discarded = await say('Sí, descartar');
    expect(discarded.intent).toBe('order.discard');
    expect(orderOf(session)?.status).toBe('discarded');
  });

  it('offers the products a customer asks about and takes an amount for the one shown', async () => {
    const session = newSession();
    const say = (text: string) => service.chat({ session_id: session, store: hashtag, text });
    const offered = await say('¿tienen yerba?');
    // A question adds nothing: it answers with the price and asks how much.
    expect(texts(offered)).toEqual([
      'Yerba mate 1 kg está a $ 4.300,00.',
      '¿Querés que te lo agregue? Decime cuánto.',
    ]);
    expect(customer.orders.find((o) => o.token.endsWith(session))?.items ?? []).toEqual([]);
    const added = await say('2');
    expect(texts(added)[0]).toBe('Agregué a tu pedido:\n• 2 unid Yerba mate 1 kg');
  });

  it('sees a price change or a new product at once (catalogue cache versioned)', async () => {
    const session = newSession();
    const say = (text: string) => service.chat({ session_id: session, store: hashtag, text });
    expect(texts(await say('quiero 2 kg de kiwi'))[0]).toBe(
      'No tenemos «kiwi» por ahora. Le aviso a la tienda que lo buscaste.',
    );
    await database.db
      .insert(products)
      .values({ store_id: storeId, name: 'Kiwi', quantity_unit: 'kg', price_per_unit: 3000 });
    expect(texts(await say('quiero 2 kg de kiwi'))[0]).toBe('Agregué a tu pedido:\n• 2 kg Kiwi');
    await database.db
      .update(products)
      .set({ price_per_unit: 999, updated_at: new Date() })
      .where(eq(products.name, 'Kiwi'));
    const offered = await say('¿tienen kiwi?');
    expect(texts(offered)[0]).toBe('Kiwi está a $ 999,00 / kg.');
  });
});

describe('[ASSISTANT] questions', () => {
  const ask = (text: string, session = newSession()) =>
    service.chat({ session_id: session, store: hashtag, text });

  it('answers from the settings when the store wrote no general FAQ', async () => {
    await insertPaymentMethods(database.db, storeId, [
      {
        name: 'Efectivo',
        enabled_delivery: true,
        enabled_pickup: true,
        method_info: '',
        config: {},
        position: 0,
      },
      {
        name: 'Transferencia',
        enabled_delivery: true,
        enabled_pickup: true,
        method_info: 'CBU 123',
        config: {},
        position: 1,
      },
    ]);
    expect(texts(await ask('¿que medios de pago aceptan?'))).toEqual([
      'Podés pagar con: Efectivo, Transferencia.',
      'Transferencia: CBU 123',
    ]);
    expect(texts(await ask('donde estan ubicados?'))).toEqual([
      'Estamos en Av. Siempreviva 742, Springfield.',
    ]);
    expect(texts(await ask('hacen envios?'))).toEqual([
      'Por ahora no hacemos envíos; podés retirar tu pedido en Av. Siempreviva 742, Springfield.',
    ]);
  });

  it('answers each kind of general FAQ with the store response', async () => {
    const faqs = {
      payment_methods: 'Aceptamos MercadoPago y efectivo.',
      store_location: 'Estamos en el centro.',
      delivery: 'Sí, llevamos a todo el barrio.',
      freigt_cost: 'El envío cuesta $1.500.',
      minimum_purchase: 'La compra mínima es $8.000.',
    };
    for (const [faq_type, response] of Object.entries(faqs)) {
      await upsertStandardFaq(database.db, storeId, {
        faq_type,
        question: '',
        model_queries: faq_type === 'minimum_purchase' ? ['¿Cuánto tengo que gastar como mínimo?'] : [],
        response,
        method_info: faq_type === 'payment_methods' ? 'Pagás con el botón Pagar.' : '',
        visible: true,
      });
    }
    expect(texts(await ask('¿Puedo pagar con tarjeta?'))).toEqual([
      faqs.payment_methods,
      'Pagás con el botón Pagar.',
    ]);
    expect(texts(await ask('¿donde queda el local?'))).toEqual([faqs.store_location]);
    expect(texts(await ask('hacen delivery?'))).toEqual([faqs.delivery]);
    expect(texts(await ask('cuanto sale el envio?'))).toEqual([faqs.freigt_cost]);
    expect(texts(await ask('hay compra minima?'))).toEqual([faqs.minimum_purchase]);
    // By the FAQ's own model query, in words the engine has no rule for.
    expect(texts(await ask('cuanto tengo que gastar como minimo'))).toEqual([faqs.minimum_purchase]);
    expect(texts(await ask('Medios de pago'))).toEqual([faqs.payment_methods, 'Pagás con el botón Pagar.']);
  });

  it('answers a knowledge-base FAQ by its model queries', async () => {
    await insertKnowledgeBaseFaq(database.db, storeId, {
      model_queries: ['¿Tienen estacionamiento?', '¿Dónde estaciono?'],
      response: 'Hay un garaje a media cuadra.',
    });
    expect(texts(await ask('tienen estacionamiento?'))).toEqual(['Hay un garaje a media cuadra.']);
    expect(texts(await ask('donde estaciono el auto'))).toEqual(['Hay un garaje a media cuadra.']);
  });

  it('answers a FAQ asked with the words of an order or of a product, and still takes orders', async () => {
    await insertKnowledgeBaseFaq(database.db, storeId, {
      model_queries: ['¿Hacen factura A?', 'Necesito factura'],
      response: 'Sí, hacemos factura A y B.',
    });
    await insertKnowledgeBaseFaq(database.db, storeId, {
      model_queries: ['¿La yerba viene en paquete sellado?'],
      response: 'Sí, toda la yerba viene en su paquete sellado de fábrica.',
    });
    expect(texts(await ask('necesito factura A'))).toEqual(['Sí, hacemos factura A y B.']);
    expect(texts(await ask('la yerba viene sellada?'))).toEqual([
      'Sí, toda la yerba viene en su paquete sellado de fábrica.',
    ]);
    expect(texts(await ask('necesito 1 yerba'))[0]).toMatch(/^Agregué a tu pedido/);
  });

  it('records a question it cannot answer, with a suggested response, for this store only', async () => {
    const other = await createStore(database);
    const reply = await ask('¿Venden caviar?');
    // A product the store does not sell: said plainly, and recorded by the product's words.
    expect(texts(reply)[0]).toBe('No tenemos «caviar» por ahora. Le aviso a la tienda que lo buscaste.');
    await ask('¿Hacen descuentos a jubilados?');
    const recorded = await listUnanswered(database.db, storeId);
    expect(recorded.map((q) => [q.question, q.response_suggestion])).toEqual(
      expect.arrayContaining([
        ['caviar', 'Por el momento no tenemos caviar.'],
        ['¿Hacen descuentos a jubilados?', '¡Gracias por tu consulta!'],
      ]),
    );
    expect(await listUnanswered(database.db, other.store.id)).toEqual([]);
  });

  it('passes a complaint about what came on to the store, adding nothing', async () => {
    const session = newSession();
    const reply = await ask('me vino una leche cortada', session);
    expect(texts(reply)[0]).toBe(
      'No tengo esa respuesta ahora. Le paso tu consulta a la tienda para que te respondan.',
    );
    expect(orderOf(session)?.items ?? []).toEqual([]);
    const recorded = await listUnanswered(database.db, storeId);
    expect(recorded.map((q) => q.question)).toContain('me vino una leche cortada');
  });

  it('does not record what is not a question', async () => {
    const before = (await listUnanswered(database.db, storeId)).length;
    const reply = await ask('asdfgh');
    expect(texts(reply)[0]).toBe(
      'No te entendí. Podés escribirme, por ejemplo, «2 kg de papa», o mirar el catálogo.',
    );
    expect(await listUnanswered(database.db, storeId)).toHaveLength(before);
  });
});

describe('[ASSISTANT] referral codes, languages and sessions', () => {
  it('applies a referral code a QR link brought and answers its reply message', async () => {
    const session = newSession();
    await insertRefcode(database.db, storeId, {
      code: 'K7PX2M9Q',
      active: true,
      is_web: false,
      description: 'Volante',
      client_msg_preamble: 'Vengo por',
      use_confirm_finisher: '',
      reference_type: '1',
      url: 'https://wa.me/1?text=Vengo%20por%20K7PX2M9Q',
    });
    const reply = await service.chat({ session_id: session, store: hashtag, text: 'Vengo por K7PX2M9Q' });
    expect(customer.refcodes).toContain('K7PX2M9Q');
    expect(texts(reply)[0]).toBe(`Bienvenido ${session.slice(-2)}`);
    expect(texts(reply)[1]).toBe('¡Bienvenido al almacén!');
  });

  it('ignores another store’s code', async () => {
    const other = await createStore(database);
    await insertRefcode(database.db, other.store.id, {
      code: 'OTRA2345',
      active: true,
      is_web: true,
      description: 'x',
      client_msg_preamble: '',
      use_confirm_finisher: '',
      reference_type: '1',
      url: '/s/x?ref=OTRA2345',
    });
    await service.chat({ session_id: newSession(), store: hashtag, text: 'OTRA2345' });
    expect(customer.refcodes).not.toContain('OTRA2345');
  });

  it.each<[StoreLanguage, string, string]>([
    [
      'po',
      'Adicionei ao seu pedido:\n• 2 kg Papa blanca',
      'Olá! Sou o assistente de Loja. O que você gostaria de pedir hoje?',
    ],
    [
      'en',
      'I added to your order:\n• 2 kg Papa blanca',
      "Hi! I'm the assistant of Loja. What would you like to order today?",
    ],
  ])('answers in the store language (%s)', async (language, added, greeting) => {
    const { store } = await createStore(database, { prefered_language: language, name: 'Loja' });
    await seedTestCatalogue(database.db, store.id);
    const session = newSession();
    const say = (text: string) => service.chat({ session_id: session, store: store.hashtag, text });
    expect(texts(await say(''))[0]).toBe(greeting);
    expect(texts(await say('2 kg de papa blanca'))[0]).toBe(added);
  });

  it('refuses a session that belongs to another store, and an unknown or disabled store', async () => {
    const session = newSession();
    await service.chat({ session_id: session, store: hashtag, text: '' });
    const other = await createStore(database);
    await expect(
      service.chat({ session_id: session, store: other.store.hashtag, text: 'hola' }),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Esta sesion pertenece a otra tienda',
    });
    await expect(
      service.chat({ session_id: newSession(), store: '#noexiste', text: 'hola' }),
    ).rejects.toMatchObject({
      code: 'not_found',
      message: 'Tienda no encontrada',
    });
    await database.db.update(stores).set({ enabled: false }).where(eq(stores.id, other.store.id));
    await expect(
      service.chat({ session_id: newSession(), store: other.store.hashtag, text: '' }),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Esta tienda no está disponible en este momento. Por favor intentelo más tarde.',
    });
  });
});
