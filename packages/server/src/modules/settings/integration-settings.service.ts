import {
  AppError,
  maskSecret,
  SECRET_MASK,
  TEXT,
  type IntegrationSettings,
  type integrationSettingsSchema,
} from '@mostrador/core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  findIntegrationSettings,
  upsertIntegrationSettings,
  type IntegrationSettingsRow,
} from './integration-settings.repository';
import type { SettingsCipher } from './settings-cipher';

export const INTEGRATIONS_TEXT = {
  saved: 'Integraciones guardadas correctamente',
} as const;

type Credential = 'woo_api_key' | 'woo_secret';

/** What a stored credential is bound to: decrypting it anywhere else fails. */
const contextOf = (storeId: number, field: Credential) => `integration_settings:${storeId}:${field}`;

/** The WooCommerce connection in clear, for the sync jobs only; never for an HTTP answer. */
export interface WooCredentials {
  base_url: string;
  api_key: string;
  secret: string;
  auto_products: boolean;
  auto_orders: boolean;
}

export function createIntegrationSettingsService(db: Db, cipher: SettingsCipher, log: FastifyBaseLogger) {
  function open(row: IntegrationSettingsRow, field: Credential): string | undefined {
    const sealed = field === 'woo_api_key' ? row.woo_api_key_enc : row.woo_secret_enc;
    if (!sealed) return undefined;
    try {
      return cipher.decrypt(sealed, contextOf(row.store_id, field));
    } catch (error) {
      // A changed SETTINGS_ENCRYPTION_KEY: the owner sees a saved value and can type it again.
      log.warn({ err: error, store_id: row.store_id, field }, 'credencial de integracion ilegible');
      return '';
    }
  }

  function view(row: IntegrationSettingsRow | undefined): IntegrationSettings {
    const apiKey = row ? open(row, 'woo_api_key') : undefined;
    const secret = row ? open(row, 'woo_secret') : undefined;
    const mask = (value: string | undefined) =>
      value === undefined ? '' : value ? maskSecret(value) : SECRET_MASK;
    return {
      woo_base_url: row?.woo_base_url ?? '',
      woo_api_key: mask(apiKey),
      has_api_key: apiKey !== undefined,
      woo_secret: mask(secret),
      has_secret: secret !== undefined,
      woo_auto_products: row?.woo_auto_products ?? false,
      woo_auto_orders: row?.woo_auto_orders ?? false,
    };
  }

  /** undefined keeps the sealed value, null removes it, a string seals the new value. */
  function seal(
    storeId: number,
    field: Credential,
    value: string | null | undefined,
    current: string | null,
  ) {
    if (value === undefined) return current;
    if (value === null) return null;
    return cipher.encrypt(value, contextOf(storeId, field));
  }

  return {
    async get(storeId: number) {
      return view(await findIntegrationSettings(db, storeId));
    },

    async save(storeId: number, input: z.output<typeof integrationSettingsSchema>) {
      const current = await findIntegrationSettings(db, storeId);
      const next = {
        woo_base_url:
          input.woo_base_url === undefined ? (current?.woo_base_url ?? '') : (input.woo_base_url ?? ''),
        woo_api_key_enc: seal(storeId, 'woo_api_key', input.woo_api_key, current?.woo_api_key_enc ?? null),
        woo_secret_enc: seal(storeId, 'woo_secret', input.woo_secret, current?.woo_secret_enc ?? null),
        woo_auto_products: input.woo_auto_products ?? current?.woo_auto_products ?? false,
        woo_auto_orders: input.woo_auto_orders ?? current?.woo_auto_orders ?? false,
      };
      const connected = Boolean(next.woo_base_url && next.woo_api_key_enc && next.woo_secret_enc);
      if ((next.woo_auto_products || next.woo_auto_orders) && !connected) {
        throw new AppError('bad_request', TEXT.wooAutoNeedsCredentials);
      }
      const saved = await upsertIntegrationSettings(db, storeId, next);
      return { message: INTEGRATIONS_TEXT.saved, settings: view(saved) };
    },

    /** For the WooCommerce sync: the connection in clear, or undefined when it is incomplete. */
    async wooCredentials(storeId: number): Promise<WooCredentials | undefined> {
      const row = await findIntegrationSettings(db, storeId);
      if (!row?.woo_base_url) return undefined;
      const apiKey = open(row, 'woo_api_key');
      const secret = open(row, 'woo_secret');
      if (!apiKey || !secret) return undefined;
      return {
        base_url: row.woo_base_url,
        api_key: apiKey,
        secret,
        auto_products: row.woo_auto_products,
        auto_orders: row.woo_auto_orders,
      };
    },
  };
}

export type IntegrationSettingsService = ReturnType<typeof createIntegrationSettingsService>;
