/** Units of measure (spec section 9) and how they are shown. */
export const QUANTITY_UNITS = ['unit', 'kg', 'dozen', 'meter', 'gr', 'lt'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

export const UNIT_LABELS: Record<QuantityUnit, string> = {
  unit: 'unid',
  kg: 'kg',
  dozen: 'doc',
  meter: 'met',
  gr: 'gr',
  lt: 'lit',
};

/** Gram-like units step by 100 in the customer's quantity picker; the rest by 1. */
const GRAM_LIKE = new Set(['gr', 'gramo', 'g', 'grs']);
export function quantityStep(unit: string | null | undefined): number {
  return GRAM_LIKE.has((unit ?? '').toLowerCase()) ? 100 : 1;
}

export function unitLabel(unit: string | null | undefined): string {
  return (unit && UNIT_LABELS[unit as QuantityUnit]) || unit || '';
}
