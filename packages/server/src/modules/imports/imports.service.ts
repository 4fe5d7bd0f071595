import {
  AppError,
  IMPORT_KIND_INFO,
  PAGE_SIZE,
  PRODUCT_COLUMNS,
  importColumns,
  type DataImportKind,
  type DataImportView,
  type ImportKind,
  type Page,
} from '@mostrador/core';
import { CRM_FIELD, type Crm } from '../../adapters/crm';
import type { Db } from '../../db/client';
import { recordStoreEvent } from '../logs/store-logs';
import { CSV_BOM, csvLine } from './csv-write';
import type { ImportWorker } from './import-worker';
import { findImport, insertImport, listImports, stockBatches } from './imports.repository';
import type { StoreRow, UserRow, DataImportRow } from '../../db/rows';
import type { UploadedFile } from '../../lib/receive-file';

export const IMPORTS_TEXT = {
  notFound: 'Importacion no encontrada',
} as const;

export function importView(row: DataImportRow): DataImportView {
  return {
    id: row.id,
    store_id: row.store_id,
    kind: row.kind,
    status: row.status,
    filepath: row.filepath,
    error_msg: row.error_msg,
    rows: row.rows_total,
    created: row.rows_created,
    updated: row.rows_updated,
    deleted: row.rows_deleted,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A file name safe to show and store: no folders, no control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'archivo';
}

/** The store's bulk product files: stored at once, processed by the import worker. */
export function createImportsService(deps: { db: Db; crm: Crm; worker: ImportWorker }) {
  const { db, crm, worker } = deps;
  return {
    async upload(store: StoreRow, user: UserRow, kind: ImportKind, file: UploadedFile) {
      // One commit for the upload and its log entry: no worker can take the import (and log it
      // complete) before the store's log says it was uploaded.
      const row = await db.transaction(async (tx) => {
        const stored = await insertImport(
          tx,
          {
            store_id: store.id,
            kind,
            filepath: cleanFileName(file.filename),
            file_size: file.content.length,
            uploaded_by: user.id,
          },
          file.content,
        );
        await recordStoreEvent(tx, {
          storeId: store.id,
          event: 'upload',
          message: `Archivo subido: ${IMPORT_KIND_INFO[kind].title} (${stored.filepath})`,
          payload: { data_import_id: stored.id, kind, file_size: stored.file_size },
          userId: user.id,
        });
        return stored;
      });
      worker.wake({ id: row.id, content: file.content });
      // Spec section 7: after an upload the contact sync stamps field 30 (lists, prices) or 31
      // (stock), with the store hashtag (24) and the user value (27, the uploader's store role).
      const now = new Date().toISOString();
      crm.syncContact({
        email: user.email,
        timestamp: now,
        fields: {
          [CRM_FIELD.hashtag]: store.hashtag,
          [CRM_FIELD.userValue]: user.store_role ?? '',
          [IMPORT_KIND_INFO[kind].crmField]: now,
        },
      });
      return { message: IMPORT_KIND_INFO[kind].success, data_import: importView(row) };
    },

    async list(
      store: StoreRow,
      kind: DataImportKind | undefined,
      page: number,
    ): Promise<Page<DataImportView>> {
      const { rows, total } = await listImports(db, store.id, kind, page, PAGE_SIZE);
      return { items: rows.map(importView), total, page, page_size: PAGE_SIZE };
    },

    async get(store: StoreRow, id: number): Promise<DataImportView> {
      const row = await findImport(db, store.id, id);
      if (!row) throw new AppError('not_found', IMPORTS_TEXT.notFound);
      return importView(row);
    },

    /** GET /store/products_stock: the stock file, in the columns a stock upload takes back. */
    async *stockCsv(store: StoreRow): AsyncGenerator<string> {
      yield CSV_BOM + csvLine(importColumns('products_stock').map(({ key }) => PRODUCT_COLUMNS[key].header));
      for await (const batch of stockBatches(db, store.id)) {
        yield batch
          .map((row) => csvLine([row.original_id, row.name, row.stock === null ? null : Number(row.stock)]))
          .join('');
      }
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
