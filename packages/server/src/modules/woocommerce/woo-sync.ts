import { isImportKind, type SyncKind } from '@mostrador/core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  WooApiError,
  createWooClient,
  type WooClient,
  type WooClientOptions,
  type WooConnection,
  type WooFailure,
} from '../../adapters/woocommerce/woo-client';
import {
  wooOrderSchema,
  wooProductSchema,
  wooVariationSchema,
  type WooVariation,
} from '../../adapters/woocommerce/woo-types';
import { ImportFailure, ImportInterrupted } from '../imports/import-errors';
import { finishImport, lockOwnedImport } from '../imports/imports.api';
import { orderOf, productsOf, type SyncedOrder, type SyncedProduct } from './woo-mapping';
import { upsertSyncedOrders } from './woo-orders.repository';
import { deactivateSyncedProducts, upsertSyncedProducts } from './woo-products.repository';
import { findSyncState, recordSyncProgress, saveSyncState } from './woo-sync.repository';
import { WOO_TEXT, fillText } from './woo.texts';
import type { DataImportRow } from '../../db/rows';

/** WooCommerce's largest page. */
export const WOO_PAGE_SIZE = 100;

/**
 * An incremental run asks for changes since the previous run started, less this margin: a shop
 * clock a little ahead of ours, or a change saved while the last run was reading, is taken again
 * (upserts make the overlap harmless) instead of being missed.
 */
export const SYNC_OVERLAP_MS = 5 * 60_000;

export interface WooSyncDeps {
  db: Db;
  /** The store's connection in clear, undefined when incomplete. */
  connectionOf: (storeId: number) => Promise<WooConnection | undefined>;
  client?: WooClientOptions;
  now?: () => Date;
  pageSize?: number;
}

/** modified_after as WooCommerce takes it: ISO 8601 without zone, read as GMT by dates_are_gmt. */
const wooDate = (date: Date) => date.toISOString().slice(0, 19);

const FAILURE_TEXT: Record<WooFailure, string> = {
  auth: WOO_TEXT.auth,
  not_found: WOO_TEXT.notFound,
  unavailable: WOO_TEXT.unavailable,
  unreachable: WOO_TEXT.unreachable,
  invalid: WOO_TEXT.invalid,
  blocked: WOO_TEXT.blocked,
};

/** The log entry's reason, keeping the count of rows the run saved before failing. */
function failureOf(error: WooApiError, url: string, page: number, rows: number): ImportFailure {
  return new ImportFailure(fillText(FAILURE_TEXT[error.failure], { url, page }), rows);
}

function parseList<T>(schema: z.ZodType<T>, items: unknown[], page: number): T[] {
  const parsed = z.array(schema).safeParse(items);
  if (!parsed.success) throw new ImportFailure(fillText(WOO_TEXT.invalid, { page }));
  return parsed.data;
}

async function variationsOf(client: WooClient, productId: number, signal: AbortSignal) {
  const all: WooVariation[] = [];
  for (let page = 1; ; page += 1) {
    const result = await client.page(
      `/products/${productId}/variations`,
      { per_page: WOO_PAGE_SIZE, page, orderby: 'id', order: 'asc' },
      signal,
    );
    all.push(...parseList(wooVariationSchema, result.items, page));
    if (page >= result.totalPages || result.items.length === 0) return all;
  }
}

/**
 * The catalogue ids (a simple product's, or each variation's) of the products the shop moved to its
 * trash since `since`: WordPress's default listing leaves the trash out, so without this pass a
 * product deleted in the shop would stay on sale here.
 */
async function trashedIds(client: WooClient, query: Record<string, string>, signal: AbortSignal) {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const result = await client.page('/products', { ...query, page, status: 'trash' }, signal);
    for (const product of parseList(wooProductSchema, result.items, page)) {
      const variations = product.type === 'variable' ? await variationsOf(client, product.id, signal) : [];
      ids.push(...productsOf(product, variations).map((row) => row.original_id));
    }
    if (page >= result.totalPages || result.items.length === 0) return ids;
  }
}

/**
 * One WooCommerce sync run, the import worker's `process` for the woo_* kinds. Each page is written
 * in its own transaction together with the cursor (the next page to ask for), so a run cut off by an
 * error or a shutdown keeps every page it saved and the next run asks for the rest with the same
 * `modified_after`. The cursor is cleared and `synced_until` moved forward only when the run ends.
 */
