import { eq } from 'drizzle-orm';
import { AppError, CUSTOMER_TEXT } from '@mostrador/core';
import type { Db } from '../../db/client';
import { customerSessions, orders } from '../../db/schema';
import { KnownStores } from '../../db/known-stores';
import { currentScope, withPlatformScope, withStoreScope } from '../../db/scope';
import { findRefcodeByCode } from '../marketing/marketing.assistant';
import { checkSessionFormat } from './customer-access';
import { findStoreByHashtag } from './customer.repository';

/**
 * Customer calls have no staff login, so the store they are about comes from what the customer
 * holds: a session id, an order token, a store's hashtag or a referral code. Each is resolved by
 * one of these narrow platform lookups (one indexed row, only its store), and everything after it
 * runs in that store's scope, so row-level security walls the rest of the call (docs/adr/0011).
 */
export function customerStoreLookups(db: Db) {
  const storeIdOf = async (rows: Promise<{ store_id: number }[]>) => (await rows)[0]?.store_id;
  const sessions = new KnownStores(KNOWN_SESSIONS);
  return {
    sessions,
    catalogueTokens: new KnownStores(KNOWN_SESSIONS),
    ofSession: async (sessionId: string) => {
      const storeId = await withPlatformScope(() =>
        storeIdOf(
          db
            .select({ store_id: customerSessions.store_id })
            .from(customerSessions)
            .where(eq(customerSessions.session_id, sessionId)),
        ),
      );
      if (storeId !== undefined) sessions.set(sessionId, storeId);
      return storeId;
    },
    ofOrderToken: (token: string) =>
      withPlatformScope(() =>
        storeIdOf(db.select({ store_id: orders.store_id }).from(orders).where(eq(orders.token, token))),
      ),
    /** Codes are matched as the marketing module matches them (ignoring case). */
    ofRefCode: async (code: string) => (await withPlatformScope(() => findRefcodeByCode(db, code)))?.store_id,
    /** The store row itself: the public store data is all a hashtag call reads. */
    storeOfHashtag: (hashtag: string) => withPlatformScope(() => findStoreByHashtag(db, hashtag)),
  };
}

export type CustomerStoreLookups = ReturnType<typeof customerStoreLookups>;

/** About 100 bytes an entry: a few MB at most, and the busiest customers stay in. */
const KNOWN_SESSIONS = 20_000;

const isSessionNotFound = (error: unknown) =>
  error instanceof AppError && error.message === CUSTOMER_TEXT.sessionNotFound;

/**
 * Runs `fn` in the store of a customer call. A caller that already narrowed the scope to a store
 * (the chat, after its own lookup) keeps it: the session or token is then looked for among that
 * store's rows only, so one of another store is simply not found. Otherwise `resolve` finds the
 * store; nothing found answers 404 with `notFound`.
 */
export async function inCustomerStore<T>(
  resolve: () => Promise<number | undefined>,
  notFound: string,
  fn: () => Promise<T>,
): Promise<T> {
  if (currentScope()?.kind === 'store') return fn();
  const storeId = await resolve();
  if (storeId === undefined) throw new AppError('not_found', notFound);
  return withStoreScope(storeId, fn);
}

/**
 * inCustomerStore for a session id: a malformed one is refused (400) before any lookup. `fn` must
 * read the session first (requireSession): in a remembered store that no longer holds the session
 * it fails with 'Sesion no encontrada' before writing anything, and runs again in the store the
 * session is in now.
 */
export async function inSessionStore<T>(
  lookups: CustomerStoreLookups,
  sessionId: string,
  fn: () => Promise<T>,
): Promise<T> {
  checkSessionFormat(sessionId);
  const known = currentScope() ? undefined : lookups.sessions.get(sessionId);
  if (known !== undefined) {
    try {
      return await withStoreScope(known, fn);
    } catch (error) {
      if (!isSessionNotFound(error)) throw error;
      lookups.sessions.delete(sessionId);
    }
  }
  return inCustomerStore(() => lookups.ofSession(sessionId), CUSTOMER_TEXT.sessionNotFound, fn);
}
