import { AppError, applySalesModes, type updateStoreSchema } from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { storeView } from './store-view';
import { updateStore } from './stores.repository';
import type { StoreRow } from '../../db/rows';

export const STORE_TEXT = {
  businessSaved: 'Datos del negocio guardados',
} as const;

export function createStoresService(db: Db) {
  return {
    /**
     * POST /store/{storeId}: the store's own admin only. The id in the path must be the caller's
     * store; the update itself is scoped by the caller's store, never by the path.
     */
    async updateOwnStore(store: StoreRow, pathStoreId: number, input: z.output<typeof updateStoreSchema>) {
      if (pathStoreId !== store.id) throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
      const { notifications, notifications_cart, social_networks, dialog_messages, ...fields } = input;
      const modes = applySalesModes(store, input);
      const updated = await updateStore(db, store.id, {
        ...fields,
        ...modes,
        ...(notifications === undefined ? {} : { notifications_enabled: notifications }),
        ...(notifications_cart === undefined ? {} : { notifications_cart_enabled: notifications_cart }),
        ...(social_networks
          ? {
              social_networks: {
                ...store.social_networks,
                ...social_networks,
                flags: { ...store.social_networks.flags, ...social_networks.flags },
              },
            }
          : {}),
        ...(dialog_messages ? { dialog_messages: { ...store.dialog_messages, ...dialog_messages } } : {}),
      });
      return { message: STORE_TEXT.businessSaved, store: storeView(updated!) };
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
