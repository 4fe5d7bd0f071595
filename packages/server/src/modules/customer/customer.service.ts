import {
  AppError,
  CLOSING_TEXT,
  CUSTOMER_TEXT,
  PAGE_SIZE,
  canCustomerEditItems,
  findMethod,
  isCheckoutProviderMethod,
  roundQuantity,
  type OrderState,
} from '@mostrador/core';
import type { Db } from '../../db/client';
import { currentScope, withPlatformScope, withStoreScope } from '../../db/scope';
import { findRefcodeByCode } from '../marketing/marketing.assistant';
import { findOpenOrderDetail, findOrderDetail, lockOrder, updateOrder } from '../orders/orders.api';
import { findStoreById } from '../stores/stores.api';
import { listPaymentMethods } from '../settings/settings.assistant';
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
import { applyOrderDetails, completeForConfirmation, readClosing } from './customer-closing';
import { customerStoreLookups, inCustomerStore, inSessionStore } from './customer-scope';
import { storePublicView } from './customer-store';
import {
  findClientBySession,
  findLatestOrder,
  findOpenOrder,
  findOrderByToken,
  findSession,
  insertClientLog,
  latestListToken,
  forgetOtherStoresChat,
  saveSession,
  touchClient,
  touchSession,
  type SessionRecord,
} from './customer.repository';
import type { Executor } from '../../db/executor';
import type { StoreRow, OrderRecord } from '../../db/rows';

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

/**
 * What the order page and the chat add to an order: what closing it still needs (its own session,
 * while provisional) and the chosen method's instructions (shown instead of 'Pagar').
 */
