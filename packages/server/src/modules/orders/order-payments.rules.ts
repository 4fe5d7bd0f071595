import { AppError, ORDER_TEXT } from '@mostrador/core';
import type { PaymentActor } from './payment-events.repository';
import type { StoreRow } from '../../db/rows';

/**
 * Completar marks money as received, so by default only the store admin may; the admin can let
 * the crew do it too (PAGOS: 'El equipo puede completar cobros').
 */
export function requireCompletePermission(
  store: Pick<StoreRow, 'crew_can_complete_payments'>,
  actor: PaymentActor,
) {
  if (actor.role !== 'admin' && !store.crew_can_complete_payments) {
    throw new AppError('forbidden', ORDER_TEXT.crewCannotComplete);
  }
}

/** Undoing a Completar puts a received payment back to requested: the store admin's call alone. */
export function requireUndoPermission(actor: PaymentActor) {
  if (actor.role !== 'admin') throw new AppError('forbidden', ORDER_TEXT.undoAdminOnly);
}
