/*
 * What other modules may call of the orders module (ADR 0023): the order tables (orders, items,
 * other concepts, shipments) are written only by this module, and other modules read and change
 * orders through these functions, never through its repositories directly (lint: module walls).
 */
export {
  deleteAbandonedCarts,
  deleteItem,
  insertCart,
  insertItems,
  saveImportedOrder,
  setOrderPayment,
  updateItemAmount,
  updateOrder,
  type ImportedOrder,
} from './order-records.repository';
export { countOrders, lockOrder, selectOrderRows } from './orders.repository';
export {
  findOpenOrderDetail,
  findOrderDetail,
  findOrderParts,
  type OrderParts,
} from './order-detail.repository';
export { productSnapshots } from './order-save.repository';
export { insertPaymentEvent } from './payment-events.repository';
