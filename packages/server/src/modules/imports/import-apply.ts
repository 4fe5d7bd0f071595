import { sql, type SQL } from 'drizzle-orm';
import type { ImportKind, ProductColumnKey } from '@mostrador/core';
import { brands, kinds } from '../../db/schema';
import { ensureNamed, type Executor } from '../products/products.repository';
import { ImportFailure, ImportInterrupted } from './import-errors';
import type { ImportTable } from './import-reader';
import { CHUNK_ROWS, recordFields, type RecordField } from './import-records';
import { RowChecker, type CheckedRow } from './import-rows';

export const APPLY_TEXT = {
  unknownId: 'no existe un producto con ese ID original en la tienda',
} as const;

export interface ImportOutcome {
  rows: number;
  created: number;
  updated: number;
  deleted: number;
}

/** The key and its search copy never change on an existing product. */
const KEY_COLUMNS = new Set(['original_id', 'original_id_search']);

// Identifiers come only from import-records.ts, never from the file, so sql.raw is safe here.
const raw = (parts: string[]) => sql.raw(parts.join(', '));

async function firstRow(tx: Executor, query: SQL): Promise<Record<string, unknown>> {
  const result = await tx.execute(query);
  return (result.rows[0] ?? {}) as Record<string, unknown>;
}

/** The chunk's original ids the store's catalogue does not have. */
async function unknownIds(tx: Executor, storeId: number, rows: CheckedRow[]): Promise<string[]> {
  const ids = JSON.stringify(rows.map((row) => row.originalId));
  const result = await tx.execute(sql`
    select x.original_id from jsonb_array_elements_text(${ids}::jsonb) as x(original_id)
    where not exists (
      select 1 from products p where p.store_id = ${storeId} and p.original_id = x.original_id
    )`);
  return (result.rows as Array<{ original_id: string }>).map((row) => row.original_id);
}

/**
 * One chunk's rows with every products column under its own name: the jsonb record, plus brand
 * and kind ids joined by name on the store's own brands and kinds (created beforehand).
 */
function chunkSource(storeId: number, fields: RecordField[], json: string): SQL {
  const recordType = raw(fields.map(({ field, type }) => `${field} ${type}`));
  const hasKind = fields.some(({ column }) => column === 'kind_id');
  const hasBrand = fields.some(({ column }) => column === 'brand_id');
  return sql`(
    select r.*${sql.raw(hasKind ? ', k.id as kind_id' : '')}${sql.raw(hasBrand ? ', b.id as brand_id' : '')}
    from jsonb_to_recordset(${json}::jsonb) as r(${recordType})
    ${hasKind ? sql`left join ${kinds} k on k.store_id = ${storeId} and lower(k.name) = lower(r.kind_name)` : sql``}
    ${hasBrand ? sql`left join ${brands} b on b.store_id = ${storeId} and lower(b.name) = lower(r.brand_name)` : sql``}
  )`;
}