async function closingExtras(db: Executor, store: StoreRow, order: OrderRecord, owner: boolean) {
  const methods = await listPaymentMethods(db, store.id);
  const closing =
    owner && order.status === 'provisional' ? await readClosing(db, store, order, methods) : null;
  const method = order.payment_method ? findMethod(methods, order.payment_method) : undefined;
  return { closing, methodInfo: method?.method_info.trim() || null };
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

  /**
   * `session` decides editability: only the order's own client (in its store) may change it; the
   * token alone shows the order and lets it be paid. The page also gets what closing the order
   * still needs (its own session only), the chosen method's instructions, and whether this other
   * session may take the order over (issue 17).
   */
  async function orderView(store: StoreRow, orderId: number, session: SessionRecord | undefined) {
    const found = await findOrderDetail(db, store.id, orderId);
    if (!found) throw new AppError('not_found', CUSTOMER_TEXT.orderNotFound);
    const { order } = found;
    const owner = sessionOwns(session, order);
    let productListToken: string | null = null;
    if (owner) productListToken = session!.product_list_token;
    else if (order.client_id !== null) {
      productListToken = await latestListToken(db, store.id, order.client_id);
    }
    return customerOrderView(store, found, {
      editable: owner,
      productListToken,
      ...(await closingExtras(db, store, order, owner)),
      claimable: !owner && claimable(order),
    });
  }

  /**
   * The order a change just wrote, answered from the rows the change holds (no re-read of them).
   * Only the session's own order gets here; anything else is read and shown as orderView shows it.
   */
  async function draftView({ session, store }: SessionContext, draft: OrderDraft) {
    if (!sessionOwns(session, draft.order)) return orderView(store, draft.order.id, session);
    return customerOrderView(store, draft, {
      editable: true,
      productListToken: session.product_list_token,
      ...(await closingExtras(db, store, draft.order, true)),
    });
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

  /** A provisional order with a client, not yet taken over by another device. */
  const claimable = (order: { status: string; client_id: number | null; link_claimed_at: Date | null }) =>
    order.status === 'provisional' && order.client_id !== null && order.link_claimed_at === null;

  /** The order of a token in its store's scope (404 when unknown; 'Tienda no encontrada' when disabled). */
  function inOrderStore<T>(token: string, fn: (order: OrderRecord, store: StoreRow) => Promise<T>) {
    return inCustomerStore(
      () => lookups.ofOrderToken(token),
      CUSTOMER_TEXT.orderNotFound,
      async () => {
        const order = await findOrderByToken(db, token);
        if (!order) throw new AppError('not_found', CUSTOMER_TEXT.orderNotFound);
        return fn(order, requireEnabled(await findStoreById(db, order.store_id)));
      },
    );
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
        // The session's client's own order: it is the owner. What closing it needs comes along,
        // as the chat's closing conversation asks from it.
        const open = await findOpenOrderDetail(db, store.id, session.client_id);
        return open
          ? customerOrderView(store, open, {
              editable: true,
              productListToken: session.product_list_token,
              ...(await closingExtras(db, store, open.order, true)),
            })
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

    saveOrderDetails: (sessionId, orderId, details) =>
      inSessionStore(lookups, sessionId, async () => {
        const context = await db.transaction(async (tx) => {
          const context = await requireSession(tx, sessionId, true);
          const draft = await draftOf(tx, context.store.id, await requireOwnedOrder(tx, context, orderId));
          enforceCustomerEdit(draft.order);
          await applyOrderDetails(tx, context.store, draft, details, sessionId);
          await touchSession(tx, sessionId);
          return context;
        });
        return orderView(context.store, orderId, context.session);
      }),

    /**
     * 'Finalizar pedido', from the page or the chat: the details given are recorded, then the one
     * closing rule (customer-closing.ts) refuses an order still missing data. The order row is
     * locked, so of two confirmations at once the second finds it pending and gets the 409. When
     * the chosen method is the checkout provider the payment is requested at once so the customer
     * can pay from the order page (ADR 0006); otherwise the store uses 'Solicitar pago'.
     */
    confirmOrder: (sessionId, orderId, details) =>
      changeOwnOrder(sessionId, orderId, async (tx, { store }, draft) => {
        enforceCustomerEdit(draft.order);
        if (draft.items.length === 0) throw new AppError('bad_request', CUSTOMER_TEXT.orderEmpty);
        if (details) await applyOrderDetails(tx, store, draft, details, sessionId);
        const method = await completeForConfirmation(tx, store, draft);
        const payNow =
          method !== undefined &&
          isCheckoutProviderMethod(method.name) &&
          draft.order.payment_status === 'pending';
        await setOrder(tx, store.id, draft, {
          status: 'pending',
          ...(payNow ? { payment_status: 'required' } : {}),
        });
      }),

    /**
     * A link opened on another device: the session (created in the order's store when new) is
     * attached to the order's client, once per order, so that device may edit and finish it.
     */
    claimOrder: async (token, sessionId) => {
      checkSessionFormat(sessionId);
      // A session bound to another store is out of the order store's sight (row-level security):
      // the narrow platform lookup tells it apart from a new one.
      const sessionStore = await lookups.ofSession(sessionId);
      return inOrderStore(token, async (found, store) => {
        if (sessionStore !== undefined && sessionStore !== store.id) {
          throw new AppError('forbidden', CLOSING_TEXT.linkNotClaimable);
        }
        const session = await db.transaction(async (tx) => {
          const existing = await findSession(tx, sessionId, true);
          if (existing && existing.store_id !== store.id) {
            throw new AppError('conflict', CLOSING_TEXT.linkNotClaimable);
          }
          const order = (await lockOrder(tx, store.id, found.id))!;
          if (sessionOwns(existing, order)) return existing!;
          if (order.link_claimed_at !== null) throw new AppError('conflict', CLOSING_TEXT.linkClaimed);
          if (!claimable(order)) throw new AppError('conflict', CLOSING_TEXT.linkNotClaimable);
          const session = await saveSession(tx, {
            session_id: sessionId,
            store_id: store.id,
            client_id: order.client_id,
            product_list_token: existing?.product_list_token ?? newListToken(),
          });
          await touchClient(tx, store.id, order.client_id!, sessionId);
          await updateOrder(tx, store.id, order.id, { link_claimed_at: new Date() });
          return session;
        });
        lookups.sessions.set(sessionId, store.id);
        return orderView(store, found.id, session);
      });
    },

    checkoutByToken: (token) =>
      inOrderStore(token, async (order, store) => {
        await payments.startCheckout(store, order.id);
        return orderView(store, order.id, undefined);
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

    /**
     * The token is the customer's key (issue 17): it alone shows the order and lets it be paid.
     * The order's own session may also edit it; any other session sees it read-only, and may
     * claim it (claimOrder). In this store's scope another store's session is not even found.
     */
    orderStatus: (token, sessionId) =>
      inOrderStore(token, async (order, store) => {
        const session = sessionId === undefined ? undefined : await findSession(db, sessionId);
        return orderView(store, order.id, session);
      }),

    /**
     * The catalogue page is the customer pages' most frequent read: one prepared query checks the
     * token and reads the catalogue version, and the page itself comes from this instance's cache
     * while that version holds (catalogue-page-cache.ts). Nothing is written on a read.
     */
    async productList(query) {
      const owner = await catalogueOwner(query.token);
      if (!owner) throw new AppError('not_found', CUSTOMER_TEXT.catalogueNotFound);
      if (!owner.store_enabled) throw new AppError('forbidden', CUSTOMER_TEXT.storeUnavailable);
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
