import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SYNONYM_MSG, SYNONYMS_MAX } from '@mostrador/core';
import { createUser, login, messageOf, type TestContext } from '../../../test/helpers';
import { storeSynonyms, unansweredFaqs } from '../../db/schema';
import { call, createSettingsTestApp, storeWithTeam } from '../settings/settings.fixtures';
import { listKnowledgeBase, recordUnansweredQuestion } from './faqs.assistant';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createSettingsTestApp();
  const admin = await createUser(ctx.database, { is_admin: true });
  adminToken = (await login(ctx.app, admin.email, admin.password)).jwt_token;
});
afterAll(() => ctx.close());

const record = (storeId: number, question: string) =>
  recordUnansweredQuestion(ctx.database.db, storeId, question);
const unanswered = async (token: string) => (await call(ctx, token, 'GET', '/store/faqs_unmanaged')).json();
const synonyms = async (token: string) => (await call(ctx, token, 'GET', '/store/synonyms')).json();
const askedAt = (id: number, iso: string) =>
  ctx.database.db
    .update(unansweredFaqs)
    .set({ last_asked_at: new Date(iso) })
    .where(eq(unansweredFaqs.id, id));

describe('SIN RESPONDER counts', () => {
  it('lists the most asked first, then the most recent, for the store and the platform administrator', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const bitcoin = await record(store.id, '¿Aceptan bitcoin?');
    const garrafas = await record(store.id, 'venden garrafas de gas?');
    await record(store.id, 'Venden garrafas de gas');
    await record(store.id, 'VENDEN GARRAFAS DE GAS!!');
    const cochera = await record(store.id, '¿Tienen cochera?');
    await askedAt(bitcoin!.id, '2026-01-01T10:00:00Z');
    await askedAt(cochera!.id, '2026-01-02T10:00:00Z');

    const expected = [
      { id: garrafas!.id, question: 'venden garrafas de gas?', times_asked: 3 },
      { id: cochera!.id, times_asked: 1 },
      { id: bitcoin!.id, times_asked: 1 },
    ];
    expect(await unanswered(owner)).toMatchObject(expected);
    const admin = await call(ctx, adminToken, 'GET', `/admin/stores/${store.id}/faqs_unmanaged`);
    expect(admin.json()).toMatchObject(expected);
  });

  it('counts a question asked at the same time by many customers once, in one row', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const spellings = ['¿Hacen tortas?', 'hacen tortas', 'HACEN TORTAS?', '¿hacen   tortas'];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => record(store.id, spellings[i % spellings.length]!)),
    );
    expect(new Set(results.map((row) => row!.id)).size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(unansweredFaqs)
      .where(eq(unansweredFaqs.store_id, store.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.times_asked).toBe(12);
    expect(rows[0]!.last_asked_at.getTime()).toBeGreaterThanOrEqual(rows[0]!.created_at.getTime());
    expect(await unanswered(owner)).toMatchObject([{ times_asked: 12 }]);
  });

  it('counts the same question per store', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    await Promise.all([record(a.store.id, '¿Tienen hielo?'), record(b.store.id, '¿Tienen hielo?')]);
    await record(a.store.id, 'tienen hielo');
    expect(await unanswered(a.owner)).toMatchObject([{ times_asked: 2 }]);
    expect(await unanswered(b.owner)).toMatchObject([{ times_asked: 1 }]);
  });
});

