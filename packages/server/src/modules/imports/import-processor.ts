import { isImportKind } from '@mostrador/core';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { recordStoreEvent } from '../logs/store-logs';
import { ORIGINAL_ID_INDEX } from '../products/products.api';
import { importRows } from './import-apply';
import { ImportFailure } from './import-errors';
import { readImportFile } from './import-reader';
import { ROWS_TEXT } from './import-rows';
import { finishImport, lockOwnedImport, readImportContent, vacuumProducts } from './imports.repository';
import type { DataImportRow } from '../../db/rows';

export const PROCESSOR_TEXT = {
  fileGone: 'El archivo de esta importacion ya no esta disponible; por favor vuelva a subirlo',
} as const;

/** Imports changing at least this many products are followed by a VACUUM (ANALYZE) of the table. */
export const VACUUM_AFTER_ROWS = 1000;

/**
 * PostgreSQL only: GIN indexes (the trigram and tag searches) first append new keys to a pending
 * list, and with the default 4 MB limit an import overflows it every few chunks, each time merging
 * it into the index trees in place from inside the import's statement. Measured on one chunk of
 * 5,000 products: 1.7 s and 21 MB of WAL (1,841 full-page images) when it merges, 0.65 s and 8 MB
 * when it only appends. With a limit above the import's size the lists only grow (searches read them
 * too, so results are the same) and the VACUUM that follows every large import merges them in larger
 * sorted batches. The embedded database keeps the default: its imports pass their target within the
 * memory budget as they are.
 */
const IMPORT_PENDING_LIST = '256MB';

/**
 * One claimed import, start to finish, in one transaction: the rows are checked and written chunk
 * by chunk and the record turns complete in the same commit, so a retried job finds it complete
 * and a failed one (any bad row rolls everything back) leaves the catalogue exactly as it was.
 */
export function createImportProcessor(
  db: Db,
  options: { log?: FastifyBaseLogger; chunkRows?: number; deferIndexMerge?: boolean } = {},
) {
  const { log, chunkRows, deferIndexMerge = false } = options;
  return async function processImport(
    job: DataImportRow,
    signal: AbortSignal,
    uploaded?: Buffer,
  ): Promise<void> {
    // The worker claims file kinds only; a WooCommerce sync entry has no file to read.
    const { kind } = job;
    if (!isImportKind(kind)) throw new ImportFailure(PROCESSOR_TEXT.fileGone);
    // The upload this instance just stored is used as received: reading it back costs a 10 MB
    // round trip through base64 before the first row.
    const content = uploaded ?? (await readImportContent(db, job.id));
    if (!content) throw new ImportFailure(PROCESSOR_TEXT.fileGone);
    const importOnce = async () => {
      const table = await readImportFile(content);
      return db.transaction(async (tx) => {
        // Another worker took the job over (this one's lease ran out): leave it to them.
        if (!(await lockOwnedImport(tx, job.id, job.attempts))) return 0;
        // SET LOCAL: ends with this transaction, so pooled connections keep the default.
        if (deferIndexMerge)
          await tx.execute(sql.raw(`set local gin_pending_list_limit = '${IMPORT_PENDING_LIST}'`));
        const outcome = await importRows(tx, job.store_id, kind, table, { signal, chunkRows });
        await finishImport(tx, job.id, {
          status: 'complete',
          // A complete import's message is a note: the columns it left unread, if any.
          error_msg: outcome.ignoredColumns.length
            ? ROWS_TEXT.ignored.replace('{columns}', outcome.ignoredColumns.join(', '))
            : null,
          rows_total: outcome.rows,
          rows_created: outcome.created,
          rows_updated: outcome.updated,
          rows_deleted: outcome.deleted,
        });
        // In the same commit as the status, so the log never says more than the catalogue holds.
        await recordStoreEvent(tx, {
          storeId: job.store_id,
          event: 'import_complete',
          message: `Importacion ${job.id} completa: ${outcome.rows} filas`,
          payload: { data_import_id: job.id, kind: job.kind, ...outcome },
        });
        return outcome.created + outcome.updated + outcome.deleted;
      });
    };
    const changed = await importOnce().catch((error: unknown) => {
      // Someone else created a product with one of the file's new ids while this import ran (see
      // insertNew): everything rolled back, and the second run finds it among the store's own.
      if (uniqueViolation(error) !== ORIGINAL_ID_INDEX) throw error;
      log?.info({ import: job.id }, 'importacion repetida: otro creo a la vez un producto del archivo');
      return importOnce();
    });
    if (changed >= VACUUM_AFTER_ROWS) {
      const started = performance.now();
      await vacuumProducts(db).then(
        () =>
          log?.info(
            { import: job.id, ms: Math.round(performance.now() - started) },
            'productos mantenidos tras la importacion',
          ),
        (error: unknown) => log?.warn({ err: error, import: job.id }, 'no se pudo hacer VACUUM de productos'),
      );
    }
  };
}

/** Marks a claimed import failed, unless another worker owns it by now. */
export async function failImport(db: Db, job: DataImportRow, message: string, rows?: number) {
  await db.transaction(async (tx) => {
    if (!(await lockOwnedImport(tx, job.id, job.attempts))) return;
    await finishImport(tx, job.id, { status: 'failed', error_msg: message, rows_total: rows ?? null });
    await recordStoreEvent(tx, {
      storeId: job.store_id,
      event: 'import_failed',
      message: `Importacion ${job.id} fallida: ${message}`.slice(0, 2000),
      payload: { data_import_id: job.id, kind: job.kind },
    });
  });
}