/** Brand and kind names in the chunk, first spelling of each (the tables compare ignoring case). */
function namesOf(rows: CheckedRow[], key: 'brand' | 'kind'): string[] {
  const names = new Map<string, string>();
  for (const row of rows) {
    const name = row[key];
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}

/** Writes one chunk of good rows; returns what it created, updated and deleted. */
async function writeChunk(
  tx: Executor,
  storeId: number,
  kind: ImportKind,
  present: ProductColumnKey[],
  rows: CheckedRow[],
): Promise<Omit<ImportOutcome, 'rows'>> {
  const json = `[${rows.map((row) => row.record).join(',')}]`;
  if (kind === 'products_delete') {
    const result = await firstRow(
      tx,
      sql`with gone as (
        delete from products p where p.store_id = ${storeId}
          and p.original_id in (select x.original_id from jsonb_to_recordset(${json}::jsonb) as x(original_id text))
        returning 1
      ) select count(*)::int as total from gone`,
    );
    return { created: 0, updated: 0, deleted: Number(result.total ?? 0) };
  }
  if (present.includes('brand')) await ensureNamed(tx, brands, storeId, namesOf(rows, 'brand'));
  if (present.includes('kind')) await ensureNamed(tx, kinds, storeId, namesOf(rows, 'kind'));
  const fields = recordFields(present);
  const columns = fields.map(({ column }) => column);
  const changed = columns.filter((column) => !KEY_COLUMNS.has(column));
  const source = chunkSource(storeId, fields, json);
  if (kind === 'products_file') {
    const result = await firstRow(
      tx,
      sql`with up as (
        insert into products (store_id, ${raw(columns)})
        select ${storeId}, ${raw(columns.map((c) => `x.${c}`))} from ${source} as x
        on conflict (store_id, original_id) where original_id is not null
        do update set ${raw(changed.map((c) => `${c} = excluded.${c}`))}, updated_at = now()
        returning (xmax = 0) as inserted
      ) select count(*) filter (where inserted)::int as created, count(*)::int as total from up`,
    );
    const created = Number(result.created ?? 0);
    return { created, updated: Number(result.total ?? 0) - created, deleted: 0 };
  }
  // An empty cell arrives as null and keeps the product's value (coalesce).
  const result = await firstRow(
    tx,
    sql`with changed as (
      update products p set ${raw(changed.map((c) => `${c} = coalesce(x.${c}, p.${c})`))}, updated_at = now()
      from ${source} as x
      where p.store_id = ${storeId} and p.original_id = x.original_id
      returning 1
    ) select count(*)::int as total from changed`,
  );
  return { created: 0, updated: Number(result.total ?? 0), deleted: 0 };
}

/**
 * Reads, checks and applies a whole file inside the caller's transaction, one chunk of rows per
 * statement. Every row is checked even after the first bad one, so the message names them all;
 * writing stops at the first, and ImportFailure then rolls back what was written.
 */
export async function importRows(
  tx: Executor,
  storeId: number,
  kind: ImportKind,
  table: ImportTable,
  options: { signal?: AbortSignal; chunkRows?: number } = {},
): Promise<ImportOutcome> {
  const { signal, chunkRows = CHUNK_ROWS.postgres } = options;
  const checker = new RowChecker(kind, table);
  const outcome: ImportOutcome = { rows: 0, created: 0, updated: 0, deleted: 0 };
  const writeRows = async (rows: CheckedRow[]) => {
    if (kind !== 'products_file') {
      const missing = new Set(await unknownIds(tx, storeId, rows));
      const header = checker.headerOf.original_id ?? 'id_original';
      for (const row of rows) {
        if (missing.has(row.originalId)) {
          checker.errors.add({
            row: row.rowNumber,
            column: header,
            value: row.originalId,
            reason: APPLY_TEXT.unknownId,
          });
        }
      }
    }
    if (checker.errors.count > 0) return;
    const written = await writeChunk(tx, storeId, kind, checker.present, rows);
    outcome.created += written.created;
    outcome.updated += written.updated;
    outcome.deleted += written.deleted;
  };
  // One chunk in flight: the database writes it while the next one is read and checked, so on
  // PostgreSQL the two cores work at once. Statements still run one after another, in order.
  let inFlight: Promise<void> = Promise.resolve();
  let chunk: CheckedRow[] = [];
  const flush = async () => {
    await inFlight;
    if (signal?.aborted) throw new ImportInterrupted();
    if (chunk.length === 0) return;
    inFlight = writeRows(chunk);
    // Its failure surfaces at the next await; until then it must not count as unhandled.
    inFlight.catch(() => undefined);
    chunk = [];
  };
  try {
    for await (const { rowNumber, cells } of table.rows) {
      const row = checker.check(rowNumber, cells);
      if (row) chunk.push(row);
      if (chunk.length === chunkRows) await flush();
    }
    await flush();
  } finally {
    // Never leave a statement running past the transaction when reading the file fails.
    await inFlight.catch(() => undefined);
  }
  await inFlight;
  checker.finish();
  outcome.rows = checker.total;
  if (checker.errors.count > 0) throw new ImportFailure(checker.errors.message(), checker.total);
  return outcome;
}
