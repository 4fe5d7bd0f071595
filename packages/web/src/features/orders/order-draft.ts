import {
  ORDER_TEXT,
  foldText,
  formatDateTime,
  itemTotal,
  orderBreakdown,
  orderTotal,
  getDisplayTimeZone,
  parseDateTimeInZone,
  parseDisplayDateTime,
  saveOrderSchema,
  signedConceptAmount,
  toCents,
  type ItemStatus,
  type OrderDetail,
  type OrderItemView,
  type OrderStatus,
  type OtherConceptView,
  type SaveOrderInput,
  type ShipmentView,
} from '@mostrador/core';
import { parseNumber } from './number-text';

/*
 * The order screen's unsaved changes. The screen keeps what the seller typed (text, so '1,5' can be
 * typed); the payload holds only what differs from the stored order and is checked with core's
 * save schema, the one the server validates with, so an inline message never differs from the API's.
 */

export interface ItemEdit {
  amount?: string;
  revised_price?: string;
  store_observations?: string;
  status?: ItemStatus;
}

/** An item chosen in AGREGAR ITEM, kept until Guardar. */
export interface NewItemDraft {
  key: string;
  product_id: number;
  name: string;
  brand: string | null;
  quantity_unit: string;
  price_per_unit: number;
  amount: number;
}

/** A concept added in OTROS, kept until Guardar; the amount is signed. */
export interface NewConceptDraft {
  key: string;
  description: string;
  amount: number;
}

export const SHIPMENT_FIELDS = ['tracking_code', 'transport_co', 'eta', 'link', 'observations'] as const;
export type ShipmentField = (typeof SHIPMENT_FIELDS)[number];
export type ShipmentForm = Record<ShipmentField, string>;

export interface OrderDraft {
  items: Record<number, ItemEdit>;
  newItems: NewItemDraft[];
  /** Absolute value typed for a stored concept; the sign stays the concept's own. */
  conceptAmounts: Record<number, string>;
  conceptDeletes: number[];
  newConcepts: NewConceptDraft[];
  shippingCost?: string;
  shipment?: Partial<ShipmentForm>;
  status?: OrderStatus;
  store_observation?: string;
  payment_info?: string;
}

export const EMPTY_DRAFT: OrderDraft = {
  items: {},
  newItems: [],
  conceptAmounts: {},
  conceptDeletes: [],
  newConcepts: [],
};

/** Where an inline message goes: 'item:12:amount', 'concept:3', 'shippingCost', 'shipment:eta'... */
export type FieldErrors = Record<string, string>;

export interface SaveCheck {
  /** The validated payload, or null when a field is wrong. */
  payload: SaveOrderInput | null;
  errors: FieldErrors;
  /** Something differs from the stored order: Guardar is enabled. */
  isDirty: boolean;
}

const sameCents = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : !Number.isNaN(a) && toCents(a) === toCents(b);

/** The seller's own shipment: the one not imported from the online store. */
export function ownShipment(order: OrderDetail): ShipmentView | undefined {
  return order.shipping.find((shipment) => !shipment.original_id);
}

export function shipmentFormOf(shipment: ShipmentView | undefined): ShipmentForm {
  return {
    tracking_code: shipment?.tracking_code ?? '',
    transport_co: shipment?.transport_co ?? '',
    eta: shipment?.eta ? formatDateTime(shipment.eta) : '',
    link: shipment?.link ?? '',
    observations: shipment?.observations ?? '',
  };
}

/** What an item looks like with the draft applied (invalid text keeps the stored value). */
export function draftItem(item: OrderItemView, edit: ItemEdit | undefined) {
  const amount = edit?.amount === undefined ? item.amount : parseNumber(edit.amount);
  const revised = edit?.revised_price === undefined ? item.revised_price : parseNumber(edit.revised_price);
  const validAmount = amount !== null && !Number.isNaN(amount) ? amount : item.amount;
  // An emptied revised price removes it; text that is not a number keeps the stored one.
  const revisedPrice = revised === null ? null : Number.isNaN(revised) ? item.revised_price : revised;
  return {
    amount: validAmount,
    revised_price: revisedPrice,
    status: edit?.status ?? item.status,
    total: itemTotal({
      amount: validAmount,
      price_per_unit: item.product_denormalized.price_per_unit,
      revised_price: revisedPrice,
    }),
  };
}

