import {
  itemDisplayName,
  itemTotal,
  orderBreakdown,
  orderStatusLabel,
  storeSlug,
  type CustomerClosing,
} from '@mostrador/core';
import type { findOrderDetail } from '../orders/orders.api';
import type { CustomerOrder, PaymentData } from './customer.types';
import type { StoreRow } from '../../db/rows';

/** What the view reads of findOrderDetail's answer (a change's own rows have the same shape). */
type Found = Pick<
  NonNullable<Awaited<ReturnType<typeof findOrderDetail>>>,
  'order' | 'items' | 'concepts' | 'shipping'
>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** payment_data as the page's payment button needs it; anything incomplete counts as none. */
function paymentDataView(data: Record<string, unknown> | null): PaymentData | null {
  if (!data) return null;
  const { provider, payment_id, public_key, init_point } = data;
  if (
    (provider !== 'mercadopago' && provider !== 'sandbox') ||
    typeof payment_id !== 'string' ||
    typeof public_key !== 'string' ||
    typeof init_point !== 'string'
  ) {
    return null;
  }
  return { provider, payment_id, public_key, init_point };
}

/**
 * The order as the customer sees it: customer wording of the status, item totals from core's
 * math, and no seller-only fields (observations of the store about the order, revised amounts).
 */
export function customerOrderView(
  store: StoreRow,
  found: Found,
  access: {
    editable: boolean;
    productListToken: string | null;
    /** Read only where the page or the chat closes the order (not on every cart write). */
    closing?: CustomerClosing | null;
    methodInfo?: string | null;
    claimable?: boolean;
  },
): CustomerOrder {
  const { order, items, concepts, shipping } = found;
  return {
    id: order.id,
    alphanum_id: order.alphanum_id,
    original_id: order.original_id,
    created_at: order.created_at.toISOString(),
    status: order.status,
    estado: orderStatusLabel(order.status, 'customer'),
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    payment_info: order.payment_info,
    payment_data: paymentDataView(order.payment_data as Record<string, unknown> | null),
    delivery: order.delivery,
    delivery_address: order.delivery_address,
    shipping_cost: order.shipping_cost,
    total_price: order.total_price,
    nitems: items.length,
    curr_symbol: store.curr_symbol,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      name: itemDisplayName(item),
      brand: item.product_denormalized.brand,
      image_url: item.product_denormalized.image_url,
      amount: item.amount,
      quantity_unit: item.product_denormalized.quantity_unit,
      price: item.product_denormalized.price_per_unit,
      total: itemTotal({
        amount: item.amount,
        price_per_unit: item.product_denormalized.price_per_unit,
        revised_price: item.revised_price,
      }),
      store_observations: item.store_observations,
      edited_by_store: item.edited_by_seller,
      revised: item.revised_price !== null,
    })),
    other_concepts: concepts.map((concept) => ({
      id: concept.id,
      description: concept.description,
      value: concept.amount,
    })),
    shipping: shipping.map((shipment) => ({
      tracking_code: shipment.tracking_code,
      transport_co: shipment.transport_co,
      eta: iso(shipment.eta),
      dispatched_at: iso(shipment.departure),
      link: shipment.link,
    })),
    store: {
      hashtag: storeSlug(store.hashtag),
      name: store.name,
      address: store.address,
      curr_symbol: store.curr_symbol,
    },
    editable: access.editable && order.status === 'provisional',
    product_list_token: access.productListToken,
    token: order.token,
    breakdown: orderBreakdown({
      items: items.map((item) => ({
        amount: item.amount,
        price_per_unit: item.product_denormalized.price_per_unit,
        revised_price: item.revised_price,
      })),
      shipping_cost: order.shipping_cost,
      delivery: order.delivery,
      other_concepts: concepts,
    }),
    time_zone: store.time_zone,
    method_info: access.methodInfo ?? null,
    closing: access.editable && order.status === 'provisional' ? (access.closing ?? null) : null,
    claimable: access.claimable ?? false,
  };
}