describe('Crear sinónimo from SIN RESPONDER', () => {
  it('adds the synonym and takes the question off the list', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const question = await record(store.id, '¿tenés birra?');
    const keep = await record(store.id, '¿Aceptan bitcoin?');
    const res = await call(ctx, owner, 'POST', `/store/faqs_unmanaged/${question!.id}/synonym`, {
      term: 'birra',
      means: 'cerveza',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: SYNONYM_MSG.addedFromQuestion,
      synonym: { term: 'birra', means: 'cerveza' },
    });
    expect(await unanswered(owner)).toMatchObject([{ id: keep!.id }]);
    expect(await synonyms(owner)).toEqual([res.json().synonym]);
    const twice = await call(ctx, owner, 'POST', `/store/faqs_unmanaged/${question!.id}/synonym`, {
      term: 'chela',
      means: 'cerveza',
    });
    expect(twice.statusCode).toBe(404);
    expect(messageOf(twice)).toBe(SYNONYM_MSG.questionNotFound);
    expect(await synonyms(owner)).toHaveLength(1);
  });

  it('keeps the question when the synonym cannot be added (one transaction)', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    await call(ctx, owner, 'POST', '/store/synonyms', { term: 'birra', means: 'cerveza' });
    const question = await record(store.id, 'hay birra?');
    const url = `/store/faqs_unmanaged/${question!.id}/synonym`;

    const repeated = await call(ctx, owner, 'POST', url, { term: 'Birra', means: 'Quilmes' });
    expect(repeated.statusCode).toBe(409);
    expect(messageOf(repeated)).toBe(SYNONYM_MSG.repeated.replace('{term}', 'Birra'));

    const invalid = await call(ctx, owner, 'POST', url, { term: 'hay birra bien fria', means: 'cerveza' });
    expect(invalid.statusCode).toBe(400);
    expect(messageOf(invalid)).toBe(SYNONYM_MSG.termTooManyWords);

    await ctx.database.db.insert(storeSynonyms).values(
      Array.from({ length: SYNONYMS_MAX - 1 }, (_, i) => ({
        store_id: store.id,
        term: `palabra${i}`,
        term_key: `palabra${i}`,
        means: 'algo',
      })),
    );
    const full = await call(ctx, owner, 'POST', url, { term: 'chela', means: 'cerveza' });
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(SYNONYM_MSG.limit);

    expect(await unanswered(owner)).toMatchObject([{ id: question!.id, times_asked: 1 }]);
    expect(await synonyms(owner)).toHaveLength(SYNONYMS_MAX);
  });

  it('turns a question into a FAQ or a synonym, never both, when both are asked at once', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const question = await record(store.id, '¿tienen chela?');
    const [asFaq, asSynonym] = await Promise.all([
      call(ctx, owner, 'PUT', `/store/faqs_unmanaged/${question!.id}`, { response: 'Sí, cerveza Quilmes' }),
      call(ctx, owner, 'POST', `/store/faqs_unmanaged/${question!.id}/synonym`, {
        term: 'chela',
        means: 'cerveza',
      }),
    ]);
    // Exactly one wins; the other finds the question gone.
    const faqWon = asFaq.statusCode === 200;
    expect(faqWon ? asSynonym.statusCode : asFaq.statusCode).toBe(404);
    if (!faqWon) expect(asSynonym.statusCode).toBe(201);
    expect(await listKnowledgeBase(ctx.database.db, store.id)).toHaveLength(faqWon ? 1 : 0);
    expect(await synonyms(owner)).toHaveLength(faqWon ? 0 : 1);
    expect(await unanswered(owner)).toEqual([]);
  });

  it('is for the store admin only, and never touches another store’s questions', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    const question = await record(a.store.id, '¿tenés birra?');
    const body = { term: 'birra', means: 'cerveza' };
    const url = `/store/faqs_unmanaged/${question!.id}/synonym`;
    expect((await call(ctx, a.crew, 'POST', url, body)).statusCode).toBe(403);
    expect((await call(ctx, undefined, 'POST', url, body)).statusCode).toBe(401);
    const foreign = await call(ctx, b.owner, 'POST', url, body);
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe(SYNONYM_MSG.questionNotFound);
    expect(await synonyms(b.owner)).toEqual([]);
    expect(await synonyms(a.owner)).toEqual([]);
    expect(await unanswered(a.owner)).toMatchObject([{ id: question!.id }]);
  });
});
