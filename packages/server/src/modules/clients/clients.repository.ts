import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ClientFilters } from '@mostrador/core';
import { clientLogs, clients } from '../../db/schema';
import { datePrefixFilter, textFilter } from '../../lib/filters-sql';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';

export type ClientRecord = typeof clients.$inferSelect;

/** Most recently seen first, in the order of clients_store_last_seen_idx (NULLS LAST included). */
export const recentClientsFirst = [
  sql`${clients.last_seen} desc nulls last`,
  sql`${clients.id} desc nulls last`,
] as const;

/** The /clientlist filters in SQL (spec section 5), always inside one store. */
export function clientWhere(storeId: number, filters: Partial<ClientFilters>): SQL {
  const tz = filters.tz ?? 'UTC';
  return and(
    eq(clients.store_id, storeId),
    textFilter(clients.email, filters.email),
    textFilter(clients.first_name, filters.first_name),
    textFilter(clients.last_name, filters.last_name),
    textFilter(clients.phone, filters.phone),
    datePrefixFilter(clients.first_seen, filters.first_seen, tz),
    datePrefixFilter(clients.last_seen, filters.last_seen, tz),
  )!;
}

export function selectClients(
  db: Executor,
  storeId: number,
  filters: Partial<ClientFilters>,
  limit: number,
  offset = 0,
) {
  return db
    .select()
    .from(clients)
    .where(clientWhere(storeId, filters))
    .orderBy(...recentClientsFirst)
    .limit(limit)
    .offset(offset);
}

export async function countClients(db: Executor, storeId: number, filters: Partial<ClientFilters>) {
  const [row] = await db.select({ total: count() }).from(clients).where(clientWhere(storeId, filters));
  return row?.total ?? 0;
}

export async function findClient(db: Executor, storeId: number, clientId: number) {
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.store_id, storeId), eq(clients.id, clientId)));
  return client;
}

export function selectClientLogs(
  db: Executor,
  storeId: number,
  clientId: number,
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: clientLogs.id,
      activity_name: clientLogs.activity_name,
      payload: clientLogs.payload,
      session_id: clientLogs.session_id,
      created_at: clientLogs.created_at,
    })
    .from(clientLogs)
    .where(and(eq(clientLogs.store_id, storeId), eq(clientLogs.client_id, clientId)))
    .orderBy(sql`${clientLogs.created_at} desc nulls last`, sql`${clientLogs.id} desc nulls last`)
    .limit(limit)
    .offset(offset);
}

export async function countClientLogs(db: Executor, storeId: number, clientId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(clientLogs)
    .where(and(eq(clientLogs.store_id, storeId), eq(clientLogs.client_id, clientId)));
  return row?.total ?? 0;
}

/** The owner's edit of a client's contact data (issue 17); the row as stored, or undefined. */
export async function updateClient(
  db: Executor,
  storeId: number,
  clientId: number,
  set: Partial<Pick<ClientRecord, 'first_name' | 'last_name' | 'phone' | 'address'>>,
) {
  const [client] = await db
    .update(clients)
    .set({ ...set, updated_at: new Date() })
    .where(and(eq(clients.store_id, storeId), eq(clients.id, clientId)))
    .returning();
  return client;
}

/** A client the store registers itself; undefined when the store has a client with that phone. */
export async function insertRegisteredClient(
  db: Db,
  storeId: number,
  client: Pick<ClientRecord, 'first_name' | 'last_name' | 'phone' | 'address'>,
) {
  return db.transaction(async (tx) => {
    // One registration per phone: serialised per store so two clicks cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mostrador:client_register'), ${storeId})`);
    const [taken] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.store_id, storeId), eq(clients.phone, client.phone!)))
      .limit(1);
    if (taken) return undefined;
    const [row] = await tx
      .insert(clients)
      .values({ ...client, store_id: storeId })
      .returning({ id: clients.id });
    return row!.id;
  });
}
