import { productSearchColumns, type ProductColumnKey } from '@mostrador/core';

/**
 * Rows per statement (one jsonb parameter each, so PostgreSQL's bind-parameter cap never applies).
 * On PostgreSQL 5,000 saves round trips; the embedded database takes 1,000, which keeps the single
 * process's memory peak about 50 MB lower at the same speed.
 */
export const CHUNK_ROWS = { postgres: 5000, pglite: 1000 } as const;

/**
 * How a file field travels: its name and type in the jsonb record, and the products column it
 * fills. Brand and kind travel as names and become ids by a join on the store's brands and kinds.
 */
export interface RecordField {
  field: string;
  type: string;
  column: string;
}

const FIELDS: Record<ProductColumnKey, RecordField> = {
  original_id: { field: 'original_id', type: 'text', column: 'original_id' },
  name: { field: 'name', type: 'text', column: 'name' },
  kind: { field: 'kind_name', type: 'text', column: 'kind_id' },
  brand: { field: 'brand_name', type: 'text', column: 'brand_id' },
  quantity_unit: { field: 'quantity_unit', type: 'text', column: 'quantity_unit' },
  price_per_unit: { field: 'price_per_unit', type: 'numeric(14,2)', column: 'price_per_unit' },
  description: { field: 'description', type: 'text', column: 'description' },
  tags: { field: 'tags', type: 'text[]', column: 'tags' },
  image_url: { field: 'image_url', type: 'text', column: 'image_url' },
  category: { field: 'category', type: 'text', column: 'category' },
  active: { field: 'active', type: 'boolean', column: 'active' },
  stock: { field: 'stock', type: 'numeric(14,3)', column: 'stock' },
};

/** The fields a file writes: its own plus the search copies they feed (see the products schema). */
export function recordFields(present: readonly ProductColumnKey[]): RecordField[] {
  const fields = present.map((key) => FIELDS[key]);
  if (present.includes('name')) fields.push({ field: 'name_search', type: 'text', column: 'name_search' });
  if (present.includes('original_id')) {
    fields.push({ field: 'original_id_search', type: 'text', column: 'original_id_search' });
  }
  if (present.includes('tags')) fields.push({ field: 'tags_search', type: 'text[]', column: 'tags_search' });
  return fields;
}

// JSON must escape control characters, so the pattern has to name them.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f\u2028\u2029]/;

/** JSON.stringify with a shortcut for the common plain string (a third of an import's CPU otherwise). */
function jsonValue(value: unknown): string {
  if (typeof value === 'string' && !NEEDS_ESCAPE.test(value)) return `"${value}"`;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * Writes one row's jsonb record straight to text, the row's values given in the order of
 * `present` (undefined: left unchanged, so the field is left out and arrives as null). Building
 * text instead of objects keeps a 100,000-row import light on memory and the garbage collector.
 */
export function recordWriter(present: readonly ProductColumnKey[]): (values: readonly unknown[]) => string {
  const prefixes = present.map((key) => `"${FIELDS[key].field}":`);
  const nameAt = present.indexOf('name');
  const idAt = present.indexOf('original_id');
  const tagsAt = present.indexOf('tags');
  return (values) => {
    const parts: string[] = [];
    for (let i = 0; i < values.length; i += 1) {
      if (values[i] !== undefined) parts.push(prefixes[i] + jsonValue(values[i]));
    }
    const search = productSearchColumns({
      name: nameAt >= 0 ? (values[nameAt] as string | undefined) : undefined,
      original_id: idAt >= 0 ? (values[idAt] as string | undefined) : undefined,
      tags: tagsAt >= 0 ? (values[tagsAt] as string[] | undefined) : undefined,
    });
    for (const [field, value] of Object.entries(search)) parts.push(`"${field}":${jsonValue(value)}`);
    return `{${parts.join(',')}}`;
  };
}
