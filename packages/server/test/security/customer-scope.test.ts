import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { currentScope } from '../../src/db/scope';
import {
  customerStoreLookups,
  inCustomerStore,
  inSessionStore,
} from '../../src/modules/customer/customer-scope';
import { addProduct, newSession, preset } from '../../src/modules/customer/customer.fixtures';
import { requireSession } from '../../src/modules/customer/customer-access';
import { createOrder } from '../../src/modules/orders/test-factories';
import { eq } from 'drizzle-orm';
import { customerSessions, refcodes } from '../../src/db/schema';
import { createStore, createTestApp, unique, type StoreFixture, type TestContext } from '../helpers';

/**
 * Routes without a staff guard (customer pages, chat, webhooks, login) start in the empty scope
 * and narrow themselves to the store their token, session or reference names (docs/adr/0011). A
 * customer call of store A must not see store B's rows even when its code forgets a store filter.
 */

/** The bug the wall is for: an unfiltered read of a store-owned table. */
const orderStores = async (db: Pick<Db, 'execute'>) =>
  (await db.execute<{ store_id: number }>(sql`select store_id from orders`)).rows.map((row) => row.store_id);

let t: TestContext;
let a: StoreFixture;
let b: StoreFixture;
let sessionOfA: string;
let orderTokenOfA: string;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    const lookups = customerStoreLookups(app.db);
    // No guard: the request stays in the empty scope unless it narrows itself.
    app.get('/scope-probe/unscoped', async () => ({ stores: await orderStores(app.db) }));
    // As every customer service call does (inSessionStore's contract), the session is read first;
    // then the bug: an unfiltered read.
    app.post('/scope-probe/session', async (request) => {
      const { session_id } = request.body as { session_id: string };
      const stores = await inSessionStore(lookups, session_id, async () => {
        await requireSession(app.db, session_id);
        return orderStores(app.db);
      });
      return { stores };
    });
  });
  a = await createStore(t.database);
  b = await createStore(t.database);
  for (let i = 0; i < 2; i += 1) {
    const order = await createOrder(t.database.db, a.store.id);
    orderTokenOfA ??= order.order.token;
    await createOrder(t.database.db, b.store.id);
  }
  sessionOfA = (await preset(t.app, a.store.hashtag)).session;
  await preset(t.app, b.store.hashtag);
});

afterAll(async () => {
  await t?.close();
});

describe('[RLS] requests without a staff guard', () => {
  it('start in the empty scope: an unfiltered read sees no store rows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/scope-probe/unscoped' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stores: [] });
  });

  it("narrowed by a customer's session, see only that session's store, even unfiltered", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/scope-probe/session',
      payload: { session_id: sessionOfA },
    });
    expect(res.statusCode).toBe(200);
    const { stores } = res.json() as { stores: number[] };
    expect(stores).toHaveLength(2);
    expect(new Set(stores)).toEqual(new Set([a.store.id]));
  });

  it('answer 404 for an unknown session and 400 for a malformed one, reading nothing', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/scope-probe/session',
      payload: { session_id: newSession() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Sesion no encontrada' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/scope-probe/session',
      payload: { session_id: 'otra-cosa' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('[RLS] customer scope helpers', () => {
  const lookups = () => customerStoreLookups(t.app.db);

  it('narrow an order token and a referral code to their store', async () => {
    const byToken = await inCustomerStore(
      () => lookups().ofOrderToken(orderTokenOfA),
      'Pedido no encontrado',
      async () => ({ scope: currentScope(), stores: await orderStores(t.app.db) }),
    );
    expect(byToken.scope).toEqual({ kind: 'store', storeId: a.store.id });
    expect(new Set(byToken.stores)).toEqual(new Set([a.store.id]));

    const code = unique('QR').toUpperCase();
    await t.database.db
      .insert(refcodes)
      .values({ store_id: b.store.id, code, description: 'Volante', url: 'https://x.test' });
    const byCode = await inCustomerStore(
      () => lookups().ofRefCode(code.toLowerCase()),
      'Codigo no encontrado',
      () => orderStores(t.app.db),
    );
    expect(new Set(byCode)).toEqual(new Set([b.store.id]));
  });

  it("keep a caller's store scope: another store's session is then simply not found", async () => {
    const seen = await inSessionStore(lookups(), sessionOfA, () =>
      // Inside A's scope, B's session is invisible: the nested call keeps A's scope.
      inSessionStore(lookups(), sessionOfA, () => orderStores(t.app.db)),
    );
    expect(new Set(seen)).toEqual(new Set([a.store.id]));
  });

  it('look up nothing beyond the store: the lookups run in the platform scope only for that row', async () => {
    expect(await lookups().ofSession(sessionOfA)).toBe(a.store.id);
    expect(await lookups().ofSession(newSession())).toBeUndefined();
    expect(await lookups().ofOrderToken('no-existe')).toBeUndefined();
    expect(currentScope()).toBeUndefined();
    expect(await orderStores(t.app.db)).toEqual([]);
  });
});

describe('[RLS] remembered stores', () => {
  /** Moves a session as another server instance would: this one still remembers the old store. */
  const moveSession = (session: string, storeId: number) =>
    t.database.db
      .update(customerSessions)
      .set({ store_id: storeId })
      .where(eq(customerSessions.session_id, session));

  it('follow a session to the store it moved to, and never show the old store rows', async () => {
    const { session } = await preset(t.app, a.store.hashtag);
    const probe = () =>
      t.app.inject({ method: 'POST', url: '/scope-probe/session', payload: { session_id: session } });
    expect(new Set((await probe()).json().stores)).toEqual(new Set([a.store.id]));
    await moveSession(session, b.store.id);
    expect(new Set((await probe()).json().stores)).toEqual(new Set([b.store.id]));
    const recovered = await t.app.inject({ method: 'GET', url: `/api/client/recover_session/${session}` });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().store.hashtag).toBe(b.store.hashtag.slice(1));
  });

  it("follow a catalogue token to its session's new store", async () => {
    await addProduct(t.database.db, a.store.id, { name: 'Papa de A' });
    await addProduct(t.database.db, b.store.id, { name: 'Papa de B' });
    const { session, body } = await preset(t.app, a.store.hashtag);
    const page = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/productlist',
        payload: { token: body.product_list_token },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: { name: string }[] }).items.map((item) => item.name);
    };
    expect(await page()).toEqual(['Papa de A']);
    await moveSession(session, b.store.id);
    expect(await page()).toEqual(['Papa de B']);
  });
});

describe('[RLS] customer routes across stores', () => {
  it("store B's session sees store A's order only as the link's holder: never its own, never claimable", async () => {
    // Issue 17: the /orderstatus token alone is the customer's key (a link opened anywhere shows
    // the order); editing stays bound to the order's own session, and a session of another store
    // may not take the order over.
    const sessionOfB = (await preset(t.app, b.store.hashtag)).session;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/orderstatus',
      payload: { token: orderTokenOfA, session_id: sessionOfB },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ editable: false, claimable: false });
  });
});
