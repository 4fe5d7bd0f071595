import { randomBytes } from 'node:crypto';
import { AppError, CUSTOMER_TEXT, isCustomerSessionId } from '@mostrador/core';
import { lockOrder } from '../orders/orders.api';
import { findSessionWithStore, type SessionRecord } from './customer.repository';
import type { Executor } from '../../db/executor';
import type { StoreRow } from '../../db/rows';

/** Catalogue tokens: 192 random bits, URL-safe, bound to one session's store (and so its client). */
export function newListToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The service is also called by the chat without a route's schema: the format is checked here too. */
export function checkSessionFormat(sessionId: string): void {
  if (!isCustomerSessionId(sessionId)) throw new AppError('bad_request', CUSTOMER_TEXT.sessionInvalid);
}

/**
 * A store the customer pages may show. A disabled one answers 403 with 'not available right now'
 * (issue 19 item 12): its hashtag is public anyway, and its customers should not read a 404.
 */
export function requireEnabled(store: StoreRow | undefined): StoreRow {
  if (!store) throw new AppError('not_found', CUSTOMER_TEXT.storeNotFound);
  if (!store.enabled) throw new AppError('forbidden', CUSTOMER_TEXT.storeUnavailable);
  return store;
}

export interface SessionContext {
  session: SessionRecord;
  store: StoreRow;
}

/** The saved session and its (enabled) store; `lock` queues concurrent cart writes of a session. */
export async function requireSession(db: Executor, sessionId: string, lock = false): Promise<SessionContext> {
  checkSessionFormat(sessionId);
  // One round trip for both: every customer call and chat action starts here.
  const found = await findSessionWithStore(db, sessionId, lock);
  if (!found) throw new AppError('not_found', CUSTOMER_TEXT.sessionNotFound);
  return { session: found.session, store: requireEnabled(found.store) };
}

/** True when the session is the order's client's, in the order's store. */
export function sessionOwns(
  session: Pick<SessionRecord, 'store_id' | 'client_id'> | undefined,
  order: { store_id: number; client_id: number | null },
): boolean {
  return (
    session !== undefined &&
    session.client_id !== null &&
    session.store_id === order.store_id &&
    session.client_id === order.client_id
  );
}

/**
 * The session's own order, locked for the transaction. Another client's order, another store's,
 * or no order at all answer the same 404, so ids reveal nothing.
 */
export async function requireOwnedOrder(db: Executor, context: SessionContext, orderId: number) {
  const order = await lockOrder(db, context.store.id, orderId);
  if (!order || !sessionOwns(context.session, order)) {
    throw new AppError('not_found', CUSTOMER_TEXT.orderNotFound);
  }
  return order;
}
