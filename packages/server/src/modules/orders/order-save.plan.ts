import {
  AppError,
  ORDER_MSG,
  ORDER_TEXT,
  canAddItem,
  canChangePaymentStatus,
  canEditOtherConcepts,
  canEditQuantity,
  canEditRevisedPrice,
  canEditShipment,
  canEditShippingCost,
  foldText,
  fromCents,
  storedOrderTotal,
  roundQuantity,
  toCents,
  type OrderState,
  type ProductSnapshot,
  type RuleResult,
  type SaveOrderInput,
  type ShipmentSaveInput,
} from '@mostrador/core';
import type { OtherConceptRecord, ShipmentRecord } from './orders.repository';
import type { OrderItemRecord, OrderRecord } from '../../db/rows';

/** Largest total numeric(14,2) keeps with room to spare. */

type ItemChange = Partial<
  Pick<
    OrderItemRecord,
    'amount' | 'revised_price' | 'revised_amount' | 'store_observations' | 'status' | 'edited_by_seller'
  >
>;

type ShipmentFields = Pick<
  ShipmentRecord,
  'tracking_code' | 'transport_co' | 'eta' | 'link' | 'observations'
>;

export interface SavePlan {
  itemUpdates: { id: number; set: ItemChange }[];
  newItems: {
    product_id: number;
    amount: number;
    store_observations: string | null;
    snapshot: ProductSnapshot;
  }[];
  conceptDeletes: number[];
  conceptUpdates: { id: number; description: string; amount: number }[];
  conceptInserts: { description: string; amount: number }[];
  /** The seller's own shipment (original_id null): update `id`, or insert when there is none. */
  shipment: { id: number | null; values: ShipmentFields } | null;
  orderSet: Partial<
    Pick<OrderRecord, 'status' | 'payment_status' | 'payment_info' | 'store_observation' | 'shipping_cost'>
  > & { total_price: number };
  /** Completar: the payment went from required to done ('Pago actualizado correctamente'). */
  paymentCompleted: boolean;
  /** A payment status change this save makes, for the order's payment history. */
  paymentChange: { from: OrderRecord['payment_status']; to: OrderRecord['payment_status'] } | null;
}

export interface SaveContext {
  order: OrderRecord;
  items: OrderItemRecord[];
  concepts: OtherConceptRecord[];
  ownShipment: ShipmentRecord | undefined;
  /** Snapshots of the products new items refer to, already limited to the caller's store. */
  products: Map<number, ProductSnapshot>;
}

/** A refused rule becomes a 400 whose message is the screen's tooltip. */
function enforce(rule: RuleResult) {
  if (!rule.allowed) throw new AppError('bad_request', rule.reason ?? ORDER_TEXT.paymentStatusChange);
}

const sameMoney = (a: number | null | undefined, b: number | null | undefined) =>
  (a === null || a === undefined) === (b === null || b === undefined) &&
  (a === null || a === undefined || toCents(a) === toCents(b!));

const cleanText = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const etaDate = (value: string | null | undefined) => (value ? new Date(value) : null);

function shipmentChanged(current: ShipmentRecord | undefined, next: ShipmentFields) {
  return (
    cleanText(current?.tracking_code) !== next.tracking_code ||
    cleanText(current?.transport_co) !== next.transport_co ||
    cleanText(current?.link) !== next.link ||
    cleanText(current?.observations) !== next.observations ||
    (current?.eta?.getTime() ?? null) !== (next.eta?.getTime() ?? null)
  );
}

function shipmentFields(input: ShipmentSaveInput, current: ShipmentRecord | undefined): ShipmentFields {
  // A key left out keeps its stored value; '' or null clears it.
  const pick = <K extends 'tracking_code' | 'transport_co' | 'link' | 'observations'>(key: K) =>
    input[key] === undefined ? cleanText(current?.[key]) : cleanText(input[key]);
  return {
    tracking_code: pick('tracking_code'),
    transport_co: pick('transport_co'),
    link: pick('link'),
    observations: pick('observations'),
    eta: input.eta === undefined ? (current?.eta ?? null) : etaDate(input.eta),
  };
}

function planItems(context: SaveContext, state: OrderState, input: SaveOrderInput['items'], plan: SavePlan) {
  const current = new Map(context.items.map((item) => [item.id, { ...item }]));
  const changes = new Map<number, ItemChange>();
  const names = new Set(
    context.items.map((item) => foldText(item.product_denormalized.name || item.raw_product || '')),
  );
  const productIds = new Set(context.items.map((item) => item.product_id).filter((id) => id !== null));

  for (const row of input ?? []) {
    if (row.id === undefined) {
      enforce(canAddItem(state));
      const snapshot = context.products.get(row.product_id!);
      if (!snapshot) throw new AppError('not_found', ORDER_TEXT.productNotFound);
      const name = foldText(snapshot.name);
      if (productIds.has(row.product_id!) || (name && names.has(name))) {
        throw new AppError('bad_request', ORDER_MSG.itemAlreadyInOrder);
      }
      productIds.add(row.product_id!);
      names.add(name);
      plan.newItems.push({
        product_id: row.product_id!,
        amount: roundQuantity(row.amount!),
        store_observations: cleanText(row.store_observations),
        snapshot,
      });
      continue;
    }
    const item = current.get(row.id);
    if (!item) throw new AppError('not_found', ORDER_TEXT.itemNotFound);
    const change = changes.get(row.id) ?? {};
    if (row.amount !== undefined && !sameMoney(roundQuantity(row.amount), item.amount)) {
      enforce(canEditQuantity(state));
      item.amount = change.amount = roundQuantity(row.amount);
      change.edited_by_seller = true;
    }
    if (row.revised_price !== undefined && !sameMoney(row.revised_price, item.revised_price)) {
      enforce(canEditRevisedPrice(state));
      item.revised_price = change.revised_price =
        row.revised_price === null ? null : fromCents(toCents(row.revised_price));
      change.edited_by_seller = true;
    }
    if (row.revised_amount !== undefined && !sameMoney(row.revised_amount, item.revised_amount)) {
      enforce(canEditRevisedPrice(state));
      item.revised_amount = change.revised_amount =
        row.revised_amount === null ? null : roundQuantity(row.revised_amount);
      change.edited_by_seller = true;
    }
    if (
      row.store_observations !== undefined &&
      cleanText(row.store_observations) !== cleanText(item.store_observations)
    ) {
      item.store_observations = change.store_observations = cleanText(row.store_observations);
    }
    if (row.status !== undefined && row.status !== item.status) {
      item.status = change.status = row.status;
    }
    if (Object.keys(change).length > 0) changes.set(row.id, change);
  }
  plan.itemUpdates = [...changes].map(([id, set]) => ({ id, set }));
  return [...current.values()];
}

