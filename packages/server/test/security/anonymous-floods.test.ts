import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig, testConfig, type Config } from '../../src/config';
import { clients, orders } from '../../src/db/schema';
import { addProduct, newSession } from '../../src/modules/customer/customer.fixtures';
import { ANONYMOUS_TEXT } from '../../src/plugins/anonymous-limits';
import { createStore, createTestApp, messageOf, type TestContext } from '../helpers';

/*
 * Issue 18 item 5: from one address, 150 rounds of /presetstore and /client/order/items made 150
 * clients and 150 carts in 10 s; log_activity took 100 payloads of 4 KB in a row; a session could
 * chat without end. The limits are the production defaults (config.ts), counted in the database.
 */
const DEFAULTS = loadConfig({});
const LIMITS: Partial<Config> = {
  ANONYMOUS_WINDOW_SECONDS: DEFAULTS.ANONYMOUS_WINDOW_SECONDS,
  ANONYMOUS_MAX_PER_ADDRESS: DEFAULTS.ANONYMOUS_MAX_PER_ADDRESS,
  ANONYMOUS_MAX_PER_SESSION: DEFAULTS.ANONYMOUS_MAX_PER_SESSION,
  ANONYMOUS_MAX_NEW_SESSIONS_PER_ADDRESS: DEFAULTS.ANONYMOUS_MAX_NEW_SESSIONS_PER_ADDRESS,
  ANONYMOUS_MAX_CHAT_PER_SESSION: DEFAULTS.ANONYMOUS_MAX_CHAT_PER_SESSION,
  ANONYMOUS_MAX_ACTIVITY_PER_SESSION: DEFAULTS.ANONYMOUS_MAX_ACTIVITY_PER_SESSION,
};

let ctx: TestContext;
let hashtag: string;
let storeId: number;
let productId: number;
let addressCounter = 0;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

beforeAll(async () => {
  ctx = await createTestApp(LIMITS);
  const fixture = await createStore(ctx.database);
  hashtag = fixture.store.hashtag;
  storeId = fixture.store.id;
  productId = (await addProduct(ctx.database.db, storeId, { name: 'Yerba', price_per_unit: 1500 })).id;
});
afterAll(() => ctx?.close());

const presetFrom = (address: string, session = newSession(), app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/presetstore',
    remoteAddress: address,
    payload: { session, store: hashtag },
  });

const storeCounts = async () => {
  const [clientRows] = await ctx.database.db
    .select({ n: count() })
    .from(clients)
    .where(eq(clients.store_id, storeId));
  const [orderRows] = await ctx.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.store_id, storeId));
  return { clients: clientRows!.n, orders: orderRows!.n };
};

describe('one address starting session after session', () => {
  it('stops 150 rounds of presetstore and order/items at the limit with a Spanish 429', async () => {
    const address = nextAddress();
    const before = await storeCounts();
    const statuses: number[] = [];
    let refusal = '';
    for (let round = 0; round < 150; round += 1) {
      const session = newSession();
      const preset = await presetFrom(address, session);
      statuses.push(preset.statusCode);
      if (preset.statusCode === 429) {
        refusal = messageOf(preset);
        continue;
      }
      await ctx.app.inject({
        method: 'POST',
        url: '/api/client/order/items',
        remoteAddress: address,
        payload: { session_id: session, items: [{ product_id: productId, amount: 1 }] },
      });
    }
    const allowed = DEFAULTS.ANONYMOUS_MAX_NEW_SESSIONS_PER_ADDRESS;
    expect(statuses.filter((status) => status === 200)).toHaveLength(allowed);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    expect(refusal).toBe(ANONYMOUS_TEXT.tooMany);
    const after = await storeCounts();
    expect(after.clients - before.clients).toBeLessThanOrEqual(allowed);
    expect(after.orders - before.orders).toBeLessThanOrEqual(allowed);
    // Another customer, at another address, is not held back by the flood.
    expect((await presetFrom(nextAddress())).statusCode).toBe(200);
  }, 120_000);

  it('holds across instances: two servers on one database share the count', async () => {
    const second = await buildApp({
      config: testConfig({ ...LIMITS, ANONYMOUS_MAX_NEW_SESSIONS_PER_ADDRESS: 4 }),
      database: ctx.database,
      logger: false,
    });
    const first = await buildApp({
      config: testConfig({ ...LIMITS, ANONYMOUS_MAX_NEW_SESSIONS_PER_ADDRESS: 4 }),
      database: ctx.database,
      logger: false,
    });
    try {
      const address = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await presetFrom(address, newSession(), i % 2 ? second : first)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('one session', () => {
  it('sends 60 activity logs of 4 KB and is refused after that', async () => {
    const address = nextAddress();
    const session = newSession();
    expect((await presetFrom(address, session)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/client/log_activity',
        remoteAddress: address,
        payload: {
          session_id: session,
          activity_name: 'Vio un producto',
          payload: { nota: 'x'.repeat(3900) },
        },
      });
      statuses.push(res.statusCode);
    }
    const allowed = DEFAULTS.ANONYMOUS_MAX_ACTIVITY_PER_SESSION;
    expect(statuses.slice(0, allowed).every((status) => status < 300)).toBe(true);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
  }, 120_000);

  it('chats 60 messages without meeting a limit, and a session that keeps on is refused', async () => {
    const address = nextAddress();
    const session = newSession();
    expect((await presetFrom(address, session)).statusCode).toBe(200);
    const statuses: number[] = [];
    const allowed = DEFAULTS.ANONYMOUS_MAX_CHAT_PER_SESSION;
    for (let i = 0; i < allowed + 5; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/client/chat',
        remoteAddress: address,
        payload: { session_id: session, store: hashtag, text: i % 2 ? 'hola' : 'quiero 2 yerba' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(0, allowed).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(allowed)).toEqual([429, 429, 429, 429, 429]);
  }, 180_000);
});
