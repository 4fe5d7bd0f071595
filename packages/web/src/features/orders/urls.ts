import { ORDER_STATUSES, type OrderStatus } from '@mostrador/core';
import { PATHS } from '../../app/paths';

/** The query of /orderlist that preselects the status filter (spec section 2). */
export const STATUS_QUERY = 'estado';

/** /orderlist, or /orderlist?estado={status}. */
export function orderListPath(status?: OrderStatus): string {
  return status ? `${PATHS.orderList}?${STATUS_QUERY}=${status}` : PATHS.orderList;
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The order id of /orderdetail/{id}, or null when it is missing or not a positive integer. */
export function orderIdOf(param: string | undefined): number | null {
  return param && /^\d{1,12}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
