import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_TEXT } from '../../src/modules/users/users.service';
import {
  bearer,
  createStore,
  createTestApp,
  createUser,
  lastMailTo,
  login,
  messageOf,
  solvedCaptcha,
  unique,
  type TestContext,
} from '../helpers';

/**
 * Issue 18, finding 7: whether an email has an account on the platform must not show in the
 * answers of POST /store/users/ nor in the time of POST /user/startpasswordrecover.
 */

/** A slow SMTP round trip for the mail of a recovery code (stands in for production's). */
const SLOW_MAIL_MS = 300;
let mailDelayMs = 0;

let ctx: TestContext;
let mailsSent = 0;
/** The server's time to answer the last recovery call: from its start until the answer is sent. */
let answeredInMs = 0;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_MAX_PER_ADDRESS: 100_000 }, (app) => {
    // Timed by the server, not by a client in this same process: work done after the answer
    // (on this one thread) would otherwise count against the call that is being measured.
    app.addHook('onResponse', async (request, reply) => {
      if (request.url === '/api/user/startpasswordrecover') answeredInMs = reply.elapsedTime;
    });
    const send = app.mailer.send.bind(app.mailer);
    app.mailer.send = async (message) => {
      await new Promise((resolve) => setTimeout(resolve, mailDelayMs));
      await send(message);
      mailsSent += 1;
    };
  });
});
afterAll(() => ctx.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('POST /store/users/ with an email in use', () => {
  const add = (token: string, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/store/users/',
      headers: bearer(token),
      payload: { email, password: 'abc12345' },
    });

  it('answers alike wherever the account is: this store, another store, the platform admin', async () => {
    const mine = await createStore(ctx.database);
    const token = (await login(ctx.app, mine.admin.email, mine.admin.password)).jwt_token;
    const crew = await createUser(ctx.database, { store_id: mine.store.id, store_role: 'crew' });
    const other = await createStore(ctx.database);
    const admin = await createUser(ctx.database, { is_admin: true });
    const answers = [];
    for (const email of [crew.email, other.admin.email, admin.email.toUpperCase()]) {
      const res = await add(token, email);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 409, body: { message: USERS_TEXT.emailTaken } }));
    expect(USERS_TEXT.emailTaken).not.toMatch(/registrad|otra tienda|existe/);
  });

  it('stops a store that checks list after list of emails, and only that store', async () => {
    const mine = await createStore(ctx.database);
    const token = (await login(ctx.app, mine.admin.email, mine.admin.password)).jwt_token;
    const taken = await createStore(ctx.database);
    for (let i = 0; i < 10; i += 1) expect((await add(token, taken.admin.email)).statusCode).toBe(409);
    const over = await add(token, taken.admin.email);
    expect(over.statusCode).toBe(429);
    expect(messageOf(over)).toBe(USERS_TEXT.tooManyTaken);
    // A free email is refused too: past the limit the answer tells nothing about any email.
    const free = await add(token, `${unique()}@libre.local`);
    expect(free.statusCode).toBe(429);
    const another = await createStore(ctx.database);
    const theirs = (await login(ctx.app, another.admin.email, another.admin.password)).jwt_token;
    expect((await add(theirs, `${unique()}@libre.local`)).statusCode).toBe(201);
  });
});

describe('POST /user/startpasswordrecover', () => {
  let n = 0;
  const recover = async (email: string) => {
    const altcha = await solvedCaptcha(ctx.app);
    n += 1;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/startpasswordrecover',
      payload: { username: email, altcha },
      // One address per call: the recovery limit per address is not what is measured here.
      remoteAddress: `10.77.${Math.floor(n / 200)}.${n % 200}`,
    });
    return { status: res.statusCode, body: res.json() as { message: string }, ms: answeredInMs };
  };

  it('answers before the code is mailed: the mail is never part of the answer', async () => {
    const { admin } = await createStore(ctx.database);
    const sentBefore = mailsSent;
    mailDelayMs = SLOW_MAIL_MS;
    const { status, body } = await recover(admin.email);
    expect(status).toBe(200);
    expect(mailsSent).toBe(sentBefore);
    await ctx.app.services.auth.recoveriesSent();
    expect(mailsSent).toBe(sentBefore + 1);
    mailDelayMs = 0;
    expect(await lastMailTo(ctx.database, admin.email)).toBeDefined();
    expect(body).toEqual((await recover(`${unique()}@nadie.local`)).body);
  });

  /** Medians of 20 alternating pairs: which one goes first alternates, so neither pays for the other. */
  async function medians(email: string) {
    const known: number[] = [];
    const unknown: number[] = [];
    const sample = async (asked: string | undefined) => {
      const { ms } = await recover(asked ?? `${unique()}@nadie.local`);
      (asked ? known : unknown).push(ms);
      await ctx.app.services.auth.recoveriesSent();
    };
    for (let i = 0; i < 20; i += 1) {
      for (const asked of i % 2 ? [email, undefined] : [undefined, email]) await sample(asked);
    }
    return { known: median(known), unknown: median(unknown) };
  }

  it('takes the same time for a known and an unknown email, whatever the mail costs', async () => {
    const { admin } = await createStore(ctx.database);
    for (const delay of [0, SLOW_MAIL_MS]) {
      mailDelayMs = delay;
      const { known, unknown } = await medians(admin.email);
      console.info(
        `startpasswordrecover (correo de ${delay} ms): mediana conocido ${known.toFixed(2)} ms, desconocido ${unknown.toFixed(2)} ms, diferencia ${(known - unknown).toFixed(2)} ms`,
      );
      // Before the fix a known email waited for its mail: SLOW_MAIL_MS more. Timings on a busy
      // machine vary by tens of ms, so only that gap is asserted; the figures are the measure.
      if (delay) expect(Math.abs(known - unknown)).toBeLessThan(SLOW_MAIL_MS / 2);
    }
    mailDelayMs = 0;
  });
});
