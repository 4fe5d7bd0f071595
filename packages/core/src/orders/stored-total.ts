import { AppError } from '../errors/app-error';
import { fromCents, toCents } from '../format/money';
import { orderTotalCents, type OrderPricing } from './math';
import { ORDER_TEXT } from './messages';

/** The largest whole amount the total_price column (numeric(14,2)) holds. */
export const MAX_TOTAL_CENTS = toCents(999_999_999_999);

/**
 * The total stored on an order, by whoever writes it (the store's save, the customer's cart, a
 * WooCommerce sync): core's order math, refused with a Spanish message past the bound.
 */
export function storedOrderTotal(order: OrderPricing): number {
  const cents = orderTotalCents(order);
  if (Math.abs(cents) > MAX_TOTAL_CENTS) throw new AppError('bad_request', ORDER_TEXT.valueTooLarge);
  return fromCents(cents);
}
