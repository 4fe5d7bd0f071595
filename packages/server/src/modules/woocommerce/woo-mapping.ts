import { fromCents, roundQuantity, toCents, type OrderStatus, type PaymentStatus } from '@mostrador/core';
import type { WooAddress, WooOrder, WooProduct, WooVariation } from '../../adapters/woocommerce/woo-types';

/** A catalogue product as the sync writes it, keyed by its WooCommerce id (original_id). */
export interface SyncedProduct {
  original_id: string;
  name: string;
  brand: string | null;
  kind: string | null;
  category: string | null;
  price_per_unit: number;
  description: string | null;
  tags: string[];
  image_url: string | null;
  active: boolean;
  stock: number | null;
}

/** Shop texts carry HTML (paragraphs, entities); the catalogue and the assistant want plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&#8217;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

const priceOf = (price: string, regular: string) => fromCents(toCents(Number(price || regular || 0) || 0));
const firstName = (list: { name: string }[]) => list.find((entry) => entry.name)?.name ?? null;

/**
 * Simple and external products become one catalogue product each; a variable product becomes one
 * product per variation (the parent has no price of its own); grouped products only gather others.
 */
export function productsOf(product: WooProduct, variations: WooVariation[]): SyncedProduct[] {
  if (product.type === 'grouped') return [];
  const category = firstName(product.categories);
  const base = {
    brand: firstName(product.brands ?? []),
    kind: category,
    category,
    description: plainText(product.short_description || product.description) || null,
    tags: product.tags.map((tag) => tag.name).filter(Boolean),
  };
  const published = product.status === 'publish';
  if (product.type !== 'variable') {
    return [
      {
        ...base,
        original_id: String(product.id),
        name: product.name || `Producto ${product.id}`,
        price_per_unit: priceOf(product.price, product.regular_price),
        image_url: product.images[0]?.src || null,
        active: published,
        stock: product.manage_stock ? (product.stock_quantity ?? null) : null,
      },
    ];
  }
  return variations.map((variation) => {
    const options = variation.attributes.map((attribute) => attribute.option).filter(Boolean);
    const ownStock = variation.manage_stock === true;
    return {
      ...base,
      original_id: String(variation.id),
      name: [product.name || `Producto ${product.id}`, options.join(' / ')].filter(Boolean).join(' - '),
      description: plainText(variation.description) || base.description,
      price_per_unit: priceOf(variation.price, variation.regular_price),
      image_url: variation.image?.src || product.images[0]?.src || null,
      active: published && variation.status === 'publish',
      stock: ownStock
        ? (variation.stock_quantity ?? null)
        : product.manage_stock
          ? (product.stock_quantity ?? null)
          : null,
    };
  });
}

/** WooCommerce order statuses in the seller's terms (spec section 4). */
const ORDER_STATUS_OF: Record<string, OrderStatus> = {
  'checkout-draft': 'provisional',
  pending: 'pending',
  'on-hold': 'pending',
  processing: 'preparing',
  completed: 'done',
  cancelled: 'store_canceled',
  refunded: 'store_canceled',
  failed: 'discarded',
  trash: 'discarded',
};

export interface SyncedOrderItem {
  original_id: string;
  /** The catalogue product's WooCommerce id: the variation's when there is one. */
  product_original_id: string | null;
  name: string;
  amount: number;
  price_per_unit: number;
  image_url: string | null;
}

export interface SyncedOrder {
  original_id: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: string | null;
  client_observation: string | null;
  delivery: boolean;
  delivery_address: string | null;
  shipping_cost: number;
  created_at: Date | null;
  client: { email: string | null; first_name: string; last_name: string; phone: string; address: string };
  items: SyncedOrderItem[];
  /** Signed: discounts negative; fees and taxes positive, so the total matches the shop's. */
  other_concepts: { description: string; amount: number }[];
}

function addressLine(address: WooAddress): string {
  if (!address) return '';
  const place = [address.postcode, address.city].filter(Boolean).join(' ');
  return [address.address_1, address.address_2, place, address.state, address.country]
    .filter(Boolean)
    .join(', ');
}

/** WooCommerce's *_gmt dates come without a zone: they are UTC. */
function gmtDate(value: string): Date | null {
  if (!value) return null;
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function orderOf(order: WooOrder): SyncedOrder {
  const paid = Boolean(order.date_paid_gmt);
  const status = ORDER_STATUS_OF[order.status] ?? 'pending';
  const shippingMethods = order.shipping_lines.filter((line) => line.method_id !== 'local_pickup');
  const deliveryAddress = addressLine(order.shipping) || addressLine(order.billing);
  const concepts: { description: string; amount: number }[] = [];
  if (order.discount_total > 0) concepts.push({ description: 'Descuento', amount: -order.discount_total });
  for (const fee of order.fee_lines) {
    if (fee.total !== 0) concepts.push({ description: fee.name || 'Cargo', amount: fee.total });
  }
  if (order.total_tax > 0) concepts.push({ description: 'Impuestos', amount: order.total_tax });
  return {
    original_id: String(order.id),
    status,
    payment_status: paid ? 'done' : status === 'pending' ? 'required' : 'pending',
    payment_method: order.payment_method_title || null,
    client_observation: order.customer_note || null,
    delivery: shippingMethods.length > 0,
    delivery_address: shippingMethods.length > 0 ? deliveryAddress || null : null,
    shipping_cost: order.shipping_total,
    created_at: gmtDate(order.date_created_gmt),
    client: {
      email: order.billing?.email?.trim().toLowerCase() || null,
      first_name: order.billing?.first_name ?? '',
      last_name: order.billing?.last_name ?? '',
      phone: order.billing?.phone ?? '',
      address: addressLine(order.billing),
    },
    items: order.line_items.map((item) => {
      const amount = roundQuantity(item.quantity);
      const productId = item.variation_id || item.product_id;
      return {
        original_id: String(item.id),
        product_original_id: productId ? String(productId) : null,
        name: item.name,
        amount,
        // The line's subtotal is before coupons; the discount travels as its own concept.
        price_per_unit: amount > 0 ? fromCents(Math.round(toCents(item.subtotal) / amount)) : 0,
        image_url: item.image?.src || null,
      };
    }),
    other_concepts: concepts,
  };
}
