import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { chatStates, clientLogs, clients, customerSessions, orders, stores } from '../../db/schema';
import type { Executor } from '../../db/executor';

export type SessionRecord = typeof customerSessions.$inferSelect;

/** A store by its hashtag, with or without '#', ignoring case (stores_hashtag_lower_uq). */
export async function findStoreByHashtag(db: Executor, hashtag: string) {
  const slug = hashtag.trim().replace(/^#/, '');
  const [store] = await db
    .select()
    .from(stores)
    .where(sql`lower(${stores.hashtag}) = lower(${`#${slug}`})`);
  return store;
}

/** The session row; `lock` holds it for the transaction so one session's cart writes queue. */
export async function findSession(db: Executor, sessionId: string, lock = false) {
  const query = db.select().from(customerSessions).where(eq(customerSessions.session_id, sessionId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * The session row and its store in one statement; `lock` holds the session row (only it) for the
 * transaction, as findSession does.
 */
export async function findSessionWithStore(db: Executor, sessionId: string, lock = false) {
  const query = db
    .select({ session: customerSessions, store: stores })
    .from(customerSessions)
    .innerJoin(stores, eq(stores.id, customerSessions.store_id))
    .where(eq(customerSessions.session_id, sessionId));
  const [row] = await (lock ? query.for('update', { of: customerSessions }) : query);
  return row;
}

/** Creates the session or moves it to a store (a new store gets a new catalogue token). */
export async function saveSession(
  db: Executor,
  values: Pick<SessionRecord, 'session_id' | 'store_id' | 'client_id' | 'product_list_token'> & {
    ref_code?: string | null;
  },
) {
  const [row] = await db
    .insert(customerSessions)
    .values(values)
    .onConflictDoUpdate({
      target: customerSessions.session_id,
      set: {
        store_id: values.store_id,
        client_id: values.client_id,
        product_list_token: values.product_list_token,
        ...(values.ref_code === undefined ? {} : { ref_code: values.ref_code }),
        last_seen: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** A session moving to another store starts that store's conversation afresh (one row a session). */
export function forgetOtherStoresChat(db: Executor, sessionId: string, storeId: number) {
  return db
    .delete(chatStates)
    .where(and(eq(chatStates.session_id, sessionId), ne(chatStates.store_id, storeId)));
}

export function touchSession(
  db: Executor,
  sessionId: string,
  set: Partial<Pick<SessionRecord, 'client_id'>> = {},
) {
  return db
    .update(customerSessions)
    .set({ ...set, last_seen: sql`now()` })
    .where(eq(customerSessions.session_id, sessionId));
}

/** A catalogue token of the client in that store (its most recent session's), or null. */
export async function latestListToken(db: Executor, storeId: number, clientId: number) {
  const [row] = await db
    .select({ token: customerSessions.product_list_token })
    .from(customerSessions)
    .where(and(eq(customerSessions.store_id, storeId), eq(customerSessions.client_id, clientId)))
    .orderBy(desc(customerSessions.last_seen))
    .limit(1);
  return row?.token ?? null;
}

/** The store's client that already used this session id (clients_session_ids_idx). */
export async function findClientBySession(db: Executor, storeId: number, sessionId: string) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.store_id, storeId), sql`${clients.session_ids} @> array[${sessionId}]::text[]`))
    .orderBy(desc(clients.last_seen))
    .limit(1);
  return row?.id ?? null;
}

export async function insertClient(db: Executor, storeId: number, sessionId: string) {
  const [row] = await db
    .insert(clients)
    .values({ store_id: storeId, session_ids: [sessionId] })
    .returning({ id: clients.id });
  return row!.id;
}

/** last_seen now, and the session id added to the client's list when it is not there yet. */
export function touchClient(db: Executor, storeId: number, clientId: number, sessionId: string) {
  return db
    .update(clients)
    .set({
      last_seen: sql`now()`,
      updated_at: sql`now()`,
      session_ids: sql`case when ${clients.session_ids} @> array[${sessionId}]::text[]
        then ${clients.session_ids} else array_append(${clients.session_ids}, ${sessionId}) end`,
    })
    .where(and(eq(clients.store_id, storeId), eq(clients.id, clientId)));
}

/** The client's newest provisional order (the open cart), or undefined. */
export async function findOpenOrder(db: Executor, storeId: number, clientId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.store_id, storeId), eq(orders.client_id, clientId), eq(orders.status, 'provisional')),
    )
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(1);
  return row;
}

export async function findLatestOrder(db: Executor, storeId: number, clientId: number) {
  const [row] = await db
    .select({ id: orders.id, token: orders.token, status: orders.status })
    .from(orders)
    .where(and(eq(orders.store_id, storeId), eq(orders.client_id, clientId)))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(1);
  return row;
}

export async function findOrderByToken(db: Executor, token: string) {
  const [row] = await db.select().from(orders).where(eq(orders.token, token));
  return row;
}

export function insertClientLog(
  db: Executor,
  values: {
    store_id: number;
    client_id: number | null;
    activity_name: string;
    payload: Record<string, unknown> | null;
    session_id: string;
  },
) {
  return db.insert(clientLogs).values(values);
}

export type ClientContact = Pick<
  typeof clients.$inferSelect,
  'first_name' | 'last_name' | 'phone' | 'address'
>;

/** The client's name, phone and address (what closing an order asks when missing). */
export async function findClientContact(db: Executor, storeId: number, clientId: number) {
  const [row] = await db
    .select({
      first_name: clients.first_name,
      last_name: clients.last_name,
      phone: clients.phone,
      address: clients.address,
    })
    .from(clients)
    .where(and(eq(clients.store_id, storeId), eq(clients.id, clientId)));
  return row;
}

export function updateClientContact(
  db: Executor,
  storeId: number,
  clientId: number,
  set: Partial<ClientContact>,
) {
  return db
    .update(clients)
    .set({ ...set, updated_at: sql`now()` })
    .where(and(eq(clients.store_id, storeId), eq(clients.id, clientId)));
}
