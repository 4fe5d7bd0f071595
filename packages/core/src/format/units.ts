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

/**
 * An item's amount as customers read it: rounded to 2 decimals (spec: item amounts), with a
 * decimal comma ('0,5 doc', '1,25 kg'); English keeps the point.
 */
export function formatQuantity(amount: number, language: 'es' | 'en' | string = 'es'): string {
  const rounded = String(Math.round(amount * 100) / 100);
  return language === 'en' ? rounded : rounded.replace('.', ',');
}
