import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers';
import {
  createRandom,
  FUZZ_RUNS,
  FUZZ_SEED,
  looksSpanish,
  randomJson,
  randomText,
  shapedBody,
} from './fuzz-support';
import { buildRouteTableApp, type RouteEntry, type RouteTableApp } from './route-table';
import { loginHeaders, seedStore, type SeededStore } from './tenant-seed';

/*
 * Every route with a JSON body, taken from the server's route table, gets random, wrong-typed and
 * oversized bodies from a caller who passes its guard. Whatever the body, the answer is never a
 * 5xx, and a refusal is a 4xx with a Spanish `{ message }`.
 */
const CASES_PER_ROUTE = 25 * FUZZ_RUNS;
const BODY_LIMIT = 64 * 1024;

let t: RouteTableApp;
let store: SeededStore;
let platformAdmin: Record<string, string>;

beforeAll(async () => {
  // A smaller body limit keeps the oversized cases cheap; the limit's own answer is what is tested.
  t = await buildRouteTableApp({ BODY_LIMIT_BYTES: BODY_LIMIT, LOGIN_MAX_PER_ADDRESS: 1_000_000 });
  store = await seedStore(t.app, t.database);
  const admin = await createUser(t.database, { is_admin: true });
  platformAdmin = await loginHeaders(t.app, admin.email, admin.password);
}, 120_000);
afterAll(() => t?.close());

/** The store's own ids in the path, so the body reaches the service rather than a 404. */
function urlOf(route: RouteEntry): string {
  const idFor = (name: string, before: string) => {
    if (name === 'storeId' || before === 'stores') return store.storeId;
    if (before === 'orders') return store.orderId;
    if (before === 'products') return store.productId;
    if (before === 'faqs_unmanaged') return store.unansweredId;
    if (before === 'faqs' || name === 'faqId') return store.faqId;
    if (before === 'users') return store.crew.id;
    if (before === 'clients') return store.clientId;
    return 1;
  };
  const parts = route.url.split('/');
  return parts
    .map((part, i) => (part.startsWith(':') ? String(idFor(part.slice(1), parts[i - 1] ?? '')) : part))
    .join('/');
}

function headersOf(route: RouteEntry): Record<string, string> {
  if (route.guard === 'platformAdmin') return platformAdmin;
  return route.guard ? store.admin.headers : {};
}

describe('JSON bodies: random, wrong-typed and oversized', () => {
  it('answers every JSON body route without a 5xx and refuses with a Spanish message', async () => {
    const routes = t.routes.filter((route) => route.body);
    expect(routes.length).toBeGreaterThan(20);
    const random = createRandom(FUZZ_SEED);
    const failures: string[] = [];
    for (const route of routes) {
      const url = urlOf(route);
      const bodies: string[] = [
        JSON.stringify({ [randomText(random, 20)]: 'x'.repeat(BODY_LIMIT) }),
        '{"sin cerrar": ',
        '[]',
        '{}',
        'null',
        JSON.stringify('texto'),
      ];
      for (let i = 0; i < CASES_PER_ROUTE; i += 1) {
        bodies.push(
          JSON.stringify(random.next() < 0.7 ? shapedBody(random, route.body) : randomJson(random)) ?? 'null',
        );
      }
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload,
          headers: { ...headersOf(route), 'content-type': 'application/json' },
        });
        const sample =
          payload.length > 200 ? `${payload.slice(0, 200)}... (${payload.length} bytes)` : payload;
        if (res.statusCode >= 500) {
          failures.push(`${route.key} ${res.statusCode} con ${sample}: ${res.body.slice(0, 200)}`);
        } else if (res.statusCode >= 400) {
          const body = res.json() as { message?: unknown };
          if (!looksSpanish(body.message))
            failures.push(
              `${route.key} ${res.statusCode} sin mensaje en español: ${res.body.slice(0, 200)} con ${sample}`,
            );
        }
      }
    }
    expect(failures, `semilla FUZZ_SEED=${FUZZ_SEED}`).toEqual([]);
  }, 240_000);
});
