import {
  AppError,
  ORDER_MSG,
  ORDER_TEXT,
  PAYMENT_STATUSES,
  canChangeDelivery,
  canComplete,
  canUndoComplete,
  fromCents,
  orderTotalCents,
  toCents,
  type CompletePaymentInput,
  type OrderDeliveryInput,
  type OrderFilters,
  type PaymentAlerts,
  type PaymentStatus,
  type PaymentTotals,
  type RuleResult,
} from '@mostrador/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { recordStoreEvent } from '../logs/store-logs';
import { listItems, listOtherConcepts, lockOrder } from './orders.repository';
import type { OrdersService } from './orders.service';
import { requireCompletePermission, requireUndoPermission } from './order-payments.rules';
import {
  insertPaymentEvent,
  listPaymentEvents,
  paymentChangesSince,
  paymentTotals,
  setCrewCanComplete,
  type PaymentActor,
} from './payment-events.repository';
import type { StoreRow } from '../../db/rows';
import type { Executor } from '../../db/executor';

function enforce(rule: RuleResult) {
  if (!rule.allowed) throw new AppError('bad_request', rule.reason ?? ORDER_TEXT.paymentStatusChange);
}

function setOrder(db: Executor, storeId: number, orderId: number, set: Partial<typeof orders.$inferInsert>) {
  return db
    .update(orders)
    .set({ ...set, updated_at: sql`now()` })
    .where(and(eq(orders.store_id, storeId), eq(orders.id, orderId)));
}

/**
 * The order's payment beyond a plain save (issue 19): Completar with its confirmation and undo,
 * who may complete, delivery or pickup, and what the payments screen polls and sums.
 */
export function createOrderPaymentsService(db: Db, orders_: OrdersService) {
  const answer = async (store: StoreRow, orderId: number, message: string) => ({
    message,
    order: await orders_.detail(store, orderId),
  });

  return {
    /**
     * Completar after the seller confirmed the amount, the method and an optional receipt note. The
     * amount must still be the order's total (the screen was not stale); it is kept in the history.
     */
    async complete(store: StoreRow, actor: PaymentActor, orderId: number, input: CompletePaymentInput) {
      requireCompletePermission(store, actor);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, store.id, orderId);
        if (!order) throw new AppError('not_found', ORDER_TEXT.orderNotFound);
        enforce(canComplete(order));
        if (toCents(input.amount) !== toCents(order.total_price)) {
          throw new AppError('conflict', ORDER_TEXT.completeAmountMismatch);
        }
        const method = input.method?.trim() || order.payment_method;
        await setOrder(tx, store.id, orderId, {
          payment_status: 'done',
          payment_info: ORDER_MSG.paymentApproved,
          payment_method: method,
        });
        await insertPaymentEvent(tx, {
          store_id: store.id,
          order_id: orderId,
          kind: 'completed',
          from_status: order.payment_status,
          to_status: 'done',
          amount: order.total_price,
          method,
          note: input.note?.trim() || null,
          previous_info: order.payment_info,
          user_id: actor.id,
          user_name: actor.name,
        });
      });
      return answer(store, orderId, ORDER_MSG.paymentSaved);
    },

    /** The store admin undoes the last Completar: the payment is requested again, its text restored. */
    async undoComplete(store: StoreRow, actor: PaymentActor, orderId: number) {
      requireUndoPermission(actor);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, store.id, orderId);
        if (!order) throw new AppError('not_found', ORDER_TEXT.orderNotFound);
        const last = (await listPaymentEvents(tx, store.id, orderId)).at(-1);
        enforce(canUndoComplete(order, last?.kind === 'completed'));
        await setOrder(tx, store.id, orderId, {
          payment_status: 'required',
          payment_info: last?.previous_info ?? null,
        });
        await insertPaymentEvent(tx, {
          store_id: store.id,
          order_id: orderId,
          kind: 'undone',
          from_status: 'done',
          to_status: 'required',
          amount: last?.amount ?? null,
          method: last?.method ?? null,
          user_id: actor.id,
          user_name: actor.name,
        });
      });
      return answer(store, orderId, ORDER_TEXT.paymentUndone);
    },

    /**
     * Delivery or pickup, with the address. A pickup order takes no shipping cost: the cost is
     * cleared and the total recomputed by core's order math in the same transaction.
     */
    async setDelivery(store: StoreRow, orderId: number, input: OrderDeliveryInput) {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, store.id, orderId);
        if (!order) throw new AppError('not_found', ORDER_TEXT.orderNotFound);
        enforce(canChangeDelivery(order));
        const items = await listItems(tx, store.id, orderId);
        const concepts = await listOtherConcepts(tx, store.id, orderId);
        const shippingCost = input.delivery ? order.shipping_cost : 0;
        const total = orderTotalCents({
          items: items.map((item) => ({
            amount: item.amount,
            price_per_unit: item.product_denormalized.price_per_unit,
            revised_price: item.revised_price,
          })),
          shipping_cost: shippingCost,
          other_concepts: concepts,
          delivery: input.delivery,
        });
        await setOrder(tx, store.id, orderId, {
          delivery: input.delivery,
          delivery_address: input.delivery ? (input.delivery_address?.trim() ?? null) : null,
          shipping_cost: shippingCost,
          total_price: fromCents(total),
        });
        await recordStoreEvent(tx, {
          storeId: store.id,
          event: 'order_status',
          message: `Pedido ${order.alphanum_id}: ${input.delivery ? 'envio' : 'retira en sucursal'}`,
          payload: { order_id: orderId, delivery: input.delivery },
        });
      });
      return answer(store, orderId, ORDER_TEXT.deliverySaved);
    },

    settings: (store: StoreRow) => ({ crew_can_complete_payments: store.crew_can_complete_payments }),

    async saveSettings(store: StoreRow, allowed: boolean) {
      await setCrewCanComplete(db, store.id, allowed);
      return { message: ORDER_TEXT.paymentSettingsSaved, settings: { crew_can_complete_payments: allowed } };
    },

    async alerts(store: StoreRow, actor: PaymentActor, since: Date): Promise<PaymentAlerts> {
      const now = new Date();
      const { count, latest } = await paymentChangesSince(db, store.id, since, actor.id);
      return {
        count,
        latest: latest.map((row) => ({
          order_id: row.order_id,
          alphanum_id: row.alphanum_id,
          to_status: row.to_status as PaymentStatus,
          created_at: row.created_at.toISOString(),
        })),
        now: now.toISOString(),
      };
    },

    async totals(store: StoreRow, filters: OrderFilters): Promise<PaymentTotals> {
      const rows = await paymentTotals(db, store.id, filters);
      const by_status = Object.fromEntries(
        PAYMENT_STATUSES.map((status) => [status, { count: 0, total: 0 }]),
      ) as PaymentTotals['by_status'];
      let count = 0;
      let cents = 0;
      for (const row of rows) {
        by_status[row.payment_status] = { count: row.count, total: row.total };
        count += row.count;
        cents += toCents(row.total);
      }
      return { count, total: fromCents(cents), by_status };
    },
  };
}

export type OrderPaymentsService = ReturnType<typeof createOrderPaymentsService>;
