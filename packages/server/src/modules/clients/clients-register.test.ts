/* POST /store/clients/: the store registers a client itself (issue 19 item 16). */
import { describe, expect, it } from 'vitest';
import { CLOSING_TEXT, ORDER_MSG, ORDER_TEXT } from '@mostrador/core';
import { bearer, messageOf, twoStoresForFile, type LoggedInStore } from '../../../test/helpers';

const file = twoStoresForFile(8);

const register = (who: LoggedInStore | null, payload: unknown) =>
  file.ctx.app.inject({
    method: 'POST',
    url: '/api/store/clients/',
    headers: who ? bearer(who.token) : {},
    payload: payload as Record<string, unknown>,
  });

describe('POST /store/clients/', () => {
  it("registers the client in the caller's store with 'Cliente registrado exitosamente'", async () => {
    const res = await register(file.mine, {
      first_name: ' Marta ',
      phone: '+54 9 11 4444-1234',
      address: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message, client } = res.json();
    expect(message).toBe(ORDER_MSG.clientRegistered);
    expect(client).toMatchObject({
      first_name: 'Marta',
      last_name: null,
      phone: '+54 9 11 4444-1234',
      address: null,
    });
    const detail = await file.ctx.app.inject({
      method: 'GET',
      url: `/api/store/clients/${client.id}`,
      headers: bearer(file.mine.token),
    });
    expect(detail.json()).toMatchObject({ id: client.id, orders_count: 0 });
    // Another store never sees it.
    const foreign = await file.ctx.app.inject({
      method: 'GET',
      url: `/api/store/clients/${client.id}`,
      headers: bearer(file.other.token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a second client with the same phone in the store, not in another store', async () => {
    const first = await register(file.mine, { first_name: 'Ana', phone: '11 3333-0001' });
    expect(first.statusCode).toBe(201);
    const again = await register(file.mine, { first_name: 'Ana María', phone: '11 3333-0001' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(ORDER_TEXT.clientPhoneTaken);
    const elsewhere = await register(file.other, { first_name: 'Ana', phone: '11 3333-0001' });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('registers one client when the same phone is sent twice at once', async () => {
    const both = await Promise.all([
      register(file.mine, { first_name: 'Doble', phone: '11 3333-0099' }),
      register(file.mine, { first_name: 'Doble', phone: '11 3333-0099' }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ phone: '11 3333-0002' }, CLOSING_TEXT.nameRequired],
    [{ first_name: 'Sin teléfono' }, CLOSING_TEXT.phoneInvalid],
    [{ first_name: 'Luis', phone: '11 55AB 0000' }, CLOSING_TEXT.phoneInvalid],
    [{ first_name: 'x'.repeat(61), phone: '11 3333-0003' }, CLOSING_TEXT.nameTooLong],
    [{ first_name: 'Luis', phone: '11 3333-0004', address: 'x'.repeat(201) }, CLOSING_TEXT.addressTooLong],
  ])('refuses %j with a Spanish 400', async (payload, message) => {
    const res = await register(file.mine, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('needs a store user', async () => {
    const res = await register(null, { first_name: 'Anónimo', phone: '11 3333-0005' });
    expect(res.statusCode).toBe(401);
  });
});
