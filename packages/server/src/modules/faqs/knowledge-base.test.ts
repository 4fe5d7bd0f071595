import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@mostrador/core';
import { messageOf, type TestContext } from '../../../test/helpers';
import { call, createSettingsTestApp, storeWithTeam } from '../settings/settings.fixtures';
import { listKnowledgeBase, searchKnowledgeBase } from './faqs.assistant';
import { FAQS_TEXT } from './faqs.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSettingsTestApp();
});
afterAll(() => ctx.close());

const HOURS = { model_queries: '¿A qué hora abren?, ¿Cuál es el horario?', response: 'De 9 a 20 h' };

describe('/api/store/faqs (knowledge base)', () => {
  it('adds with several questions separated by commas, lists newest first, edits and deletes', async () => {
    const { owner } = await storeWithTeam(ctx);
    const added = await call(ctx, owner, 'POST', '/store/faqs', HOURS);
    expect(added.statusCode).toBe(201);
    expect(messageOf(added)).toBe(FAQS_TEXT.added);
    const faq = added.json().faq;
    expect(faq).toMatchObject({
      id: expect.any(Number),
      model_queries: ['¿A qué hora abren?', '¿Cuál es el horario?'],
      response: 'De 9 a 20 h',
    });
    const second = (
      await call(ctx, owner, 'POST', '/store/faqs', { model_queries: ['¿Tienen sin TACC?'], response: 'Sí' })
    ).json().faq;
    expect((await call(ctx, owner, 'GET', '/store/faqs')).json().map((f: { id: number }) => f.id)).toEqual([
      second.id,
      faq.id,
    ]);

    const edited = await call(ctx, owner, 'PUT', `/store/faqs/${faq.id}`, {
      model_queries: '¿Abren los domingos?',
      response: 'No, domingos cerrado',
    });
    expect(edited.statusCode).toBe(200);
    expect(messageOf(edited)).toBe(FAQS_TEXT.updated);
    expect(edited.json().faq).toMatchObject({ id: faq.id, model_queries: ['¿Abren los domingos?'] });

    const removed = await call(ctx, owner, 'DELETE', `/store/faqs/${faq.id}`);
    expect(removed.statusCode).toBe(200);
    expect(messageOf(removed)).toBe(FAQS_TEXT.deleted);
    expect((await call(ctx, owner, 'DELETE', `/store/faqs/${faq.id}`)).statusCode).toBe(404);
    expect((await call(ctx, owner, 'GET', '/store/faqs')).json()).toHaveLength(1);
  });

  it.each([
    [{ response: 'De 9 a 20 h' }],
    [{ model_queries: '', response: 'De 9 a 20 h' }],
    [{ model_queries: ' , ', response: 'De 9 a 20 h' }],
    [{ model_queries: [], response: 'De 9 a 20 h' }],
    [{ model_queries: '¿Horario?' }],
    [{ model_queries: '¿Horario?', response: '  ' }],
  ])('asks for questions and paragraph: %j', async (payload) => {
    const { owner } = await storeWithTeam(ctx);
    const faq = (await call(ctx, owner, 'POST', '/store/faqs', HOURS)).json().faq;
    for (const [method, path] of [
      ['POST', '/store/faqs'],
      ['PUT', `/store/faqs/${faq.id}`],
    ] as const) {
      const res = await call(ctx, owner, method, path, payload);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(MSG.knowledgeBaseQuestionsRequired);
    }
  });

  it('refuses an id that is not a number', async () => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'DELETE', '/store/faqs/abc');
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('El campo identificador no es valido');
  });

  it('is for the store admin only', async () => {
    const { owner, crew } = await storeWithTeam(ctx);
    const faq = (await call(ctx, owner, 'POST', '/store/faqs', HOURS)).json().faq;
    expect((await call(ctx, crew, 'GET', '/store/faqs')).statusCode).toBe(403);
    expect((await call(ctx, crew, 'POST', '/store/faqs', HOURS)).statusCode).toBe(403);
    expect((await call(ctx, crew, 'PUT', `/store/faqs/${faq.id}`, HOURS)).statusCode).toBe(403);
    expect((await call(ctx, crew, 'DELETE', `/store/faqs/${faq.id}`)).statusCode).toBe(403);
    expect((await call(ctx, owner, 'GET', '/store/faqs')).json()).toHaveLength(1);
  });

  it('never reads, edits or deletes another store’s FAQ', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    const faq = (await call(ctx, a.owner, 'POST', '/store/faqs', HOURS)).json().faq;
    expect((await call(ctx, b.owner, 'GET', '/store/faqs')).json()).toEqual([]);
    const put = await call(ctx, b.owner, 'PUT', `/store/faqs/${faq.id}`, {
      model_queries: 'x',
      response: 'y',
    });
    expect(put.statusCode).toBe(404);
    expect(messageOf(put)).toBe(FAQS_TEXT.notFound);
    expect((await call(ctx, b.owner, 'DELETE', `/store/faqs/${faq.id}`)).statusCode).toBe(404);
    expect(await listKnowledgeBase(ctx.database.db, a.store.id)).toMatchObject([
      { id: faq.id, response: 'De 9 a 20 h' },
    ]);
  });

  it('lets the assistant find the best answer for a customer’s words, in its own store only', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    await call(ctx, a.owner, 'POST', '/store/faqs', HOURS);
    await call(ctx, a.owner, 'POST', '/store/faqs', {
      model_queries: '¿Tienen productos sin TACC?, ¿Tienen cosas para celiacos?',
      response: 'Sí, harinas y fideos',
    });
    await call(ctx, b.owner, 'POST', '/store/faqs', {
      model_queries: '¿Cuál es el horario?',
      response: 'De B',
    });
    const found = await searchKnowledgeBase(ctx.database.db, a.store.id, 'hola, cual es el horario de hoy?');
    expect(found[0]?.faq.response).toBe('De 9 a 20 h');
    expect(found.every((m) => m.faq.response !== 'De B')).toBe(true);
    const celiac = await searchKnowledgeBase(ctx.database.db, a.store.id, 'tienen algo para celíacos');
    expect(celiac[0]?.faq.response).toBe('Sí, harinas y fideos');
    expect(await searchKnowledgeBase(ctx.database.db, a.store.id, 'quiero 2 kilos de papa')).toEqual([]);
  });
});
