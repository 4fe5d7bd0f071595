import { createContext, useContext } from 'react';
import type { OrderStatus } from '@mostrador/core';

/** What the order screen's guidance needs beyond the draft: moving the order to another status. */
export interface OrderScreenActions {
  /** Saves the draft with the new status (Guardar plus the status, one save). */
  moveTo: (status: OrderStatus) => void;
  isSaving: boolean;
}

export const OrderScreenContext = createContext<OrderScreenActions | null>(null);

export function useOrderScreen(): OrderScreenActions | null {
  return useContext(OrderScreenContext);
}
