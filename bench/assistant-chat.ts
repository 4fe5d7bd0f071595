/*
 * The chat call end to end: HTTP request -> route -> session check -> catalogue index (cached,
 * version-checked) -> conversation -> customer service (order writes) -> chat state -> reply, on
 * the embedded database with a store of 10,000 products. Run alone with `npx tsx bench/assistant-chat.ts`.
 */
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { testConfig } from '../packages/server/src/config';
import pg from 'pg';
import { migrateDatabase, type Database } from '../packages/server/src/db/client';
import { brands, kinds, products, stores } from '../packages/server/src/db/schema';
import { withPlatformScope } from '../packages/server/src/db/scope';
import { bigCatalogue } from './assistant.bench';
import { openScratchDatabase, print, runAlone } from './lib';

const PORT = 3380;
const SESSIONS = Number(process.env.BENCH_CHAT_SESSIONS ?? 40);
const HASHTAG = '#benchchat';
const BENCH_DB = 'mostrador_chat_bench';

/** One customer's visit: greeting, an order with an ambiguity, a question, changes, confirmation. */
const VISIT = [
  '',
  'hola, quiero 2 kg de papa blanca y una docena de huevos',
  'queso',
  '1',
  'cuanto sale el envio?',
  '¿tienen yerba?',
  '2',
  'cambia las papas a 3 kg',
  'saca los huevos',
  'ver mi pedido',
  '¿hacen tortas por encargo?',
  'listo',
  'si',
];

/**
 * Counts the statements sent to PostgreSQL (BEGIN and COMMIT included) from now until the returned
 * function is called; the bench sends one message at a time, so that is what one message costs.
 * PGlite runs in process with no round trips, so only node-postgres is counted.
 */
let statementCount = 0;
/** BENCH_CHAT_TRACE=1 prints the statements of the first visit, message by message. */
const TRACE = process.env.BENCH_CHAT_TRACE === '1';
const traced: string[] = [];
function countStatements() {
  const start = statementCount;
  return () => statementCount - start;
}
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statementCount += 1;
  if (TRACE) {
    const [query] = args as [string | { text: string }];
    traced.push((typeof query === 'string' ? query : query.text).replace(/\s+/g, ' ').slice(0, 110));
  }
  return clientQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function seedStore(db: Database['db']): Promise<number> {
  const [store] = await db
    .insert(stores)
    .values({ hashtag: HASHTAG, name: 'Almacén de prueba', creatoremail: 'bench@test.local' })
    .returning();
  const storeId = store!.id;
  const catalogue = bigCatalogue();
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  const brandRows = await db
    .insert(brands)
    .values(distinct(catalogue.map((p) => p.brand)).map((name) => ({ store_id: storeId, name })))
    .returning();
  const kindRows = await db
    .insert(kinds)
    .values(distinct(catalogue.map((p) => p.kind)).map((name) => ({ store_id: storeId, name })))
    .returning();
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
  const kindId = new Map(kindRows.map((k) => [k.name, k.id]));
  for (let i = 0; i < catalogue.length; i += 1000) {
    await db.insert(products).values(
      catalogue.slice(i, i + 1000).map((p) => ({
        store_id: storeId,
        name: p.name,
        brand_id: p.brand ? brandId.get(p.brand) : null,
        kind_id: p.kind ? kindId.get(p.kind) : null,
        quantity_unit: p.quantity_unit,
        price_per_unit: p.price_per_unit,
        tags: p.tags,
      })),
    );
  }
  return storeId;
}

/** The embedded database in a temporary folder, or with DATABASE_URL a scratch PostgreSQL database. */
const openBenchDatabase = () =>
  openScratchDatabase({ name: BENCH_DB, postgresUrl: process.env.DATABASE_URL });

export async function assistantChatBench() {
  const { database, drop } = await openBenchDatabase();
  await migrateDatabase(database);
  // The bench's own set-up and price change are platform work (row-level security, db/scope.ts).
  const storeId = await withPlatformScope(() => seedStore(database.db));
  const app = await buildApp({
    config: testConfig({ IMPORTS_WORKER: false, NOTIFICATIONS_WORKER: false, WOO_SYNC_WORKER: false }),
    database,
    logger: false,
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const cpu: number[] = [];
  const statements: number[] = [];
  const send = async (session: string, text: string) => {
    const counted = countStatements();
    const started = performance.now();
    const usage = process.cpuUsage();
    const res = await fetch(`http://127.0.0.1:${PORT}/api/client/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: session, store: HASHTAG, text }),
    });
    await res.json();
    if (!res.ok) throw new Error(`chat ${JSON.stringify(text)}: HTTP ${res.status}`);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
    statements.push(counted());
    return performance.now() - started;
  };
  try {
    const session = (n: number) => `dfmessenger-${(0xbe00000000 + n).toString(16)}`;
    const cold = await send(session(0), 'hola');
    cpu.length = 0;
    statements.length = 0;
    const times: number[] = [];
    for (let s = 1; s <= SESSIONS; s += 1) {
      for (const text of VISIT) {
        traced.length = 0;
        times.push(await send(session(s), text));
        if (TRACE && s === 1) console.log(`-- ${JSON.stringify(text)}\n   ${traced.join('\n   ')}`);
      }
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    print('assistant chat database', { kind: database.kind });
    print('assistant chat cold (index build)', { products: 10_000, ms: cold.toFixed(1) });
    print('assistant chat (10k products)', {
      requests: times.length,
      p50_ms: percentile(times, 0.5).toFixed(1),
      p95_ms: percentile(times, 0.95).toFixed(1),
      max_ms: times[times.length - 1]!.toFixed(1),
      target_p95_ms: 50,
    });
    // Wall time counts what other processes take from the 2 cores; CPU time is this process's
    // work per request (server and database in one process), what an idle machine would take.
    print('assistant chat CPU per request', {
      cpu_p50_ms: percentile(cpu, 0.5).toFixed(1),
      cpu_p95_ms: percentile(cpu, 0.95).toFixed(1),
      load_1min: loadavg()[0]!.toFixed(1),
    });
    // Round trips to the database: what a message costs beyond its CPU on a real server.
    statements.sort((a, b) => a - b);
    if (database.kind === 'postgres')
      print('assistant chat statements per request', {
        p50: percentile(statements, 0.5),
        p95: percentile(statements, 0.95),
        max: statements[statements.length - 1]!,
        mean: (statements.reduce((sum, n) => sum + n, 0) / statements.length).toFixed(1),
      });
    // A price change: the next message rebuilds the index and sees the new price.
    await withPlatformScope(() =>
      database.db
        .update(products)
        .set({ price_per_unit: 1234, updated_at: new Date() })
        .where(eq(products.store_id, storeId)),
    );
    print('assistant chat after price change', {
      ms: (await send(session(999), '¿tienen yerba?')).toFixed(1),
    });
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

runAlone(import.meta.url, assistantChatBench);
