/*
 * Questions in the conversation (FAQs, settings, SIN RESPONDER, complaints), referral codes,
 * languages and sessions, on the almacén of conversation.fixtures.ts.
 */
import type { StoreLanguage } from '@mostrador/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { stores } from '../../../db/schema';
import { createStore } from '../../../../test/helpers';
import { listUnanswered } from '../../faqs/unanswered.repository';
import { insertKnowledgeBaseFaq } from '../../faqs/knowledge-base.repository';
import { upsertStandardFaq } from '../../faqs/standard-faqs.repository';
import { insertPaymentMethods } from '../../settings/payment-methods.repository';
import { insertRefcode } from '../../marketing/refcodes.repository';
import { seedTestCatalogue, type fakeCustomer } from '../assistant.fixtures';
import type { createAssistantService } from '../assistant.service';
import { almacenStore, sessions, texts } from './conversation.fixtures';

let database: Database;
let storeId: number;
let hashtag: string;
let customer: ReturnType<typeof fakeCustomer>;
let service: ReturnType<typeof createAssistantService>;
const newSession = sessions();
const orderOf = (session: string) => customer.orders.find((o) => o.token.endsWith(session));

beforeAll(async () => {
  ({ database, storeId, hashtag, customer, service } = await almacenStore());
});

afterAll(async () => {
  await database.close();
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
