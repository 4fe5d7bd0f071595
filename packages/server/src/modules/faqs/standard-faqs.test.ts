import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_TYPE_INFO, FAQ_TYPES, TEXT } from '@mostrador/core';
import { messageOf, type TestContext } from '../../../test/helpers';
import { call, createSettingsTestApp, storeWithTeam } from '../settings/settings.fixtures';
import { listVisibleStandardFaqs } from './faqs.assistant';
import { FAQS_TEXT } from './faqs.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSettingsTestApp();
});
afterAll(() => ctx.close());

const PATH = '/store/standard_faqs/';
const DELIVERY = {
  faq_type: 'delivery',
  question: '¿Hacen envíos?',
  model_queries: '¿Hacen delivery?, ¿Llevan a domicilio?',
  response: 'Sí, en todo el barrio',
};

describe('GET and POST /api/store/standard_faqs/', () => {
  it('lists the five kinds, unsaved ones with id null, the suggested question and hidden', async () => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'GET', PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      FAQ_TYPES.map((faq_type) => ({
        id: null,
        faq_type,
        question: FAQ_TYPE_INFO[faq_type].question,
        model_queries: [],
        response: '',
        method_info: '',
        visible: false,
      })),
    );
  });

  it('saves the kinds sent, replaces a kind saved again and leaves the others', async () => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', PATH, [
      DELIVERY,
      {
        faq_type: 'payment_methods',
        question: '¿Cómo pago?',
        response: 'Efectivo o MercadoPago',
        method_info: 'Link',
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(FAQS_TEXT.updated);
    const list = res.json().standard_faqs;
    expect(list.map((f: { faq_type: string }) => f.faq_type)).toEqual([...FAQ_TYPES]);
    const delivery = list.find((f: { faq_type: string }) => f.faq_type === 'delivery');
    expect(delivery).toEqual({
      id: expect.any(Number),
      faq_type: 'delivery',
      question: '¿Hacen envíos?',
      model_queries: ['¿Hacen delivery?', '¿Llevan a domicilio?'],
      response: 'Sí, en todo el barrio',
      method_info: '',
      visible: true,
    });
    const again = await call(ctx, owner, 'POST', PATH, [
      { ...DELIVERY, response: 'Solo los sábados', visible: false },
    ]);
    const after = again.json().standard_faqs;
    const deliveryAfter = after.find((f: { faq_type: string }) => f.faq_type === 'delivery');
    expect(deliveryAfter).toMatchObject({ id: delivery.id, response: 'Solo los sábados', visible: false });
    expect(after.find((f: { faq_type: string }) => f.faq_type === 'payment_methods')).toMatchObject({
      response: 'Efectivo o MercadoPago',
      method_info: 'Link',
    });
    expect((await call(ctx, owner, 'GET', PATH)).json()).toEqual(after);
  });

  it.each([
    [[{ ...DELIVERY, faq_type: 'freight_cost' }], TEXT.faqTypeInvalid],
    [[{ ...DELIVERY, response: '' }], TEXT.faqResponseRequired],
    [[DELIVERY, DELIVERY], TEXT.faqTypeRepeated.replace('{type}', 'delivery')],
    [[], TEXT.invalidRequest],
    [DELIVERY, TEXT.invalidRequest],
  ])('refuses %j with its message', async (payload, message) => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', PATH, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('is for the store admin only', async () => {
    const { crew } = await storeWithTeam(ctx);
    expect((await call(ctx, crew, 'GET', PATH)).statusCode).toBe(403);
    expect((await call(ctx, crew, 'POST', PATH, [DELIVERY])).statusCode).toBe(403);
  });

  it('keeps each store’s FAQs apart, and gives the assistant only visible answered ones', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    await call(ctx, a.owner, 'POST', PATH, [
      DELIVERY,
      { faq_type: 'store_location', question: '¿Dónde?', response: 'Calle 1', visible: false },
      { faq_type: 'minimum_purchase', question: '¿Mínimo?', response: '', visible: false },
    ]);
    await call(ctx, b.owner, 'POST', PATH, [{ ...DELIVERY, response: 'Respuesta de B' }]);
    const aDelivery = (await call(ctx, a.owner, 'GET', PATH))
      .json()
      .find((f: { faq_type: string }) => f.faq_type === 'delivery');
    expect(aDelivery.response).toBe('Sí, en todo el barrio');
    const visible = await listVisibleStandardFaqs(ctx.database.db, a.store.id);
    expect(visible.map((f) => [f.faq_type, f.response])).toEqual([['delivery', 'Sí, en todo el barrio']]);
  });
});
