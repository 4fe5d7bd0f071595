import { AppError, SYNC_KINDS, type SyncKind, type WooSyncTarget } from '@mostrador/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { withPlatformScope } from '../../db/scope';
import type { WooClientOptions } from '../../adapters/woocommerce/woo-client';
import { createImportWorker } from '../imports/import-worker';
import { importView } from '../imports/imports.service';
import type { IntegrationSettingsService } from '../settings/integration-settings.service';
import { createWooSyncProcessor } from './woo-sync';
import { enqueueDueSyncs, enqueueSyncs, listSyncStates } from './woo-sync.repository';
import { WOO_TEXT } from './woo.texts';
import type { StoreRow, UserRow } from '../../db/rows';

const KIND_OF: Record<WooSyncTarget, SyncKind> = { products: 'woo_products', orders: 'woo_orders' };

export interface WooCommerceDeps {
  db: Db;
  integrations: IntegrationSettingsService;
  log: FastifyBaseLogger;
  /** Minutes between scheduled runs of a store with woo_auto_products or woo_auto_orders on. */
  intervalMinutes: number;
  /** How often the schedule is checked (default one minute). */
  tickMs?: number;
  client?: WooClientOptions;
  /** Embedded database only: runs left processing by a crash are taken again at start. */
  recoverOnStart: boolean;
  pollMs?: number;
}

/** The shop's address without scheme, as the import log names a sync. */
const labelOf = (baseUrl: string) => baseUrl.replace(/^https?:\/\//, '');

/**
 * WooCommerce product and order import: on demand, and on a schedule for stores that turned
 * woo_auto_products / woo_auto_orders on. Runs are entries of the import log (data_imports) taken by
 * a worker of their own, so a slow shop never holds up file uploads.
 */
export function createWooCommerceService(deps: WooCommerceDeps) {
  const { db, integrations, log } = deps;
  const connectionOf = async (storeId: number) => {
    const credentials = await integrations.wooCredentials(storeId);
    return (
      credentials && {
        base_url: credentials.base_url,
        api_key: credentials.api_key,
        secret: credentials.secret,
      }
    );
  };
  const worker = createImportWorker({
    db,
    log,
    kinds: SYNC_KINDS,
    texts: { tooManyAttempts: WOO_TEXT.tooManyAttempts, unexpected: WOO_TEXT.unexpected },
    process: createWooSyncProcessor({ db, connectionOf, client: deps.client }),
    recoverOnStart: deps.recoverOnStart,
    pollMs: deps.pollMs ?? 5_000,
  });
  let timer: NodeJS.Timeout | undefined;

  async function scheduleDue(): Promise<number> {
    // Every store's due syncs: the platform's own work, whoever calls it.
    const queued = await withPlatformScope(() => enqueueDueSyncs(db, deps.intervalMinutes));
    if (queued > 0) {
      log.info({ queued }, 'sincronizaciones programadas con WooCommerce');
      worker.wake();
    }
    return queued;
  }

  return {
    /** POST /store/integrations/woocommerce/sync: queues the runs (a waiting one is reused). */
    async requestSync(store: StoreRow, user: UserRow, targets: readonly WooSyncTarget[] | undefined) {
      const credentials = await integrations.wooCredentials(store.id);
      if (!credentials) throw new AppError('bad_request', WOO_TEXT.notConfigured);
      const kinds = (targets ?? ['products', 'orders']).map((target) => KIND_OF[target]);
      const rows = await enqueueSyncs(db, store.id, kinds, labelOf(credentials.base_url), user.id);
      worker.wake();
      return { message: WOO_TEXT.started, data_imports: rows.map(importView) };
    },

    /** GET /store/integrations/woocommerce: where each kind stands. */
    async status(store: StoreRow) {
      const credentials = await integrations.wooCredentials(store.id);
      const states = await listSyncStates(db, store.id);
      const stateOf = (kind: SyncKind) => {
        const state = states.find((row) => row.kind === kind);
        return {
          synced_until: state?.synced_until?.toISOString() ?? null,
          resume_page: state?.resume_page ?? null,
        };
      };
      return {
        connected: Boolean(credentials),
        woo_auto_products: credentials?.auto_products ?? false,
        woo_auto_orders: credentials?.auto_orders ?? false,
        interval_minutes: deps.intervalMinutes,
        products: stateOf('woo_products'),
        orders: stateOf('woo_orders'),
      };
    },

    scheduleDue,
    worker,

    start() {
      worker.start();
      const tick = () =>
        scheduleDue().catch((error: unknown) =>
          log.error({ err: error }, 'no se pudieron programar las sincronizaciones con WooCommerce'),
        );
      void tick();
      timer = setInterval(tick, deps.tickMs ?? 60_000);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await worker.stop();
    },
  };
}

export type WooCommerceService = ReturnType<typeof createWooCommerceService>;
