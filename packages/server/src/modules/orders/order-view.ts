import {
  clientDisplayName,
  itemDisplayName,
  canUndoComplete,
  itemTotal,
  orderRules,
  orderUnlocks,
  orderStatusLabel,
  otherConceptType,
  paymentStatusLabel,
  type ClientSummary,
  type OrderDetail,
  type OrderItemView,
  type OrderListRow,
  type OtherConceptView,
  type ShipmentView,
} from '@mostrador/core';
import type { clients } from '../../db/schema';
import { paymentEventView, type PaymentEventRecord } from './payment-events.repository';
import type { OrderRowRecord, OtherConceptRecord, ShipmentRecord } from './orders.repository';
import type { StoreRow, OrderItemRecord, OrderRecord } from '../../db/rows';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type ClientFields = {
  first_name: string | null;
  surname: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
};

export function clientSummary(id: number | null, client: ClientFields | null): ClientSummary | null {
  if (id === null || !client) return null;
  return { id, name: clientDisplayName(client), email: client.email, phone: client.phone };
}

export function orderRowView(row: OrderRowRecord, currSymbol: string): OrderListRow {
  return {
    id: row.id,
    alphanum_id: row.alphanum_id,
    original_id: row.original_id,
    created_at: row.created_at.toISOString(),
    client_id: row.client_id,
    client: clientSummary(row.client_id, {
      first_name: row.client_first_name,
      surname: row.client_surname,
      last_name: row.client_last_name,
      email: row.client_email,
      phone: row.client_phone,
    }),
    total_price: row.total_price,
    shipping_cost: row.shipping_cost,
    status: row.status,
    estado: orderStatusLabel(row.status),
    payment_status: row.payment_status,
    payment_label: paymentStatusLabel(row.payment_status, 'list'),
    payment_method: row.payment_method,
    payment_info: row.payment_info,
    delivery: row.delivery,
    nitems: row.nitems,
    curr_symbol: currSymbol,
  };
}

export function itemView(item: OrderItemRecord): OrderItemView {
  const snapshot = item.product_denormalized;
  return {
    id: item.id,
    product_id: item.product_id,
    name: itemDisplayName(item),
    amount: item.amount,
    revised_price: item.revised_price,
    revised_amount: item.revised_amount,
    raw_product: item.raw_product,
    store_observations: item.store_observations,
    status: item.status,
    original_id: item.original_id,
    product_denormalized: snapshot,
    edited_by_seller: item.edited_by_seller,
    total: itemTotal({
      amount: item.amount,
      price_per_unit: snapshot.price_per_unit,
      revised_price: item.revised_price,
    }),
  };
}

export function otherConceptView(concept: OtherConceptRecord): OtherConceptView {
  return {
    id: concept.id,
    description: concept.description,
    amount: concept.amount,
    type: otherConceptType(concept.amount),
  };
}

export function shipmentView(shipment: ShipmentRecord): ShipmentView {
  return {
    id: shipment.id,
    tracking_code: shipment.tracking_code,
    transport_co: shipment.transport_co,
    eta: iso(shipment.eta),
    departure: iso(shipment.departure),
    link: shipment.link,
    observations: shipment.observations,
    original_id: shipment.original_id,
  };
}

export function orderDetailView(
  store: StoreRow,
  order: OrderRecord,
  client: typeof clients.$inferSelect | null,
  items: OrderItemRecord[],
  concepts: OtherConceptRecord[],
  shipping: ShipmentRecord[],
  paymentEvents: PaymentEventRecord[],
): OrderDetail {
  const lastPaymentEvent = paymentEvents.at(-1);
  return {
    id: order.id,
    alphanum_id: order.alphanum_id,
    original_id: order.original_id,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
    client_id: order.client_id,
    client: clientSummary(order.client_id, client),
    total_price: order.total_price,
    shipping_cost: order.shipping_cost,
    status: order.status,
    estado: orderStatusLabel(order.status),
    customer_status_label: orderStatusLabel(order.status, 'customer'),
    payment_status: order.payment_status,
    payment_label: paymentStatusLabel(order.payment_status, 'list'),
    payment_method: order.payment_method,
    payment_data: order.payment_data,
    payment_info: order.payment_info,
    store_observation: order.store_observation,
    client_observation: order.client_observation,
    delivery: order.delivery,
    delivery_address: order.delivery_address,
    nitems: items.length,
    curr_symbol: store.curr_symbol,
    token: order.token,
    store: {
      hashtag: store.hashtag,
      name: store.name,
      address: store.address,
      curr_symbol: store.curr_symbol,
    },
    items: items.map(itemView),
    other_concepts: concepts.map(otherConceptView),
    shipping: shipping.map(shipmentView),
    rules: orderRules(order),
    unlocks: orderUnlocks(order),
    payment_history: paymentEvents.map(paymentEventView),
    // Only a Completar that is still the payment's last word can be undone.
    undo_complete: canUndoComplete(order, lastPaymentEvent?.kind === 'completed'),
    time_zone: store.time_zone,
  };
}
