import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@mostrador/core';
import { messageOf, type TestContext } from '../../../test/helpers';
import { call, createSettingsTestApp, storeWithTeam } from '../settings/settings.fixtures';
import { listKnowledgeBase, recordUnansweredQuestion } from './faqs.assistant';
import { FAQS_TEXT } from './faqs.service';
import { withStoreScope } from '../../db/scope';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSettingsTestApp();
});
afterAll(() => ctx.close());

const record = (storeId: number, question: string, suggestion?: string, variants?: string[]) =>
  recordUnansweredQuestion(ctx.database.db, storeId, question, suggestion, variants);

describe('unanswered questions', () => {
  it('records a question once and counts it up when asked again in other words', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const first = await record(store.id, '¿Tienen gift cards?', 'Todavía no', [
      '¿venden tarjetas de regalo?',
    ]);
    expect(first).toMatchObject({
      question: '¿Tienen gift cards?',
      model_queries: ['¿venden tarjetas de regalo?'],
      response_suggestion: 'Todavía no',
      times_asked: 1,
    });
    const again = await record(store.id, 'tienen GIFT cards', '');
    expect(again).toMatchObject({ id: first!.id, times_asked: 2, response_suggestion: 'Todavía no' });
    expect(await record(store.id, ' ¿? ')).toBeUndefined();
    const list = (await call(ctx, owner, 'GET', '/store/faqs_unmanaged')).json();
    expect(list).toEqual([
      {
        id: first!.id,
        question: '¿Tienen gift cards?',
        model_queries: ['¿venden tarjetas de regalo?'],
        response_suggestion: 'Todavía no',
        times_asked: 2,
        created_at: expect.any(String),
        last_asked_at: expect.any(String),
      },
    ]);
  });

  it('accepting with an answer turns the question into a knowledge-base FAQ', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const question = await record(store.id, '¿Abren el 25?', '', ['¿Abren en Navidad?']);
    const res = await call(ctx, owner, 'PUT', `/store/faqs_unmanaged/${question!.id}`, {
      response: 'No, el 25 cerramos',
    });
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(FAQS_TEXT.added);
    expect(res.json().faq).toMatchObject({
      model_queries: ['¿Abren el 25?', '¿Abren en Navidad?'],
      response: 'No, el 25 cerramos',
    });
    expect((await call(ctx, owner, 'GET', '/store/faqs_unmanaged')).json()).toEqual([]);
    expect((await call(ctx, owner, 'GET', '/store/faqs')).json()).toEqual([res.json().faq]);
    // Accepted once: a second accept finds nothing and adds nothing.
    const twice = await call(ctx, owner, 'PUT', `/store/faqs_unmanaged/${question!.id}`, {
      response: 'Otra',
    });
    expect(twice.statusCode).toBe(404);
    expect(await listKnowledgeBase(ctx.database.db, store.id)).toHaveLength(1);
  });

  it('accepts with edited questions', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const question = await record(store.id, '¿aceptan bitcoin?');
    const res = await call(ctx, owner, 'PUT', `/store/faqs_unmanaged/${question!.id}`, {
      model_queries: '¿Aceptan bitcoin?, ¿Aceptan cripto?',
      response: 'No, por ahora no',
    });
    expect(res.json().faq.model_queries).toEqual(['¿Aceptan bitcoin?', '¿Aceptan cripto?']);
  });

  it.each([[{}], [{ response: '' }], [{ response: 'Sí', model_queries: '' }]])(
    'asks for the content when accepting %j, and keeps the question',
    async (payload) => {
      const { owner, store } = await storeWithTeam(ctx);
      const question = await record(store.id, '¿Hacen tortas?');
      const res = await call(ctx, owner, 'PUT', `/store/faqs_unmanaged/${question!.id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(MSG.knowledgeBaseQuestionsRequired);
      expect((await call(ctx, owner, 'GET', '/store/faqs_unmanaged')).json()).toHaveLength(1);
      expect(await listKnowledgeBase(ctx.database.db, store.id)).toEqual([]);
    },
  );

  it('keeps the question when the FAQ cannot be written (one transaction)', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const question = await record(store.id, '¿Hacen envíos al interior?');
    // PostgreSQL refuses a NUL character: the insert fails after the question was taken.
    await expect(
      withStoreScope(store.id, () =>
        ctx.app.services.faqs.unanswered.accept(store.id, question!.id, { response: 'No\u0000' }),
      ),
    ).rejects.toThrow();
    expect((await call(ctx, owner, 'GET', '/store/faqs_unmanaged')).json()).toMatchObject([
      { id: question!.id },
    ]);
    expect(await listKnowledgeBase(ctx.database.db, store.id)).toEqual([]);
    // Through the API such a body is refused up front.
    const res = await call(ctx, owner, 'PUT', `/store/faqs_unmanaged/${question!.id}`, {
      response: 'No\u0000',
    });
    expect(res.statusCode).toBe(400);
  });

  it('deletes a question', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const question = await record(store.id, '¿Tienen cochera?');
    const res = await call(ctx, owner, 'DELETE', `/store/faqs_unmanaged/${question!.id}`);
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(FAQS_TEXT.deleted);
    expect((await call(ctx, owner, 'DELETE', `/store/faqs_unmanaged/${question!.id}`)).statusCode).toBe(404);
    expect(await listKnowledgeBase(ctx.database.db, store.id)).toEqual([]);
  });

  it('is for the store admin only', async () => {
    const { owner, crew, store } = await storeWithTeam(ctx);
    const question = await record(store.id, '¿Tienen cochera?');
    expect((await call(ctx, crew, 'GET', '/store/faqs_unmanaged')).statusCode).toBe(403);
    expect(
      (await call(ctx, crew, 'PUT', `/store/faqs_unmanaged/${question!.id}`, { response: 'No' })).statusCode,
    ).toBe(403);
    expect((await call(ctx, crew, 'DELETE', `/store/faqs_unmanaged/${question!.id}`)).statusCode).toBe(403);
    expect((await call(ctx, owner, 'GET', '/store/faqs_unmanaged')).json()).toHaveLength(1);
  });

  it('never lists, accepts or deletes another store’s questions', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    const question = await record(a.store.id, '¿Tienen cochera?');
    await record(b.store.id, '¿Tienen cochera?');
    const bList = (await call(ctx, b.owner, 'GET', '/store/faqs_unmanaged')).json();
    expect(bList).toHaveLength(1);
    expect(bList[0].id).not.toBe(question!.id);
    const accept = await call(ctx, b.owner, 'PUT', `/store/faqs_unmanaged/${question!.id}`, {
      response: 'Sí',
    });
    expect(accept.statusCode).toBe(404);
    expect((await call(ctx, b.owner, 'DELETE', `/store/faqs_unmanaged/${question!.id}`)).statusCode).toBe(
      404,
    );
    expect(await listKnowledgeBase(ctx.database.db, b.store.id)).toEqual([]);
    expect((await call(ctx, a.owner, 'GET', '/store/faqs_unmanaged')).json()).toMatchObject([
      { id: question!.id, times_asked: 1 },
    ]);
  });
});
