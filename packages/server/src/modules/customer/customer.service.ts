import {
  AppError,
  CUSTOMER_TEXT,
  PAGE_SIZE,
  canCustomerEditItems,
  isCheckoutProviderMethod,
  roundQuantity,
  type OrderState,
} from '@mostrador/core';
import type { Db } from '../../db/client';
import { currentScope, withPlatformScope, withStoreScope } from '../../db/scope';
import { findRefcodeByCode } from '../marketing/marketing.assistant';
import { findOpenOrderDetail, findOrderDetail } from '../orders/order-detail.repository';
import type { Executor } from '../orders/orders.repository';
import { listPaymentMethodsFor } from '../settings/settings.assistant';
import type { StoreRow } from '../users/users.repository';
import type { CatalogueProduct, CustomerService, CustomerSession } from './customer.types';
import {
  checkSessionFormat,
  newListToken,
  requireEnabled,
  requireOwnedOrder,
  requireSession,
  sessionOwns,
  type SessionContext,
} from './customer-access';
import {
  addLines,
  changeItemAmount,
  draftOf,
  ensureClient,
  ensureOpenOrder,
  removeItem,
  setOrder,
  storeTotal,
  type OrderDraft,
} from './customer-cart';
import { catalogueProducts, prepareCatalogueAccess } from './customer-catalogue.repository';
import { CataloguePageCache } from './catalogue-page-cache';
import { customerOrderView } from './customer-order-view';
import { customerStoreLookups, inCustomerStore, inSessionStore } from './customer-scope';
import { storePublicView } from './customer-store';
import {
  findClientBySession,
  findLatestOrder,
  findOpenOrder,
  findOrderByToken,
  findSession,
  findStoreById,
  insertClientLog,
  latestListToken,
  forgetOtherStoresChat,
  saveSession,
  touchSession,
  type SessionRecord,
} from './customer.repository';

/** The payments side the customer's 'Pagar' needs (modules/payments). */
export interface CheckoutStarter {
  startCheckout(store: StoreRow, orderId: number): Promise<void>;
}

/** Activity the server logs itself (spec section 7); the pages log the rest through log_activity. */
export const SESSION_RECOVERED = 'Sesion recuperada';

/** The customer changes items only while provisional: 409 with section 8's tooltip otherwise. */
function enforceCustomerEdit(order: OrderState) {
  const rule = canCustomerEditItems(order);
  if (!rule.allowed) throw new AppError('conflict', rule.reason ?? CUSTOMER_TEXT.orderNotFound);
}