/** A stored concept's signed amount with the draft applied. */
export function draftConceptAmount(concept: OtherConceptView, text: string | undefined): number {
  if (text === undefined) return concept.amount;
  const value = parseNumber(text);
  if (value === null || Number.isNaN(value)) return concept.amount;
  return signedConceptAmount(value, concept.amount < 0 ? '-' : '+');
}

/** The order's pricing with the draft applied (invalid text keeps the stored values). */
function draftPricing(order: OrderDetail, draft: OrderDraft) {
  const cost = draft.shippingCost === undefined ? order.shipping_cost : parseNumber(draft.shippingCost);
  return {
    items: [
      ...order.items.map((item) => {
        const view = draftItem(item, draft.items[item.id]);
        return {
          amount: view.amount,
          price_per_unit: item.product_denormalized.price_per_unit,
          revised_price: view.revised_price,
        };
      }),
      ...draft.newItems.map((item) => ({ amount: item.amount, price_per_unit: item.price_per_unit })),
    ],
    shipping_cost: cost === null || Number.isNaN(cost) ? order.shipping_cost : cost,
    delivery: order.delivery,
    other_concepts: [
      ...order.other_concepts
        .filter((concept) => !draft.conceptDeletes.includes(concept.id))
        .map((concept) => ({
          description: concept.description,
          amount: draftConceptAmount(concept, draft.conceptAmounts[concept.id]),
        })),
      ...draft.newConcepts,
    ],
  };
}

/** The total the order will have once saved: core's order math over the draft. */
export function draftTotal(order: OrderDetail, draft: OrderDraft): number {
  return orderTotal(draftPricing(order, draft));
}

/** The totals breakdown (subtotal, shipping, concepts, total) the order will have once saved. */
export function draftBreakdown(order: OrderDetail, draft: OrderDraft) {
  return orderBreakdown(draftPricing(order, draft));
}

/** Spec section 5: the same product, or an item of the same name, is already in the order. */
export function isAlreadyInOrder(
  order: OrderDetail,
  draft: OrderDraft,
  product: { id: number; name: string },
): boolean {
  const name = foldText(product.name.trim());
  const names = [
    ...order.items.map((item) => item.product_denormalized.name || item.raw_product || ''),
    ...draft.newItems.map((item) => item.name),
  ].map((value) => foldText(value.trim()));
  const ids = [
    ...order.items.map((item) => item.product_id),
    ...draft.newItems.map((item) => item.product_id),
  ];
  return ids.includes(product.id) || (name !== '' && names.includes(name));
}

const differs = (text: string | undefined, stored: string | null | undefined) =>
  text !== undefined && text.trim() !== (stored ?? '').trim();

function itemRows(order: OrderDetail, draft: OrderDraft, keys: string[]) {
  const rows: Record<string, unknown>[] = [];
  for (const item of order.items) {
    const edit = draft.items[item.id];
    if (!edit) continue;
    const row: Record<string, unknown> = { id: item.id };
    if (edit.amount !== undefined) {
      const amount = parseNumber(edit.amount);
      if (!sameCents(amount, item.amount)) row.amount = amount ?? Number.NaN;
    }
    if (edit.revised_price !== undefined) {
      const price = parseNumber(edit.revised_price);
      if (!sameCents(price, item.revised_price)) row.revised_price = price;
    }
    if (differs(edit.store_observations, item.store_observations)) {
      row.store_observations = edit.store_observations?.trim() ?? '';
    }
    if (edit.status !== undefined && edit.status !== item.status) row.status = edit.status;
    if (Object.keys(row).length > 1) {
      rows.push(row);
      keys.push(`item:${item.id}`);
    }
  }
  for (const item of draft.newItems) {
    rows.push({ product_id: item.product_id, amount: item.amount });
    keys.push(`new:${item.key}`);
  }
  return rows;
}

