import { strToU8, zipSync } from 'fflate';
import {
  AppError,
  storeToggleMessage,
  type AdminStoreRow,
  type adminUpdateStoreSchema,
  type Page,
} from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { notificationPlans } from '../../db/schema';
import { neutralizeFormula } from '../../lib/spreadsheet';
import { listLogs, recordStoreEvent } from '../logs/store-logs';
import { findStoreById, updateStore } from '../stores/stores.api';
import {
  findStoreListRow,
  listAllImports,
  listStores,
  setStoreEnabled,
  upsertNotificationPlan,
  type StoreListQuery,
} from './admin.repository';
import { createAdminFaqsService } from './admin-faqs.service';
import type { StoreRow } from '../../db/rows';

export const ADMIN_TEXT = {
  storeNotFound: 'Tienda no encontrada',
  saved: 'Datos del negocio guardados',
} as const;

/** How many log rows one export carries at most; a period narrows it. */
const LOG_EXPORT_LIMIT = 100_000;

type Plan = typeof notificationPlans.$inferSelect;

const DEFAULT_PLAN = {
  notif_promo: false,
  notif_cart: false,
  notif_value: 0,
  notif_amount: 0,
  notif_left: 0,
  notif_users: 0,
  notif_quantity: 0,
  notif_batch: 50,
};

/** One row of the administrator's stores table: every column of spec section 2. */
export function adminStoreRow(
  store: StoreRow,
  plan: Plan | null | undefined,
  extra: { user_email: string | null; csv_status: string | null },
): AdminStoreRow {
  const {
    store_id: _storeId,
    updated_at: _updatedAt,
    ...planFields
  } = plan ?? { store_id: 0, updated_at: null, ...DEFAULT_PLAN };
  return {
    id: store.id,
    created_at: store.created_at.toISOString(),
    name: store.name,
    user_email: extra.user_email,
    creatoremail: store.creatoremail,
    hashtag: store.hashtag,
    email: store.email,
    enabled: store.enabled,
    csv_status: (extra.csv_status ?? 'none') as AdminStoreRow['csv_status'],
    exclusive_whatsapp: store.identifiers.exclusive_whatsapp ?? null,
    report_slim: store.urls.report_slim ?? null,
    report_general: store.urls.report_general ?? null,
    tax_code: store.tax_code,
    phone: store.phone,
    address: store.address,
    city: store.city,
    postcode: store.postcode,
    legal_name: store.legal_name,
    ...planFields,
  };
}

export function createAdminService(db: Db) {
  async function storeOrThrow(id: number) {
    const store = await findStoreById(db, id);
    if (!store) throw new AppError('not_found', ADMIN_TEXT.storeNotFound);
    return store;
  }

  async function row(store: StoreRow) {
    const found = await findStoreListRow(db, store.id);
    return adminStoreRow(store, found?.plan, {
      user_email: found?.user_email ?? null,
      csv_status: found?.csv_status ?? null,
    });
  }

  return {
    /** The store an administrator's URL names, or 404. */
    store: storeOrThrow,

    faqs: createAdminFaqsService(db),

    async list(query: StoreListQuery): Promise<Page<AdminStoreRow>> {
      const { rows, total } = await listStores(db, query);
      return {
        items: rows.map((r) =>
          adminStoreRow(r.store, r.plan, { user_email: r.user_email, csv_status: r.csv_status }),
        ),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /** Disabling takes effect at the store users' next call: every staff call re-reads the store. */
    async setEnabled(id: number, enabled: boolean, adminId: number) {
      const store = await storeOrThrow(id);
      const updated = await setStoreEnabled(db, store.id, enabled);
      const message = storeToggleMessage(store.hashtag, enabled);
      await recordStoreEvent(db, {
        storeId: store.id,
        event: enabled ? 'store_enabled' : 'store_disabled',
        message,
        userId: adminId,
      });
      return { message, store: await row(updated!) };
    },

    async update(id: number, input: z.output<typeof adminUpdateStoreSchema>, adminId: number) {
      const store = await storeOrThrow(id);
      const { exclusive_whatsapp, report_slim, report_general, notification_plan, ...fields } = input;
      const updated = await db.transaction(async (tx) => {
        const saved = await updateStore(tx, store.id, {
          ...fields,
          identifiers: {
            ...store.identifiers,
            ...(exclusive_whatsapp === undefined ? {} : { exclusive_whatsapp }),
          },
          urls: {
            ...store.urls,
            ...(report_slim === undefined ? {} : { report_slim }),
            ...(report_general === undefined ? {} : { report_general }),
          },
        });
        if (notification_plan) await upsertNotificationPlan(tx, store.id, notification_plan);
        return saved!;
      });
      await recordStoreEvent(db, {
        storeId: store.id,
        event: 'settings',
        message: 'El administrador actualizo los datos de la tienda',
        payload: { fields: Object.keys(input) },
        userId: adminId,
      });
      return { message: ADMIN_TEXT.saved, store: await row(updated) };
    },

    /** The logs as a zip holding the same rows as JSON and as CSV (formulas neutralised). */
    async exportLogs(storeId: number | undefined, from?: Date, to?: Date) {
      if (storeId) await storeOrThrow(storeId);
      const logs = await listLogs(db, { storeId, from, to, limit: LOG_EXPORT_LIMIT });
      const header = ['id', 'store_id', 'hashtag', 'event', 'message', 'payload', 'user_id', 'created_at'];
      const csvCell = (value: unknown) => {
        const text = String(neutralizeFormula(value) ?? '');
        return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      };
      const csv = [
        header.join(','),
        ...logs.map((log) =>
          [
            log.id,
            log.store_id,
            log.hashtag,
            log.event,
            log.message,
            log.payload ? JSON.stringify(log.payload) : '',
            log.user_id ?? '',
            log.created_at.toISOString(),
          ]
            .map(csvCell)
            .join(','),
        ),
      ].join('\n');
      const name = storeId ? `logs-tienda-${storeId}` : 'logs';
      const zip = zipSync({
        [`${name}.json`]: strToU8(JSON.stringify(logs, null, 2)),
        [`${name}.csv`]: strToU8(`\uFEFF${csv}`),
      });
      return { fileName: `${name}.zip`, content: Buffer.from(zip), count: logs.length };
    },

    /** GET /admin/data_imports: dates as ISO text, as the contract sends them. */
    imports: async (storeId: number | undefined) =>
      (await listAllImports(db, storeId, 200)).map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      })),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
