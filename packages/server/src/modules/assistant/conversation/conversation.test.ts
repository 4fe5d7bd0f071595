/*
 * Multi-turn conversations on a real database (catalogue, FAQs, chat state) with an in-memory
 * customer service, so the conversation rules are tested apart from the order rules. Questions,
 * referral codes and sessions are in questions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema';
import type { fakeCustomer } from '../assistant.fixtures';
import { createAssistantService } from '../assistant.service';
import { almacenStore, chips, sessions, texts } from './conversation.fixtures';

let database: Database;
let storeId: number;
let hashtag: string;
let ids: Map<number, number>;
let customer: ReturnType<typeof fakeCustomer>;
let service: ReturnType<typeof createAssistantService>;
const newSession = sessions();
const orderOf = (session: string) => customer.orders.find((o) => o.token.endsWith(session));

beforeAll(async () => {
  ({ database, storeId, hashtag, ids, customer, service } = await almacenStore());
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
