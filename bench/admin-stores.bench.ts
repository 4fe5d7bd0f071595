import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openPglite } from '../packages/server/src/db/client';
import { hashPassword } from '../packages/server/src/lib/passwords';
import { load, print, runAlone, startServer } from './lib';

const PORT = 3342;
const STORES = 10_000;
const ADMIN = { email: 'admin@bench.local', password: 'admin1234' };

/**
 * 10,000 stores, each with its admin user; every third store has uploads (the CSV status light
 * reads the latest) and every fifth a notification plan. Set-based SQL, as the operations bench.
 */
async function fill(dataDir: string) {
  const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
  await migrateDatabase(database);
  const client = database.pglite!;
  const hash = await hashPassword('bench1234');
  await client.query(`
    insert into stores (hashtag, name, creatoremail, tax_code, city, created_at)
    select '#admbench' || g, 'Tienda ' || g, 'owner' || g || '@bench.local', '30-' || g, 'Ciudad ' || (g % 50),
      now() - (g * interval '1 minute')
    from generate_series(1, ${STORES}) g`);
  await client.query(
    `insert into users (email, password_hash, store_id, store_role)
     select s.creatoremail, $1, s.id, 'admin' from stores s where s.hashtag like '#admbench%'`,
    [hash],
  );
  await client.query(`
    insert into data_imports (store_id, kind, status, filepath, file_size)
    select s.id, 'products_file', (array['complete','failed','pending'])[1 + (s.id + k) % 3], 'lista.csv', 100
    from stores s cross join generate_series(1, 3) k where s.id % 3 = 0`);
  await client.query(`
    insert into notification_plans (store_id, notif_cart, notif_amount, notif_left)
    select s.id, true, 1000, 500 from stores s where s.id % 5 = 0`);
  await database.close();
}

/** `npm run bench`: the administrator's stores table (GET /admin/stores/) over 10,000 stores. */
export async function adminStoresBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-bench-admin-'));
  try {
    const started = performance.now();
    await fill(dataDir);
    print('admin: 10,000 stores', { fill_s: ((performance.now() - started) / 1000).toFixed(1) });
    const server = await startServer({
      port: PORT,
      dataDir,
      env: { SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    try {
      const res = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      if (!res.ok) throw new Error(`login del administrador: ${res.status} ${await res.text()}`);
      const { jwt_token } = (await res.json()) as { jwt_token: string };
      const headers = { authorization: `Bearer ${jwt_token}` };
      const cases: [string, string][] = [
        // The floor of this machine (no database, no token) to read the others against.
        ['GET /api/health (baseline)', '/api/health'],
        ['GET /api/admin/stores/ (page 1)', '/api/admin/stores/'],
        ['  sort=hashtag, page 400', '/api/admin/stores/?sort=hashtag&order=asc&page=400'],
        ['  sort=name desc, page 200', '/api/admin/stores/?sort=name&order=desc&page=200'],
        ['  search q=tienda 77', `/api/admin/stores/?q=${encodeURIComponent('tienda 77')}`],
      ];
      for (const [name, path] of cases) {
        const check = await fetch(`${server.url}${path}`, { headers });
        const body = (await check.json()) as { total?: number; items?: unknown[] };
        if (!check.ok || (path.startsWith('/api/admin') && !body.items?.length)) {
          throw new Error(`${path}: ${check.status}`);
        }
        const figures = await load({ url: `${server.url}${path}`, headers });
        print(name, {
          'req/s': figures.requestsPerSecond,
          p50_ms: figures.p50,
          p99_ms: figures.p99,
          total: body.total ?? 0,
          non2xx: figures.non2xx,
        });
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx bench/admin-stores.bench.ts` (after `npm run build`).
runAlone(import.meta.url, adminStoresBench);