export function createCustomerService(
  db: Db,
  payments: CheckoutStarter,
  databaseKind: 'pglite' | 'postgres',
): CustomerService {
  const catalogueAccess = prepareCatalogueAccess(db, databaseKind);
  const cataloguePages = new CataloguePageCache<CatalogueProduct>();
  const lookups = customerStoreLookups(db);

  async function sessionView(session: SessionRecord, store: StoreRow): Promise<CustomerSession> {
    let orderToken: string | null = null;
    if (session.client_id !== null) {
      const open = await findOpenOrder(db, store.id, session.client_id);
      orderToken = open?.token ?? (await findLatestOrder(db, store.id, session.client_id))?.token ?? null;
    }
    return {
      session_id: session.session_id,
      store: storePublicView(store),
      client_id: session.client_id,
      order_token: orderToken,
      product_list_token: session.product_list_token,
    };
  }

  /** `session` decides editability: only the order's own client (in its store) may change it. */
  async function orderView(store: StoreRow, orderId: number, session: SessionRecord | undefined) {
    const found = await findOrderDetail(db, store.id, orderId);
    if (!found) throw new AppError('not_found', CUSTOMER_TEXT.orderNotFound);
    const owner = sessionOwns(session, found.order);
    let productListToken: string | null = null;
    if (owner) productListToken = session!.product_list_token;
    else if (found.order.client_id !== null) {
      productListToken = await latestListToken(db, store.id, found.order.client_id);
    }
    return customerOrderView(store, found, { editable: owner, productListToken });
  }

  /**
   * The order a change just wrote, answered from the rows the change holds (no re-read). Only the
   * session's own order gets here; anything else is read and shown as orderView shows it.
   */
  async function draftView({ session, store }: SessionContext, draft: OrderDraft) {
    if (!sessionOwns(session, draft.order)) return orderView(store, draft.order.id, session);
    return customerOrderView(store, draft, { editable: true, productListToken: session.product_list_token });
  }

  /**
   * Binds a session to a store (runs in that store's scope): a new store gets a new catalogue token
   * and that store's client. A session moving from another store is the one cross-store write of
   * the customer pages: only that row (and the old store's conversation) changes in the platform
   * scope.
   */
  async function bindStore(sessionId: string, store: StoreRow, refCode?: string) {
    const existing = await findSession(db, sessionId);
    if (existing && refCode === undefined) {
      await touchSession(db, sessionId);
      return existing;
    }
    const values = {
      session_id: sessionId,
      store_id: store.id,
      client_id: existing ? existing.client_id : await findClientBySession(db, store.id, sessionId),
      product_list_token: existing ? existing.product_list_token : newListToken(),
      ...(refCode === undefined ? {} : { ref_code: refCode }),
    };
    if (existing) return saveSession(db, values);
    const elsewhere = await lookups.ofSession(sessionId);
    if (elsewhere === undefined) return saveSession(db, values);
    return withPlatformScope(() =>
      db.transaction(async (tx) => {
        await forgetOtherStoresChat(tx, sessionId, store.id);
        return saveSession(tx, values);
      }),
    );
  }

  /**
   * The catalogue token's access row. It names the store, so the first read of a token is the
   * narrow platform lookup; later ones run in the store's scope straight away (KnownStores.read),
   * which finds nothing once the token's session has moved, and then the platform lookup runs again.
   */
  function catalogueOwner(token: string) {
    return lookups.catalogueTokens.read(
      token,
      () => catalogueAccess(token),
      (owner) => owner.store_id,
    );
  }

  /** One locked change of the session's own order; answers the order as it is afterwards. */
  function changeOwnOrder(
    sessionId: string,
    orderId: number,
    change: (tx: Executor, context: SessionContext, draft: OrderDraft) => Promise<void>,
  ) {
    return inSessionStore(lookups, sessionId, async () => {
      const { context, draft } = await db.transaction(async (tx) => {
        const context = await requireSession(tx, sessionId, true);
        const draft = await draftOf(tx, context.store.id, await requireOwnedOrder(tx, context, orderId));
        await change(tx, context, draft);
        await touchSession(tx, sessionId);
        return { context, draft };
      });
      return draftView(context, draft);
    });
  }

  return {
    async presetStore(sessionId, hashtag) {
      checkSessionFormat(sessionId);
      const store = requireEnabled(await lookups.storeOfHashtag(hashtag));
      return withStoreScope(store.id, async () => {
        const session = await bindStore(sessionId, store);
        lookups.sessions.set(sessionId, store.id);
        return sessionView(session, store);
      });
    },

    recoverSession: (sessionId) =>
      inSessionStore(lookups, sessionId, async () => {
        const { session, store } = await requireSession(db, sessionId);
        await touchSession(db, sessionId);
        await insertClientLog(db, {
          store_id: store.id,
          client_id: session.client_id,
          activity_name: SESSION_RECOVERED,
          payload: null,
          session_id: sessionId,
        });
        return sessionView(session, store);
      }),

    async getSession(sessionId) {
      checkSessionFormat(sessionId);
      const read = async () => {
        const session = await findSession(db, sessionId);
        if (!session) return null;
        return sessionView(session, requireEnabled(await findStoreById(db, session.store_id)));
      };
      if (currentScope()?.kind === 'store') return read();
      const storeId = await lookups.ofSession(sessionId);
      // An unknown session answers null here, not 404: the chat then binds a new one.
      return storeId === undefined ? null : withStoreScope(storeId, read);
    },

    async publicStore(hashtag) {
      return storePublicView(requireEnabled(await lookups.storeOfHashtag(hashtag)));
    },

    openOrder: (sessionId) =>
      inSessionStore(lookups, sessionId, async () => {
        const { session, store } = await requireSession(db, sessionId);
        if (session.client_id === null) return null;
        // The session's client's own order: it is the owner, so nothing else needs reading.
        const open = await findOpenOrderDetail(db, store.id, session.client_id);
        return open
          ? customerOrderView(store, open, { editable: true, productListToken: session.product_list_token })
          : null;
      }),

    addItems: (sessionId, items) =>
      inSessionStore(lookups, sessionId, async () => {
        const { context, draft } = await db.transaction(async (tx) => {
          const context = await requireSession(tx, sessionId, true);
          const clientId = await ensureClient(tx, context);
          const draft = await ensureOpenOrder(tx, context.store.id, clientId);
          await addLines(tx, context.store.id, draft, items);
          await storeTotal(tx, context.store.id, draft);
          return { context, draft };
        });
        return draftView(context, draft);
      }),

    updateItem: (sessionId, orderId, itemId, amount) =>
      changeOwnOrder(sessionId, orderId, async (tx, { store }, draft) => {
        enforceCustomerEdit(draft.order);
        await changeItemAmount(tx, store.id, draft, itemId, roundQuantity(amount));
        await storeTotal(tx, store.id, draft);
      }),

    removeItem: (sessionId, orderId, itemId) =>
      changeOwnOrder(sessionId, orderId, async (tx, { store }, draft) => {
        enforceCustomerEdit(draft.order);
        await removeItem(tx, store.id, draft, itemId);
        await storeTotal(tx, store.id, draft);
      }),

    /**
     * 'Finalizar pedido'. When the store takes the checkout provider (an enabled method named after
     * it) and the customer chose no other method, the payment is requested at once so the customer
     * can pay from the order page (ADR 0006); otherwise the store uses 'Solicitar pago' as before.
     */
    confirmOrder: (sessionId, orderId) =>
      changeOwnOrder(sessionId, orderId, async (tx, { store }, draft) => {
        const { order } = draft;
        enforceCustomerEdit(order);
        if (draft.items.length === 0) throw new AppError('bad_request', CUSTOMER_TEXT.orderEmpty);
        const methods = await listPaymentMethodsFor(tx, store.id, order.delivery ? 'delivery' : 'pickup');
        const checkout = methods.find((method) => isCheckoutProviderMethod(method.name));
        const chosen = order.payment_method?.trim();
        const payNow =
          checkout !== undefined &&
          order.payment_status === 'pending' &&
          (!chosen || isCheckoutProviderMethod(chosen));
        await setOrder(tx, store.id, draft, {
          status: 'pending',
          ...(payNow ? { payment_method: checkout.name, payment_status: 'required' } : {}),
        });
      }),

    discardOrder: (sessionId, orderId) =>
      changeOwnOrder(sessionId, orderId, async (tx, { store }, draft) => {
        enforceCustomerEdit(draft.order);
        await setOrder(tx, store.id, draft, { status: 'discarded' });
      }),

    logActivity: (sessionId, name, payload) =>
      inSessionStore(lookups, sessionId, async () => {
        const { session, store } = await requireSession(db, sessionId);
        await insertClientLog(db, {
          store_id: store.id,
          client_id: session.client_id,
          activity_name: name.trim(),
          payload: payload ?? null,
          session_id: sessionId,
        });
        await touchSession(db, sessionId);
      }),

    async applyRefCode(sessionId, code) {
      checkSessionFormat(sessionId);
      return inCustomerStore(
        () => lookups.ofRefCode(code),
        CUSTOMER_TEXT.refCodeNotFound,
        async () => {
          const refcode = await findRefcodeByCode(db, code);
          if (!refcode || !refcode.active) throw new AppError('not_found', CUSTOMER_TEXT.refCodeNotFound);
          const store = requireEnabled(await findStoreById(db, refcode.store_id));
          await bindStore(sessionId, store, refcode.code);
          return {
            store: storePublicView(store),
            client_msg_preamble: refcode.client_msg_preamble,
            use_confirm_finisher: refcode.use_confirm_finisher,
          };
        },
      );
    },

    orderStatus: (token, sessionId) =>
      inCustomerStore(
        () => lookups.ofOrderToken(token),
        CUSTOMER_TEXT.orderNotFound,
        async () => {
          const order = await findOrderByToken(db, token);
          if (!order) throw new AppError('not_found', CUSTOMER_TEXT.orderNotFound);
          const store = requireEnabled(await findStoreById(db, order.store_id));
          // With a session, it must be the order's client's: another customer's session opens
          // nothing (in this store's scope another store's session is not even found). Without one
          // the order opens read-only (spec section 8: re-requested without session id).
          const session = sessionId === undefined ? undefined : await findSession(db, sessionId);
          if (sessionId !== undefined && !sessionOwns(session, order)) {
            throw new AppError('not_found', CUSTOMER_TEXT.orderNotFound);
          }
          return orderView(store, order.id, session);
        },
      ),

    /**
     * The catalogue page is the customer pages' most frequent read: one prepared query checks the
     * token and reads the catalogue version, and the page itself comes from this instance's cache
     * while that version holds (catalogue-page-cache.ts). Nothing is written on a read.
     */
    async productList(query) {
      const owner = await catalogueOwner(query.token);
      if (!owner) throw new AppError('not_found', CUSTOMER_TEXT.catalogueNotFound);
      if (!owner.store_enabled) throw new AppError('not_found', CUSTOMER_TEXT.storeNotFound);
      return withStoreScope(owner.store_id, async () => {
        if (query.session_id !== undefined && query.session_id !== owner.session_id) {
          // Another browser of the same client may use the link; anyone else's session opens nothing.
          const other = await findSession(db, query.session_id);
          if (!other || owner.client_id === null || !sessionOwns(other, owner)) {
            throw new AppError('not_found', CUSTOMER_TEXT.catalogueNotFound);
          }
        }
        const page = query.page ?? 1;
        const { rows, total } = await cataloguePages.get(
          owner.store_id,
          owner.catalogue_version,
          query,
          page,
          () => catalogueProducts(db, owner.store_id, query, page, PAGE_SIZE),
        );
        return { items: rows, total, page, page_size: PAGE_SIZE, order_token: owner.order_token };
      });
    },

    checkout: (sessionId, orderId) =>
      inSessionStore(lookups, sessionId, async () => {
        const context = await requireSession(db, sessionId);
        await requireOwnedOrder(db, context, orderId);
        await payments.startCheckout(context.store, orderId);
        return orderView(context.store, orderId, context.session);
      }),
  };
}