export function createWooSyncProcessor(deps: WooSyncDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const pageSize = deps.pageSize ?? WOO_PAGE_SIZE;

  return async function processWooSync(job: DataImportRow, signal: AbortSignal): Promise<void> {
    const { kind } = job;
    if (isImportKind(kind)) throw new ImportFailure(WOO_TEXT.notConfigured);
    const connection = await deps.connectionOf(job.store_id);
    if (!connection) throw new ImportFailure(WOO_TEXT.notConfigured);
    const client = createWooClient(connection, deps.client);
    const state = await findSyncState(db, job.store_id, kind);
    let page: number;
    let since: Date | null;
    let startedAt: Date;
    if (state?.resume_page && state.resume_started_at) {
      page = state.resume_page;
      since = state.resume_since;
      startedAt = state.resume_started_at;
    } else {
      page = 1;
      since = state?.synced_until ?? null;
      startedAt = now();
      await saveSyncState(db, job.store_id, kind, {
        resume_page: 1,
        resume_since: since,
        resume_started_at: startedAt,
      });
    }
    const counts = { rows: 0, created: 0, updated: 0 };
    const path = kind === 'woo_products' ? '/products' : '/orders';
    const listing = {
      per_page: String(pageSize),
      orderby: 'id',
      order: 'asc',
      ...(since ? { modified_after: wooDate(since), dates_are_gmt: 'true' } : {}),
    };
    // Once per run, before its first page (a resumed run did it already).
    if (kind === 'woo_products' && page === 1) {
      let ids: string[];
      try {
        ids = await trashedIds(client, listing, signal);
      } catch (error) {
        if (signal.aborted) throw new ImportInterrupted();
        if (error instanceof WooApiError) throw failureOf(error, connection.base_url, 1, 0);
        throw error;
      }
      const deactivated = await db.transaction(async (tx) =>
        (await lockOwnedImport(tx, job.id, job.attempts))
          ? deactivateSyncedProducts(tx, job.store_id, ids)
          : null,
      );
      if (deactivated === null) return;
      Object.assign(counts, { rows: deactivated, updated: deactivated });
    }
    for (;;) {
      if (signal.aborted) throw new ImportInterrupted();
      let synced: SyncedProduct[] | SyncedOrder[];
      let totalPages: number;
      try {
        const result = await client.page(path, { ...listing, page }, signal);
        totalPages = result.totalPages;
        synced = await pageRows(kind, client, result.items, page, signal);
      } catch (error) {
        if (signal.aborted) throw new ImportInterrupted();
        if (error instanceof WooApiError) throw failureOf(error, connection.base_url, page, counts.rows);
        if (error instanceof ImportFailure) error.rows = counts.rows;
        throw error;
      }
      const done = page >= totalPages;
      const owned = await db.transaction(async (tx) => {
        // Another worker took the run over (this one's lease ran out): leave it to them.
        if (!(await lockOwnedImport(tx, job.id, job.attempts))) return false;
        const outcome =
          kind === 'woo_products'
            ? await upsertSyncedProducts(tx, job.store_id, synced as SyncedProduct[])
            : await upsertSyncedOrders(tx, job.store_id, synced as SyncedOrder[]);
        const next = {
          rows: counts.rows + synced.length,
          created: counts.created + outcome.created,
          updated: counts.updated + outcome.updated,
        };
        if (done) {
          const previous = state?.synced_until?.getTime() ?? 0;
          const until = new Date(Math.max(previous, startedAt.getTime() - SYNC_OVERLAP_MS));
          await saveSyncState(tx, job.store_id, kind, {
            synced_until: until,
            resume_page: null,
            resume_since: null,
            resume_started_at: null,
          });
          await finishImport(tx, job.id, {
            status: 'complete',
            error_msg: null,
            rows_total: next.rows,
            rows_created: next.created,
            rows_updated: next.updated,
          });
        } else {
          await saveSyncState(tx, job.store_id, kind, { resume_page: page + 1 });
          await recordSyncProgress(tx, job.id, next);
        }
        Object.assign(counts, next);
        return true;
      });
      if (!owned || done) return;
      page += 1;
    }
  };
}

async function pageRows(
  kind: SyncKind,
  client: WooClient,
  items: unknown[],
  page: number,
  signal: AbortSignal,
): Promise<SyncedProduct[] | SyncedOrder[]> {
  if (kind === 'woo_orders') return parseList(wooOrderSchema, items, page).map(orderOf);
  const rows: SyncedProduct[] = [];
  for (const product of parseList(wooProductSchema, items, page)) {
    const variations = product.type === 'variable' ? await variationsOf(client, product.id, signal) : [];
    rows.push(...productsOf(product, variations));
  }
  return rows;
}
