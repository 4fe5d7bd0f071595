import { fromCents, toCents } from '../format/money';

/** What an item's total depends on: the snapshot's unit price, the quantity and a revised price. */
export interface ItemPricing {
  amount: number;
  price_per_unit: number | null | undefined;
  revised_price?: number | null;
}

export interface OrderPricing {
  items: readonly ItemPricing[];
  shipping_cost?: number | null;
  /** Signed: negative is a discount, positive a surcharge. */
  other_concepts?: readonly { amount: number }[];
  /** false: a pickup order, which takes no shipping cost whatever is stored. */
  delivery?: boolean;
}

/** The shipping cost an order is charged: none for pickup. */
export function shippingChargeCents(order: Pick<OrderPricing, 'shipping_cost' | 'delivery'>): number {
  return order.delivery === false ? 0 : toCents(order.shipping_cost ?? 0);
}

/** Quantities are kept with two decimals (spec section 3). */
export function roundQuantity(amount: number): number {
  return fromCents(toCents(amount));
}

/**
 * An item's total in cents: the seller's revised price when there is one, otherwise quantity times
 * unit price; a negative result counts as 0.
 */
export function itemTotalCents(item: ItemPricing): number {
  const cents =
    item.revised_price !== null && item.revised_price !== undefined
      ? toCents(item.revised_price)
      : Math.round((toCents(item.amount) * toCents(item.price_per_unit ?? 0)) / 100);
  return Math.max(0, cents);
}

export function itemTotal(item: ItemPricing): number {
  return fromCents(itemTotalCents(item));
}

/**
 * Items plus shipping plus the signed other concepts, summed in whole cents. A discount larger
 * than the rest never makes the customer owe a negative amount: the total stops at 0.
 */
export function orderTotalCents(order: OrderPricing): number {
  const items = order.items.reduce((sum, item) => sum + itemTotalCents(item), 0);
  const concepts = (order.other_concepts ?? []).reduce((sum, concept) => sum + toCents(concept.amount), 0);
  return Math.max(0, items + shippingChargeCents(order) + concepts);
}

/** One line of the totals breakdown: an other concept keeps its sign (discounts negative). */
export interface BreakdownConcept {
  description: string;
  amount: number;
  /** 'Descuento' or 'Recargo'. */
  type: string;
}

export interface OrderBreakdown {
  items_subtotal: number;
  /** null for a pickup order ('Retira en sucursal'), which takes no shipping cost. */
  shipping: number | null;
  concepts: BreakdownConcept[];
  total: number;
}

/**
 * The totals as the owner and the customer read them: items subtotal, shipping, each other
 * concept with its sign, and the total, all from the same cents math as the stored total.
 */
export function orderBreakdown(
  order: Omit<OrderPricing, 'other_concepts'> & {
    other_concepts?: readonly { amount: number; description: string }[];
  },
): OrderBreakdown {
  const items = order.items.reduce((sum, item) => sum + itemTotalCents(item), 0);
  return {
    items_subtotal: fromCents(items),
    shipping: order.delivery === false ? null : fromCents(shippingChargeCents(order)),
    concepts: (order.other_concepts ?? []).map((concept) => ({
      description: concept.description,
      amount: fromCents(toCents(concept.amount)),
      type: otherConceptType(concept.amount),
    })),
    total: orderTotal(order),
  };
}

export function orderTotal(order: OrderPricing): number {
  return fromCents(orderTotalCents(order));
}

/** Add other concept form: Descuento subtracts, Recargo adds. */
export const OTHER_CONCEPT_SIGNS = {
  '-': 'Descuento',
  '+': 'Recargo',
} as const;
export type OtherConceptSign = keyof typeof OTHER_CONCEPT_SIGNS;

/** The stored, signed amount of a concept entered as a positive value and a sign. */
export function signedConceptAmount(value: number, sign: OtherConceptSign): number {
  const cents = Math.abs(toCents(value));
  return fromCents(sign === '-' ? -cents : cents);
}

/**
 * How a concept is named: the seller's form says Descuento/Recargo; the customer order page says
 * Descuento for negative amounts and Interes for positive ones (spec section 2).
 */
export function otherConceptType(amount: number, view: 'seller' | 'customer' = 'seller'): string {
  if (amount < 0) return OTHER_CONCEPT_SIGNS['-'];
  return view === 'customer' ? 'Interes' : OTHER_CONCEPT_SIGNS['+'];
}

/** An item's shown name: the product snapshot's name, or the raw text the customer typed. */
export function itemDisplayName(item: {
  product_denormalized?: { name?: string | null } | null;
  raw_product?: string | null;
}): string {
  const name = item.product_denormalized?.name?.trim();
  return name ? name : (item.raw_product ?? '');
}
