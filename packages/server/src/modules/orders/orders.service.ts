import {
  AppError,
  ORDER_MSG,
  ORDER_TEXT,
  PAGE_SIZE,
  type OrderDetail,
  type OrderFilters,
  type OrderListRow,
  type Page,
  type SaveOrderInput,
} from '@mostrador/core';
import type { Db } from '../../db/client';
import { briefCopies } from '../../db/brief-copies';
import { ordersEpoch } from '../../db/write-epochs';
import { keptAnswer } from '../../lib/kept-answer';
import { recordStoreEvent } from '../logs/store-logs';
import { exportFileName, writeSheet } from '../../lib/spreadsheet';
import { orderDetailView, orderRowView } from './order-view';
import { planOrderSave } from './order-save.plan';
import { applySavePlan, productSnapshots } from './order-save.repository';
import { EXPORT_MAX_ROWS, orderColumns, paymentColumns } from './orders.export';
import { findOrderDetail } from './order-detail.repository';
import { insertPaymentEvent, listPaymentEvents, type PaymentActor } from './payment-events.repository';
import { requireCompletePermission } from './order-payments.rules';
import {
  listItems,
  listOtherConcepts,
  listShipments,
  lockOrder,
  selectOrderPage,
  selectOrderRows,
} from './orders.repository';
import type { StoreRow } from '../../db/rows';

type ListFilters = Partial<OrderFilters> & { client_id?: number };

/** A page of orders of one store; shared by /orderlist, /paymentlist and a client's orders tab. */
export async function pageOfOrders(
  db: Db,
  store: StoreRow,
  filters: ListFilters,
  page: number,
  pageSize = PAGE_SIZE,
): Promise<Page<OrderListRow>> {
  const { rows, total } = await selectOrderPage(db, store.id, filters, pageSize, (page - 1) * pageSize);
  return {
    items: rows.map((row) => orderRowView(row, store.curr_symbol)),
    total,
    page,
    page_size: pageSize,
  };
}

/** Order list pages kept at most (about 15 KB each with their text). */
const ORDER_PAGES_KEPT = 1_000;

/**
 * Orders, payments and the order screen: reading, saving under the editability rules, exporting.
 * The order list's pages are kept for `listKeepMs` (db/brief-copies.ts): any write to orders, their
 * items or clients through this process drops them at once; another instance's shows within it.
 */
export function createOrdersService(db: Db, listKeepMs = 0) {
  const keptPage = briefCopies<string, Page<OrderListRow>>({
    capacity: ORDER_PAGES_KEPT,
    keepMs: listKeepMs,
    epoch: ordersEpoch,
  });

  async function detail(store: StoreRow, orderId: number): Promise<OrderDetail> {
    const found = await findOrderDetail(db, store.id, orderId);
    if (!found) throw new AppError('not_found', ORDER_TEXT.orderNotFound);
    const events = await listPaymentEvents(db, store.id, orderId);
    return orderDetailView(
      store,
      found.order,
      found.client,
      found.items,
      found.concepts,
      found.shipping,
      events,
    );
  }

  return {
    list: (store: StoreRow, filters: OrderFilters, page: number) =>
      // The currency sign is in the key: a changed sign is a new page.
      keptPage(`${store.id}&${store.curr_symbol}&${page}&${JSON.stringify(filters)}`, async () => {
        const answer = await pageOfOrders(db, store, filters, page);
        // Frozen and its text kept only when it will be answered again.
        return listKeepMs > 0 ? keptAnswer(answer) : answer;
      }),

    detail,

    /**
     * POST /store/orders/{id}: one transaction that locks the order, checks every rule against the
     * order as stored, writes the changes and stores the total recomputed by core's order math.
     */
    async save(store: StoreRow, orderId: number, input: SaveOrderInput, actor: PaymentActor) {
      // Completar sent in a save obeys the same store setting as the confirmation dialog's route.
      if (input.payment_status === 'done') requireCompletePermission(store, actor);
      const paymentCompleted = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, store.id, orderId);
        if (!order) throw new AppError('not_found', ORDER_TEXT.orderNotFound);
        const newProductIds = (input.items ?? [])
          .filter((item) => item.id === undefined && item.product_id)
          .map((item) => item.product_id!);
        // One after another: a transaction is one connection, which runs one query at a time.
        const items = await listItems(tx, store.id, orderId);
        const concepts = await listOtherConcepts(tx, store.id, orderId);
        const shipping = await listShipments(tx, store.id, orderId);
        const products = await productSnapshots(tx, store.id, newProductIds);
        const ownShipment = shipping.find((shipment) => shipment.original_id === null);
        const plan = planOrderSave({ order, items, concepts, ownShipment, products }, input);
        await applySavePlan(tx, store.id, orderId, plan);
        if (plan.paymentChange) {
          await insertPaymentEvent(tx, {
            store_id: store.id,
            order_id: orderId,
            kind: plan.paymentChange.to === 'done' ? 'completed' : 'requested',
            from_status: plan.paymentChange.from,
            to_status: plan.paymentChange.to,
            amount: plan.orderSet.total_price,
            method: order.payment_method,
            previous_info: order.payment_info,
            user_id: actor.id,
            user_name: actor.name,
          });
        }
        const newStatus = plan.orderSet.status;
        if (newStatus) {
          await recordStoreEvent(tx, {
            storeId: store.id,
            event: 'order_status',
            message: `Pedido ${order.alphanum_id ?? orderId}: ${order.status} -> ${newStatus}`,
            payload: { order_id: orderId, from: order.status, to: newStatus },
          });
        }
        return plan.paymentCompleted;
      });
      return {
        message: paymentCompleted ? ORDER_MSG.paymentSaved : ORDER_MSG.orderSaved,
        order: await detail(store, orderId),
      };
    },

    /** The filtered orders (or payments) as .xlsx, in the seller's time zone. */
    async export(store: StoreRow, filters: OrderFilters, view: 'orders' | 'payments') {
      const rows = await selectOrderRows(db, store.id, filters, EXPORT_MAX_ROWS + 1);
      if (rows.length > EXPORT_MAX_ROWS) {
        throw new AppError(
          'bad_request',
          ORDER_TEXT.exportTooLarge.replace('{max}', String(EXPORT_MAX_ROWS)),
        );
      }
      const isPayments = view === 'payments';
      const columns = isPayments ? paymentColumns(filters.tz) : orderColumns(filters.tz);
      const buffer = await writeSheet(
        isPayments ? 'Cobros' : 'Pedidos',
        columns,
        rows.map((row) => orderRowView(row, store.curr_symbol)),
      );
      return { buffer, fileName: exportFileName(isPayments ? 'Cobros' : 'Pedidos') };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
