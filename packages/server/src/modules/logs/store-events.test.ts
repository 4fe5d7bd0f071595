import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeLogs } from '../../db/schema';
import { bearer, createTestApp, loggedInStore, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The store's log without its logins (each test logs in first). */
const logsOf = async (storeId: number) =>
  (
    await ctx.database.db
      .select()
      .from(storeLogs)
      .where(eq(storeLogs.store_id, storeId))
      .orderBy(storeLogs.id)
  )
    .filter((log) => log.event !== 'login')
    .map((log) => ({ event: log.event, message: log.message, user_id: log.user_id, payload: log.payload }));

/** A store admin's calls. */
const as = (token: string) => (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('the store log of settings changes', () => {
  it('records a change that answered 2xx, with its user, and nothing for reads or refused changes', async () => {
    const mine = await loggedInStore(ctx, '10.90.0.1');
    const call = as(mine.token);
    expect((await call('GET', '/api/store/theme')).statusCode).toBe(200);
    expect((await call('POST', '/api/store/theme', { widget_position: 'arriba' })).statusCode).toBe(400);
    expect(await logsOf(mine.store.id)).toEqual([]);

    expect((await call('POST', '/api/store/theme', { title: 'Almacén Rosa' })).statusCode).toBe(200);
    await expect
      .poll(() => logsOf(mine.store.id))
      .toEqual([{ event: 'settings', message: 'Estilo guardado', user_id: mine.admin.id, payload: null }]);
  });

  it('keeps the route parameters of a change that names a row, in the store that made it', async () => {
    const mine = await loggedInStore(ctx, '10.90.0.2');
    const call = as(mine.token);
    const added = await call('POST', '/api/store/faqs', {
      model_queries: ['¿Hacen envíos?'],
      response: 'Sí, en el día',
    });
    expect(added.statusCode).toBe(201);
    const id = (added.json() as { faq: { id: number } }).faq.id;
    expect((await call('DELETE', `/api/store/faqs/${id}`)).statusCode).toBe(200);
    await expect
      .poll(() => logsOf(mine.store.id))
      .toEqual([
        expect.objectContaining({ event: 'faqs', message: 'FAQ agregada a la base de conocimiento' }),
        {
          event: 'faqs',
          message: 'FAQ de la base de conocimiento eliminada',
          user_id: mine.admin.id,
          payload: { params: { id } },
        },
      ]);
  });
});
