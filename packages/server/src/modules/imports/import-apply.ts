import type { ImportKind, ProductColumnKey } from '@mostrador/core';
import { ImportFailure, ImportInterrupted } from './import-errors';
import type { ImportTable } from './import-reader';
import { CHUNK_ROWS, recordFields } from './import-records';
import { RowChecker, type CheckedRow } from './import-rows';
import {
  createNames,
  deleteByIds,
  existingIds,
  insertNew,
  insertOrUpdate,
  unknownIds,
  updateCells,
  updateExisting,
  type ChunkWrite,
} from './import-statements';
import type { Executor } from '../../db/executor';

export const APPLY_TEXT = {
  unknownId: 'no existe un producto con ese ID original en la tienda',
} as const;

export interface ImportOutcome {
  rows: number;
  created: number;
  updated: number;
  deleted: number;
  /** Product columns of the file this kind does not read (an exported list sent back as it is). */
  ignoredColumns: string[];
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

type Written = Omit<ImportOutcome, 'rows' | 'ignoredColumns'>;

/** Rows of the first chunk (see importRows). */
const FIRST_CHUNK_ROWS = 500;

/**
 * A full list: new products by a plain insert and the store's own by an update, split by the ids
 * the catalogue held when the import started. A product created by someone else since fails the
 * insert (see insertNew). One deleted by someone else since leaves the update's count short: the
 * chunk's known rows then go through the insert-or-update, which gives the same result and counts
 * as before the split.
 */
export async function writeFullList(
  tx: Executor,
  chunk: ChunkWrite,
  existing: Set<string>,
): Promise<Written> {
  const fresh: CheckedRow[] = [];
  const known: CheckedRow[] = [];
  for (const row of chunk.rows) (existing.has(row.originalId) ? known : fresh).push(row);
  // One after the other: node-postgres deprecates a second query while one runs on the client.
  const added = fresh.length > 0 ? await insertNew(tx, { ...chunk, rows: fresh }) : 0;
  const knownPart = { ...chunk, rows: known };
  const changed = known.length > 0 ? await updateExisting(tx, knownPart) : 0;
  const written: Written = { created: added, updated: changed, deleted: 0 };
  if (changed < known.length) {
    const again = await insertOrUpdate(tx, knownPart);
    written.created += again.created;
    written.updated += again.total - again.created - changed;
  }
  return written;
}

/** Writes one chunk of good rows; returns what it created, updated and deleted. */
async function writeChunk(
  tx: Executor,
  kind: ImportKind,
  present: ProductColumnKey[],
  chunk: Omit<ChunkWrite, 'ids'>,
  existing: Set<string>,
): Promise<Written> {
  if (kind === 'products_delete') {
    const ids = chunk.rows.map((row) => row.originalId);
    return { created: 0, updated: 0, deleted: await deleteByIds(tx, chunk.storeId, ids) };
  }
  // The rows' brands and kinds exist, and their ids are known, before the rows are written.
  // Awaiting an answer costs no turn of the reader: the next statement is sent from its callback.
  const ids = await createNames(
    tx,
    chunk.storeId,
    present.includes('brand') ? namesOf(chunk.rows, 'brand') : [],
    present.includes('kind') ? namesOf(chunk.rows, 'kind') : [],
  );
  const named = { ...chunk, ids };
  if (kind === 'products_file') return writeFullList(tx, named, existing);
  return { created: 0, updated: await updateCells(tx, named), deleted: 0 };
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
  const fields = recordFields(checker.present);
  const outcome: ImportOutcome = {
    rows: 0,
    created: 0,
    updated: 0,
    deleted: 0,
    ignoredColumns: checker.ignoredHeaders,
  };
  // A full list needs to know which products exist: asked once, while the first chunk is read.
  const existing = kind === 'products_file' ? existingIds(tx, storeId) : Promise.resolve(new Set<string>());
  existing.catch(() => undefined);
  const writeRows = async (rows: CheckedRow[]) => {
    if (kind !== 'products_file') {
      const ids = rows.map((row) => row.originalId);
      const missing = new Set(await unknownIds(tx, storeId, ids));
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
    const written = await writeChunk(tx, kind, checker.present, { storeId, fields, rows }, await existing);
    outcome.created += written.created;
    outcome.updated += written.updated;
    outcome.deleted += written.deleted;
  };
  // Two chunks in flight: while the database writes one, the next waits queued on the connection
  // (sent the moment the first is done) and a third is read and checked, so on PostgreSQL the two
  // cores work at once and the database never waits for the reader. Statements keep their order.
  let writing: Promise<void> = Promise.resolve();
  let inFlight: Promise<void> = Promise.resolve();
  let chunk: CheckedRow[] = [];
  // The first chunk is small, so the database starts writing after a few milliseconds of reading
  // instead of a whole chunk's worth; the rest go at full size.
  let limit = Math.min(chunkRows, FIRST_CHUNK_ROWS);
  const flush = async () => {
    await writing;
    if (signal?.aborted) throw new ImportInterrupted();
    if (chunk.length === 0) return;
    const rows = chunk;
    limit = chunkRows;
    writing = inFlight;
    inFlight = inFlight.then(() => writeRows(rows));
    // Its failure surfaces at a later await; until then it must not count as unhandled.
    inFlight.catch(() => undefined);
    chunk = [];
  };
  try {
    for await (const { rowNumber, cells } of table.rows) {
      const row = checker.check(rowNumber, cells);
      if (row) chunk.push(row);
      if (chunk.length >= limit) await flush();
    }
    await flush();
  } finally {
    // Never leave a statement running past the transaction when reading the file fails.
    await inFlight.catch(() => undefined);
    await existing.catch(() => undefined);
  }
  await inFlight;
  checker.finish();
  outcome.rows = checker.total;
  if (checker.errors.count > 0) throw new ImportFailure(checker.errors.message(), checker.total);
  return outcome;
}
