import { sql, type SQL } from 'drizzle-orm';
import { brands, kinds, products } from '../../db/schema';
import { arrayElement, columnArrays, type RecordField } from './import-records';
import type { CheckedRow } from './import-rows';
import type { Executor } from '../../db/executor';

/**
 * The SQL of an import's writes. A chunk's rows travel as one array parameter per column and come
 * back as rows through unnest(): PostgreSQL reads array literals about twice as fast as it turns a
 * jsonb document into records (measured on 5,000 products: 34 ms against 89 ms of the backend's
 * CPU), and the parameter count stays the column count whatever the chunk size.
 */

/** The key and its search copy never change on an existing product. */
const KEY_COLUMNS = new Set(['original_id', 'original_id_search']);

// Identifiers and types come only from import-records.ts, never from the file, so sql.raw is safe.
const raw = (parts: string[]) => sql.raw(parts.join(', '));

async function firstRow(tx: Executor, query: SQL): Promise<Record<string, unknown>> {
  const result = await tx.execute(query);
  return (result.rows[0] ?? {}) as Record<string, unknown>;
}

/** A list of texts as one text[] parameter. */
export function textArray(values: readonly string[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

/** Brand and kind ids by name (lower-cased as namesOf groups them), for the chunk's rows. */
export interface NameIds {
  brand: Map<string, number>;
  kind: Map<string, number>;
}

/** What one chunk writes: its rows and the file's fields, in the order the rows encode them. */
export interface ChunkWrite {
  storeId: number;
  fields: RecordField[];
  rows: CheckedRow[];
  /** The ids of the brands and kinds the rows name (createNames). */
  ids: NameIds;
}

/** A row's brand or kind id as an array element: NULL when the row names none. */
function idOf(ids: Map<string, number>, name: string | undefined): string {
  return arrayElement(name === undefined ? null : (ids.get(name.toLowerCase()) ?? null));
}

/**
 * The chunk's rows with every products column under its own name. Brand and kind arrive as ids,
 * looked up here from the chunk's names: PostgreSQL then neither lower-cases nor joins every row.
 */
function chunkSource({ fields, rows, ids }: ChunkWrite): SQL {
  const arrays = columnArrays(fields.length, rows, (field) => {
    const { column } = fields[field]!;
    if (column === 'brand_id') return (row) => idOf(ids.brand, row.brand);
    if (column === 'kind_id') return (row) => idOf(ids.kind, row.kind);
    return undefined;
  });
  const params = sql.join(
    fields.map(
      (field, at) => sql`${arrays[at]}::${sql.raw(field.type === 'text[]' ? 'text[]' : `${field.type}[]`)}`,
    ),
    sql`, `,
  );
  const names = raw(fields.map(({ field }) => field));
  // A text[] field arrives as one array literal per row (arrays of arrays must be rectangular).
  const columns = raw(
    fields.map(({ field, type }) => (type === 'text[]' ? `r.${field}::text[] as ${field}` : `r.${field}`)),
  );
  return sql`(select ${columns} from unnest(${params}) as r(${names}))`;
}

const columnsOf = (fields: RecordField[]) => fields.map(({ column }) => column);
const changedOf = (fields: RecordField[]) => columnsOf(fields).filter((column) => !KEY_COLUMNS.has(column));

/**
 * One table's part of createNames: the names created when new (first spelling kept, in the file's
 * order; the table compares ignoring case), and each name's id, new or found.
 */
function namePart(
  table: typeof brands | typeof kinds,
  of: 'brand' | 'kind',
  storeId: number,
  names: string[],
) {
  const wanted = sql.raw(`${of}_wanted`);
  const added = sql.raw(`${of}_added`);
  return {
    ctes: sql`${wanted} as (
      select n.name, n.position from unnest(${textArray(names)}::text[]) with ordinality as n(name, position)
    ), ${added} as (
      insert into ${table} (store_id, name) select ${storeId}, w.name from ${wanted} w order by w.position
      on conflict (store_id, lower(name)) do nothing
      returning id, name
    )`,
    // The statement's snapshot does not show its own inserts: a new name's id comes from `added`.
    select: sql`select ${sql.raw(`'${of}'`)}::text as part, w.name, coalesce(a.id, t.id) as id from ${wanted} w
      left join ${added} a on lower(a.name) = lower(w.name)
      left join ${table} t on t.store_id = ${storeId} and lower(t.name) = lower(w.name)`,
  };
}

/**
 * Brands and kinds the chunk names, created when new, and every name's id, in one statement.
 * A name another transaction created and committed while this statement ran is in neither the
 * insert's result nor the statement's snapshot: those few are read again by a second statement.
 */
export async function createNames(
  tx: Executor,
  storeId: number,
  brandNames: string[],
  kindNames: string[],
): Promise<NameIds> {
  const ids: NameIds = { brand: new Map(), kind: new Map() };
  const parts = [
    ...(brandNames.length > 0 ? [namePart(brands, 'brand', storeId, brandNames)] : []),
    ...(kindNames.length > 0 ? [namePart(kinds, 'kind', storeId, kindNames)] : []),
  ];
  if (parts.length === 0) return ids;
  const result = await tx.execute(sql`
    with ${sql.join(
      parts.map((part) => part.ctes),
      sql`, `,
    )}
    ${sql.join(
      parts.map((part) => part.select),
      sql` union all `,
    )}`);
  const missing: NameIds = { brand: new Map(), kind: new Map() };
  for (const row of result.rows as Array<{ part: keyof NameIds; name: string; id: number | null }>) {
    (row.id === null ? missing : ids)[row.part].set(row.name.toLowerCase(), Number(row.id));
  }
  for (const [of, table] of [
    ['brand', brands],
    ['kind', kinds],
  ] as const) {
    if (missing[of].size === 0) continue;
    const again = await tx.execute(sql`
      select w.name, t.id from unnest(${textArray([...missing[of].keys()])}::text[]) as w(name)
      join ${table} t on t.store_id = ${storeId} and lower(t.name) = lower(w.name)`);
    for (const row of again.rows as Array<{ name: string; id: number }>)
      ids[of].set(row.name, Number(row.id));
  }
  return ids;
}

/**
 * New products: a plain insert, the cheapest write. No ON CONFLICT: its per-row speculative
 * insertion cost about 15% of the statement (100,000 products: 2.6 s against 2.2 s). A product
 * with one of these ids created by someone else since the import looked makes the statement fail
 * with a unique violation on ORIGINAL_ID_INDEX; the processor then runs the import again, and the
 * second run finds that product among the store's own (import-processor.ts).
 */
export async function insertNew(tx: Executor, chunk: ChunkWrite): Promise<number> {
  const columns = columnsOf(chunk.fields);
  const result = await firstRow(
    tx,
    sql`with added as (
      insert into ${products} (store_id, ${raw(columns)})
      select ${chunk.storeId}, ${raw(columns.map((c) => `x.${c}`))} from ${chunkSource(chunk)} as x
      returning 1
    ) select count(*)::int as total from added`,
  );
  return Number(result.total ?? 0);
}

/** Products the store had: a full list rewrites every column it carries. */
export async function updateExisting(tx: Executor, chunk: ChunkWrite): Promise<number> {
  const result = await firstRow(
    tx,
    sql`with changed as (
      update ${products} p set ${raw(changedOf(chunk.fields).map((c) => `${c} = x.${c}`))}, updated_at = now()
      from ${chunkSource(chunk)} as x
      where p.store_id = ${chunk.storeId} and p.original_id = x.original_id
      returning 1
    ) select count(*)::int as total from changed`,
  );
  return Number(result.total ?? 0);
}

/** Insert or update by original id, whatever happened meanwhile: the slow path for races. */
export async function insertOrUpdate(
  tx: Executor,
  chunk: ChunkWrite,
): Promise<{ created: number; total: number }> {
  const columns = columnsOf(chunk.fields);
  const result = await firstRow(
    tx,
    sql`with up as (
      insert into ${products} (store_id, ${raw(columns)})
      select ${chunk.storeId}, ${raw(columns.map((c) => `x.${c}`))} from ${chunkSource(chunk)} as x
      on conflict (store_id, original_id) where original_id is not null
      do update set ${raw(changedOf(chunk.fields).map((c) => `${c} = excluded.${c}`))}, updated_at = now()
      returning (xmax = 0) as inserted
    ) select count(*) filter (where inserted)::int as created, count(*)::int as total from up`,
  );
  return { created: Number(result.created ?? 0), total: Number(result.total ?? 0) };
}

/** A partial list (prices, stock, changes): an empty cell arrives as null and keeps the value. */
export async function updateCells(tx: Executor, chunk: ChunkWrite): Promise<number> {
  const result = await firstRow(
    tx,
    sql`with changed as (
      update ${products} p set ${raw(changedOf(chunk.fields).map((c) => `${c} = coalesce(x.${c}, p.${c})`))}, updated_at = now()
      from ${chunkSource(chunk)} as x
      where p.store_id = ${chunk.storeId} and p.original_id = x.original_id
      returning 1
    ) select count(*)::int as total from changed`,
  );
  return Number(result.total ?? 0);
}

export async function deleteByIds(tx: Executor, storeId: number, ids: string[]): Promise<number> {
  const result = await firstRow(
    tx,
    sql`with gone as (
      delete from ${products} p where p.store_id = ${storeId} and p.original_id = any(${textArray(ids)}::text[])
      returning 1
    ) select count(*)::int as total from gone`,
  );
  return Number(result.total ?? 0);
}

/** The ids among these the store's catalogue does not have. */
export async function unknownIds(tx: Executor, storeId: number, ids: string[]): Promise<string[]> {
  const result = await tx.execute(sql`
    select x.original_id from unnest(${textArray(ids)}::text[]) as x(original_id)
    where not exists (
      select 1 from ${products} p where p.store_id = ${storeId} and p.original_id = x.original_id
    )`);
  return (result.rows as Array<{ original_id: string }>).map((row) => row.original_id);
}

/** Every original id the store's catalogue holds when the import starts (an index-only read). */
export async function existingIds(tx: Executor, storeId: number): Promise<Set<string>> {
  const result = await tx.execute(sql`
    select original_id from ${products} where store_id = ${storeId} and original_id is not null`);
  return new Set((result.rows as Array<{ original_id: string }>).map((row) => row.original_id));
}
