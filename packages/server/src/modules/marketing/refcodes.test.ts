import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TEXT } from '@mostrador/core';
import { createTestApp, messageOf, type TestContext } from '../../../test/helpers';
import { call, createSettingsTestApp, storeWithTeam } from '../settings/settings.fixtures';
import { findRefcodeByCode } from './marketing.assistant';
import { MARKETING_TEXT } from './marketing.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSettingsTestApp({ PUBLIC_URL: 'https://tiendas.example.com/' });
});
afterAll(() => ctx.close());

const PATH = '/store/refcodes/';

describe('GET and POST /api/store/refcodes/', () => {
  it('creates a code with the defaults (active, web, type 1) and a link to the store page', async () => {
    const { owner, store } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', PATH, { description: 'Volante del barrio' });
    expect(res.statusCode).toBe(201);
    expect(messageOf(res)).toBe(MARKETING_TEXT.refcodeCreated);
    const refcode = res.json().refcode;
    expect(refcode).toEqual({
      code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      active: true,
      is_web: true,
      description: 'Volante del barrio',
      client_msg_preamble: '',
      use_confirm_finisher: '',
      reference_type: '1',
      url: `https://tiendas.example.com/s/${store.hashtag.slice(1)}?ref=${refcode.code}`,
      created_at: expect.any(String),
    });
    expect((await call(ctx, owner, 'GET', PATH)).json()).toEqual([refcode]);
  });

  it('builds a WhatsApp link with the user message and the code', async () => {
    const { owner } = await storeWithTeam(ctx, {
      social_networks: { whatsapp: '+54 9 11 5555-1234' },
    });
    const res = await call(ctx, owner, 'POST', PATH, {
      description: 'QR de la vidriera',
      client_msg_preamble: 'Hola, vi la vidriera',
      use_confirm_finisher: '¡Gracias!',
      is_web: false,
      reference_type: '2',
    });
    expect(res.statusCode).toBe(201);
    const { code, url } = res.json().refcode;
    expect(url).toBe(
      `https://wa.me/5491155551234?text=${encodeURIComponent(`Hola, vi la vidriera ${code}`)}`,
    );
  });

  it('prefers the store’s dedicated number, and asks for one when there is none', async () => {
    const withNumber = await storeWithTeam(ctx, {
      identifiers: { exclusive_whatsapp: '5491100000000' },
      social_networks: { whatsapp: '5491199999999' },
    });
    const ok = await call(ctx, withNumber.owner, 'POST', PATH, { description: 'x', is_web: false });
    expect(ok.json().refcode.url).toMatch(/^https:\/\/wa\.me\/5491100000000\?text=/);
    const without = await storeWithTeam(ctx);
    const res = await call(ctx, without.owner, 'POST', PATH, { description: 'x', is_web: false });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(MARKETING_TEXT.whatsappMissing);
    expect((await call(ctx, without.owner, 'GET', PATH)).json()).toEqual([]);
  });

  it('updates one of the store’s codes by its code, newest listed first', async () => {
    const { owner } = await storeWithTeam(ctx);
    const first = (await call(ctx, owner, 'POST', PATH, { description: 'Primero' })).json().refcode;
    const second = (await call(ctx, owner, 'POST', PATH, { description: 'Segundo' })).json().refcode;
    const res = await call(ctx, owner, 'POST', PATH, {
      code: first.code.toLowerCase(),
      description: 'Primero (pausado)',
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe(MARKETING_TEXT.refcodeUpdated);
    expect(res.json().refcode).toMatchObject({ code: first.code, active: false, url: first.url });
    const list = (await call(ctx, owner, 'GET', PATH)).json();
    expect(list.map((r: { code: string }) => r.code)).toEqual([second.code, first.code]);
  });

  it('answers a path alone when no public address is configured', async () => {
    const local = await createTestApp({ LOGIN_MAX_PER_ADDRESS: 1000 });
    try {
      const { owner, store } = await storeWithTeam(local);
      const res = await call(local, owner, 'POST', PATH, { description: 'x' });
      expect(res.json().refcode.url).toBe(`/s/${store.hashtag.slice(1)}?ref=${res.json().refcode.code}`);
    } finally {
      await local.close();
    }
  });

  it.each([
    [{}, MSG.refcodeDescriptionRequired],
    [{ description: '' }, MSG.refcodeDescriptionRequired],
    [{ description: 'x', client_msg_preamble: 'x'.repeat(26) }, MSG.refcodeUserMessage],
    [{ description: 'x', use_confirm_finisher: 'x'.repeat(26) }, MSG.refcodeReplyMessage],
    [{ description: 'x', code: 'a b' }, 'El campo codigo no es valido'],
    [{ description: 'Volante\u0000' }, TEXT.invalidRequest],
  ])('refuses %j with its message', async (payload, message) => {
    const { owner } = await storeWithTeam(ctx);
    const res = await call(ctx, owner, 'POST', PATH, payload);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
    expect((await call(ctx, owner, 'GET', PATH)).json()).toEqual([]);
  });

  it('is for the store admin only', async () => {
    const { owner, crew } = await storeWithTeam(ctx);
    await call(ctx, owner, 'POST', PATH, { description: 'x' });
    expect((await call(ctx, crew, 'GET', PATH)).statusCode).toBe(403);
    expect((await call(ctx, crew, 'POST', PATH, { description: 'y' })).statusCode).toBe(403);
    expect((await call(ctx, owner, 'GET', PATH)).json()).toHaveLength(1);
  });

  it('never lists or changes another store’s codes; a code found by the customer pages names its store', async () => {
    const a = await storeWithTeam(ctx);
    const b = await storeWithTeam(ctx);
    const code = (await call(ctx, a.owner, 'POST', PATH, { description: 'De A' })).json().refcode.code;
    expect((await call(ctx, b.owner, 'GET', PATH)).json()).toEqual([]);
    const res = await call(ctx, b.owner, 'POST', PATH, { code, description: 'Robado', active: false });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(MARKETING_TEXT.refcodeNotFound);
    expect(await findRefcodeByCode(ctx.database.db, ` ${code.toLowerCase()} `)).toMatchObject({
      code,
      store_id: a.store.id,
      description: 'De A',
      active: true,
    });
    expect(await findRefcodeByCode(ctx.database.db, 'NOEXISTE')).toBeUndefined();
  });
});
