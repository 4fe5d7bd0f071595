import {
  AppError,
  CUSTOMER_TEXT,
  ORDER_TEXT,
  PAGE_SIZE,
  canCustomerEditItems,
  isCheckoutProviderMethod,
  roundQuantity,
  type OrderState,
} from '@mostrador/core';
import type { Db } from '../../db/client';
import { findRefcodeByCode } from '../marketing/marketing.assistant';
import { findOrderDetail } from '../orders/order-detail.repository';
import { listItems, type Executor, type OrderRecord } from '../orders/orders.repository';
import { listPaymentMethodsFor } from '../settings/settings.assistant';
import type { StoreRow } from '../users/users.repository';
import type { CustomerService, CustomerSession } from './customer.types';
import {
  checkSessionFormat,
  newListToken,
  requireEnabled,
  requireOwnedOrder,
  requireSession,
  sessionOwns,
  type SessionContext,
} from './customer-access';
import { addLines, ensureClient, ensureOpenOrder, storeTotal } from './customer-cart';
import { catalogueProducts } from './customer-catalogue.repository';
import { customerOrderView } from './customer-order-view';
import { storePublicView } from './customer-store';
import {
  deleteItem,
  findClientBySession,
  findLatestOrder,
  findOpenOrder,
  findOrderByToken,
  findSession,
  findSessionByListToken,
  findStoreByHashtag,
  findStoreById,
  insertClientLog,
  latestListToken,
  saveSession,
  touchSession,
  updateItemAmount,
  updateOrder,
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

async function requireItem(tx: Executor, storeId: number, orderId: number, itemId: number) {
  const items = await listItems(tx, storeId, orderId);
  if (!items.some((item) => item.id === itemId)) throw new AppError('not_found', ORDER_TEXT.itemNotFound);
}

export function createCustomerService(db: Db, payments: CheckoutStarter): CustomerService {
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

  /** Binds a session to a store: a new store gets a new catalogue token and that store's client. */
  async function bindStore(sessionId: string, store: StoreRow, refCode?: string) {
    const existing = await findSession(db, sessionId);
    if (existing?.store_id === store.id && refCode === undefined) {
      await touchSession(db, sessionId);
      return existing;
    }
    const sameStore = existing?.store_id === store.id;
    return saveSession(db, {
      session_id: sessionId,
      store_id: store.id,
      client_id: sameStore ? existing.client_id : await findClientBySession(db, store.id, sessionId),
      product_list_token: sameStore ? existing.product_list_token : newListToken(),
      ...(refCode === undefined ? {} : { ref_code: refCode }),
    });
  }

  /** One locked change of the session's own order; answers the order as it is afterwards. */
  async function changeOwnOrder(
    sessionId: string,
    orderId: number,
    change: (tx: Executor, context: SessionContext, order: OrderRecord) => Promise<void>,
  ) {
    const context = await db.transaction(async (tx) => {
      const context = await requireSession(tx, sessionId, true);
      const order = await requireOwnedOrder(tx, context, orderId);
      await change(tx, context, order);
      await touchSession(tx, sessionId);
      return context;
    });
    return orderView(context.store, orderId, context.session);
  }

  return {
    async presetStore(sessionId, hashtag) {
      checkSessionFormat(sessionId);
      const store = requireEnabled(await findStoreByHashtag(db, hashtag));
      return sessionView(await bindStore(sessionId, store), store);
    },

    async recoverSession(sessionId) {
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
    },

    async getSession(sessionId) {
      checkSessionFormat(sessionId);
      const session = await findSession(db, sessionId);
      if (!session) return null;
      return sessionView(session, requireEnabled(await findStoreById(db, session.store_id)));
    },

    async publicStore(hashtag) {
      return storePublicView(requireEnabled(await findStoreByHashtag(db, hashtag)));
    },

    async openOrder(sessionId) {
      const { session, store } = await requireSession(db, sessionId);
      if (session.client_id === null) return null;
      const open = await findOpenOrder(db, store.id, session.client_id);
      return open ? orderView(store, open.id, session) : null;
    },

    async addItems(sessionId, items) {
      const { context, orderId } = await db.transaction(async (tx) => {
        const context = await requireSession(tx, sessionId, true);
        const clientId = await ensureClient(tx, context);
        const order = await ensureOpenOrder(tx, context.store.id, clientId);
        await addLines(tx, context.store.id, order, items);
        await storeTotal(tx, context.store.id, order);
        return { context, orderId: order.id };
      });
      return orderView(context.store, orderId, context.session);
    },

    updateItem: (sessionId, orderId, itemId, amount) =>
      changeOwnOrder(sessionId, orderId, async (tx, { store }, order) => {
        enforceCustomerEdit(order);
        await requireItem(tx, store.id, orderId, itemId);
        await updateItemAmount(tx, store.id, orderId, itemId, roundQuantity(amount));
        await storeTotal(tx, store.id, order);
      }),

    removeItem: (sessionId, orderId, itemId) =>
      changeOwnOrder(sessionId, orderId, async (tx, { store }, order) => {
        enforceCustomerEdit(order);
        await requireItem(tx, store.id, orderId, itemId);
        await deleteItem(tx, store.id, orderId, itemId);
        await storeTotal(tx, store.id, order);
      }),

    /**
     * 'Finalizar pedido'. When the store takes the checkout provider (an enabled method named after
     * it) and the customer chose no other method, the payment is requested at once so the customer
     * can pay from the order page (ADR 0006); otherwise the store uses 'Solicitar pago' as before.
     */
    confirmOrder: (sessionId, orderId) =>
      changeOwnOrder(sessionId, orderId, async (tx, { store }, order) => {
        enforceCustomerEdit(order);
        const items = await listItems(tx, store.id, orderId);
        if (items.length === 0) throw new AppError('bad_request', CUSTOMER_TEXT.orderEmpty);
        const methods = await listPaymentMethodsFor(tx, store.id, order.delivery ? 'delivery' : 'pickup');
        const checkout = methods.find((method) => isCheckoutProviderMethod(method.name));
        const chosen = order.payment_method?.trim();
        const payNow =
          checkout !== undefined &&
          order.payment_status === 'pending' &&
          (!chosen || isCheckoutProviderMethod(chosen));
        await updateOrder(tx, store.id, orderId, {
          status: 'pending',
          ...(payNow ? { payment_method: checkout.name, payment_status: 'required' } : {}),
        });
      }),

    discardOrder: (sessionId, orderId) =>
      changeOwnOrder(sessionId, orderId, async (tx, { store }, order) => {
        enforceCustomerEdit(order);
        await updateOrder(tx, store.id, orderId, { status: 'discarded' });
      }),

    async logActivity(sessionId, name, payload) {
      const { session, store } = await requireSession(db, sessionId);
      await insertClientLog(db, {
        store_id: store.id,
        client_id: session.client_id,
        activity_name: name.trim(),
        payload: payload ?? null,
        session_id: sessionId,
      });
      await touchSession(db, sessionId);
    },

    async applyRefCode(sessionId, code) {
      checkSessionFormat(sessionId);
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

    async orderStatus(token, sessionId) {
      const order = await findOrderByToken(db, token);
      if (!order) throw new AppError('not_found', CUSTOMER_TEXT.orderNotFound);
      const store = requireEnabled(await findStoreById(db, order.store_id));
      // With a session, it must be the order's client's: another customer's session opens nothing.
      // Without one the order opens read-only (spec section 8: re-requested without session id).
      const session = sessionId === undefined ? undefined : await findSession(db, sessionId);
      if (sessionId !== undefined && !sessionOwns(session, order)) {
        throw new AppError('not_found', CUSTOMER_TEXT.orderNotFound);
      }
      return orderView(store, order.id, session);
    },

    async productList(query) {
      const owner = await findSessionByListToken(db, query.token);
      if (!owner) throw new AppError('not_found', CUSTOMER_TEXT.catalogueNotFound);
      const store = requireEnabled(await findStoreById(db, owner.store_id));
      if (query.session_id !== undefined && query.session_id !== owner.session_id) {
        // Another browser of the same client may use the link; anyone else's session opens nothing.
        const other = await findSession(db, query.session_id);
        if (!other || owner.client_id === null || !sessionOwns(other, owner)) {
          throw new AppError('not_found', CUSTOMER_TEXT.catalogueNotFound);
        }
      }
      const page = query.page ?? 1;
      const { rows, total } = await catalogueProducts(db, store.id, query, page, PAGE_SIZE);
      const open = owner.client_id === null ? undefined : await findOpenOrder(db, store.id, owner.client_id);
      return { items: rows, total, page, page_size: PAGE_SIZE, order_token: open?.token ?? null };
    },

    async checkout(sessionId, orderId) {
      const context = await requireSession(db, sessionId);
      await requireOwnedOrder(db, context, orderId);
      await payments.startCheckout(context.store, orderId);
      return orderView(context.store, orderId, context.session);
    },
  };
}