function planConcepts(context: SaveContext, state: OrderState, input: SaveOrderInput, plan: SavePlan) {
  const current = new Map(context.concepts.map((concept) => [concept.id, { ...concept }]));
  for (const id of new Set(input.other_concepts_del ?? [])) {
    if (!current.has(id)) throw new AppError('not_found', ORDER_TEXT.conceptNotFound);
    enforce(canEditOtherConcepts(state));
    current.delete(id);
    plan.conceptDeletes.push(id);
  }
  const deleted = new Set(plan.conceptDeletes);
  const inserted: { amount: number }[] = [];
  for (const row of input.other_concepts ?? []) {
    const amount = fromCents(toCents(row.amount));
    if (row.id === undefined) {
      enforce(canEditOtherConcepts(state));
      plan.conceptInserts.push({ description: row.description, amount });
      inserted.push({ amount });
      continue;
    }
    // A concept deleted in the same save stays deleted even if the list still carries it.
    if (deleted.has(row.id)) continue;
    const concept = current.get(row.id);
    if (!concept) throw new AppError('not_found', ORDER_TEXT.conceptNotFound);
    if (concept.description !== row.description || !sameMoney(concept.amount, amount)) {
      enforce(canEditOtherConcepts(state));
      concept.description = row.description;
      concept.amount = amount;
      plan.conceptUpdates.push({ id: row.id, description: row.description, amount });
    }
  }
  return [...current.values(), ...inserted];
}

/**
 * Works out what one save changes and checks every editability rule against the order as stored.
 * Values sent unchanged are not changes, so the screen may send its whole form; the first refused
 * rule answers 400 with its tooltip. Nothing is written here.
 */
export function planOrderSave(context: SaveContext, input: SaveOrderInput): SavePlan {
  const { order } = context;
  const state: OrderState = order;
  const plan: SavePlan = {
    itemUpdates: [],
    newItems: [],
    conceptDeletes: [],
    conceptUpdates: [],
    conceptInserts: [],
    shipment: null,
    orderSet: { total_price: order.total_price },
    paymentCompleted: false,
    paymentChange: null,
  };

  const items = planItems(context, state, input.items, plan);
  const concepts = planConcepts(context, state, input, plan);

  let shippingCost = order.shipping_cost;
  if (input.shipping_cost !== undefined && !sameMoney(input.shipping_cost ?? 0, order.shipping_cost)) {
    enforce(canEditShippingCost(state));
    shippingCost = plan.orderSet.shipping_cost = fromCents(toCents(input.shipping_cost ?? 0));
  }

  const shipmentInput = input.shipping?.[0];
  if (shipmentInput) {
    const values = shipmentFields(shipmentInput, context.ownShipment);
    if (shipmentChanged(context.ownShipment, values)) {
      enforce(canEditShipment(state, context.ownShipment));
      plan.shipment = { id: context.ownShipment?.id ?? null, values };
    }
  }

  if (input.status !== undefined && input.status !== order.status) plan.orderSet.status = input.status;
  if (input.store_observation !== undefined)
    plan.orderSet.store_observation = cleanText(input.store_observation);
  if (input.payment_info !== undefined) plan.orderSet.payment_info = cleanText(input.payment_info);
  if (input.payment_status !== undefined && input.payment_status !== order.payment_status) {
    enforce(canChangePaymentStatus(state, input.payment_status));
    plan.orderSet.payment_status = input.payment_status;
    plan.paymentChange = { from: order.payment_status, to: input.payment_status };
    if (input.payment_status === 'done') {
      plan.paymentCompleted = true;
      plan.orderSet.payment_info = cleanText(input.payment_info) ?? ORDER_MSG.paymentApproved;
    }
  }

  plan.orderSet.total_price = storedOrderTotal({
    items: [
      ...items.map((item) => ({
        amount: item.amount,
        price_per_unit: item.product_denormalized.price_per_unit,
        revised_price: item.revised_price,
      })),
      ...plan.newItems.map((item) => ({ amount: item.amount, price_per_unit: item.snapshot.price_per_unit })),
    ],
    shipping_cost: shippingCost,
    other_concepts: concepts,
    delivery: order.delivery,
  });
  return plan;
}
