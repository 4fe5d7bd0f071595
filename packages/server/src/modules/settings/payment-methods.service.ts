import { AppError, type savePaymentMethodsSchema } from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import {
  deletePaymentMethodsExcept,
  insertPaymentMethods,
  listPaymentMethods,
  parkPaymentMethodNames,
  paymentMethodIds,
  updatePaymentMethod,
} from './payment-methods.repository';

export const PAYMENT_METHODS_TEXT = {
  saved: 'Medios de pago guardados correctamente',
  notFound: 'Medio de pago no encontrado',
  concurrent: 'Los medios de pago cambiaron mientras se guardaban, por favor intentelo de nuevo',
} as const;

export function createPaymentMethodsService(db: Db) {
  return {
    list: (storeId: number) => listPaymentMethods(db, storeId),

    /**
     * Saves the whole list in one transaction: entries with an id update that method of the store
     * (an id of another store is refused), entries without one are added, the rest are removed.
     */
    async save(storeId: number, input: z.output<typeof savePaymentMethodsSchema>) {
      try {
        await db.transaction(async (tx) => {
          const existing = new Set(await paymentMethodIds(tx, storeId));
          const kept = input.flatMap((method) => (method.id === undefined ? [] : [method.id]));
          if (kept.some((id) => !existing.has(id))) {
            throw new AppError('not_found', PAYMENT_METHODS_TEXT.notFound);
          }
          await deletePaymentMethodsExcept(tx, storeId, kept);
          await parkPaymentMethodNames(tx, storeId, kept);
          const fresh = [];
          for (const [position, { id, ...values }] of input.entries()) {
            if (id === undefined) fresh.push({ ...values, position });
            else await updatePaymentMethod(tx, storeId, id, { ...values, position });
          }
          await insertPaymentMethods(tx, storeId, fresh);
        });
      } catch (error) {
        // The schema refuses repeated names; two saves racing can still meet at the index.
        if (uniqueViolation(error) === 'payment_methods_store_name_uq') {
          throw new AppError('conflict', PAYMENT_METHODS_TEXT.concurrent);
        }
        throw error;
      }
      return { message: PAYMENT_METHODS_TEXT.saved, payment_methods: await listPaymentMethods(db, storeId) };
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
