/**
 * What row-level security costs (docs/adr/0011): CPU per query through the scoped driver against
 * the bare PGlite client, with one scope repeated (the common case) and with two stores
 * alternating (one set_config per query), and the plans of the product list and search with the
 * policies binding (application role) and not (superuser). Run: npx tsx bench/rls-overhead.ts
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrateDatabase, openPglite } from '../packages/server/src/db/client';
import { secureDatabase } from '../packages/server/src/db/app-role';
import { withPlatformScope, withStoreScope } from '../packages/server/src/db/scope';
import { stores } from '../packages/server/src/db/schema';

const PRODUCTS = Number(process.env.RLS_BENCH_PRODUCTS ?? 100_000);
const QUERIES = Number(process.env.RLS_BENCH_QUERIES ?? 3_000);

async function cpuMicrosPerCall(calls: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 200; i += 1) await fn(i);
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i += 1) await fn(i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / calls;
}

const database = await openPglite();
await migrateDatabase(database);
await secureDatabase(database);
const { db } = database;
const pglite = database.pglite!;
const [a, b] = await withPlatformScope(() =>
  db
    .insert(stores)
    .values([
      { hashtag: '#rlsa', name: 'A', creatoremail: 'a@x.local' },
      { hashtag: '#rlsb', name: 'B', creatoremail: 'b@x.local' },
    ])
    .returning(),
);
await withPlatformScope(() =>
  db.execute(sql`insert into products (store_id, name, price_per_unit, tags)
    select case when g % 2 = 0 then ${a!.id}::int else ${b!.id}::int end,
      'Producto ' || g || case when g % 97 = 0 then ' yerba' else '' end, g % 1000, array['t' || (g % 50)]
    from generate_series(1, ${PRODUCTS}) g`),
);
await pglite.exec('RESET ROLE; ANALYZE; SET ROLE mostrador_app');

// Drizzle straight on the PGlite client, as before the scoped driver (same role and settings).
const bare = drizzle(pglite);
const pointOf = (i: number) =>
  sql`select id, name from products where store_id = ${a!.id} and id = ${2 + 2 * (i % 1000)}`;
const bareSame = await withStoreScope(a!.id, async () => {
  await db.execute(sql`select 1`);
  return cpuMicrosPerCall(QUERIES, (i) => bare.execute(pointOf(i)));
});
const scopedSame = await withStoreScope(a!.id, () =>
  cpuMicrosPerCall(QUERIES, (i) => db.execute(pointOf(i))),
);
const scopedAlternating = await cpuMicrosPerCall(QUERIES, (i) => {
  const store = i % 2 === 0 ? a! : b!;
  return withStoreScope(store.id, () =>
    db.execute(sql`select id, name from products where store_id = ${store.id} limit 1`),
  );
});

const list = `select id, name, price_per_unit from products where store_id = ${a!.id} order by id desc limit 15`;
const search = `select id, name from products where store_id = ${a!.id} and name_search like '%12345%' order by id desc limit 15`;
const tag = `select count(*) from products where store_id = ${a!.id} and tags @> array['t7']::text[]`;
async function plan(query: string, asSuperuser: boolean) {
  const prefix = asSuperuser
    ? 'RESET ROLE; '
    : `select set_config('app.store_id', '${a!.id}', false), set_config('app.scope', 'store', false); `;
  await pglite.exec(prefix);
  const result = await pglite.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing on) ${query}`,
  );
  await pglite.exec('SET ROLE mostrador_app');
  return result.rows.map((row) => row['QUERY PLAN']).join('\n    ');
}

console.log(`products: ${PRODUCTS} (two stores), queries per figure: ${QUERIES}`);
console.log(`CPU per point query, Drizzle on the bare client:                ${bareSame.toFixed(1)} us`);
console.log(`CPU per point query, Drizzle + scoped driver, one store's scope:  ${scopedSame.toFixed(1)} us`);
console.log(
  `CPU per query, scoped driver, two stores alternating (set_config): ${scopedAlternating.toFixed(1)} us`,
);
for (const [name, query] of [
  ['list (15 newest)', list],
  ['search name like %12345%', search],
  ['tag count', tag],
] as const) {
  console.log(`\n${name}, superuser (no policies):\n    ${await plan(query, true)}`);
  console.log(`${name}, application role (policies):\n    ${await plan(query, false)}`);
}
await database.close();
