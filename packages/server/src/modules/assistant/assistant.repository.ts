import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ChatMessage } from '@mostrador/core';
import {
  catalogueVersions,
  chatMessages,
  chatStates,
  customerSessions,
  orders,
  products,
  stores,
} from '../../db/schema';
import { productNameColumns, selectProductsWithNames } from '../products/product-queries';
import type { Queryable } from '../settings/queryable';
import type { CatalogueProduct } from './engine/catalogue-index';

/** What the conversation needs to know about the store it speaks for. */
export interface ChatStore {
  id: number;
  hashtag: string;
  name: string;
  enabled: boolean;
  language: 'es' | 'po' | 'en';
  curr_symbol: string;
  address: string | null;
  city: string | null;
  delivery_enabled: boolean;
  takeaway_enabled: boolean;
  maps: string | null;
  dialog_init: string | null;
  pre_order: string | null;
  order_close: string | null;
}

const LANGUAGES = ['es', 'po', 'en'] as const;

type StoreRow = typeof stores.$inferSelect;

function chatStoreView(row: StoreRow): ChatStore {
  const language = (LANGUAGES as readonly string[]).includes(row.prefered_language)
    ? (row.prefered_language as ChatStore['language'])
    : 'es';
  return {
    id: row.id,
    hashtag: row.hashtag,
    name: row.name,
    enabled: row.enabled,
    language,
    curr_symbol: row.curr_symbol,
    address: row.address,
    city: row.city,
    delivery_enabled: row.delivery_enabled,
    takeaway_enabled: row.takeaway_enabled,
    maps: row.social_networks.maps || null,
    dialog_init: row.dialog_messages.dialog_init?.trim() || null,
    pre_order: row.dialog_messages.pre_order?.trim() || null,
    order_close: row.dialog_messages.order_close?.trim() || null,
  };
}

export const hashtagKey = (hashtag: string) => `#${hashtag.trim().replace(/^#/, '')}`.toLowerCase();

/** The token of the session's client's newest order in the session's store, optionally only open ones. */
function newestOrderToken(openOnly: boolean) {
  return sql<string | null>`(select ${orders.token} from ${orders}
    where ${orders.store_id} = ${customerSessions.store_id} and ${orders.client_id} = ${customerSessions.client_id}
      ${openOnly ? sql`and ${orders.status} = 'provisional'` : sql``}
    order by ${orders.created_at} desc, ${orders.id} desc limit 1)`;
}

/**
 * What a chat message starts from, in one round trip: the store of a hashtag (with or without '#',
 * ignoring case), its catalogue version, the session's saved conversation with it, and the
 * session itself with the token of its client's open order (else newest order), which is what
 * the customer service's session view answers. Prepared once per service: every message runs
 * it, so neither Node nor the database builds or plans it again.
 */
export function prepareChatContext(db: Queryable) {
  const sessionId = sql.placeholder('sessionId');
  const query = db
    .select({
      store: stores,
      version: catalogueVersions.version,
      state: chatStates.state,
      session: customerSessions,
      openOrderToken: newestOrderToken(true),
      latestOrderToken: newestOrderToken(false),
    })
    .from(stores)
    .leftJoin(catalogueVersions, eq(catalogueVersions.store_id, stores.id))
    .leftJoin(chatStates, and(eq(chatStates.session_id, sessionId), eq(chatStates.store_id, stores.id)))
    .leftJoin(customerSessions, eq(customerSessions.session_id, sessionId))
    .where(sql`lower(${stores.hashtag}) = ${sql.placeholder('hashtag')}`)
    .limit(1)
    .prepare('assistant_chat_context');
  return async (hashtag: string, session: string) => {
    const [row] = await query.execute({ hashtag: hashtagKey(hashtag), sessionId: session });
    if (!row) return undefined;
    return {
      store: chatStoreView(row.store),
      storeRow: row.store,
      catalogueVersion: row.version ?? 0,
      state: row.state ?? undefined,
      session: row.session ?? undefined,
      orderToken: row.openOrderToken ?? row.latestOrderToken ?? null,
    };
  };
}
export type ChatContext = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareChatContext>>>>;

/** The store's active products as the assistant's index reads them. */
export async function loadCatalogue(db: Queryable, storeId: number): Promise<CatalogueProduct[]> {
  const rows = await selectProductsWithNames(db, {
    ...productNameColumns,
    quantity_unit: products.quantity_unit,
    price_per_unit: products.price_per_unit,
    tags: products.tags,
  })
    .where(and(eq(products.store_id, storeId), eq(products.active, true)))
    .orderBy(products.id);
  return rows.map((row) => ({ ...row, price_per_unit: Number(row.price_per_unit) }));
}

export async function readChatState(db: Queryable, sessionId: string, storeId: number) {
  const [row] = await db
    .select({ state: chatStates.state })
    .from(chatStates)
    .where(and(eq(chatStates.session_id, sessionId), eq(chatStates.store_id, storeId)));
  return row?.state;
}

/** One row per session: a session that moved to another store starts that conversation afresh. */
export async function writeChatState(
  db: Queryable,
  sessionId: string,
  storeId: number,
  state: Record<string, unknown>,
) {
  const now = new Date();
  await db
    .insert(chatStates)
    .values({ session_id: sessionId, store_id: storeId, state, updated_at: now })
    .onConflictDoUpdate({
      target: chatStates.session_id,
      set: { store_id: storeId, state, updated_at: now },
    });
}

/** Issue 17: the widget restores at most this many lines of a conversation. */
export const CHAT_HISTORY_MAX = 50;

export interface ChatLine {
  from: 'user' | 'bot';
  /** A ChatMessage as it was sent (an order in it is the snapshot the customer saw then). */
  message: ChatMessage;
}

/**
 * Appends one exchange (the customer's text, then the assistant's messages) in one statement, and
 * drops the lines older than the last CHAT_HISTORY_MAX, so a conversation's rows stay bounded.
 */
export async function appendChatLines(db: Queryable, sessionId: string, storeId: number, lines: ChatLine[]) {
  if (lines.length === 0) return;
  await db
    .insert(chatMessages)
    .values(lines.map((line) => ({ session_id: sessionId, store_id: storeId, ...line })));
  const [oldest] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.store_id, storeId), eq(chatMessages.session_id, sessionId)))
    .orderBy(desc(chatMessages.id))
    .offset(CHAT_HISTORY_MAX - 1)
    .limit(1);
  if (!oldest) return;
  await db
    .delete(chatMessages)
    .where(
      and(
        eq(chatMessages.store_id, storeId),
        eq(chatMessages.session_id, sessionId),
        lt(chatMessages.id, oldest.id),
      ),
    );
}

/** The conversation's last lines, oldest first. */
export async function readChatLines(db: Queryable, sessionId: string, storeId: number): Promise<ChatLine[]> {
  const rows = await db
    .select({ from: chatMessages.from, message: chatMessages.message })
    .from(chatMessages)
    .where(and(eq(chatMessages.store_id, storeId), eq(chatMessages.session_id, sessionId)))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY_MAX);
  // The column is the jsonb of a ChatMessage written by appendChatLines.
  return (rows as ChatLine[]).reverse();
}
