import type { ProductView } from '@mostrador/core';
import type { ProductRow } from './products.repository';

/** A product as staff calls return it (spec section 3), with the store's currency sign. */
export function productView(row: ProductRow, currSymbol: string): ProductView {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand_name === null ? null : { name: row.brand_name },
    kind: row.kind_name === null ? null : { name: row.kind_name },
    brandname: row.brand_name ?? '',
    kindname: row.kind_name ?? '',
    quantity_unit: row.quantity_unit,
    price_per_unit: Number(row.price_per_unit),
    description: row.description,
    tags: row.tags,
    image_url: row.image_url,
    original_id: row.original_id,
    category: row.category,
    active: row.active,
    stock: row.stock === null ? null : Number(row.stock),
    curr_symbol: currSymbol,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