function conceptRows(order: OrderDetail, draft: OrderDraft, keys: string[]) {
  const rows: Record<string, unknown>[] = [];
  for (const concept of order.other_concepts) {
    const text = draft.conceptAmounts[concept.id];
    if (text === undefined || draft.conceptDeletes.includes(concept.id)) continue;
    const value = parseNumber(text);
    const amount =
      value === null || Number.isNaN(value)
        ? Number.NaN
        : signedConceptAmount(value, concept.amount < 0 ? '-' : '+');
    if (sameCents(amount, concept.amount)) continue;
    rows.push({ id: concept.id, description: concept.description, amount });
    keys.push(`concept:${concept.id}`);
  }
  for (const concept of draft.newConcepts) {
    rows.push({ description: concept.description, amount: concept.amount });
    keys.push(`newConcept:${concept.key}`);
  }
  return rows;
}

function shipmentRow(order: OrderDetail, draft: OrderDraft, errors: FieldErrors) {
  if (!draft.shipment) return null;
  const stored = shipmentFormOf(ownShipment(order));
  const row: Record<string, unknown> = {};
  for (const field of SHIPMENT_FIELDS) {
    const text = draft.shipment[field];
    if (!differs(text, stored[field])) continue;
    const value = text?.trim() ?? '';
    if (field !== 'eta' || value === '') {
      row[field] = value;
      continue;
    }
    // Read in the zone the form shows dates in (the store's), so a saved date reads back the same.
    const zone = getDisplayTimeZone();
    const date = zone ? parseDateTimeInZone(value, zone) : parseDisplayDateTime(value);
    if (date) row.eta = date.toISOString();
    else errors['shipment:eta'] = ORDER_TEXT.dateInvalid;
  }
  return Object.keys(row).length > 0 || errors['shipment:eta'] ? row : null;
}

/** The issue's path in the payload, as the key of the field that shows its message. */
function fieldKey(path: PropertyKey[], itemKeys: string[], conceptKeys: string[]): string {
  const [root, index, field] = path;
  if (root === 'items' && typeof index === 'number') return `${itemKeys[index] ?? 'items'}:${String(field)}`;
  if (root === 'other_concepts' && typeof index === 'number') return conceptKeys[index] ?? 'other_concepts';
  if (root === 'shipping') return `shipment:${String(field)}`;
  if (root === 'shipping_cost') return 'shippingCost';
  return String(root);
}

/** The save payload of the draft (only what changed), its inline messages and the dirty flag. */
export function checkSave(order: OrderDetail, draft: OrderDraft): SaveCheck {
  const errors: FieldErrors = {};
  const itemKeys: string[] = [];
  const conceptKeys: string[] = [];
  const payload: Record<string, unknown> = {};

  const items = itemRows(order, draft, itemKeys);
  if (items.length > 0) payload.items = items;
  const concepts = conceptRows(order, draft, conceptKeys);
  if (concepts.length > 0) payload.other_concepts = concepts;
  if (draft.conceptDeletes.length > 0) payload.other_concepts_del = draft.conceptDeletes;
  if (draft.shippingCost !== undefined) {
    const cost = parseNumber(draft.shippingCost);
    if (!sameCents(cost ?? 0, order.shipping_cost)) payload.shipping_cost = cost ?? 0;
  }
  const shipment = shipmentRow(order, draft, errors);
  if (shipment) payload.shipping = [shipment];
  if (draft.status !== undefined && draft.status !== order.status) payload.status = draft.status;
  if (differs(draft.store_observation, order.store_observation)) {
    payload.store_observation = draft.store_observation?.trim();
  }
  if (differs(draft.payment_info, order.payment_info)) payload.payment_info = draft.payment_info?.trim();

  const isDirty = Object.keys(payload).length > 0;
  const parsed = saveOrderSchema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = fieldKey(issue.path, itemKeys, conceptKeys);
      errors[key] ??= issue.message;
    }
  }
  const isValid = parsed.success && Object.keys(errors).length === 0;
  return { payload: isValid ? parsed.data : null, errors, isDirty };
}
