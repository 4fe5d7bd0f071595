import type { Executor } from '../../db/executor';

/** What both scoped drivers (db/scoped-drivers.ts) answer to a plain query. */
interface QueryClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
}

/** node-postgres pools have connect(); the PGlite view only has query/transaction/exec. */
const isPool = (client: object) => 'connect' in client && typeof client.connect === 'function';

/**
 * Runs a hand-written statement on the database's scoped driver, beneath Drizzle: the order list
 * and the order screen are the hottest staff reads, and building their Drizzle queries and mapping
 * their rows cost more server CPU than the database spent answering them. The driver is the same
 * scoped one Drizzle uses, so the request's scope (and with it row-level security) applies as
 * before. On node-postgres the statement is named, so each connection parses and plans it once;
 * PGlite has no named statements. Without a name the statement runs unnamed. Values are always parameters, never part of the text; the name
 * must stand for one text only.
 */
export async function rawRows<T>(
  db: Executor,
  name: string | undefined,
  text: string,
  values: unknown[],
): Promise<T[]> {
  // drizzle() sets $client on the databases it makes; the Db type (client.ts) leaves it out.
  const client = (db as unknown as { $client: QueryClient & object }).$client;
  const result = isPool(client)
    ? await client.query(name ? { name, text, values } : { text, values })
    : await client.query(text, values);
  return result.rows as T[];
}
