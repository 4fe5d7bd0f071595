/* POST /user/me: the user's own data, 'Datos del usuario guardados' (issue 19 item 16). */
import { describe, expect, it } from 'vitest';
import { MSG } from '@mostrador/core';
import { bearer, messageOf, twoStoresForFile } from '../../../test/helpers';
import { AUTH_TEXT } from './auth.service';

const file = twoStoresForFile(9);

const save = (token: string | null, payload: unknown) =>
  file.ctx.app.inject({
    method: 'POST',
    url: '/api/user/me',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

describe('POST /user/me', () => {
  it("saves the caller's own name and answers the session with it", async () => {
    const res = await save(file.mine.token, { name: '  Julia Paz ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(AUTH_TEXT.ownDataSaved);
    expect(res.json().message).toBe('Datos del usuario guardados');
    expect(res.json().session.user).toMatchObject({ email: file.mine.admin.email, name: 'Julia Paz' });
    // The team list shows it; the other store's admin is untouched.
    const team = await file.ctx.app.inject({
      method: 'GET',
      url: '/api/store/users/',
      headers: bearer(file.mine.token),
    });
    expect(team.json()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Julia Paz' })]));
    const others = await file.ctx.app.inject({
      method: 'GET',
      url: '/api/store/users/',
      headers: bearer(file.other.token),
    });
    expect(JSON.stringify(others.json())).not.toContain('Julia Paz');
  });

  it.each([
    [{ name: '' }, MSG.userNameRequired],
    [{}, MSG.userNameRequired],
    [{ name: 'x'.repeat(121) }, MSG.userNameTooLong],
  ])('refuses %j with a Spanish 400', async (payload, message) => {
    const res = await save(file.mine.token, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('needs a logged-in user', async () => {
    expect((await save(null, { name: 'Nadie' })).statusCode).toBe(401);
  });
});
