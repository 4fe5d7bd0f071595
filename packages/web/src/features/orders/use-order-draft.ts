import { useMemo, useState } from 'react';
import { canEditShipment, orderRules, type OrderDetail, type OrderStatus } from '@mostrador/core';
import {
  EMPTY_DRAFT,
  checkSave,
  draftBreakdown,
  draftTotal,
  ownShipment,
  type ItemEdit,
  type NewConceptDraft,
  type NewItemDraft,
  type OrderDraft,
  type ShipmentField,
} from './order-draft';

/**
 * The editability of the stored order, from core's rules (the same functions the server runs on
 * every save): each answer carries the tooltip shown on the locked control.
 */
export function rulesOf(order: OrderDetail) {
  const rules = orderRules(order);
  const own = ownShipment(order);
  return { ...rules, shipment: canEditShipment(order, own) };
}
export type ScreenRules = ReturnType<typeof rulesOf>;

/** The order screen's state: the stored order, the seller's changes, and what they add up to. */
export function useOrderDraft(order: OrderDetail) {
  const [draft, setDraft] = useState<OrderDraft>(EMPTY_DRAFT);
  const check = useMemo(() => checkSave(order, draft), [order, draft]);
  const total = useMemo(() => draftTotal(order, draft), [order, draft]);
  const breakdown = useMemo(() => draftBreakdown(order, draft), [order, draft]);
  const rules = useMemo(() => rulesOf(order), [order]);

  const actions = useMemo(
    () => ({
      editItem: (id: number, change: ItemEdit) =>
        setDraft((d) => ({ ...d, items: { ...d.items, [id]: { ...d.items[id], ...change } } })),
      addItem: (item: NewItemDraft) => setDraft((d) => ({ ...d, newItems: [...d.newItems, item] })),
      removeNewItem: (key: string) =>
        setDraft((d) => ({ ...d, newItems: d.newItems.filter((item) => item.key !== key) })),
      editConceptAmount: (id: number, text: string) =>
        setDraft((d) => ({ ...d, conceptAmounts: { ...d.conceptAmounts, [id]: text } })),
      deleteConcept: (id: number) =>
        setDraft((d) => ({ ...d, conceptDeletes: [...d.conceptDeletes.filter((x) => x !== id), id] })),
      addConcept: (concept: NewConceptDraft) =>
        setDraft((d) => ({ ...d, newConcepts: [...d.newConcepts, concept] })),
      removeNewConcept: (key: string) =>
        setDraft((d) => ({ ...d, newConcepts: d.newConcepts.filter((concept) => concept.key !== key) })),
      setShippingCost: (text: string) => setDraft((d) => ({ ...d, shippingCost: text })),
      editShipment: (field: ShipmentField, text: string) =>
        setDraft((d) => ({ ...d, shipment: { ...d.shipment, [field]: text } })),
      setStatus: (status: OrderStatus) => setDraft((d) => ({ ...d, status })),
      setStoreObservation: (text: string) => setDraft((d) => ({ ...d, store_observation: text })),
      setPaymentInfo: (text: string) => setDraft((d) => ({ ...d, payment_info: text })),
    }),
    [],
  );

  return { order, draft, check, total, breakdown, rules, actions };
}
export type OrderEditorState = ReturnType<typeof useOrderDraft>;
