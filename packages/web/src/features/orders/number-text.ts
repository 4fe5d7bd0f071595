/** A number as the seller reads it: '1,5' rather than '1.5'. */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}

/**
 * A number typed by hand: ',' or '.' as the decimal mark ('1.234,50' also reads as 1234.5);
 * '' is null and anything else that is not a number is NaN.
 */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}
