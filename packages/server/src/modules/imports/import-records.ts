import { productSearchColumns, type ProductColumnKey } from '@mostrador/core';

/**
 * Rows per statement (each column travels as one array parameter, so PostgreSQL's bind-parameter
 * cap never applies). On PostgreSQL 5,000 saves round trips; the embedded database takes 1,000,
 * which keeps the single process's memory peak about 50 MB lower at the same speed.
 */
export const CHUNK_ROWS = { postgres: 5000, pglite: 1000 } as const;

/**
 * How a file field travels: its name and element type in the chunk's unnest() arrays, and the
 * products column it fills. Brand and kind travel as ids, looked up by name when the chunk is
 * written (their cells are read as names). A text[] field (tags) travels as one array literal per
 * row, since PostgreSQL arrays of arrays must be rectangular; the statement casts it back.
 */
export interface RecordField {
  field: string;
  type: string;
  column: string;
}

const FIELDS: Record<ProductColumnKey, RecordField> = {
  original_id: { field: 'original_id', type: 'text', column: 'original_id' },
  name: { field: 'name', type: 'text', column: 'name' },
  kind: { field: 'kind_id', type: 'integer', column: 'kind_id' },
  brand: { field: 'brand_id', type: 'integer', column: 'brand_id' },
  quantity_unit: { field: 'quantity_unit', type: 'text', column: 'quantity_unit' },
  price_per_unit: { field: 'price_per_unit', type: 'numeric(14,2)', column: 'price_per_unit' },
  description: { field: 'description', type: 'text', column: 'description' },
  tags: { field: 'tags', type: 'text[]', column: 'tags' },
  image_url: { field: 'image_url', type: 'text', column: 'image_url' },
  category: { field: 'category', type: 'text', column: 'category' },
  active: { field: 'active', type: 'boolean', column: 'active' },
  stock: { field: 'stock', type: 'numeric(14,3)', column: 'stock' },
};

const SEARCH_FIELDS = {
  name: { field: 'name_search', type: 'text', column: 'name_search' },
  original_id: { field: 'original_id_search', type: 'text', column: 'original_id_search' },
  tags: { field: 'tags_search', type: 'text[]', column: 'tags_search' },
} as const;

/** The fields a file writes: its own plus the search copies they feed (see the products schema). */
export function recordFields(present: readonly ProductColumnKey[]): RecordField[] {
  const fields = present.map((key) => FIELDS[key]);
  if (present.includes('name')) fields.push(SEARCH_FIELDS.name);
  if (present.includes('original_id')) fields.push(SEARCH_FIELDS.original_id);
  if (present.includes('tags')) fields.push(SEARCH_FIELDS.tags);
  return fields;
}

/** Inside a quoted array element only quotes and backslashes need a backslash. */
const NEEDS_ESCAPE = /["\\]/;
const ESCAPED = /["\\]/g;

/**
 * One value as an element of a PostgreSQL array literal. Strings are always quoted (the word NULL,
 * an empty string and surrounding spaces must stay text); only quotes and backslashes need escaping.
 */
export function arrayElement(value: unknown): string {
  if (value === undefined || value === null) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return arrayElement(`{${value.map(arrayElement).join(',')}}`);
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? `"${text.replace(ESCAPED, '\\$&')}"` : `"${text}"`;
}

/**
 * Encodes one row's values (in the order of `present`; undefined: left unchanged, sent as NULL) as
 * array elements in the order of recordFields(present), search copies included. Encoding each row
 * as it is checked keeps only short strings per row, light on memory and the garbage collector.
 */
export function recordWriter(present: readonly ProductColumnKey[]): (values: readonly unknown[]) => string[] {
  const nameAt = present.indexOf('name');
  const idAt = present.indexOf('original_id');
  const tagsAt = present.indexOf('tags');
  return (values) => {
    const encoded: string[] = new Array<string>(present.length);
    for (let i = 0; i < present.length; i += 1) encoded[i] = arrayElement(values[i]);
    const search = productSearchColumns({
      name: nameAt >= 0 ? (values[nameAt] as string | undefined) : undefined,
      original_id: idAt >= 0 ? (values[idAt] as string | undefined) : undefined,
      tags: tagsAt >= 0 ? (values[tagsAt] as string[] | undefined) : undefined,
    });
    // The same order as recordFields: name, original_id, tags. A search copy of a field left
    // unchanged (undefined) is NULL too, and the update keeps the stored copy with it.
    if (nameAt >= 0) encoded.push(arrayElement(search.name_search));
    if (idAt >= 0) encoded.push(arrayElement(search.original_id_search));
    if (tagsAt >= 0) encoded.push(arrayElement(search.tags_search));
    return encoded;
  };
}

/**
 * The chunk's column arrays: one PostgreSQL array literal per field, rows in order. `late` gives
 * the encoder of a field whose elements are known only now (brand and kind ids), else undefined.
 */
export function columnArrays<Row extends { values: string[] }>(
  fieldCount: number,
  rows: readonly Row[],
  late: (field: number) => ((row: Row) => string) | undefined = () => undefined,
): string[] {
  const arrays: string[] = new Array<string>(fieldCount);
  const cells: string[] = new Array<string>(rows.length);
  for (let field = 0; field < fieldCount; field += 1) {
    const encode = late(field);
    for (let row = 0; row < rows.length; row += 1) {
      cells[row] = encode ? encode(rows[row]!) : rows[row]!.values[field]!;
    }
    arrays[field] = `{${cells.join(',')}}`;
  }
  return arrays;
}
