/* POST /store/clients/{id}: the owner edits the client's name, phone and address (issue 17). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSING_TEXT, ORDER_TEXT } from '@mostrador/core';
import {
  bearer,
  createTestApp,
  messageOf,
  twoLoggedInStores,
  type LoggedInStore,
  type TestContext,
} from '../../../test/helpers';
import { createClient } from '../orders/test-factories';

let ctx: TestContext;
let mine: LoggedInStore;
let other: LoggedInStore;
let clientId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ mine, other } = await twoLoggedInStores(ctx, 7));
  clientId = (await createClient(ctx.database.db, mine.store.id, { first_name: null, phone: null })).id;
});
afterAll(() => ctx.close());

const edit = (who: LoggedInStore, id: number | string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/store/clients/${id}`,
    headers: bearer(who.token),
    payload,
  });

describe('POST /store/clients/{id}', () => {
  it('saves name, phone and address, and an empty text clears a field', async () => {
    const res = await edit(mine, clientId, {
      first_name: 'Carla',
      last_name: 'López',
      phone: '+54 9 11 5555-0000',
      address: 'Honduras 3500',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: clientId,
      first_name: 'Carla',
      last_name: 'López',
      phone: '+54 9 11 5555-0000',
      address: 'Honduras 3500',
    });
    const cleared = await edit(mine, clientId, { last_name: '' });
    expect(cleared.json()).toMatchObject({ first_name: 'Carla', last_name: null });
  });

  it.each([
    [{ phone: '11 55AB 0000' }, CLOSING_TEXT.phoneInvalid],
    [{ address: 'x'.repeat(201) }, CLOSING_TEXT.addressTooLong],
    [{ first_name: 'x'.repeat(61) }, CLOSING_TEXT.nameTooLong],
  ])('refuses %j with a Spanish 400', async (payload, message) => {
    const res = await edit(mine, clientId, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it("answers 404 for another store's client and changes nothing", async () => {
    const res = await edit(other, clientId, { first_name: 'Intruso' });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(ORDER_TEXT.clientNotFound);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/clients/${clientId}`,
      headers: bearer(mine.token),
    });
    expect(detail.json().first_name).toBe('Carla');
    expect((await edit(mine, 'abc', { first_name: 'X' })).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/store/clients/${clientId}`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
